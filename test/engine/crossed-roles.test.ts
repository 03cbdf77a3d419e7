// Written by hand, 2026-12-03: two parties that trade places across the verb, one the subject and
// the other after a preposition past the object (role-swap.ts, nounsAfter and verbAt).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const MATCH = ['Cup final report. Westport Rovers beat Harbour City 3-1 on Sunday. Rovers goalkeeper Kai Brandt saved a penalty from Amadi in the 70th minute. Attendance was 41,200.'];
const LEAFLET = ['Pravonil tablets - Other medicines. Tell your doctor if you take Sertalex. Sertalex increases the amount of Pravonil in the blood, which can raise the risk of muscle pain.'];

describe('subjects that cross past the object', () => {
  it('"Amadi saved a penalty from Kai Brandt" is contradicted', () => {
    expect(shippedStatuses({ question: 'What happened in the final?', context: MATCH, answer: 'Amadi saved a penalty from Kai Brandt in the 70th minute.' })).toEqual(['contradicted']);
  });

  it('the passage\'s own order is supported', () => {
    expect(shippedStatuses({ question: 'What happened in the final?', context: MATCH, answer: 'Kai Brandt saved a penalty from Amadi in the 70th minute.' })).toEqual(['supported']);
  });

  it('"Pravonil raises the level of Sertalex" is contradicted by "Sertalex increases the amount of Pravonil" (a verb read as a noun)', () => {
    expect(shippedStatuses({ question: 'Do they interact?', context: LEAFLET, answer: 'Pravonil raises the level of Sertalex in your blood.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'Do they interact?', context: LEAFLET, answer: 'Sertalex raises the level of Pravonil in your blood.' })).not.toContain('contradicted');
  });

  it('a possessor is no party: "headed Eastport in front" against "Eastport led through Fenn\'s header"', () => {
    const context = ['Eastport led through Dario Fenn\'s 23rd-minute header before Rovers equalised through a Mateus Kolar penalty just before half-time.'];
    expect(shippedStatuses({ question: 'How did the game go?', context, answer: 'Dario Fenn headed Eastport in front in the 23rd minute.' })).not.toContain('contradicted');
  });
});
