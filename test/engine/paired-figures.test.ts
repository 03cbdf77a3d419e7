// Two figures of one kind put with each other's things: "Priority costs 4 and economy 9" where the
// passage gives economy 4 and priority 9.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const POST = ['Denby Post prices. Economy post costs 4 grints and takes 3 to 5 days. Priority post costs 9 grints and arrives the next day. Parcels over 2 kg cost extra.'];
const VOTE = ['Harnley council election. Councillor Mira Osk won the seat with 2,310 votes. Her rival Tomas Bray received 1,874 votes.'];

describe('two figures put with each other\'s things', () => {
  it('contradicts the swap in a comparison ("compared with ... for")', () => {
    expect(shippedStatuses({ question: 'Priority price?', context: POST, answer: 'Priority post costs 4 grints, compared with 9 grints for economy.' })).toEqual(['contradicted']);
  });

  it('contradicts vote counts swapped between two candidates, naming both', () => {
    const claim = firstShippedClaim(VOTE, 'Bray received 2,310 votes against Osk\'s 1,874.', 'Who won?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Swap 2,310 and 1,874.');
    expect(claim?.checks[0]).toContain('p0 gives 2,310 for "Councillor Mira Osk won the seat with 2,310 votes"');
  });

  it('supports the figures each with its own thing, in either order', () => {
    expect(shippedStatuses({ question: 'Priority price?', context: POST, answer: 'Priority post costs 9 grints, compared with 4 grints for economy.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Priority price?', context: POST, answer: 'At 9 grints, priority is dearer than economy at 4 grints.' })).not.toContain('contradicted');
  });
});
