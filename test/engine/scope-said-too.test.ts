// "at any time" dropped a restriction only where the passage does not say "at any time" itself of
// the case the claim names ("after 09:30 on weekdays and at any time at weekends").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FARES = ['Harlow Rail Off-Peak tickets are valid only on trains departing after 09:30 on weekdays and at any time at weekends.'];
const statuses = (answer: string) => shippedStatuses({ question: 'When can I travel?', context: FARES, answer });

describe('"at any time" said by the passage of one case', () => {
  it('supports "at weekends ... at any time"', () => {
    expect(statuses('At weekends, you can use an Off-Peak ticket at any time.')).toEqual(['supported']);
  });

  it('contradicts "at any time" said of every day or of weekdays', () => {
    expect(statuses('You can travel at any time with an Off-Peak ticket.')).toEqual(['contradicted']);
    expect(statuses('You can travel on weekdays at any time with an Off-Peak ticket.')).toEqual(['contradicted']);
  });
});
