import { describe, expect, it } from 'vitest';
import { sameQuantity } from './compare-quantities.ts';
import { extractQuantities, monthNumber, type Quantity } from './quantities.ts';

function one(text: string): Quantity {
  const [q] = extractQuantities(text);
  if (!q) throw new Error(`no quantity in ${text}`);
  return q;
}

describe('extractQuantities', () => {
  it.each([
    ['330 metres', 'length', 330, '330 metres'],
    ['1,083 ft', 'length', 330.0984, '1,083 ft'],
    ['5km', 'length', 5000, '5km'],
    ['$1.5 million', 'money:USD', 1_500_000, '$1.5 million'],
    ['€3.4bn', 'money:EUR', 3_400_000_000, '€3.4bn'],
    ['12%', 'percent', 12, '12%'],
    ['40 percent', 'percent', 40, '40 percent'],
    ['in 1889', 'year', 1889, '1889'],
    ['2,000 people', 'count', 2000, '2,000'],
    ['2000 visitors', 'count', 2000, '2000'],
    ['10,100 tonnes', 'mass', 10_100_000, '10,100 tonnes'],
    ['three levels', 'count', 3, 'three'],
    ['25 °C', 'temp-c', 25, '25 °C'],
    ['2 years', 'time', 2 * 31_557_600, '2 years'],
    ['the 2nd floor', 'ordinal', 2, '2nd'],
    // A fraction of a percent is that share of one percent, not a count of three.
    ['a charge of three-quarters of a percent', 'percent', 0.75, 'three-quarters of a percent'],
    ['half a percentage point lower', 'percent', 0.5, 'half a percentage point'],
  ])('%s', (text, dim, value, raw) => {
    const q = one(text);
    expect(q.dim).toBe(dim);
    expect(q.value).toBeCloseTo(value, 3);
    expect(q.raw).toBe(raw);
  });

  it('reads dates in three orders', () => {
    for (const text of ['March 31, 1889', '31 March 1889', '1889-03-31']) {
      const q = one(text);
      expect([q.dim, q.value, q.month, q.day]).toEqual(['date', 1889, 3, 31]);
    }
    expect(one('in May 1912')).toMatchObject({ dim: 'date', value: 1912, month: 5 });
  });

  it('ignores digits inside names and codes', () => {
    expect(extractQuantities('COVID-19 and Q3 and B2B')).toEqual([]);
  });

  it('turns a bound round after a negation of its verb, not of a verb the bound\'s noun follows', () => {
    const hedge = (t: string) => extractQuantities(t).map((q) => [q.hedge, q.limit ?? false]);
    expect(hedge("A booking can't have more than four people.")).toEqual([['lt', true]]);
    expect(hedge("You shouldn't use it for more than 7 days.")).toEqual([['lt', true]]);
    expect(hedge('Applicants must not be less than 18.')).toEqual([['gt', false]]);
    expect(hedge("It doesn't apply to orders over $50.")).toEqual([['gt', false]]);
    expect(hedge('Store it for more than 3 days.')).toEqual([['gt', false]]);
  });

  it('reads "over" a span of months as the span, and "over" a threshold as a bound', () => {
    const hedges = (t: string) => extractQuantities(t).map((q) => [q.raw, q.hedge]);
    expect(hedges('Over 36 months the repayment is £33.40.')).toEqual([['36 months', null], ['£33.40', null]]);
    expect(hedges('The cost is spread over 12 months.')).toEqual([['12 months', null]]);
    expect(hedges('Customers with us for over 12 months get a discount.')).toEqual([['12 months', 'gt']]);
    expect(hedges("Over 10 years' service: 33 days.")).toEqual([['10 years', 'gt'], ['33 days', null]]);
    expect(hedges('Orders over £50 ship free.')).toEqual([['£50', 'gt']]);
  });

  it('names a month only by its name or abbreviation', () => {
    expect(['June', 'Sept.', 'dec', 'Mayor', 'Junior', 'Monday'].map(monthNumber)).toEqual([6, 9, 12, 0, 0, 0]);
  });

  it('reads hedges', () => {
    expect(one('about 10 million').hedge).toBe('about');
    expect(one('more than 300').hedge).toBe('gt');
    expect(one('fewer than 50').hedge).toBe('lt');
    expect(one('exactly 50').hedge).toBeNull();
  });
});

