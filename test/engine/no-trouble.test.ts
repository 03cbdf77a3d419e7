// Written by hand, 2026-12-06: "Grapefruit juice does not affect Zentrix" reassures. A claim that
// says to avoid it is contradicted (support/safety-flip.ts warningFlip); a claim that says it is
// fine or safe, or that you can drink it, is what the sentence says, not a flipped negation
// (denying-words.ts NO_TROUBLE, read by negated-twin, permission-flip and safety-flip). The passage's real warning ("Avoid alcohol") still holds both ways.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Zentrix 10 mg capsules: taking with other medicines, food and drink. Avoid alcohol while taking Zentrix, as it may increase drowsiness and dizziness. Zentrix can be taken with or without food. Grapefruit juice does not affect Zentrix. Tell your doctor if you take other sedating medicines.'];
const status = (answer: string, context = LEAFLET) => shippedStatuses({ question: 'Can I have grapefruit juice with Zentrix?', context, answer });

describe('a thing the passage says is no trouble', () => {
  it('told to be avoided is contradicted', () => {
    expect(status('You should avoid grapefruit juice with Zentrix.')).toEqual(['contradicted']);
    expect(status('Corlastin shouldn\'t be combined with antihistamine tablets.', ['Corlastin nasal spray. Corlastin is safe to use alongside most antihistamine tablets. Do not use it for more than 7 days in a row.'])).toEqual(['contradicted']);
  });

  it('told to be fine or safe is supported', () => {
    expect(status('Grapefruit juice is fine with Zentrix.')).toEqual(['supported']);
    expect(status('Grapefruit juice is safe with Zentrix.')).toEqual(['supported']);
  });

  it('told to be allowed is supported', () => {
    expect(status('You can drink grapefruit juice with Zentrix.')).toEqual(['supported']);
  });

  it('a sentence that also warns of it settles no flip (guard)', () => {
    expect(status('You should avoid grapefruit juice with Zentrix.', ['Zentrix capsules. Small amounts of grapefruit juice do not affect Zentrix, but avoid drinking large amounts of grapefruit juice every day.'])).not.toContain('contradicted');
  });

  it('said to have an effect is still a flipped negation (guard)', () => {
    expect(status('Grapefruit juice affects Zentrix.')).toEqual(['contradicted']);
  });
});

describe("the passage's real warning (guards)", () => {
  it('told as fine is contradicted', () => {
    expect(status('Alcohol is fine with Zentrix.')).toEqual(['contradicted']);
  });

  it('told as a warning is supported', () => {
    expect(status('You should avoid alcohol while taking Zentrix.')).toEqual(['supported']);
  });
});
