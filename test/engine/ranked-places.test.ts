// A place in a ranking counts the named rivals ahead (compute/compare-entities.ts): a figure two
// names share in one clause ("Ines Varga of the Green Alliance won 41.2%") is one rival. Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const RESULT = ['Mayoral election result. Ines Varga of the Green Alliance won with 41.2% of the vote. Tomas Reyes of the Civic Party came second with 33.5%, and independent Hallam Price was third on 18.9%.'];
const statuses = (answer: string) => shippedStatuses({ question: 'Who came where?', context: RESULT, answer });

describe('a place in a ranking', () => {
  it('is supported when that many named rivals rank ahead', () => {
    expect(statuses('Tomas Reyes of the Civic Party came second with 33.5%.')).toEqual(['supported']);
    expect(statuses('Hallam Price finished third on 18.9%.')).toEqual(['supported']);
  });

  it('is contradicted when more rank ahead', () => {
    expect(statuses('Hallam Price came second with 18.9%.')).toContain('contradicted');
  });
});

describe('rivals in another sentence', () => {
  it('rank only when that sentence is about the same things', () => {
    const factsheet = ['Top holdings: Norrland Energy 4.1%, Kestrel Semiconductors 3.8%, Vantar Health 3.2%. Regional split: North America 58%, Europe 22%, Asia-Pacific 14%.'];
    expect(shippedStatuses({ question: 'What does it hold?', context: factsheet, answer: 'Its biggest single holding is Norrland Energy at 4.1%.' })).toEqual(['supported']);
    const poll = ['In the poll, the Green Party was on 18%, the Liberal Party on 21%, and the Centre Alliance on 19%. The governing Labour Party led with 30%.'];
    expect(shippedStatuses({ question: 'Who is second?', context: poll, answer: 'The Centre Alliance is in second place on 19%.' })).toContain('contradicted');
  });
});

describe('a word capitalised because it opens its sentence', () => {
  // "Turnout was 38%" and "Mayoral election results:" name no rival: Reyes (33.5%) has one rival ahead, Varga (41.2%).
  it('is no rival in a ranking', () => {
    const report = ['Mayoral election results: Ines Varga (Green Alliance) won with 41.2% of first-preference votes, ahead of Tomas Reyes (Civic Party) on 33.5% and Hallam Price (Independent) on 18.9%. Turnout was 38%, down from 44% at the last election.'];
    expect(shippedStatuses({ question: 'Who won?', context: report, answer: 'Tomas Reyes of the Civic Party came second with 33.5%.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Who won?', context: report, answer: 'Hallam Price came second with 18.9%.' })).toContain('contradicted');
  });
});
