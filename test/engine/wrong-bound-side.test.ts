// Written by hand, 2026-12-05.
// A figure set on the wrong side of a bound a passage states is contradicted, whether the figure
// is the claim's own or the one the claim just before gave, and whether the bound is negated.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SLA = ['Service Level Agreement. Business plan: 99.95% monthly uptime commitment. Service credits: 10% if uptime is below 99.95%; 25% if below 99.0%; 50% if below 95.0%.'];
const Q = 'What credit do we get?';

describe('a figure against a stated bound', () => {
  it('contradicts "below 99.0%" said of 99.31% given just before', () => {
    expect(shippedStatuses({ question: Q, context: SLA, answer: 'Your uptime was 99.31%. That is below 99.0%.' })[1]).toBe('contradicted');
  });

  it('contradicts "not below the 99.95% commitment" said of 99.31%', () => {
    expect(shippedStatuses({ question: Q, context: SLA, answer: "Your uptime was 99.31%. That's not below the 99.95% commitment." })[1]).toBe('contradicted');
  });

  it('contradicts the wrong one of two bounds the claim sets its own figure against', () => {
    expect(shippedStatuses({ question: Q, context: SLA, answer: "At 99.5%, you're below 99.95% and below 99.0%." })).toEqual(['contradicted']);
  });

  it('leaves a right side alone', () => {
    expect(shippedStatuses({ question: Q, context: SLA, answer: "At 99.5%, you're below 99.95% but not below 99.0%." })).not.toContain('contradicted');
  });
});
