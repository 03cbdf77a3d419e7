// A figure a later update has replaced. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const REPORTS = [
  'A lorry and two cars collided on the Marsh Road on Monday evening. Police said three people had been injured.',
  'Update, Tuesday: police now say that five people were injured in the Marsh Road collision, after two more people went to hospital overnight.',
];

describe('a figure an update replaced', () => {
  it('is contradicted with the update\'s figure', () => {
    const [claim] = shippedClaims({ question: 'How many were hurt?', context: REPORTS, answer: 'Three people were injured in the Marsh Road collision.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace Three with five.');
  });

  it('is supported when it is the update\'s own', () => {
    expect(shippedClaims({ question: 'How many were hurt?', context: REPORTS, answer: 'Five people were injured in the Marsh Road collision.' })[0]?.status).toBe('supported');
  });

  it('is left alone without an update', () => {
    const context = [REPORTS[0] ?? '', 'Five people were injured in a separate crash on the ring road.'];
    expect(shippedClaims({ question: 'How many were hurt?', context, answer: 'Three people were injured in the Marsh Road collision.' })[0]?.status).toBe('supported');
  });
});