describe('sameQuantity', () => {
  it.each([
    ['330 metres', '1,083 feet', true],
    ['330 metres', '1,300 feet', false],
    ['$1.5 million', '$1,520,000', true],
    ['$1.5 million', '$1.6 million', false],
    ['$1.5 million', '€1.5 million', false],
    ['about 10 million', '9.6 million', true],
    ['about 10 million', '8 million', false],
    ['more than 300', '312', true],
    ['more than 300', '290', false],
    ['fewer than 50', '45', true],
    ['1889', 'March 31, 1889', true],
    ['March 31, 1889', 'March 13, 1889', false],
    ['12%', '12 percent', true],
    ['12%', '12', false],
    // Written by hand, 2026-12-03: micrograms are a mass (1,000 mcg = 1 mg), not a bare count.
    ['25 micrograms', '25 mcg', true],
    ['1,000 mcg', '1 mg', true],
    ['25 micrograms', '25', false],
  ])('%s ~ %s: %s', (claim, evidence, expected) => {
    expect(sameQuantity(one(claim), one(evidence))).toBe(expected);
  });
});

describe('extractQuantities: clause numbers', () => {
  it('reads a number opening a contract clause, or cited as one, as a clause number, never a figure', () => {
    const [opening, fee] = extractQuantities('16.2 Either party may terminate on 30 days\' notice.');
    expect([opening?.dim, opening?.raw]).toEqual(['clause', '16.2']);
    expect(fee?.dim).toBe('time');
    expect(one('Under clause 12.1, the Customer pays').dim).toBe('clause');
    expect(one('see Section 4 of the Agreement').dim).toBe('clause');
    // The cited clause is the numbered one; 12.10 is another clause than 12.1.
    expect(sameQuantity(one('Under clause 12.1, the Customer pays'), one('12.1 The Supplier shall indemnify'))).toBe(true);
    expect(sameQuantity(one('Under clause 12.10, the Customer pays'), one('12.1 The Supplier shall indemnify'))).toBe(false);
  });

  it('keeps figures that open a sentence: a unit, a scale, or no clause opener after them', () => {
    expect(one('1.5 million people came').dim).toBe('count');
    expect(one('3.5 Mbps is the speed').dim).toBe('count');
    expect(one('2.5 kg is the limit').dim).toBe('mass');
  });
});

describe('extractQuantities: days without a year', () => {
  it('reads "15 July" and "July 15" as the same day, a day and never a count', () => {
    const [a] = extractQuantities('paid on 15 July to holders');
    const [b] = extractQuantities('on July 15');
    expect([a?.dim, a?.month, a?.day, a?.raw]).toEqual(['day', 7, 15, '15 July']);
    expect(b && a && sameQuantity(b, a)).toBe(true);
    expect(sameQuantity(one('on 15 July'), one('on 15 June'))).toBe(false);
  });

  it('states the day of a full date, and the full date states the day', () => {
    expect(sameQuantity(one('resets on 1 April'), one('on 1 April 2025'))).toBe(true);
    expect(sameQuantity(one('on 1 April 2025'), one('resets on 1 April'))).toBe(true);
    expect(sameQuantity(one('resets on 2 April'), one('on 1 April 2025'))).toBe(false);
    // A year alone says nothing of a day.
    expect(sameQuantity(one('resets on 1 April'), one('in 2025'))).toBe(false);
  });

  it('gives days listed with a date the date\'s month ("12 and 14 March", "March 12 and 14")', () => {
    expect(extractQuantities('will strike on 12 and 14 March').map((q) => [q.dim, q.month, q.day])).toEqual([['day', 3, 12], ['day', 3, 14]]);
    expect(extractQuantities('on March 12 and 14 at 5 pm').map((q) => [q.dim, q.day ?? q.value])).toEqual([['day', 12], ['day', 14], ['clock', 1020]]);
    expect(extractQuantities('from 3 to 5 May 2024').map((q) => [q.dim, q.value, q.day])).toEqual([['date', 2024, 3], ['date', 2024, 5]]);
  });
});

