// A duration said of the clock times just given ("..., which is 3 hours 35 minutes", "taking 3
// hours 50 minutes"). Inputs and expectations written by hand (07:45 to 11:20 is 3 h 35 min).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TIMETABLE = ['IC 412 departs Port Ellery 07:45 and arrives Vastrom Central 11:20. RE 218 departs Port Ellery 08:15 and arrives Vastrom Central 12:05.'];
const question = 'Which train is quicker?';

describe('a span said of the clock times before it', () => {
  it('is supported when the times give it', () => {
    expect(shippedStatuses({ question, context: TIMETABLE, answer: 'The IC 412 leaves at 07:45 and gets in at 11:20, which is 3 hours 35 minutes.' }).at(-1)).toBe('supported');
    expect(shippedStatuses({ question, context: TIMETABLE, answer: 'The RE 218 leaves at 08:15 and arrives at 12:05, taking 3 hours 50 minutes.' }).at(-1)).toBe('supported');
  });

  it('is contradicted when they do not', () => {
    expect(shippedStatuses({ question, context: TIMETABLE, answer: 'The IC 412 leaves at 07:45 and gets in at 11:20, which is 3 hours 15 minutes.' }).at(-1)).toBe('contradicted');
  });
});
