// "stop X from coming back" prevents: it is no "stop" against the passage's "Continue".
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const CREAM = ['Tolvex cream leaflet. Apply a thin layer to the affected skin two times a day. Continue using the cream for two weeks after the symptoms have gone to prevent the infection returning.'];
const statuses = (answer: string) => shippedStatuses({ question: 'Can I stop the cream?', context: CREAM, answer });

describe('"stop ... from" as prevention', () => {
  it('supports "helps stop the infection from coming back"', () => {
    expect(statuses('That helps stop the infection from coming back.')).not.toContain('contradicted');
  });

  it('still contradicts stopping the cream', () => {
    expect(statuses('You can stop using the cream once the symptoms have gone.')).toEqual(['contradicted']);
  });
});
