// Three clear errors that once passed: "covers accidental damage such as drops" against "does not
// cover accidental damage, such as drops, ..., nor damage from descaling" ("nor" only carries the
// "not" on); "Your dog can join you in the lounge" against "Dogs are not permitted in the lounge,
// except registered assistance dogs" (an exception for a kind the claim does not name); and "doesn't
// say anything about a dividend being declared" where the passage says "The board declared an
// interim dividend". Each with the reading that must still pass.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const WARRANTY = ['Pellino two-year warranty. Your Pellino kettle is guaranteed against defects in materials and workmanship for two years from purchase. The warranty does not cover accidental damage, such as drops or cracks from impact, nor damage from limescale.'];
const PETS = ['Harrowgate Ferries pet policy. Dogs travel free on all sailings. Dogs must stay on a lead on the open deck. Dogs are not permitted in the passenger lounge, except registered assistance dogs.'];
const UPDATE = ['Corbel Retail first-quarter trading update. Sales grew 2.1% in the quarter. The board declared an interim dividend of 3 krells per share, payable on 12 June.'];

describe('"nor" carries the "not" on', () => {
  it('contradicts a claim that the warranty covers what it does not', () => {
    expect(shippedStatuses({ question: 'I dropped my kettle. Is it covered?', context: WARRANTY, answer: 'The Pellino warranty covers accidental damage such as drops.' })).toEqual(['contradicted']);
  });

  it('passes what the warranty does cover', () => {
    expect(shippedStatuses({ question: 'What does the warranty cover?', context: WARRANTY, answer: 'The Pellino warranty covers defects in materials and workmanship for two years.' })).toEqual(['supported']);
  });
});

describe('an exception for a kind the claim does not name', () => {
  it('does not save a permission for every dog', () => {
    expect(shippedStatuses({ question: 'Can my dog come into the lounge?', context: PETS, answer: 'Your dog can join you in the passenger lounge as long as it stays on a lead.' })).toEqual(['contradicted']);
  });

  it('saves a permission for the kind it names', () => {
    expect(shippedStatuses({ question: 'Can assistance dogs come into the lounge?', context: PETS, answer: 'Registered assistance dogs can join you in the passenger lounge.' })).not.toContain('contradicted');
  });
});

describe('a false absence of a thing and what is done with it', () => {
  it('contradicts "doesn\'t say anything about a dividend being declared"', () => {
    expect(shippedStatuses({ question: 'Did Corbel announce a dividend?', context: UPDATE, answer: 'The update doesn\'t say anything about a dividend being declared.' })).toEqual(['contradicted']);
  });

  it('leaves an absence that is true', () => {
    expect(shippedStatuses({ question: 'Did Corbel announce a buyback?', context: UPDATE, answer: 'The update doesn\'t say anything about a buyback being announced.' })).not.toContain('contradicted');
  });
});
