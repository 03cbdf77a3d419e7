/**
 * Refusals of the per-key limit answered from memory: once the store has refused a key, its
 * later requests are refused without a store call until the instant the store named as the
 * next free place (`freeAt`). A client that retries without backoff (a 429 flood) then costs
 * no store transaction per request, and takes no write lock other processes would wait for.
 *
 * Why this never admits more, also with several processes on one SQLite file or several
 * instances on one PostgreSQL/Redis store: it only refuses; every admission is still the store's
 * atomic count-then-insert. And why its refusals are the store's: the store refused at
 * `decidedAt` because the window held the plan's N requests, and `freeAt` is when enough of them
 * are 60 s old. Stored requests are removed only once 60 s old, and no process admits one while
 * the window holds N, so until `freeAt` the store would refuse again with the same `freeAt`
 * (hence the same Retry-After). A request under another plan value goes to the store. So the
 * requests admitted are exactly those the store alone would admit (`rate-refusals.test.ts`).
 *
 * Two limits of that equality, both about the Retry-After of a refusal, never about admission:
 * - If the plan is raised, another process admits under it, and the plan is lowered back, all
 *   within the minute, a remembered refusal still names the earlier `freeAt`: the one the store
 *   itself gave when it refused (its Retry-After, too, cannot foresee plan changes).
 * - On one host every process reads one clock. Instances on several hosts (PostgreSQL, Redis)
 *   trim the window by their own clocks, so there a remembered refusal can outlast the store's
 *   by the clocks' difference, as the store's own window already differs between them.
 */
import type { RateDecision } from '../store/rate-limit.ts';
import { refusedUntil } from '../store/rate-limit.ts';

export type HitRateLimit = (keyId: string, perMinute: number, now: number) => Promise<RateDecision>;

interface Remembered {
  perMinute: number;
  decidedAt: number;
  freeAt: number;
}

/** Keys remembered at most; past this, expired refusals are dropped, then all if still too many. */
const MAX_KEYS = 10_000;

/** Wraps a store's `hitRateLimit` so that a refused key is refused from memory until `freeAt`. */
export function rememberRefusals(hit: HitRateLimit, maxKeys = MAX_KEYS): HitRateLimit {
  const refused = new Map<string, Remembered>();
  const prune = (now: number): void => {
    for (const [key, entry] of refused) if (entry.freeAt <= now) refused.delete(key);
    if (refused.size >= maxKeys) refused.clear();
  };
  return async (keyId, perMinute, now) => {
    const known = refused.get(keyId);
    if (known && known.perMinute === perMinute && now >= known.decidedAt && now < known.freeAt) return refusedUntil(known.freeAt, now);
    const decision = await hit(keyId, perMinute, now);
    if (decision.allowed) refused.delete(keyId);
    else {
      if (refused.size >= maxKeys) prune(now);
      refused.set(keyId, { perMinute, decidedAt: now, freeAt: decision.freeAt });
    }
    return decision;
  };
}
