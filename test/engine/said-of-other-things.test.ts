// Words and figures that look opposed or swapped but are said of other things: a list item's
// "not", a claim word describing a noun, a row's figure plus one "on top". Each false alarm has a
// true alarm beside it so the rule cannot pass by going quiet. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (context: string[], answer: string) => shippedStatuses({ question: 'What does it say?', context, answer });

describe('a "not" in another item of a list', () => {
  const BONUS = ['The payout is the target times your rating multiplier: Exceeds 1.3, Meets 1.0, Partly meets 0.5, Does not meet 0.'];

  it('does not deny the item the claim gives', () => {
    expect(statuses(BONUS, "With a 'Meets' rating your multiplier is 1.0.")).toEqual(['supported']);
  });

  it('still leaves a wrong multiplier unsupported', () => {
    expect(statuses(BONUS, "With a 'Meets' rating your multiplier is 1.3.")).not.toContain('supported');
  });
});

describe('a claim word that describes a noun', () => {
  const MARGIN = ['Gross margin decreased to 31.2% from 32.5% due to higher ingredient and freight costs.'];

  it('is not opposed by an opposite said of another subject', () => {
    expect(statuses(MARGIN, 'Gross margin fell, which the company put down to rising ingredient and freight costs.')).toEqual(['supported', 'supported']);
  });

  it('still opposes the verb said of the same subject', () => {
    expect(statuses(MARGIN, 'Gross margin increased to 31.2%.')).toContain('contradicted');
  });
});

describe("a row's figure plus one the context gives on top", () => {
  const BAGS = ['Checked baggage. Economy Light: none. Economy Standard: 1 bag up to 23 kg. Business: 2 bags up to 32 kg each.',
    'Gold members receive one additional checked bag of up to 23 kg on all fares.'];

  it('is a sum, not a figure taken from another row', () => {
    expect(statuses(BAGS, 'As a Gold member on Economy Standard you can check two bags of up to 23 kg each.')).not.toContain('contradicted');
  });

  it('is still a swap when nothing comes on top', () => {
    expect(statuses([BAGS[0] as string], 'On Economy Standard you can check two bags of up to 23 kg each.')).toContain('contradicted');
  });
});
