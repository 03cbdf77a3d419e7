import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

function split(text: string): string[] {
  return splitSentences(text).map(([a, b]) => text.slice(a, b));
}

describe('splitSentences', () => {
  it.each([
    ['Dr. Smith came. He left.', ['Dr. Smith came.', 'He left.']],
    ['Backoff starts at 500 ms. POST requests are never retried.', ['Backoff starts at 500 ms.', 'POST requests are never retried.']],
    ['July is often above 30 degrees C. September is drier.', ['July is often above 30 degrees C.', 'September is drier.']],
    ['Write to 14 St. Mary\'s Road.', ['Write to 14 St. Mary\'s Road.']],
    ['The tower is 169 m. Dr. Smith built it.', ['The tower is 169 m.', 'Dr. Smith built it.']],
    ['It costs 3.50 euros, e.g. at noon. Fine.', ['It costs 3.50 euros, e.g. at noon.', 'Fine.']],
    ['The U.S. Army came. It left.', ['The U.S. Army came.', 'It left.']],
    ['We ship within the U.S. We also ship to Mexico.', ['We ship within the U.S.', 'We also ship to Mexico.']],
    ['It was made by Acme Inc. The box is blue.', ['It was made by Acme Inc.', 'The box is blue.']],
    ['See https://a.org/x.y?z=1. Then go.', ['See https://a.org/x.y?z=1.', 'Then go.']],
    ['He said "Stop!" and left. Ok.', ['He said "Stop!" and left.', 'Ok.']],
    ['"Done." She went.', ['"Done."', 'She went.']],
    ['J. K. Rowling wrote it.', ['J. K. Rowling wrote it.']],
    ['You can rent groups A to C. That means no SUVs.', ['You can rent groups A to C.', 'That means no SUVs.']],
    ['Grades A to C. Smith passed.', ['Grades A to C. Smith passed.']],
    ['# Title\n- one item\n- two items', ['# Title', '- one item', '- two items']],
    ['1. First. Second.\n2) Third', ['1. First.', 'Second.', '2) Third']],
    ['東京は首都です。人口は多い。', ['東京は首都です。', '人口は多い。']],
    ['Wait... what? Yes!', ['Wait... what?', 'Yes!']],
    ['A line\nthat continues. Next', ['A line\nthat continues.', 'Next']],
    ['Para one.\n\nPara two', ['Para one.', 'Para two']],
    ['🗼 Tall. 🎉 Party!', ['🗼 Tall.', '🎉 Party!']],
    ['See No. 5 and Fig. 2 there. The answer is no. It is closed.', ['See No. 5 and Fig. 2 there.', 'The answer is no.', 'It is closed.']],
    ['We sell pears, plums, etc. The shop opens at 9.', ['We sell pears, plums, etc.', 'The shop opens at 9.']],
    // A text written without capitals opens its sentences in lower case.
    ["that's cool. skurfing is an art form. it's a bit different.", ["that's cool.", 'skurfing is an art form.', "it's a bit different."]],
    ['i agree! marketing is the study of exchange. e.g. the 4 ps.', ['i agree!', 'marketing is the study of exchange.', 'e.g. the 4 ps.']],
    // In a capitalised text, a lower-case word that opens a clause starts a sentence after a stop ...
    ['Oh wow that is awesome! do you know that Chrome is free?', ['Oh wow that is awesome!', 'do you know that Chrome is free?']],
    ['It costs $5. the fee is due monthly.', ['It costs $5.', 'the fee is due monthly.']],
    // ... but any other lower-case word continues it, and abbreviations never end one.
    ['Buy it approx. now. We ship e.g. the same day.', ['Buy it approx. now.', 'We ship e.g. the same day.']],
    ['Call the main no. later today.', ['Call the main no. later today.']],
  ])('%j', (text, expected) => {
    expect(split(text)).toEqual(expected);
  });

  it('returns nothing for white space', () => {
    expect(splitSentences(' \n\t ')).toEqual([]);
  });

  it('spans are in order, trimmed, and cover every non-space character exactly once', () => {
    const piece = fc.constantFrom('Dr.', 'e.g.', 'U.S.', '3.5', '1,000', 'm.', 'It', 'is', 'tall', '.', '!', '?', ';', ',', '"', '\n', '\n\n', '- ', '## ', '1. ', '🗼', '東京', '。', 'https://x.org/a.b', ' ', ' ', ' ', 'The', 'Smith');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const text = parts.join(' ');
      const spans = splitSentences(text);
      const covered = new Array<number>(text.length).fill(0);
      let last = 0;
      for (const [a, b] of spans) {
        expect(a).toBeGreaterThanOrEqual(last);
        expect(b).toBeGreaterThan(a);
        expect(text[a]).toMatch(/\S/);
        expect(text[b - 1]).toMatch(/\S/);
        for (let i = a; i < b; i++) covered[i] = (covered[i] ?? 0) + 1;
        last = b;
      }
      for (let i = 0; i < text.length; i++) if (/\S/.test(text[i] ?? '')) expect(covered[i]).toBe(1);
    }), { numRuns: 300 });
  });
});
