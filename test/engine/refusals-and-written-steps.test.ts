// Written by hand, 2026-12-08 (2.50.0): errors that were passed, each rule with the guard that
// keeps it off correct answers.
// - verify-claim.ts: a step of working written out wrongly ("8 x 120 MB = 860 MB") is contradicted
//   with its right result whatever gives its operands, an earlier claim's figure included; the same
//   step written rightly stays supported.
// - word-forms.ts: a plural in -es after sh, ch, x, ss or zz names its singular ("rashes" / "a rash"),
//   so "The leaflet doesn't mention rashes" is contradicted by a leaflet that names a rash.
// - false-refusal.ts: a light verb's particle is no part of the refused topic ("taking away old
//   furniture" is about old furniture).
// - wh-refusal.ts: "there's" and "around" say nothing of what is asked ("whether there's a fee for
//   the replacement", "what happens around daylight saving changes").
import { describe, expect, it } from 'vitest';
import { wordFormPattern } from '../../src/engine/text/word-forms.ts';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

/** The shipped claims of an answer, as [text, status, first check], for one question and context. */
const claimsAsked = (question: string, context: string[]) => (answer: string) => shippedClaims({ question, context, answer }).map((k) => [k.text, k.status, k.checks[0] ?? '']);

describe('a step of working written out wrongly over an earlier claim\'s figure', () => {
  const ask = claimsAsked('We need 400 concurrent connections. How much RAM?', [
    'Each worker process handles up to 50 concurrent connections and uses about 120 MB of RAM. Reserve 1 GB of RAM for the operating system.',
  ]);
  it('is contradicted with the right result', () => {
    const claims = ask('At 50 connections per worker, 400 connections need 8 workers. Those 8 workers use about 8 x 120 MB = 860 MB.');
    expect(claims[1]).toEqual(['Those 8 workers use about 8 x 120 MB = 860 MB', 'contradicted', 'The answer writes 8 x 120 MB = 860 MB; it is 960.']);
  });
  it('stays supported when written rightly', () => {
    const claims = ask('At 50 connections per worker, 400 connections need 8 workers. Those 8 workers use about 8 x 120 MB = 960 MB.');
    expect(claims[1]?.[1]).toBe('supported');
  });
});

describe('a refusal of mention whose topic is a plural in -es', () => {
  it('reads the plural\'s singular', () => {
    expect(wordFormPattern('rashes').test('a rash that does not fade')).toBe(true);
    expect(wordFormPattern('boxes').test('one box per order')).toBe(true);
    expect(wordFormPattern('passes').test('a day pass')).toBe(true);
    // A plural in -s alone keeps its e: "fares" names "fare", not "far".
    expect(wordFormPattern('fares').test('too far to walk')).toBe(false);
  });
  const leaflet = 'Seek medical advice if the fever lasts longer than 5 days. Call for urgent help if your child has a fit, a rash that does not fade when a glass is pressed against it, or is unusually drowsy.';
  it('is contradicted by a passage that names the singular', () => {
    const [claim] = claimsAsked('When should I get help for a fever?', [leaflet])('The leaflet doesn\'t mention rashes.');
    expect(claim?.[1]).toBe('contradicted');
    expect(claim?.[2]).toContain('a rash that does not fade');
  });
  it('stays an honest absence where no passage names it', () => {
    const [claim] = claimsAsked('When should I get help for a fever?', [leaflet.replace(', a rash that does not fade when a glass is pressed against it,', '')])('The leaflet doesn\'t mention rashes.');
    expect(claim?.[1]).toBe('not_checked');
  });
});

describe('a refused topic after a light verb and its particle', () => {
  const delivery = (removal: string) => [`Sofas are delivered by a two-person team at no extra cost. On request, the team will unpack the item and take the packaging away. ${removal} We will text you a two-hour delivery window the evening before.`];
  const ask = (removal: string) => claimsAsked('Can you take my old sofa away?', delivery(removal))('Our delivery information doesn\'t mention taking away old furniture.');
  it('is the thing taken away, which a passage names', () => {
    const [claim] = ask('Removal of old furniture is available for £35 per item and must be booked at checkout.');
    expect(claim?.[1]).toBe('contradicted');
    expect(claim?.[2]).toContain('Removal of old furniture');
  });
  it('stays an honest absence where no passage names the thing', () => {
    const [claim] = ask('Assembly is available for £35 per item and must be booked at checkout.');
    expect(claim?.[1]).toBe('not_checked');
  });
});

describe('a whether- or what-refusal with words that ask nothing', () => {
  const card = (fee: string) => [`If your season ticket smartcard is lost, report it online. A replacement card with your remaining season ticket loaded can be issued${fee}. Only two replacements are allowed in any 12-month period.`];
  const askFee = (fee: string) => claimsAsked('I lost my smartcard. What now?', card(fee))('The information I have doesn\'t mention whether there\'s a fee for the replacement.');
  it('"there\'s" is no word of the topic', () => {
    const [claim] = askFee(' for a 10 quib fee');
    expect(claim?.[1]).toBe('contradicted');
    expect(claim?.[2]).toContain('10 quib fee');
  });
  it('a passage that names the replacement but no fee leaves it open', () => {
    const [claim] = askFee(' at any ticket office');
    expect(claim?.[1]).toBe('not_checked');
  });
  const schedule = (dst: string) => [`Schedules use standard five-field cron expressions. All schedules run in UTC unless you set the timezone field. ${dst} If a run is still in progress when the next one is due, the next run is skipped.`];
  const askDst = (dst: string) => claimsAsked('What timezone do schedules use?', schedule(dst))('The docs do not say what happens around daylight saving changes.');
  it('"around" is no word of the topic', () => {
    const [claim] = askDst('Jobs do not run twice if a daylight saving change repeats an hour.');
    expect(claim?.[1]).toBe('contradicted');
  });
  it('a passage without the topic leaves it open', () => {
    const [claim] = askDst('Jobs do not run twice if a clock change repeats an hour.');
    expect(claim?.[1]).toBe('not_checked');
  });
});
