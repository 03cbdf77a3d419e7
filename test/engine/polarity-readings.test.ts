// Polarity and slot readings that held correct answers. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const status = (context: string[], answer: string) => shippedStatuses({ question: 'What does it say?', context, answer });

describe('negations that deny nothing the claim asserts', () => {
  it('"should not be taken" says what "Do not take" says', () => {
    const leaflet = ['Do not take Corvalin with ginkgo supplements, because together they can raise the risk of bleeding.'];
    expect(status(leaflet, "Corvalin shouldn't be taken with ginkgo supplements.")).toEqual(['supported']);
    expect(status(leaflet, 'Corvalin can be taken with ginkgo supplements.')).toEqual(['contradicted']);
  });

  it('a capitalised "Non-" word is a name, not a denial', () => {
    const nda = ['Mutual Non-Disclosure Agreement, Halden Marine AS and Brook & Vale LLP. Clause 5 Permitted disclosure. The Recipient may disclose Confidential Information to its professional advisers, provided that the Recipient informs them of its confidential nature before disclosure.'];
    expect(status(nda, "Before sharing, Brook & Vale has to tell them it's confidential.")).toEqual(['supported']);
  });

  // A guard: once a verb both sides use carries polarity (the first case), "not used" in a relative clause must not deny "use".
  it('a negation inside a relative clause describes its noun', () => {
    const policy = ['Study days that are not used by 31 March do not carry over into the following year.'];
    expect(status(policy, 'Unused days cannot be rolled into next year, so do use them before 31 March.')).not.toContain('contradicted');
  });
});

describe('the slot of a figure', () => {
  it('is not moved by a word of obligation', () => {
    const hotel = ['Check-in is from 3pm and check-out is by 11am. Late check-out until 2pm costs €30 and must be requested at reception.'];
    expect(status(hotel, 'You need to check out by 11:00.')).toEqual(['supported']);
    expect(status(hotel, 'You need to check out by 10am.')).toEqual(['contradicted']);
  });

  it('is no clause that counts another thing', () => {
    const budget = ['However, two centres, Northgate and Riverside, will open four days a week instead of seven from April.'];
    expect(status(budget, 'Two centres will open four days a week from April.')).toEqual(['supported']);
    expect(status(budget, 'Three centres will open four days a week from April.')).not.toEqual(['supported']);
  });
});
