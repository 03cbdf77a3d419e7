// Written by hand, 2026-12-06: a claim the support measure alone finds not stated ("No passage
// states: ...") that the loose-wording model (learned/loose-wording.ts, models/loose-wording.json)
// reads as the passages' words said otherwise is supported (check-answer.ts looselyWorded). A
// figure no passage gives, and any verdict another rule reached, are never the model's to lift.
import { describe, expect, it } from 'vitest';
import { LOOSE_FEATURES, type LooseCandidate, type LooseWordingModel } from '../../src/engine/learned/loose-wording.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

describe('the shipped loose-wording model', () => {
  const FUND = ['Orrin Growth Fund factsheet. Fund size: £1.2bn. Launch date: March 2009. Ongoing charge: 0.65% a year.'];
  const FERRY = ['Harbour Ferries: foot passengers pay £12 each way. Dogs travel free on the open deck. Tickets can be changed up to 24 hours before sailing.'];
  const statuses = (context: string[], answer: string) => shippedClaims({ question: 'What does it say?', context, answer }).map((k) => [k.text, k.status]);

  it('reads "£1.2bn under management" as the factsheet\'s "Fund size: £1.2bn"', () => {
    expect(statuses(FUND, 'The fund has £1.2bn under management.')).toEqual([['The fund has £1.2bn under management', 'supported']]);
  });

  it('leaves invented details not stated (guard)', () => {
    expect(statuses(FERRY, 'Staff will meet you at the car park. Every ticket also includes a free hot drink in the café.').map((c) => c[1])).toEqual(['not_stated', 'not_stated']);
  });

  it('leaves advice the passages do not give not stated (guard)', () => {
    expect(statuses(FERRY, "It's best to keep treats handy for the trip.")[0]?.[1]).toBe('not_stated');
  });
});

describe('the loose-wording hook, with tiny models', () => {
  const CONTEXT = ['Harbour Ferries: foot passengers pay £12 each way. Dogs travel free on the open deck.'];
  const flat = LOOSE_FEATURES.map(() => 0);
  const model = (bias: number, observe?: (c: LooseCandidate) => void): LooseWordingModel => ({ version: 'tiny-loose', threshold: 0.5, bias, mean: flat, scale: flat.map(() => 1), weights: flat, ...(observe ? { observe } : {}) });
  const engine = (looseWording: LooseWordingModel | null) => createDefaultEngine({ looseWording });
  const claims = (e: ReturnType<typeof createDefaultEngine>, answer: string) => e.check({ question: 'How much is the ferry?', context: CONTEXT, answer }).sentences.flatMap((s) => s.claims);

  it('turns a claim the support measure found not stated into supported when P(own) is below the threshold, with no reasons and no fix', () => {
    expect(claims(engine(null), 'Cheer up, you will be fine.').map((c) => c.status)).toEqual(['not_stated']);
    const [claim] = claims(engine(model(-10)), 'Cheer up, you will be fine.');
    expect(claim?.status).toBe('supported');
    expect(claim?.checks).toEqual([]);
    expect(claim?.fix).toBeNull();
  });

  it('keeps it not stated when P(own) is at or above the threshold', () => {
    expect(claims(engine(model(10)), 'Cheer up, you will be fine.').map((c) => c.status)).toEqual(['not_stated']);
  });

  it('shows the model what the support measure saw: the missing words and the claim', () => {
    const seen: LooseCandidate[] = [];
    claims(engine(model(10, (c) => seen.push(c))), 'Cheer up, you will be fine.');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.text).toBe('Cheer up, you will be fine.'.replace(/\.$/, ''));
    expect(seen[0]?.missing).toBeGreaterThan(0);
    expect(seen[0]?.support).toBeLessThan(0.7);
  });

  it('never lifts a claim that swaps a word of the stating sentence for its own, or misses a month (guards)', () => {
    const always = engine(model(-10));
    const check = (context: string, answer: string) => always.check({ question: 'What does it say?', context: [context], answer }).sentences.flatMap((s) => s.claims).map((c) => c.status);
    // Its own verb where the sentence has another: "expires" for "accrue".
    expect(check('Employees accrue 1.5 days of annual leave per month worked.', 'Annual leave expires at 1.5 days a month.')).toEqual(['not_stated']);
    // Its own word before the sentence's noun: "constructor plan" for "Basic plan".
    expect(check('The Basic plan costs $10 a month.', 'The constructor plan costs $10 a month.')).not.toContain('supported');
    // A month the passage does not give.
    expect(check('The new tram line is due to open on 14 May 2026.', 'The new tram line is due to open in mid-March.')).not.toContain('supported');
  });

  it('never lifts a figure no passage gives (guard)', () => {
    expect(claims(engine(model(-10)), 'The crossing takes 90 minutes.').map((c) => c.status)).toEqual(['not_stated']);
  });

  it('never lifts another rule\'s contradiction (guard)', () => {
    expect(claims(engine(model(-10)), 'Foot passengers pay £15 each way.').map((c) => c.status)).toEqual(['contradicted']);
  });
});
