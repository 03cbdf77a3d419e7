// Written by hand, 2026-12-03.
// A negation the claim gives its own reason for ("won't help, as it's mainly sodium chloride",
// "You don't have to take it all at once: it can be split") is a conclusion drawn from the reason,
// which the passages are asked to state; the passage not repeating the negation does not make it
// "stated without the negation" (verify-fact.ts, justified()). A flipped negation with no reason,
// with a reason that itself negates, or after ", so" is still flagged.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FLAGGED = ['contradicted', 'not_stated'];
const flagged = (statuses: string[]) => statuses.some((s) => FLAGGED.includes(s));

describe('a negation with its reason after ":", a dash or ", as"', () => {
  const LEAVE = ['Harlow Foods staff handbook - Partner leave. Partners receive two weeks of paid leave, which can be taken in up to three blocks of at least one week, all within 12 months of the birth.'];
  const SALT = ['Salt substitutes. Brinelo is a low-sodium substitute in which about two-thirds of the sodium is replaced with potassium chloride. Sea salt and rock salt contain mainly sodium chloride, the same as table salt.'];
  const SLEEPER = ['Kestrel Sleeper. Passengers may board from 22:00. The train arrives in Dunmore at 06:15. Cabins must be vacated by 07:30 on arrival.'];

  it('is not held after a colon', () => {
    expect(flagged(shippedStatuses({ question: 'Must I take partner leave in one go?', context: LEAVE, answer: "You don't have to take it all at once: it can be split into as many as three blocks of a week or more." }))).toBe(false);
  });

  it('is not held before ", as"', () => {
    expect(flagged(shippedStatuses({ question: 'Is sea salt lower in sodium?', context: SALT, answer: "Switching to sea salt won't help, as it's mainly sodium chloride just like table salt." }))).toBe(false);
  });

  it('is not held before a dash', () => {
    expect(flagged(shippedStatuses({ question: 'Do I have to get off as soon as it arrives?', context: SLEEPER, answer: "There's no need to rush off the train — cabins only have to be vacated by 07:30." }))).toBe(false);
  });
});

describe('a negation after a leading "As" reason', () => {
  const BONUS = ['Marlow Retail - Store manager bonus. The bonus is 8% of salary when the store hits its sales target. Bonus is paid in June and is pro-rated for managers who joined part-way through the year.'];

  it('is not held', () => {
    expect(flagged(shippedStatuses({ question: "I've managed the store since 2021. Will my 2025 bonus be pro-rated?", context: BONUS, answer: "As you were in post for the whole year, there's no pro-rating of your bonus." }))).toBe(false);
  });
});

describe('a flipped negation', () => {
  const OVERTIME = ['Overtime must be approved in advance by your line manager and recorded in the timesheet system.'];
  const ask = (answer: string) => shippedStatuses({ question: 'Do I need approval for overtime?', context: OVERTIME, answer });

  it('is held with no reason given', () => {
    expect(flagged(ask("Overtime doesn't need approval beforehand."))).toBe(true);
  });

  it('is held when its reason also negates', () => {
    expect(flagged(ask("Overtime doesn't need approval beforehand, as it isn't recorded in the timesheet system."))).toBe(true);
  });

  it('is held when the reason comes after a colon but the negation follows it', () => {
    expect(flagged(ask("Overtime is recorded in the timesheet system: it doesn't need approval beforehand."))).toBe(true);
  });
});
