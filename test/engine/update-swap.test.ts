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

describe('a figure from a version another passage says is superseded', () => {
  // The 2025 rules give personal injury a 2,000 pound limit; the 2019 rules, "superseded on 1 April 2025", gave 1,000 pounds.
  const RULES = [
    'Civil Procedure (Amendment) Rules 2025 - Rule 26.4. With effect from 1 April 2025, the small claims track is for claims of not more than 12,500 pounds, except personal injury claims, for which the limit is 2,000 pounds.',
    'Civil Procedure Rules 2019 (as originally made) - Rule 26.4. The small claims track is for claims of not more than 10,000 pounds, except personal injury claims, for which the limit is 1,000 pounds. This version was superseded on 1 April 2025.',
  ];

  it('is contradicted with the current version\'s figure', () => {
    const [claim] = shippedClaims({ question: 'What is the limit now?', context: RULES, answer: 'For personal injury claims the limit is 1,000 pounds.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 1,000 pounds with 2,000 pounds.');
  });

  it('is supported when it is the current version\'s own', () => {
    expect(shippedClaims({ question: 'What is the limit now?', context: RULES, answer: 'For personal injury claims the limit is 2,000 pounds.' })[0]?.status).toBe('supported');
  });
});