describe('extractQuantities: words between a number and its unit', () => {
  it('reads "completed" between a number and its unit, as "complete" is ("seven completed years")', () => {
    expect(extractQuantities('after seven completed years').map((q) => [q.dim, q.value / q.factor])).toEqual([['time', 7]]);
    expect(extractQuantities('After 2 completed years of service').map((q) => [q.dim, q.value / q.factor])).toEqual([['time', 2]]);
  });

  it('does not read "a second" before a noun as one second ("for a second puff" is the second puff)', () => {
    expect(extractQuantities('wait 30 seconds and repeat for a second puff').map((q) => q.raw)).toEqual(['30 seconds']);
    expect(extractQuantities('book it for a week after your trip').map((q) => [q.dim, q.value])).toEqual([['time', 604800]]);
  });

  it('gives a figure with a bound after it the unit after the bound', () => {
    // "7 or more years" is at least 7 years, a duration like "at least 7 years".
    const [q] = extractQuantities("Employees with 7 or more years' continuous service");
    expect([q?.dim, q?.hedge]).toEqual(['time', 'gt']);
    expect(sameQuantity(q as Quantity, one('at least 7 years'))).toBe(true);
  });

  it('reads a fraction in words taken of something as a share', () => {
    // 3/5 is 60%, 1/8 is 12.5%.
    expect(extractQuantities('three-fifths of that').map((q) => [q.value, q.dim])).toEqual([[60, 'percent']]);
    expect(extractQuantities('an eighth of the budget').map((q) => [q.value, q.dim])).toEqual([[12.5, 'percent']]);
    expect(extractQuantities('the second half of 2024').map((q) => q.dim)).toEqual(['year']);
  });

  it('reads both ends of a money range written with the currency once', () => {
    const [a, b] = extractQuantities('Band C: GBP 36,500-45,000');
    expect([a?.value, a?.dim, b?.value, b?.dim]).toEqual([36500, 'money:GBP', 45000, 'money:GBP']);
    expect(extractQuantities('£20 to 30 a night').map((q) => q.dim)).toEqual(['money:GBP', 'money:GBP']);
  });

  it('reads a dotted number after "Handbook" or "Policy" as a section number, no figure', () => {
    expect(extractQuantities('Halvern Group Handbook 5.2 Long-service leave').map((q) => q.dim)).toEqual(['clause']);
    expect(extractQuantities('The parcel weighs 5.2 kg').map((q) => q.dim)).toEqual(['mass']);
  });

  it('reads a duration with "further" or "additional" before its unit', () => {
    expect(one('up to 32 further weeks unpaid').dim).toBe('time');
    expect(sameQuantity(one('3 additional hours'), one('three hours'))).toBe(true);
  });

  it('reads "seven consecutive calendar days" as one duration, as "seven calendar days" is', () => {
    expect(sameQuantity(one('for more than seven consecutive calendar days'), one('over seven calendar days in a row'))).toBe(true);
    expect(one('for 5 consecutive working days').dim).toBe('time');
  });

  it('reads words that describe the counted days ("unused", "paid", "leave") as part of the duration', () => {
    expect(sameQuantity(one('a maximum of 5 unused leave days'), one('five days'))).toBe(true);
    expect(sameQuantity(one('3 paid volunteering days'), one('three paid days'))).toBe(true);
    expect(one('2 free months').value).toBe(one('2 months').value);
    // A word that is not one of them still ends the number: "5 people last month" counts people.
    expect(one('5 people last month').dim).toBe('count');
  });
});

