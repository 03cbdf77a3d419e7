// Dates an answer works out from the user's day by weekday: "the Monday after your assessment,
// which would be Monday 9 June 2025" (assessment Wednesday 4 June 2025) is a step on the question's
// date, and "Running for 6 weeks ..., your last session would be Thursday 17 July 2025" is the
// last Thursday of a six-week run from Monday 9 June (21 July is six weeks on; 17 July the Thursday
// before). A wrong weekday's date or a Thursday a week early is still wrong.
// Inputs and expectations written by hand, 2026-12-06 (checked against a calendar).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PROGRAMME = ['Hip programme: after your assessment, the programme runs for 6 weeks, starting on the Monday after the assessment. Sessions are held on Mondays and Thursdays each week.'];
const question = 'My assessment is on Wednesday 4 June 2025. When does the programme start and end?';
const statuses = (answer: string) => shippedClaims({ question, context: PROGRAMME, answer }).map((c) => c.status);

describe('dates worked out by weekday', () => {
  it('the first named weekday after the user\'s day is a step, and so is the run\'s last Thursday', () => {
    expect(statuses('The programme starts on the Monday after your assessment, which would be Monday 9 June 2025. Running for 6 weeks with sessions on Mondays and Thursdays, your last session would be Thursday 17 July 2025.'))
      .toEqual(['supported', 'unverified_step', 'unverified_step']);
  });

  it('a Monday a week late is not the first one after', () => {
    expect(statuses('The programme starts on the Monday after your assessment, which would be Monday 16 June 2025.')).toContain('contradicted');
  });

  it('a last Thursday a week early is wrong (nor is it the last of a run counted from the question\'s day)', () => {
    expect(statuses('The programme starts on the Monday after your assessment, which would be Monday 9 June 2025. Running for 6 weeks with sessions on Mondays and Thursdays, your last session would be Thursday 10 July 2025.')[2]).toBe('contradicted');
  });
});
