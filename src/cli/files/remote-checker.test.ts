import { describe, expect, it } from 'vitest';
import type { BatchResponse, CheckRequest, CheckResult } from '../../contract/schemas.ts';
import { createBatchingChecker } from './remote-checker.ts';

const ok = (answer: string): CheckResult => ({ status: 'ok', id: answer, score: { p_hallucinated: 0, model: 'm' }, sentences: [], meta: { latency_ms: 1 } });
const req = (answer: string, size = 10): CheckRequest => ({ question: 'q', context: 'x'.repeat(size), answer });

function fakeClient(fail?: (call: number) => Error | null) {
  const batches: string[][] = [];
  return {
    batches,
    checkBatch: async (items: CheckRequest[]): Promise<BatchResponse> => {
      batches.push(items.map((i) => i.answer));
      const error = fail?.(batches.length);
      if (error) throw error;
      return { results: items.map((i) => ok(i.answer)), count: items.length, usage: { tokens: 0, remaining_today: 0, resets_at: '2026-01-01T00:00:00Z' } };
    },
  };
}

describe('createBatchingChecker', () => {
  it('splits batches at 50 items and before 900 kB of JSON, keeping each result with its request', async () => {
    const client = fakeClient();
    const checker = createBatchingChecker(client, { minIntervalMs: 0 });
    const small = Array.from({ length: 60 }, (_, i) => checker.check(req(`a${i}`)));
    const big = [checker.check(req('b0', 500_000)), checker.check(req('b1', 500_000))];
    await checker.close();
    const results = await Promise.all([...small, ...big]);
    expect(results.map((r) => r.id)).toEqual([...Array.from({ length: 60 }, (_, i) => `a${i}`), 'b0', 'b1']);
    expect(client.batches.map((b) => b.length)).toEqual([50, 11, 1]);
  });

  it('a failed batch leaves its answers unavailable with the code; after a 401 nothing more is sent', async () => {
    const client = fakeClient(() => Object.assign(new Error('no'), { code: 'invalid_api_key' }));
    const checker = createBatchingChecker(client, { batchSize: 2, minIntervalMs: 0 });
    const first = [checker.check(req('a')), checker.check(req('b'))];
    expect((await Promise.all(first)).map((r) => [r.status, r.meta.reason])).toEqual([['unavailable', 'invalid_api_key'], ['unavailable', 'invalid_api_key']]);
    const later = [checker.check(req('c')), checker.check(req('d'))];
    await checker.close();
    expect((await Promise.all(later)).every((r) => r.meta.reason === 'invalid_api_key')).toBe(true);
    expect(client.batches).toEqual([['a', 'b']]);
  });

  it('starts batches at least minIntervalMs apart', async () => {
    const client = fakeClient();
    const waits: number[] = [];
    const checker = createBatchingChecker(client, { batchSize: 1, minIntervalMs: 1000, now: () => 0, sleep: async (ms) => { waits.push(ms); } });
    await Promise.all([checker.check(req('a')), checker.check(req('b')), checker.check(req('c'))]);
    await checker.close();
    expect(waits).toEqual([1000, 2000]);
    expect(client.batches).toEqual([['a'], ['b'], ['c']]);
  });
});
