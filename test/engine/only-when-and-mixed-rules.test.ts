// Written by hand, 2026-12-03.
// - A condition the passage makes the only one, waved away with "whether ... or" or "even if", is
//   contradicted (only-when-widened.ts); the condition as given is not.
// - A permission against a sentence whose ";" parts permit one thing and forbid another: the claim
//   about the forbidden thing is contradicted (permission-flip.ts), the permitted one is not.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const BUILDS = ['Ferrow CI - Artifacts. Artifacts are uploaded only when the build passes. Artifacts are kept for 14 days and are not shared between repositories.'];
const FERRY = ['Northsea Ferries - What you can bring. Passengers may bring two bottles of wine each on board; spirits and cider are not permitted and will be stored until arrival. Pets must stay in vehicles.'];

describe('an "only when" condition', () => {
  it('is contradicted when waved away', () => {
    expect(shippedStatuses({ question: 'Are artifacts uploaded for failed builds?', context: BUILDS, answer: 'Artifacts are uploaded at the end of the build whether it passes or fails.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'Are artifacts uploaded for failed builds?', context: BUILDS, answer: 'Artifacts are uploaded even if the build fails.' })).toEqual(['contradicted']);
  });

  it('is not contradicted as given', () => {
    expect(shippedStatuses({ question: 'When are artifacts uploaded?', context: BUILDS, answer: 'Artifacts are uploaded only when the build passes.' })).toEqual(['supported']);
  });
});

describe('a sentence that permits one thing and forbids another', () => {
  it('contradicts a permission for the forbidden thing', () => {
    expect(shippedStatuses({ question: 'Can I bring cider?', context: FERRY, answer: 'Cider is also allowed.' })).toEqual(['contradicted']);
  });

  it('supports the permitted thing', () => {
    expect(shippedStatuses({ question: 'Can I bring wine?', context: FERRY, answer: 'You can bring two bottles of wine on board.' })).not.toContain('contradicted');
  });
});
