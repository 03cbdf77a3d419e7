// A leading condition about the user's wish ("If you need it sooner, ...") is the user's
// situation, not a claim about the passages; one naming a thing or a figure stays checked. Needs
// the shipped vectors (the wish shares no word with the passage), so it runs the default engine.
// Expectations read off the texts by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Express delivery costs £6.95 and arrives the next working day if ordered before 1pm.'];
const statuses = (answer: string) => shippedStatuses({ question: 'How fast is delivery?', context, answer });

describe("a condition about the user's wish", () => {
  it('sends "If you need it sooner, express delivery costs £6.95"', () => {
    expect(statuses('If you need it sooner, express delivery costs £6.95.')).not.toContain('not_stated');
  });

  it('still holds a wrong price behind the same condition', () => {
    expect(statuses('If you need it sooner, express delivery costs £9.95.')).toContain('contradicted');
  });
});
