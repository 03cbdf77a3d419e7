// Written by hand, 2026-12-07 (2.46.0):
// - antonym-conflict.ts: WordNet's opposites hold within a part of speech: the adjective
//   "initial" (opposite of the adjective "last") says nothing against the verb "lasts"; the
//   engine's own table (open/closes) and participles used as adjectives (enabled/disabled) still
//   oppose;
// - cost-polarity.ts: the last item of a list said to be "included" ("..., 9 plonets a month, up
//   to 6 doorbells, person detection alerts included") is an extra, not the price of the rest,
//   unless the claim names it.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

describe('opposites across parts of speech', () => {
  const context = ['Vending placement agreement. The agreement lasts 24 months and renews automatically for 12 months. The museum closes on Mondays. Log rotation is disabled by default.'];
  const of = (answer: string) => shippedClaimOf({ question: 'How long does it run?', context, answer }, answer.slice(0, 10));

  it('"initial" is no opposite of the verb "lasts"', () => {
    const claim = of('The agreement runs for an initial 24 months.');
    expect(claim?.status).not.toBe('contradicted');
    expect(claim?.checks.join(' ')).not.toMatch(/initial; p0 says lasts/);
  });

  it('the engine\'s own opposites still cross (guard): "open" against "closes"', () => {
    expect(of('The museum is open on Mondays.')?.checks[0]).toBe('The answer says open; p0 says closes.');
  });

  it('a participle is still an adjective (guard): "enabled" against "disabled", "optional" against "required"', () => {
    expect(of('Log rotation is enabled by default.')?.checks[0]).toBe('The answer says enabled; p0 says disabled.');
    const cli = ['The `zone` flag is required. The `format` flag is optional and defaults to `text`. The `color` flag is optional and defaults to `auto`.'];
    expect(shippedClaimOf({ question: 'Which flags do I need?', context: cli, answer: '`zone` is optional, and `format` defaults to `text` if you leave it out.' }, 'zone')?.checks[0]).toBe('The answer says optional; p0 says required.');
  });
});

describe('an item a price list says is included', () => {
  const context = ['Brightwick plans. Plus: clips kept for 60 days, 9 plonets a month, up to 6 doorbells, person detection alerts included.'];
  const of = (answer: string) => shippedClaimOf({ question: 'What does Plus cost?', context, answer }, answer.slice(0, 10));

  it('does not make the plan free: "Plus costs 9 plonets a month" is supported', () => {
    expect(of('Plus costs 9 plonets a month.')?.status).toBe('supported');
  });

  it('is still free of charge for a claim that names it (guard)', () => {
    const claim = of('Person detection alerts cost extra on Plus.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says it costs something; p0 says/);
  });
});
