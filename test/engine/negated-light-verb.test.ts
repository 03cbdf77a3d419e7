// A negation on a light verb both sides use ("doesn't make you drowsy" against "may make you feel
// drowsy") flips the sentence: contradicted. A light verb's negation that bounds a figure ("don't
// take more than two") or says something the sentence does not ("don't take it at bedtime") is no
// such flip. Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Dozalin 10 mg tablets. Dozalin may make you feel sleepy the next day. Take one tablet with water after your evening meal.'];
const statuses = (answer: string) => shippedStatuses({ question: 'Will Dozalin affect me the next day?', context: LEAFLET, answer });

describe('a negated light verb', () => {
  it('flips what the sentence says when its object is the sentence\'s own word', () => {
    expect(statuses("Dozalin doesn't make you sleepy the next day.")).toEqual(['contradicted']);
  });

  it('leaves the plain restatement supported', () => {
    expect(statuses('Dozalin may make you sleepy the next day.')).toEqual(['supported']);
  });

  it('is no flip when it bounds a figure', () => {
    const travel = ['Voyazol travel tablets. Adults: take 1 tablet one hour before the journey; a further tablet can be taken after 6 hours if needed. Maximum 2 tablets in 24 hours. Not for children under 5.'];
    expect(shippedStatuses({ question: 'How many can I take?', context: travel, answer: "Don't take more than two tablets in 24 hours." })).not.toContain('contradicted');
  });
});
