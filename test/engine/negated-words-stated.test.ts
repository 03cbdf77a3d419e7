// Written by hand, 2026-12-04.
// "p0 states it without the negation" needs the passage to state the words the negation governs
// (verify-fact.ts, negatedStated()): a negation of words no passage states is the answer's own
// condition, purpose or aside ("if that doesn't sort it out", "so light doesn't get to it",
// "if you haven't already"), not a denial of the passage. A negation of words the passage states
// ("isn't included ... at no extra charge" against a stated supplement) is still held.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FLAGGED = ['contradicted', 'not_stated'];
const flagged = (statuses: string[]) => statuses.some((s) => FLAGGED.includes(s));

describe('a negation of words no passage states', () => {
  it('is not held in a condition', () => {
    const context = ['Raise any concern informally with your manager first. A formal grievance can then be raised in writing with HR, who will arrange a meeting within 10 working days.'];
    expect(flagged(shippedStatuses({ question: 'How do I raise a grievance?', context, answer: "If talking to your manager doesn't sort it out, you can raise a formal grievance in writing with HR." }))).toBe(false);
  });

  it('is not held in a purpose clause', () => {
    const context = ['Velpen insulin pen. Before first use, store in a fridge at 2 to 8°C. Once in use, keep the pen at room temperature (below 25°C) for up to 28 days, with the cap on to protect it from light.'];
    expect(flagged(shippedStatuses({ question: 'How do I store the pen?', context, answer: "Once you've started it, keep it at room temperature. Keep the cap on so light doesn't get to it." }))).toBe(false);
  });

  it('is not held in a trailing "if you haven\'t already"', () => {
    const context = ['Jury service. If you receive a jury summons, tell your manager within 5 working days of receiving it. You will be paid your normal salary for up to 10 working days of service.'];
    expect(flagged(shippedStatuses({ question: 'I got a jury summons.', context, answer: "Please tell your manager within 5 working days of receiving the summons, if you haven't already." }))).toBe(false);
  });
});

describe('a negation of words the passage states', () => {
  it('is held: "at no extra charge" against a stated supplement', () => {
    const context = ['Lindell Cinemas Pass. Members pay £15.50 a month and can see unlimited standard films. 3D and IMAX screenings carry a £2.50 supplement.'];
    expect(flagged(shippedStatuses({ question: 'Is IMAX included?', context, answer: 'IMAX is included with the Lindell Cinemas Pass at no extra charge.' }))).toBe(true);
  });

  it('is held: "doesn\'t need approval" against "must be approved"', () => {
    const context = ['Overtime must be approved in advance by your line manager and recorded in the timesheet system.'];
    expect(flagged(shippedStatuses({ question: 'Do I need approval for overtime?', context, answer: "Overtime doesn't need approval beforehand." }))).toBe(true);
  });
});
