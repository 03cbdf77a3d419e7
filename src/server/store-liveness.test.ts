import { describe, expect, it } from 'vitest';
import { createStoreLiveness } from './store-liveness.ts';

/** A ping whose answers the test gives by hand, counting calls. */
function manualPing(): { ping: () => Promise<boolean>; calls: () => number; answer: (alive: boolean | Error) => void } {
  const waiting: Array<(v: boolean | Error) => void> = [];
  let calls = 0;
  return {
    ping: () => {
      calls += 1;
      return new Promise<boolean>((resolve, reject) => waiting.push((v) => (v instanceof Error ? reject(v) : resolve(v))));
    },
    calls: () => calls,
    answer: (v) => waiting.shift()?.(v),
  };
}

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A liveness whose first ping has answered true at time 0; `at` moves its clock. */
async function answeredOnce(): Promise<{ p: ReturnType<typeof manualPing>; alive: () => Promise<boolean>; at: (ms: number) => void }> {
  let t = 0;
  const p = manualPing();
  const alive = createStoreLiveness({ ping: p.ping, maxAgeMs: 1000, now: () => t });
  const first = alive();
  p.answer(true);
  expect(await first).toBe(true);
  return { p, alive, at: (ms) => { t = ms; } };
}

describe('createStoreLiveness', () => {
  it('waits only for the first ping, then answers from the last ping while it is fresh', async () => {
    const { p, alive, at } = await answeredOnce();
    at(999);
    expect(await alive()).toBe(true);
    expect(p.calls()).toBe(1);
  });

  it('when the answer is stale, answers it at once and pings once in the background', async () => {
    const { p, alive, at } = await answeredOnce();
    at(1000);
    expect(await alive()).toBe(true); // the old answer; a ping is now pending
    expect(await alive()).toBe(true);
    expect(p.calls()).toBe(2);
    p.answer(false);
    await flush();
    expect(await alive()).toBe(false);
    expect(p.calls()).toBe(2);
  });

  it('is false while a ping has been pending for maxAgeMs, and after a ping that rejects', async () => {
    const { p, alive, at } = await answeredOnce();
    at(1500);
    expect(await alive()).toBe(true); // ping started at 1500
    at(2499);
    expect(await alive()).toBe(true);
    at(2500);
    expect(await alive()).toBe(false); // a store that does not answer within a second
    p.answer(new Error('connection refused'));
    await flush();
    expect(await alive()).toBe(false);
    expect(p.calls()).toBe(2);
  });
});
