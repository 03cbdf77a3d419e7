// A total of the results an answer worked out line by line (compute/earlier-total.ts): the sum of
// every line, not of any two figures near it; a wrong total is still caught. Written by hand:
// 16.80 + 24.00 + 12.00 = 52.80.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PRICES = ['Pricing (per month). Storage: first 50 GB free, then USD 0.021 per GB. Egress: first 100 GB free, then USD 0.08 per GB. Requests: USD 0.40 per million read requests.'];
const QUESTION = 'We store 850 GB, download 400 GB a month and make 30 million reads. What is our bill?';
const lines = (total: string) => `After the free 50 GB you pay for 800 GB of storage at USD 0.021, which is USD 16.80. Egress beyond the free 100 GB is 300 GB at USD 0.08, so USD 24.00. Your 30 million reads at USD 0.40 per million add USD 12.00. That's ${total} a month in total.`;

function totalStatus(total: string): string | undefined {
  return shippedClaims({ question: QUESTION, context: PRICES, answer: lines(total) }).find((k) => k.text.includes('in total'))?.status;
}

describe('a total of the lines worked out before it', () => {
  it('is the sum of all the lines', () => {
    expect(['supported', 'unverified_step']).toContain(totalStatus('USD 52.80'));
  });

  it('is still wrong when no lines add up to it', () => {
    expect(totalStatus('USD 58.80')).toBe('contradicted');
  });
});
