// Written by hand, 2026-12-03 (2.20.0): a figure taken from the passage about another thing is
// contradicted with the figure the year the claim names labels in the passage about its thing, when
// that passage gives one figure per year ("2024 +4.0%; 2025 +3.1%").
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const FUNDS = [
  'Brenmoor Asset Management — Pacific Growth Fund. Annual returns after charges: 2023 +7.5%; 2024 +4.0%; 2025 +3.1%. Ongoing charge: 0.90% a year.',
  'Brenmoor Asset Management — Sterling Bond Fund. Annual returns after charges: 2023 +2.2%; 2024 +5.6%; 2025 +4.4%. Ongoing charge: 0.40% a year.',
];
const question = 'How has the Pacific Growth Fund done lately?';

describe('a year-labelled figure from the other passage', () => {
  it('"In 2025 it returned 4.4%" (the Sterling Bond Fund\'s) is contradicted with the Pacific Growth Fund\'s 3.1%', () => {
    const claims = shippedClaims({ question, context: FUNDS, answer: 'The Pacific Growth Fund returned 4.0% after charges in 2024. In 2025, it returned 4.4% after charges.' });
    const last = claims.at(-1);
    expect(last?.status).toBe('contradicted');
    expect(last?.checks.join(' ')).toContain('3.1%');
  });

  it('the fund\'s own 2025 figure is supported', () => {
    const claims = shippedClaims({ question, context: FUNDS, answer: 'The Pacific Growth Fund returned 4.0% after charges in 2024. In 2025, it returned 3.1% after charges.' });
    expect(claims.map((c) => c.status)).toEqual(['supported', 'supported']);
  });
});
