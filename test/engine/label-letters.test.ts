// A capital letter after a capitalised word labels a row ("Band B", "Plan A"): the row is told
// from its siblings by that letter, a letter elsewhere ("zones A to C") is no word, and the letter
// ends its name ("a Band A Corvo 7" names "Band A" and "Corvo").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const BANDS = ['Merrow Tools sick pay by band. Band A staff receive 10 days of full pay. Band B staff receive 15 days of full pay. Band C staff receive 20 days of full pay. All bands then move to half pay.'];
const PASSES = ['Orlan Transit passes. Riders aged 18-25 may buy passes for zones A-D only, at a discount of 30 percent. Riders under 18 travel free.'];
const PHONES = ['Kestle trade-in values. Band A (no marks): Corvo 7 £140, Corvo 6 £95. Band B (light wear): Corvo 7 £100, Corvo 6 £70.'];

describe('label letters', () => {
  it('contradicts Band C\'s figure given for Band B, naming Band B\'s own', () => {
    const claim = firstShippedClaim(BANDS, 'Band B staff receive 20 days of full pay.', 'How much sick pay for Band B?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 20 days with 15 days.');
  });

  it('contradicts Band B\'s figure given for Band A (the tagger reads that "A" as an article)', () => {
    const claim = firstShippedClaim(BANDS, 'As a Band A employee you get 15 days of full pay.', 'I am Band A. How much sick pay?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 15 days with 10 days.');
  });

  it('supports each band\'s own figure', () => {
    expect(shippedStatuses({ question: 'Sick pay?', context: BANDS, answer: 'Band B staff receive 15 days of full pay.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Sick pay?', context: BANDS, answer: 'Band A staff receive 10 days of full pay.' })).toEqual(['supported']);
  });

  it('reads a letter that follows no capitalised word as no word ("zones A to C" for "zones A-D")', () => {
    expect(shippedStatuses({ question: 'I am 20. Can I get a pass?', context: PASSES, answer: 'That limits you to passes for zones A to D and gives a discount of 30 percent.' })).toEqual(['supported', 'supported']);
  });

  it('ends a name at its label letter', () => {
    expect(shippedStatuses({ question: 'What is a Corvo 7 worth?', context: PHONES, answer: 'A Band A Corvo 7 would fetch £140.' })).toEqual(['supported']);
  });
});
