// A figure misquoted from the row the claim names: "Adults pay 94 quibs" where the table says
// "Adult: 84 quibs." is contradicted and the fix names the row's figure (not merely "not stated").
// A heading that opens a paragraph ("Probation: All new employees complete ... 6 months.") is no
// row.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const ROVER = ['Fellmoor Rover tickets. Unlimited travel on all Fellmoor buses for 7 consecutive days. Adult: 84 quibs. Child (5 to 15): 42 quibs. Buy at any staffed station.'];
const PROBATION = ['Probation: All new employees complete a probation period of 6 months. During probation, the notice period on either side is 1 week. Managers hold review meetings at 3 months.'];

describe('a figure misquoted from its row', () => {
  it('is contradicted, and the fix names the row\'s figure', () => {
    const [claim] = shippedClaims({ question: 'How much is the Rover for an adult?', context: ROVER, answer: 'An adult ticket costs 94 quibs.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says 94 quibs; p0 says Adult: 84 quibs.');
    expect(claim?.fix).toBe('Replace 94 quibs with 84 quibs.');
  });

  it('the row\'s own figure passes', () => {
    expect(shippedClaims({ question: 'How much is the Rover for a child?', context: ROVER, answer: 'A child ticket costs 42 quibs.' }).map((c) => c.status)).toEqual(['supported']);
  });

  it('a heading is no row: the short row the claim names gives the fix', () => {
    const context = ['Probation: All new employees complete a probation period of 6 months. Notice: 1 week on either side.'];
    const [claim] = shippedClaims({ question: 'What notice applies on probation?', context, answer: 'On probation the notice is two weeks on either side.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace two weeks with 1 week.');
  });

  it('a heading is no row: its figure is never the fix', () => {
    const [claim] = shippedClaims({ question: 'What notice applies on probation?', context: PROBATION, answer: 'While you are on probation, either side can end employment with two weeks\' notice.' });
    expect(claim?.status).not.toBe('supported');
    expect(claim?.fix ?? '').not.toContain('6 months');
  });
});
