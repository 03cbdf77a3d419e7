import { describe, expect, it } from 'vitest';
import { everydayPhraseSpans } from './everyday-phrases.ts';

/** The claim's words the window states, in order of the claim, each once. */
const said = (claim: string, window: string) => [...new Set(everydayPhraseSpans({ text: claim }, window).sort((x, y) => x[0] - y[0]).map(([a, b]) => claim.slice(a, b).trim()))];

describe('everydayPhraseSpans', () => {
  it.each([
    ['Up to five unused days roll over into next year', 'Employees may carry over 5 days', ['roll', 'over']],
    ["You can't pass it to outsiders", 'It may not be disclosed to any third party', ['outsiders']],
    ['Report it straight away', 'Report any disrepair promptly', ['straight away']],
    ['Call any time, day or night', 'Our claims line is open 24/7', ['any time', 'day or night']],
    ['Patel took issue with the price tag', 'Patel criticised the cost', ['took issue with', 'price tag', 'price']],
    ['Wash them down with water', 'Swallow the tablets whole with a glass of water', ['Wash', 'down', 'with water']],
    ['a text whenever a daily charge kicks in', 'We send a text each time the daily charge applies', ['kicks in']],
    ["There's no expiry date on the voucher", 'Vouchers never expire', ['expiry date', 'expiry']],
    ['Ring the surgery before 10am', 'Call the surgery before 10am', ['Ring']],
    ['Give the desk a ring first', 'Please phone the desk first', ['Give', 'a ring']],
    ['six payments in a row', 'six consecutive monthly payments', ['in a row']],
    ['Have a word with your pharmacist first', 'Speak to your pharmacist before taking it', ['Have a word with']],
    // Written by hand, 2026-12-03.
    ['If the key were missing or invalid, you would see a 401', 'A request without a valid key returns 401 Unauthorized', ['missing or invalid']],
    ['That cap has carve-outs', 'The cap does not apply to fraud', ['carve-outs']],
    ['The points stay valid for 18 months', 'Points expire 18 months after they are earned', ['stay valid for', 'valid for']],
    // Written by hand, 2026-12-07.
    ['The helpline runs around the clock', 'A 24-hour helpline is included', ['around the clock']],
  ])('%s / %s', (claim, window, want) => {
    expect(said(claim, window)).toEqual(want);
  });

  it('leaves out what a phrase holds inside it', () => {
    expect(said('drop the Legal team a line', 'Questions should be directed to Payroll')).toEqual(['drop', 'a line']);
  });

  it.each([
    ['Up to five unused days roll over into next year', 'Unused days are forfeited on 1 January'],
    ['Report it straight away', 'Report it within 30 days'],
    ['You can pass it to outsiders', 'Staff may share it with colleagues'],
    // "ring" is a call only when it rings someone: a ring of keys is none.
    ['The ring is in the safe', 'Call the front desk'],
    // "24-hour" before a span is a length of time, not a service open all day.
    ['Orders are packed around the clock', 'Orders are packed within a 24-hour period'],
  ])('a window without a phrase of the group states none: %s / %s', (claim, window) => {
    expect(said(claim, window)).toEqual([]);
  });
});

describe('everydayPhraseSpans, called again and again', () => {
  it('finds a phrase at the start of a claim whatever was matched before', () => {
    // The first call matches "straight away" far into the window: the next claim's is still found at its start.
    expect(everydayPhraseSpans({ text: 'Do it straight away' }, 'Please reply to every message straight away')).toEqual([[6, 19]]);
    expect(everydayPhraseSpans({ text: 'Straight away is best' }, 'Please report it promptly')).toEqual([[0, 13]]);
  });
});
