// The plural of an acronym is the acronym (context-index.ts keysOf): "other ISAs" states "an ISA",
// "8 vCPU" states "8 vCPUs". Another acronym stays unstated.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const BOND = ['Fixed Rate ISA Bond (Issue 12). Rate: 4.35% AER fixed. Minimum deposit GBP 500. Transfers in from other ISAs are accepted.'];
const BENCH = ['Ottercache benchmarks (single node, 8 vCPU). GET throughput: v5.0 - 410,000 ops/s; v5.1 - 455,000 ops/s.'];

describe('plural acronyms', () => {
  it('reads the singular as stated by the plural', () => {
    expect(shippedStatuses({ question: 'Can I move money in?', context: BOND, answer: 'Yes, you can transfer in an ISA you already hold.' })).toEqual(['supported']);
  });

  it('reads the plural as stated by the singular', () => {
    expect(shippedStatuses({ question: 'What hardware?', context: BENCH, answer: 'The benchmarks ran on a single node with 8 vCPUs.' })).toEqual(['supported']);
  });

  it('leaves another acronym unstated', () => {
    expect(shippedStatuses({ question: 'Can I move money in?', context: BOND, answer: 'Yes, you can transfer in a SIPP you already hold.' })).toEqual(['not_stated']);
  });
});
