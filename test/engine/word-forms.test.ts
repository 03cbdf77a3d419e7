// Word forms the shipped lexicon and vectors must read as the passage's words: a "un-" word for
// the passage's "not ...", two words the lexicon writes as one, the closest lexical relation
// in a sentence rather than the first one met, and a stop-listed word's other form ("full" /
// "fully"). Needs WordNet and the vectors, so it runs the default engine. Expectations read off the texts by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const lockers = ['Items not collected within 5 days are moved to our depot on Harrow Lane, where they are held for a further 30 days.'];

describe('word forms', () => {
  it('reads "uncollected" as the passage\'s "not collected", and "kept" as its "held", not its "collected"', () => {
    expect(shippedStatuses({ question: 'What happens to my items?', context: lockers, answer: 'Uncollected items are kept at the depot for another 30 days.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'What happens to my items?', context: lockers, answer: 'Items are kept at the depot for another 30 days.' })).toEqual(['supported']);
  });

  it('still holds the same claim with another period', () => {
    const [status] = shippedStatuses({ question: 'What happens to my items?', context: lockers, answer: 'Uncollected items are kept at the depot for another 60 days.' });
    expect(['contradicted', 'not_stated']).toContain(status);
  });

  it('reads "straight away" as the lexicon\'s "straightaway" (a synonym of "immediately")', () => {
    expect(shippedStatuses({ question: 'What if I get a rash?', context: ['If you get a rash, stop taking the tablets and seek medical help immediately.'], answer: 'If you get a rash, stop the tablets and get medical help straight away.' }).at(-1)).toBe('supported');
  });

  it('reads "fully" as the passage\'s "full", a word the stop list drops', () => {
    const drops = ['Lumacort eye drops: it may take a few days to reach full effect, so keep using them regularly.'];
    expect(shippedStatuses({ question: 'When will they work?', context: drops, answer: 'It can take a few days for the drops to work fully, so keep using them regularly.' })).toEqual(['supported', 'supported']);
    expect(shippedStatuses({ question: 'How long to set?', context: ['The sealant needs 48 hours to reach full hardness.'], answer: 'The sealant takes 48 hours to harden fully.' })).toEqual(['supported']);
  });

  it('reads an email address in the passage as stating "email them", and checks an address letter for letter', () => {
    const context = ['For questions about timetables, contact the Student Hub at studenthub@marlow.ac.example.'];
    expect(shippedStatuses({ question: 'Who do I ask?', context, answer: 'You can email them at studenthub@marlow.ac.example.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Who do I ask?', context, answer: 'You can email them at hub@marlow.ac.example.' })).toEqual(['not_stated']);
    // Advice that gives an address is checked, not passed over as a referral.
    expect(shippedStatuses({ question: 'Who do I ask?', context, answer: 'Contact the Student Hub at timetables@marlow.ac.example.' })).toEqual(['not_stated']);
  });

  it('contradicts "unsecured" against "secured"', () => {
    expect(shippedStatuses({ question: 'Is the loan secured?', context: ['The loan is secured against your home.'], answer: 'The loan is unsecured.' })).toEqual(['contradicted']);
  });
});
