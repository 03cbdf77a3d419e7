// An instruction told as its opposite (support/instruction-flip.ts), written by hand: the leaflet
// says "stop taking Glucora before ... the procedure and do not restart until ...", so "You don't
// need to stop Glucora before the scan" and "Do not stop taking Glucora" are contradicted, while
// "Don't restart Glucora until ..." (what it says) and a report of what someone did not do are not.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Glucora 500 mg tablets. Take Glucora with or just after a meal to reduce stomach upset. If you are having an X-ray or scan that uses a contrast dye, stop taking Glucora before or at the time of the procedure and do not restart until at least 48 hours after it, once your kidneys have been checked.'];
const check = (answer: string) => shippedClaims({ question: 'I have a scan with contrast dye on Friday. What about my Glucora?', context: LEAFLET, answer });

describe('an instruction told as its opposite', () => {
  it('is contradicted when the answer says the reader need not do what the leaflet tells them to', () => {
    const [claim] = check('You don\'t need to stop Glucora before the scan.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/p0 says to/);
  });

  it('is contradicted when the answer tells the reader not to do it', () => {
    expect(check('Do not stop taking Glucora before the scan.').map((k) => k.status)).toEqual(['contradicted']);
  });

  it('leaves the leaflet\'s own denial alone', () => {
    expect(check('Don\'t restart Glucora until at least 48 hours after the scan.').map((k) => k.status)).not.toContain('contradicted');
  });

  it('leaves a report of what someone did not do alone', () => {
    const minutes = ['The board met on 4 May. The board voted to approve the budget, and members asked officers to stop the pilot scheme.'];
    expect(shippedStatuses({ question: 'What happened?', context: minutes, answer: 'Officers did not stop the pilot scheme.' })).not.toContain('contradicted');
  });
});

describe('a modal compared with the sentence that states the claim', () => {
  // The outcome "will be sent within 5 working days of the meeting"; "may appeal ... within 7 working days" is another step.
  const PROCEDURE = ['Grievance procedure. A meeting will be held within 10 working days of receiving the grievance. A written outcome will be sent within 5 working days of the meeting. Stage 2: if you are not satisfied, you may appeal in writing within 7 working days of receiving the outcome.'];

  it('is not read against a sentence that leaves out the claim\'s figure', () => {
    expect(shippedStatuses({ question: 'How does it work?', context: PROCEDURE, answer: 'You\'ll then get the outcome in writing within 5 working days of that meeting.' })).not.toContain('contradicted');
  });
});
