// Written by hand, 2026-12-03.
// - A place in a contest is ranked among the rivals of the passage that reports it: another
//   passage's contest (another ward's count) has no say (compare-entities.ts).
// - "hadn't been seen there since 1988" says what "last seen there in 1988" says (last-since.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const WARDS = [
  'Kelby Gazette, 3 June 2025 - By-election, Northgate ward. Amira Sol (Green) won with 1,204 votes. Dan Webb (Labour) was second with 988 votes, and Ola Berg (Liberal) third with 610.',
  'Kelby Gazette, 3 June 2025 - By-election, Southgate ward. Ruth Hale (Liberal) held the seat with 1,730 votes, ahead of Ian Crow (Green) with 1,122.',
];

describe('a place in a contest', () => {
  it('is ranked among its own passage\'s rivals', () => {
    expect(shippedStatuses({ question: 'Who came where in Northgate?', context: WARDS, answer: 'Labour candidate Dan Webb came second on 988.' })).not.toContain('contradicted');
    expect(shippedStatuses({ question: 'Who came where in Northgate?', context: WARDS, answer: 'Ola Berg finished third with 610 votes.' })).not.toContain('contradicted');
  });

  it('is still contradicted when wrong within that passage', () => {
    expect(shippedStatuses({ question: 'Who came where in Northgate?', context: WARDS, answer: 'Ola Berg finished second with 610 votes.' })).toContain('contradicted');
  });
});

describe('"not ... since" against "last ... in"', () => {
  const STORY = ['Fenmoor Post, 4 May 2025 - Volunteers surveying Fenmoor have counted 12 nests of the marsh harrier, a bird last seen breeding there in 1994, the county trust said.'];

  it('is the same fact', () => {
    expect(shippedStatuses({ question: 'What was found?', context: STORY, answer: 'Volunteers counted 12 marsh harrier nests on Fenmoor, a bird which had not been seen breeding there since 1994.' })).not.toContain('contradicted');
  });
});
