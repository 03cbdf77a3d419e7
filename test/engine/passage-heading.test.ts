// A figure taken from the passage headed for another thing ("Dolvane 10 mg tablets" /
// "Dolvane 20 mg tablets"; "..., adults" / "..., children aged 6 to 11"): the claim's passage is
// the one whose heading the claim names, or failing that the question; the fix takes the figure of
// the same slot. Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const STRENGTHS = [
  'Dolvane 10 mg tablets, patient leaflet. For adults: take 1 tablet every 4 hours. Do not take more than 6 tablets in 24 hours. Swallow whole with water.',
  'Dolvane 20 mg tablets, patient leaflet. For adults: take 1 tablet every 8 hours. Do not take more than 3 tablets in 24 hours. Swallow whole with water.',
];
const AGES = [
  'Mellex cough syrup, adults. Take 10 ml of syrup three times a day, up to a maximum of 40 ml of syrup in 24 hours. Do not use for more than 5 days.',
  'Mellex cough syrup, children aged 6 to 11. Give 5 ml of syrup three times a day, up to a maximum of 20 ml of syrup in 24 hours. Not for children under 6.',
];
const COVER = [
  'Tarn Audio warranty — Ostland. Tarn speakers purchased in Ostland are covered for 2 years from the date of purchase against defects. Batteries are covered for 12 months.',
  'Tarn Audio warranty — Brea and Lusk. Tarn products purchased in Brea or Lusk are covered for 1 year from the date of purchase against defects, including the battery. Registering your product online within 30 days extends coverage to 18 months.',
];

const VISITS = [
  'Rowan Hospital — Maternity unit visiting. Partners may stay at any time on the postnatal ward. Other visitors: 14:00 to 20:00, maximum 2 visitors at a bedside.',
  'Rowan Hospital — General ward visiting. Visiting 11:00 to 19:00 daily, maximum 3 visitors at a bedside. Children are welcome with an adult.',
];

describe('a figure taken from the passage headed for another thing', () => {
  it('contradicts the 20 mg limit given to a user who has the 10 mg tablets, with the 10 mg limit', () => {
    const claim = firstShippedClaim(STRENGTHS, 'You can take up to 3 tablets in 24 hours.', 'I have the Dolvane 10 mg tablets. How many can I take in a day?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 3 with 6.');
    expect(claim?.checks[0]).toContain('Dolvane 10 mg tablets, patient leaflet');
  });

  it('contradicts the children\'s maximum given for adults, naming the adults\' one', () => {
    const claim = firstShippedClaim(AGES, 'For adults, the maximum is 20 ml of syrup in 24 hours.', 'How much Mellex can an adult take?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 20 ml with 40 ml.');
  });

  it('takes the fix from the slot the claim\'s words name (the extension, not the base cover)', () => {
    const claim = firstShippedClaim(COVER, 'Registering within 30 days of purchase would have extended the cover to 24 months.', 'I bought Tarn speakers in Brea 14 months ago. Am I covered? I never registered.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 24 months with 18 months.');
  });

  it('supports each passage\'s own figure', () => {
    expect(shippedStatuses({ question: 'I have the Dolvane 10 mg tablets. How many a day?', context: STRENGTHS, answer: 'You can take up to 6 tablets in 24 hours.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'How much Mellex for my son, aged 8?', context: AGES, answer: 'For children aged 6 to 11, the maximum is 20 ml of syrup in 24 hours.' })).not.toContain('contradicted');
  });

  it('reads nothing from a question that names both headings', () => {
    expect(shippedStatuses({ question: 'I am an adult; can my children aged 8 take Mellex too?', context: AGES, answer: 'The maximum is 40 ml of syrup in 24 hours.' })).not.toContain('contradicted');
  });

  it('reads nothing when another figure of the claim is only the other passage\'s', () => {
    expect(shippedStatuses({ question: 'I have the Dolvane 10 mg tablets. How often?', context: STRENGTHS, answer: 'One tablet every 8 hours means up to 3 tablets in 24 hours.' })).not.toContain('contradicted');
  });

  it('reads no heading word that another passage uses too ("ward" of "on the postnatal ward")', () => {
    expect(shippedStatuses({ question: 'Can my sister visit me on the postnatal ward?', context: VISITS, answer: 'Up to 2 visitors can be at a bedside.' })).not.toContain('contradicted');
  });

  it('reads nothing from a claim that sets two figures of the kind side by side ("6 ... instead of 3")', () => {
    expect(shippedStatuses({ question: 'What changes if I switch from 20 mg to 10 mg Dolvane?', context: STRENGTHS, answer: 'With the 10 mg tablets you can take up to 6 tablets in 24 hours instead of 3.' })).not.toContain('contradicted');
  });
});