describe('sameQuantity: precision', () => {
  it('a claim more precise than the source is not stated by its rounding; a rounder claim is', () => {
    expect(sameQuantity(one('earns $22.60 per hour'), one('earns $23 per hour'))).toBe(false);
    expect(sameQuantity(one('earns $23 per hour'), one('earns $22.60 per hour'))).toBe(true);
    expect(sameQuantity(one('$2,500,000'), one('$2.5 million'))).toBe(true);
    // A hedge keeps its own allowance.
    expect(sameQuantity(one('about $22.60'), one('$23'))).toBe(true);
  });
});

describe('extractQuantities: pence', () => {
  it('reads "18.5p" and "120p" as pounds\' hundredths, and leaves "1080p" alone', () => {
    expect([one('a dividend of 18.5p per share').dim, one('a dividend of 18.5p per share').value]).toEqual(['money:GBP', 0.185]);
    expect(sameQuantity(one('or 120p'), one('£1.20'))).toBe(true);
    expect(one('1080p video').dim).not.toMatch(/^money/);
  });
});

describe('extractQuantities: numeric dates, range ends, shares', () => {
  it('reads 14/11/2024 day first and 11/14/2024 month first; 10/11/2024 states either reading', () => {
    expect([one('by 14/11/2024').month, one('by 14/11/2024').day]).toEqual([11, 14]);
    expect([one('by 11/14/2024').month, one('by 11/14/2024').day]).toEqual([11, 14]);
    expect(sameQuantity(one('on 10/11/2024'), one('on 10 November 2024'))).toBe(true);
    expect(sameQuantity(one('on 10/11/2024'), one('on October 11, 2024'))).toBe(true);
    expect(sameQuantity(one('on 10/11/2024'), one('on 12 November 2024'))).toBe(false);
    expect(sameQuantity(one('on 14/11/2024'), one('on 11 November 2024'))).toBe(false);
  });
  it('reads the end of a hyphenated range as a number, not a code\'s digits', () => {
    expect(extractQuantities('within 3-5 working days').map((q) => q.value / 86400)).toEqual([3, 5]);
    expect(extractQuantities('COVID-19 cases')).toEqual([]);
  });
  it('reads a share said as a fraction as a percentage, not "the second half of" a period', () => {
    expect(one('half of the monthly fee').value).toBe(50);
    expect(one('prices rose by a quarter').value).toBe(25);
    expect(sameQuantity(one('almost a third of users'), one('around 30% of users'))).toBe(true);
    expect(sameQuantity(one('two thirds of staff'), one('67% of staff'))).toBe(true);
    expect(extractQuantities('in the second half of 2024').map((q) => q.dim)).toEqual(['year']);
  });
  it('reads "a fortnight" as two weeks', () => {
    expect(sameQuantity(one('closed for a fortnight'), one('closed for two weeks'))).toBe(true);
  });
});

describe('extractQuantities: durations with seconds', () => {
  it('reads "10:30:00" after "at" or before a time zone as a time of day, to the minute', () => {
    expect(extractQuantities('The webinar starts at 10:30:00 UTC.').map((q) => [q.dim, q.value])).toEqual([['clock', 630]]);
    expect(extractQuantities('The backup runs at 02:15:00 GMT.').map((q) => [q.dim, q.value])).toEqual([['clock', 135]]);
  });

  it('reads "2:06:41" as one duration of 7,601 seconds, not a count and a clock time', () => {
    expect(extractQuantities('The winning time was 2:06:41, a record.').map((q) => [q.dim, q.value])).toEqual([['time', 7601]]);
    expect(extractQuantities('The shop opens at 10:30.').map((q) => q.dim)).toEqual(['clock']);
  });
});

describe('versions written with their "v"', () => {
  it('reads "v2.4" and "v3.0" as figures that keep their "v", and "IPv6" or "v2.4.1" as none', () => {
    expect(extractQuantities('deprecated in v2.4 and removed in v3.0.').map((q) => [q.raw, q.value, q.dim])).toEqual([['v2.4', 2.4, 'count'], ['v3.0', 3, 'count']]);
    expect(extractQuantities('Only IPv6 is supported.')).toEqual([]);
    expect(extractQuantities('Fixed in v2.4.1').map((q) => q.raw)).not.toContain('v2.4');
  });
});

