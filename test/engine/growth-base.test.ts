// A growth rate worked on the wrong base ("growth of 14.3%" for 15.6 million -> 18.2 million, which
// is 2.6 / 18.2) is contradicted with the change the earlier claim gives: 2.6 / 15.6 = 16.67%
// (worked by hand). The right rate is supported. (recompute.ts: among the rises a reader could mean.)
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const TRAMS = ["Kelport's tram network carried 18.2 million passengers in 2024, up from 15.6 million in 2023, operator KelTram said."];
const ANSWER = 'Passenger numbers rose from 15.6 million in 2023 to 18.2 million in 2024, an extra 2.6 million journeys.';

describe('a growth rate after the change it is of', () => {
  it('is contradicted on the wrong base, with the right rate', () => {
    const claims = shippedClaims({ question: 'How much did tram use grow?', context: TRAMS, answer: `${ANSWER} That's growth of 14.3%.` });
    expect(claims.at(-1)?.status).toBe('contradicted');
    expect(claims.at(-1)?.fix).toContain('16.67%');
  });

  it('is supported on the right base', () => {
    expect(shippedStatuses({ question: 'How much did tram use grow?', context: TRAMS, answer: `${ANSWER} That's growth of 16.7%.` })).toEqual(['supported', 'supported']);
  });
});
