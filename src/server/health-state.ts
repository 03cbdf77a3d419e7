/**
 * What the main thread tells the health thread (`--health-port`, `health-listener.ts`), in a
 * SharedArrayBuffer: whether the engine is ready, whether its queue has room, the store's last
 * ping, whether the server is shutting down, and a heartbeat. The main thread writes it with
 * `Atomics.store` from a timer and whenever a check enters or leaves the queue; the health thread
 * only reads it, so it never waits for the main thread. A main thread that stops turning its event
 * loop (wedged in a synchronous call) stops beating, and the health thread then answers 503.
 */
import type { CheckEngine } from './context.ts';

/** Where each value lives: Int32 flags (0/1), then one BigInt64 heartbeat (`process.hrtime`, ns). */
export const HEALTH_LAYOUT = {
  ready: 0,
  room: 1,
  store: 2,
  closing: 3,
  flagCount: 4,
  /** Byte offset of the heartbeat; 8-aligned for the BigInt64Array. */
  beatOffset: 16,
  bytes: 24,
} as const;

/** How often the main thread beats and republishes (ms). */
export const HEARTBEAT_EVERY_MS = 100;

/**
 * A heartbeat older than this means the main thread is not running its event loop (ms). Well
 * above the longest turn seen under floods (health on the main port: p99 at most a few hundred ms
 * on a loaded machine), so a busy server is not reported down, while a wedged one is within 2 s.
 */
export const HEARTBEAT_STALE_MS = 2000;

export interface HealthState {
  readonly buffer: SharedArrayBuffer;
  /** Records that the main thread is alive now. */
  beat(): void;
  /** Publishes the engine's readiness, its queue room and the store's liveness. */
  set(values: { ready?: boolean; room?: boolean; store?: boolean; closing?: boolean }): void;
}

/** A fresh state: nothing ready (the health thread answers 503 until the first publication). */
export function createHealthState(): HealthState {
  const buffer = new SharedArrayBuffer(HEALTH_LAYOUT.bytes);
  const flags = new Int32Array(buffer, 0, HEALTH_LAYOUT.flagCount);
  const beats = new BigInt64Array(buffer, HEALTH_LAYOUT.beatOffset, 1);
  const state: HealthState = {
    buffer,
    beat: () => { Atomics.store(beats, 0, process.hrtime.bigint()); },
    set(values) {
      for (const name of ['ready', 'room', 'store', 'closing'] as const) {
        const value = values[name];
        if (value !== undefined) Atomics.store(flags, HEALTH_LAYOUT[name], value ? 1 : 0);
      }
    },
  };
  state.beat();
  return state;
}

/**
 * Whether health is ok by `buffer`: ready, room, store alive, not closing, and a heartbeat younger
 * than `staleMs`. The health thread runs the same test in its own code (`health-thread-source.ts`).
 */
export function isHealthy(buffer: SharedArrayBuffer, staleMs: number, now: bigint = process.hrtime.bigint()): boolean {
  const flags = new Int32Array(buffer, 0, HEALTH_LAYOUT.flagCount);
  const beat = Atomics.load(new BigInt64Array(buffer, HEALTH_LAYOUT.beatOffset, 1), 0);
  return Atomics.load(flags, HEALTH_LAYOUT.ready) === 1 && Atomics.load(flags, HEALTH_LAYOUT.room) === 1
    && Atomics.load(flags, HEALTH_LAYOUT.store) === 1 && Atomics.load(flags, HEALTH_LAYOUT.closing) === 0
    && now - beat < BigInt(staleMs) * 1_000_000n;
}

export interface HealthPublisher {
  /** The engine whose checks republish the queue's room as they enter and leave it. */
  watch(engine: CheckEngine): CheckEngine;
  /** Marks the server as shutting down (health 503 from now on) and stops the timer. */
  stop(): void;
}

/**
 * Beats and publishes every `everyMs` (default `HEARTBEAT_EVERY_MS`) from the main thread's event
 * loop. Each tick also asks `storeAlive()`, which pings the store in the background when its last
 * answer is older than a second (`store-liveness.ts`), so the store stays watched when nobody
 * calls the main port's health.
 */
export function createHealthPublisher(options: {
  state: HealthState;
  engine: CheckEngine;
  storeAlive: () => Promise<boolean>;
  everyMs?: number;
}): HealthPublisher {
  const { state, engine } = options;
  let stopped = false;
  const publishEngine = (): void => {
    if (!stopped) state.set({ ready: engine.ready(), room: engine.capacity() > 0 });
  };
  const tick = (): void => {
    state.beat();
    publishEngine();
    options.storeAlive().then((alive) => { if (!stopped) state.set({ store: alive }); }, () => state.set({ store: false }));
  };
  tick();
  const timer = setInterval(tick, options.everyMs ?? HEARTBEAT_EVERY_MS);
  timer.unref();
  return {
    watch: (watched) => ({
      ...watched,
      ready: () => watched.ready(),
      capacity: () => watched.capacity(),
      model: () => watched.model(),
      check(input, signal) {
        const result = watched.check(input, signal);
        publishEngine();
        result.then(publishEngine, publishEngine);
        return result;
      },
    }),
    stop() {
      stopped = true;
      clearInterval(timer);
      state.set({ closing: true });
    },
  };
}
