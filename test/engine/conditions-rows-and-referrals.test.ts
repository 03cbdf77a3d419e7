// Written by hand, 2026-12-07 (2.46.0): correct claims that were contradicted or held, and the
// errors each change must still catch.
// - polarity-conflict.ts / verify-fact.ts: a "not" in the claim's own condition ("If you do not
//   set a lifetime, entries use the default") denies nothing a sentence without a condition states;
// - forbidden-action.ts: "Do not gargle if you have had throat surgery" forbids only under that
//   condition;
// - modal-strength.ts: "can" is read from the ";" part that states the claim;
// - best-sentence.ts (polarity-conflict, class-swap): a sentence with none of the claim's figures,
//   where another gives one, is another row's; the sentence giving the figure is compared instead;
// - label-swap.ts: labels in running text ("Owner A ... to Owner B") end no list items;
// - speech-act.ts: referrals "X can confirm both for you", "X is also a good person to ask",
//   "X would be the best place to check".
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

describe('a "not" in the claim\'s own condition', () => {
  const context = ['Brightline managed cache. Entry lifetimes can be set from 10 seconds to 7200 seconds; the default is 600 seconds. Purges reach every edge node within 30 seconds.'];
  const of = (answer: string) => shippedClaimOf({ question: 'What lifetime do entries get?', context, answer }, answer.slice(0, 12));

  it('is supported in a leading condition', () => {
    expect(of('If you do not set a lifetime, entries use the default of 600 seconds.')?.status).toBe('supported');
  });

  it('is supported in a trailing condition', () => {
    expect(of('Entries use the default of 600 seconds if you do not set a lifetime.')?.status).toBe('supported');
  });

  it('still contradicts a "not" in the main clause (guard)', () => {
    const claim = of('You cannot set the lifetime of an entry.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says it is not so; p0 says/);
  });
});

describe('a prohibition under a condition of its own', () => {
  const context = ['Salvora throat solution. After the third day of treatment you may gargle with the solution. Do not gargle if you have had throat surgery. Keep the bottle closed.'];
  const of = (answer: string) => shippedClaimOf({ question: 'Can I gargle now?', context, answer }, answer.slice(0, 12));

  it('does not contradict a permission that leaves the condition aside', () => {
    expect(of('From the third day, you can gargle the solution to soothe your throat.')?.status).toBe('supported');
  });

  it('still contradicts a permission under that condition (guard)', () => {
    expect(of('Even after throat surgery, you can gargle the solution.')?.status).toBe('contradicted');
  });
});

describe('a duty against a permission in another ";" part', () => {
  const context = ['Harbour climbing centre. Members aged 16 and over can book the climbing wall on their own; younger members need an adult instructor present. Sessions last 90 minutes.'];
  const of = (answer: string) => shippedClaimOf({ question: 'Can my son book alone?', context, answer }, answer.slice(0, 12));

  it('is supported when its part states the duty', () => {
    expect(of('Until then, an adult instructor needs to be with him.')?.status).toBe('supported');
  });

  it('is still contradicted when its part grants leave (guard)', () => {
    const claim = of('Older members need to book the climbing wall with an instructor.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says need to; p0 says can/);
  });
});

describe('the sentence that gives the claim\'s figure', () => {
  it('is the one a polarity is read from ("not current pay" is about pay, not the 9 months)', () => {
    const context = ["Corby internal transfers. Staff can apply for internal roles once they have completed 9 months in their current team. Pay in the new team follows the new team's scale, not current pay."];
    expect(shippedClaimOf({ question: 'Can I move teams?', context, answer: 'You need to have spent 9 months in your current team first.' }, 'You need')?.status).toBe('supported');
  });

  const context = ["Larkmoor's tree-planting programme will run in 2 phases. Phase one, covering the west of the town, will plant 1200 trees at a cost of 0.8 million morvas. Phase two, covering the east, will plant 3000 trees at a cost of 2.1 million morvas."];
  const of = (answer: string) => shippedClaimOf({ question: 'Where does phase two plant?', context, answer }, 'Phase two');

  it('is the one a direction is read from: phase two covers the east', () => {
    expect(of('Phase two will plant 3000 trees in the east of the town.')?.status).toBe('supported');
  });

  it('contradicts phase two in the west, which phase one\'s sentence names', () => {
    const claim = of('Phase two will plant 3000 trees in the west of the town.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says west; p0 says east.');
  });
});

describe('labels in running text', () => {
  const context = ['Shared driveway agreement. Owner A must obtain 2 written quotes and send them to Owner B before any work costing over 500 tarvens is ordered.', 'Outlet list. 3 Mill Lane: Category A. 12 Quay Street: Category B.'];
  const of = (answer: string) => shippedClaimOf({ question: 'Who does what?', context, answer }, answer.slice(0, 10));

  it('are no list items: "Owner A must obtain 2 written quotes" is supported', () => {
    expect(of('Owner A must obtain 2 written quotes.')?.status).toBe('supported');
  });

  it('still swap in a list of items (guard)', () => {
    const claim = of('12 Quay Street is a Category A outlet.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says Category A; p1 says Category B.');
  });
});

describe('referrals', () => {
  const context = ['Harbour leisure centre. Lockers cost 1 quib per visit. Towels can be hired at reception.'];
  const of = (answer: string) => shippedClaimOf({ question: 'Can I get a towel?', context, answer }, answer.slice(0, 12));

  for (const answer of ['Our support team can confirm both for you.', 'Reception is also a good person to ask if your locker jams.', 'The leisure centre itself would be the best place to check.']) {
    it(`are not checked: "${answer}"`, () => {
      expect(of(answer)?.status).toBe('not_checked');
    });
  }

  it('leave a place to check something named to the passages (guard)', () => {
    expect(of('The leisure centre is the best place to check your locker code.')?.status).not.toBe('not_checked');
  });
});
