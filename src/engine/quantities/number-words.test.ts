import { describe, expect, it } from 'vitest';
import { findClockTimes, findWordNumbers } from './number-words.ts';
import { extractQuantities } from './quantities.ts';

describe('findWordNumbers', () => {
  it.each([
    ['thirty days', 30],
    ['twenty-five euros', 25],
    ['four thousand adults', 4000],
    ['one hundred and fifty staff', 150],
    ['sixteen weeks', 16],
    ['two and a quarter hours', 2.25],
    ['one and a half days', 1.5],
    ['a dozen eggs', 12],
    ['a hundred and fifty of them', 150],
    ['a hundred stars', 100],
  ])('%s -> %d', (text, value) => {
    expect(findWordNumbers(text)[0]?.value).toBe(value);
  });

  it('leaves "one" as a pronoun or article alone', () => {
    expect(findWordNumbers('no one knows; one of the best; the one we chose')).toEqual([]);
    expect(findWordNumbers('one in ten people').map((n) => n.value)).toEqual([1, 10]);
  });

  it('does not read words that merely contain a number word', () => {
    expect(findWordNumbers('often, tone, weight, nonetheless')).toEqual([]);
  });
});

describe('findClockTimes', () => {
  it('reads a bare hour at the other end of a range from a clock time, on the side of noon that keeps the range running forward', () => {
    expect(findClockTimes('served from 6:45 to 9').map((c) => c.minutes)).toEqual([6 * 60 + 45, 9 * 60]);
    expect(findClockTimes('open between 8 and 11 in the morning').map((c) => c.minutes)).toEqual([8 * 60, 11 * 60]);
    expect(findClockTimes('from 7 until half past ten').map((c) => c.minutes)).toEqual([7 * 60, 10 * 60 + 30]);
    expect(findClockTimes('staffed 09:30 to 5 on weekdays').map((c) => c.minutes)).toEqual([9 * 60 + 30, 17 * 60]);
    // Not a count or a duration after the range word.
    expect(findClockTimes('from 7:30 to 10 minutes later')).toHaveLength(1);
    expect(findClockTimes('from 10:00 to 8,000 visitors')).toHaveLength(1);
  });

  it('reads 12-hour and 24-hour times as minutes after midnight', () => {
    expect(findClockTimes('6 p.m.')[0]?.minutes).toBe(18 * 60);
    expect(findClockTimes('18:00')[0]?.minutes).toBe(18 * 60);
    expect(findClockTimes('7:45 a.m.')[0]?.minutes).toBe(7 * 60 + 45);
    expect(findClockTimes('12 a.m.')[0]?.minutes).toBe(0);
    expect(findClockTimes('noon')[0]?.minutes).toBe(720);
    // An hour with its part of the day.
    expect(findClockTimes('nine in the morning')[0]?.minutes).toBe(9 * 60);
    expect(findClockTimes('7:30 in the evening')[0]?.minutes).toBe(19 * 60 + 30);
    expect(findClockTimes('two in the afternoon')[0]?.minutes).toBe(14 * 60);
    expect(findClockTimes('12 at night')[0]?.minutes).toBe(0);
    expect(findClockTimes('11 at night')[0]?.minutes).toBe(23 * 60);
  });
});

describe('extractQuantities with words, clocks and ranges', () => {
  const one = (text: string) => extractQuantities(text).map((q) => [q.value, q.dim]);
  it('number words take their unit', () => {
    expect(one('fifteen pounds')).toEqual([[15, 'money:GBP']]);
    expect(one('thirty days')).toEqual([[30 * 86400, 'time']]);
  });
  it('an hour and a half is 90 minutes', () => {
    expect(one('an hour and a half')).toEqual([[5400, 'time']]);
    expect(one('half an hour')).toEqual([[1800, 'time']]);
  });
  it('a clock time is one quantity, not two numbers', () => {
    expect(one('lands at 11:55')).toEqual([[715, 'clock']]);
  });
  it("a range's first number takes the second's unit", () => {
    expect(one('5 to 7 business days')).toEqual([[5 * 86400, 'time'], [7 * 86400, 'time']]);
    expect(one('5–7 days')).toEqual([[5 * 86400, 'time'], [7 * 86400, 'time']]);
  });
  it('milliseconds convert to seconds', () => {
    expect(one('30,000 ms')).toEqual([[30, 'time']]);
  });
});

describe('clock ranges', () => {
  it("a range's first time takes the second's a.m./p.m., across noon when it must", () => {
    expect(findClockTimes('from 7 to 10:30 am').map((c) => c.minutes)).toEqual([420, 630]);
    expect(findClockTimes('open 9-5 pm').map((c) => c.minutes)).toEqual([540, 1020]);
    expect(findClockTimes('from 1 to 3 pm').map((c) => c.minutes)).toEqual([780, 900]);
  });
});

describe('clock times in words', () => {
  it('reads "half past", "quarter to" and "o\'clock" as office hours unless a.m./p.m. says otherwise', () => {
    expect(findClockTimes('open from half past nine until half past five').map((c) => c.minutes)).toEqual([570, 1050]);
    expect(findClockTimes('at quarter to six').map((c) => c.minutes)).toEqual([1065]);
    expect(findClockTimes("doors open at 7 o'clock").map((c) => c.minutes)).toEqual([420]);
    expect(findClockTimes('at a quarter past 8 p.m.').map((c) => c.minutes)).toEqual([1215]);
  });
});

// Written by hand, 2026-12-05: a night timetable said in words.
describe('clock times around midnight and with no part of the day', () => {
  it('reads "a quarter past midnight", "quarter to midnight" and "half past noon"', () => {
    expect(findClockTimes('the last tram at a quarter past midnight').map((c) => c.minutes)).toEqual([15]);
    expect(findClockTimes('closes at quarter to midnight').map((c) => c.minutes)).toEqual([1425]);
    expect(findClockTimes('lunch from half past noon').map((c) => c.minutes)).toEqual([750]);
  });

  it('marks a spoken hour with no a.m./p.m. as either half of the day, and one with it as not', () => {
    expect(findClockTimes('from a quarter to one').map((c) => c.eitherHalf)).toEqual([true]);
    expect(findClockTimes('from a quarter to one p.m.').map((c) => c.eitherHalf)).toEqual([undefined]);
  });
});
