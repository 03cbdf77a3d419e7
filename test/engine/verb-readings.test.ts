// "leaves" read as the verb where a time follows, and a date the passage gives only by its year.
// Inputs and expectations written by hand (15 January 2025 + 18 months = 15 July 2026).
import { describe, expect, it } from 'vitest';
import { verbReadings } from '../../src/engine/text/verb-readings.ts';
import type { NlpToken } from '../../src/engine/types.ts';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const token = (text: string, pos: string, lemma = text): NlpToken => ({ text, normal: text.toLowerCase(), lemma, pos, start: 0, end: 0, isStop: false, kind: 'word' });

describe('a plural noun read as its verb', () => {
  it('is the verb before a preposition or a figure, the noun otherwise', () => {
    const read = verbReadings([token('bus', 'NOUN'), token('leaves', 'NOUN', 'leaf'), token('at', 'ADP')]);
    expect(read[1]).toMatchObject({ lemma: 'leave', pos: 'VERB' });
    const kept = verbReadings([token('the', 'DET'), token('leaves', 'NOUN', 'leaf'), token('fall', 'VERB')]);
    expect(kept[1]).toMatchObject({ lemma: 'leaf', pos: 'NOUN' });
  });

  it('lets "leaves at" match the timetable\'s "departs" and split from the clause before it', () => {
    const context = ['The 08:15 train arrives at Lyon Part-Dieu at 10:12.', 'Bus 42 departs from Lyon Part-Dieu at 10:40.'];
    expect(shippedStatuses({ question: 'When does the bus go?', context, answer: 'Bus 42 leaves at 10:40.' })).toEqual(['supported']);
    const claims = shippedClaims({ question: 'How long do I have?', context, answer: 'Your train gets in at 10:12 and bus 42 leaves at 10:40.' });
    expect(claims.map((c) => c.status)).toEqual(['supported', 'supported']);
  });
});

describe('a date the passages give only by its year', () => {
  const context = ['LTS releases receive security updates for 18 months from their release date. Version 6.0 LTS was released on 15 January 2025. The next LTS release is planned for early 2026.'];

  it('is worked out from a start and a duration', () => {
    expect(shippedStatuses({ question: 'Until when?', context, answer: 'Since 6.0 came out on 15 January 2025, it gets updates until 15 July 2026.' })).toEqual(['supported']);
  });

  it('is not stated by the year alone when it is wrong', () => {
    expect(shippedStatuses({ question: 'Until when?', context, answer: 'Since 6.0 came out on 15 January 2025, it gets updates until 15 September 2026.' })).not.toEqual(['supported']);
  });
});