// A class of status codes names no figure; a version family still does (written by hand, 2026-12-03).
describe('extractQuantities: status-code classes', () => {
  it('reads no figure in "4xx" or "5XX"', () => {
    expect(extractQuantities('4xx responses are never retried; 5XX responses are retried.')).toEqual([]);
  });

  it('keeps a version family and other figures', () => {
    expect(extractQuantities('Version 3.x works with Node 18').map((q) => q.raw)).toEqual(['3', '18']);
    expect(extractQuantities('retried up to 5 times after a 503').map((q) => q.value)).toEqual([5, 503]);
  });
});

// "an hour" opening a duration in parts, and "and a quarter" after one (written by hand, 2026-12-03).
describe('extractQuantities: durations with an article or a fraction', () => {
  it('reads "an hour and forty minutes" as 100 minutes', () => {
    expect(extractQuantities('The crossing takes an hour and forty minutes.').map((q) => [q.raw, q.value])).toEqual([['an hour and forty minutes', 6000]]);
  });

  it('reads "an hour and a quarter" as 75 minutes', () => {
    expect(extractQuantities('giving you an hour and a quarter').map((q) => [q.raw, q.value])).toEqual([['an hour and a quarter', 4500]]);
  });

  it('leaves "a half-price" alone and a lone "an hour" unread', () => {
    expect(extractQuantities('two hours and a half-price ticket').map((q) => q.value)).toEqual([7200]);
    expect(extractQuantities('It takes an hour.')).toEqual([]);
  });
});

// Written by hand, 2026-12-05: a table of yearly returns ("2022 -8.1%; 2023 +12.6%").
describe('a figure with a minus sign after a year', () => {
  it('reads the year as a year and the signed figure as a percentage, not a range of percentages from 2022', () => {
    const qs = extractQuantities('Returns: 2022 -8.1%; 2023 +12.6%; 2024: -3.4 percent.');
    expect(qs.map((q) => [q.raw, q.dim, q.value])).toEqual([
      ['2022', 'year', 2022], ['8.1%', 'percent', 8.1], ['2023', 'year', 2023], ['12.6%', 'percent', 12.6], ['2024', 'year', 2024], ['3.4 percent', 'percent', 3.4],
    ]);
  });

  it('still reads "3 - 5 days" and "6-15" as ranges', () => {
    expect(extractQuantities('3 - 5 days').map((q) => q.dim)).toEqual(['time', 'time']);
    expect(extractQuantities('aged 6-15').map((q) => q.value)).toEqual([6, 15]);
  });
});

// Written by hand, 2026-12-05: a leaflet's "half a tablet" row.
describe('half of one thing', () => {
  it('reads "half a tablet" as 0.5 of a count, and leaves units, scales and times to their own readings', () => {
    expect(extractQuantities('Children aged 6 to 11: half a tablet once a day.').filter((q) => q.dim === 'count').map((q) => [q.raw, q.value])).toEqual([['6', 6], ['11', 11], ['half a', 0.5]]);
    expect(extractQuantities('half an hour').map((q) => [q.dim, q.value])).toEqual([['time', 1800]]);
    expect(extractQuantities('half a million').some((q) => q.value === 0.5)).toBe(false);
  });
});

// Written by hand, 2026-12-05.
describe('a clock time said in words without a part of the day', () => {
  it('states the same time twelve hours on ("a quarter to one" / 00:45), and no other', () => {
    const [spoken] = extractQuantities('from a quarter to one');
    const [night] = extractQuantities('at 00:45');
    const [other] = extractQuantities('at 01:45');
    expect(spoken && night && sameQuantity(spoken, night)).toBe(true);
    expect(spoken && other && sameQuantity(spoken, other)).toBe(false);
    const [written] = extractQuantities('at 12:45');
    expect(written && night && sameQuantity(written, night)).toBe(false);
  });
});
