// A refusal of mention whose thing the passages name: "needing a doctor's note" (a fit note from
// a doctor), "taking it during pregnancy" (if you are pregnant). Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const statusOf = (context: string, answer: string, part: string) => shippedClaims({ question: '', context: [context], answer }).find((c) => c.text.includes(part))?.status;

describe('a refusal of mention the passages answer', () => {
  it('"needing a doctor\'s note" is named by "a fit note from a doctor"', () => {
    const context = 'If your absence lasts more than 7 calendar days, you must send your manager a fit note from a doctor. Fit notes can be emailed.';
    expect(statusOf(context, "The policy doesn't say anything about needing a doctor's note.", "doctor's note")).toBe('contradicted');
  });

  it('"taking it during pregnancy" is named by "if you are more than 20 weeks pregnant"', () => {
    const context = 'Do not take Quelvane if you are more than 20 weeks pregnant, as it may harm the baby. Quelvane can be taken by people with asthma.';
    expect(statusOf(context, "The leaflet doesn't say anything about taking it during pregnancy.", 'pregnancy')).toBe('contradicted');
  });

  it('leaves a refusal whose thing no passage names unchecked (a guard)', () => {
    const context = 'Do not take Quelvane if you are more than 20 weeks pregnant, as it may harm the baby. Quelvane can be taken by people with asthma.';
    expect(statusOf(context, "The leaflet doesn't say anything about taking it with food.", 'with food')).toBe('not_checked');
  });
});
