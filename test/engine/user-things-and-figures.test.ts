// Written by hand, 2026-12-03 (verify-fact.ts, quantities.ts).
// - A claim's one missing word that the question names as the user's own thing ("my kettle", "a
//   kettle I bought") is a step on the user's word: unverified_step, not not_stated. A word the
//   question only asks about ("Should I keep it in the fridge?") is no such thing.
// - A name's age set off by commas ("Rhys Carter, 27, joined ...") states "the 27-year-old".
// - A bare number in a setting line whose name holds the unit ("`keep_days`: days to keep logs;
//   default 45") states "kept for 45 days"; "year 3" does not state "three years".
// - "worth a penny" is 1p; "won't cost you a penny" is no figure.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const RETURNS = ['Harlow Home - Returns. Opened small appliances can be returned within 14 days. Refunds are issued within 5 business days after the returned item reaches our warehouse.'];

describe('the user\'s own thing, named in the question', () => {
  it('is a step on the user\'s word', () => {
    const [claim] = shippedClaims({ question: 'I opened a kettle I bought from you 9 days ago. Will I get everything back?', context: RETURNS, answer: 'Once the kettle arrives at our warehouse, the refund should be processed within five business days.' });
    expect(claim?.status).toBe('unverified_step');
    expect(claim?.checks[0]).toContain('kettle');
  });

  it('is not a word the question only asks about', () => {
    const context = ['Velmora oral suspension. Store below 25°C. Do not freeze. Use within 14 days of opening.'];
    expect(shippedStatuses({ question: 'Should I keep the bottle in the fridge?', context, answer: 'Keep the bottle in the fridge once opened.' })).not.toEqual(['unverified_step']);
  });
});

describe('figures written another way', () => {
  it('reads an age set off by commas', () => {
    const context = ['Portside Echo, 2 July 2025 - Harbour Town sign Rhys Carter. Carter, 27, joined from Elm Rovers on a three-year contract.'];
    expect(shippedStatuses({ question: 'Who did Harbour Town sign?', context, answer: 'Harbour Town signed the 27-year-old from Elm Rovers.' })).toEqual(['supported']);
  });

  it('reads a unit the setting\'s name holds', () => {
    const context = ['Logvault 2.1 - Configuration reference. `keep_days`: days to keep rotated logs; default 45. `port`: default 9100.'];
    expect(shippedStatuses({ question: 'How long are logs kept?', context, answer: 'Rotated logs are kept for 45 days by default.' })).toEqual(['supported']);
  });

  it('does not read "year 3" as three years', () => {
    const context = ['Lumen Student Account. Interest-free overdraft of up to £1,500 in year 1, £2,000 in year 2 and £2,500 in year 3 onwards.'];
    expect(shippedStatuses({ question: 'How long is the overdraft free?', context, answer: 'The overdraft stays interest-free for three years after you graduate.' })).not.toContain('supported');
  });

  it('reads "worth a penny" as 1p', () => {
    const context = ['Corrin Rewards. Members earn 2 points per £1 spent. Points are worth 1p each and are redeemed in blocks of 500.'];
    expect(shippedStatuses({ question: 'What are points worth?', context, answer: 'Each point is worth a penny.' })).toEqual(['supported']);
  });
});
