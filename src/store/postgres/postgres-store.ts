/**
 * The server store over PostgreSQL, for several `ground serve` instances on several hosts.
 * Same behaviour as the SQLite store (see `../usage.ts`, `../rate-limit.ts`), with these locks:
 *
 * - reserve: the workspace's row is locked (`FOR UPDATE`), then charged plus reserved tokens are
 *   read in ONE statement (one snapshot: a settlement committing in between cannot be half
 *   seen), then the reservation is inserted. Reservations of one workspace are serialised, so
 *   the allowance is never passed, and the limit is the row's current one. All of it is one
 *   server-side function call (migration server/002), so the lock waits on no client.
 * - settle: ending the reservation, inserting the check rows and adding to the day's usage are
 *   one transaction, so usage always equals the stored checks.
 * - rate limit: a transaction-scoped advisory lock on the key id serialises count-then-insert.
 */
import type pg from 'pg';
import { generateApiKey, hashKey, hashMatches, isWellFormedKey, lookupOf, toKeyInfo, type ApiKeyRow, type KeyMatch } from '../api-keys.ts';
import type { CheckRecord } from '../checks.ts';
import { RATE_WINDOW_MS, refusedUntil, type RateDecision } from '../rate-limit.ts';
import type { ServerStore, StoreAdmin } from '../server-store.ts';
import { nextUtcMidnight, utcDay } from '../transaction.ts';
import { RESERVATION_LEASE_MS, type Reservation, type UsageState } from '../usage.ts';
import { FREE_PLAN, isWorkspaceName, toWorkspace, type Workspace, type WorkspaceRow } from '../workspaces.ts';
import { inTransaction } from './pool.ts';

type Queryable = pg.Pool | pg.PoolClient;

// bigint columns arrive as strings from the driver; these casts keep them numbers.
const WORKSPACE_COLUMNS = `id, created_at, daily_tokens::float8 AS daily_tokens, requests_per_minute, max_tokens_per_answer, retain_text, retention_days`;

async function readWorkspace(q: Queryable, id: string, lock = ''): Promise<Workspace | null> {
  const { rows } = await q.query<WorkspaceRow>(`SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE id = $1 ${lock}`, [id]);
  return rows[0] ? toWorkspace(rows[0]) : null;
}

async function ensureWorkspace(q: Queryable, id: string, now: number): Promise<void> {
  if (!isWorkspaceName(id)) throw new RangeError(`invalid workspace name: ${JSON.stringify(id)}`);
  await q.query(`INSERT INTO workspaces (id, created_at, daily_tokens, requests_per_minute, max_tokens_per_answer)
    VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
  [id, new Date(now).toISOString(), FREE_PLAN.dailyTokens, FREE_PLAN.requestsPerMinute, FREE_PLAN.maxTokensPerAnswer]);
}

/** Charged plus unexpired reserved tokens of a day, read in one statement (one snapshot). */
async function usedOn(q: Queryable, workspaceId: string, day: string, now: number): Promise<number> {
  const { rows } = await q.query<{ used: number }>(`SELECT
      coalesce((SELECT tokens FROM usage_days WHERE workspace_id = $1 AND day = $2), 0)::float8
    + coalesce((SELECT sum(tokens) FROM reservations WHERE workspace_id = $1 AND day = $2 AND expires_at > $3), 0)::float8 AS used`,
  [workspaceId, day, now]);
  return rows[0]?.used ?? 0;
}

async function usageOf(q: Queryable, workspaceId: string, limit: number, now: number): Promise<UsageState> {
  const used = await usedOn(q, workspaceId, utcDay(now), now);
  return { limit, remaining: Math.max(0, limit - used), resetsAt: nextUtcMidnight(now) };
}

async function reserve(pool: pg.Pool, ws: Workspace, tokens: number, now: number): Promise<Reservation> {
  // One statement, its own transaction: lock, expire, read and insert run inside the server
  // (`ground_reserve`, migration server/002), so the row lock is held for no client round trip.
  const { rows } = await pool.query<{ r_id: string | null; r_limit: number; r_used: number }>('SELECT * FROM ground_reserve($1, $2, $3, $4, $5, $6)',
    [ws.id, tokens, now, utcDay(now), now + RESERVATION_LEASE_MS, ws.dailyTokens]);
  const row = rows[0];
  if (!row) throw new Error('ground_reserve returned no row');
  const usage = { limit: row.r_limit, remaining: Math.max(0, row.r_limit - row.r_used), resetsAt: nextUtcMidnight(now) };
  if (row.r_id === null) return { ok: false, usage };
  return { ok: true, id: Number(row.r_id), usage: { ...usage, remaining: usage.remaining - tokens } };
}

/** One INSERT for all the checks of a settlement (a batch has up to 50), from a JSON array. */
async function insertChecks(client: pg.PoolClient, checks: CheckRecord[], at: { now: number; day: string; retentionDays: number }): Promise<void> {
  const rows = checks.map((c) => ({
    id: c.id, key_id: c.keyId, workspace_id: c.workspaceId, tokens: c.tokens, latency_ms: c.latencyMs, p: c.pHallucinated,
    model: c.model, status: c.status, sentences: JSON.stringify(c.sentences), metadata: c.metadata === undefined ? null : JSON.stringify(c.metadata),
  }));
  await client.query(`INSERT INTO checks (id, created_at, day, key_id, workspace_id, tokens, latency_ms, p_hallucinated, model, status, sentences, metadata)
    SELECT r.id, $2, $3, r.key_id, r.workspace_id, r.tokens, r.latency_ms, r.p, r.model, r.status, r.sentences, r.metadata
    FROM json_to_recordset($1::json) AS r(id text, key_id text, workspace_id text, tokens integer, latency_ms integer, p float8,
      model text, status text, sentences text, metadata text)`, [JSON.stringify(rows), new Date(at.now).toISOString(), at.day]);
  const texts = checks.flatMap((c) => (c.text ? [{
    check_id: c.id, question: JSON.stringify(c.text.question), context: JSON.stringify(c.text.context), answer: JSON.stringify(c.text.answer),
  }] : []));
  if (texts.length === 0) return;
  await client.query(`INSERT INTO check_texts (check_id, question, context, answer, purge_after)
    SELECT r.check_id, r.question, r.context, r.answer, $2 FROM json_to_recordset($1::json) AS r(check_id text, question text, context text, answer text)`,
  [JSON.stringify(texts), new Date(at.now + at.retentionDays * 86_400_000).toISOString()]);
}

async function settle(pool: pg.Pool, input: { reservationId: number; workspace: Workspace; checks: CheckRecord[]; now: number }): Promise<UsageState> {
  return inTransaction(pool, async (client) => {
    const held = await client.query<{ day: string }>('DELETE FROM reservations WHERE id = $1 RETURNING day', [input.reservationId]);
    const day = held.rows[0]?.day ?? utcDay(input.now);
    if (input.checks.length > 0) {
      await insertChecks(client, input.checks, { now: input.now, day, retentionDays: input.workspace.retentionDays });
      const tokens = input.checks.reduce((n, c) => n + c.tokens, 0);
      await client.query(`INSERT INTO usage_days (workspace_id, day, tokens, checks) VALUES ($1, $2, $3, $4)
        ON CONFLICT (workspace_id, day) DO UPDATE SET tokens = usage_days.tokens + excluded.tokens, checks = usage_days.checks + excluded.checks`,
      [input.workspace.id, day, tokens, input.checks.length]);
    }
    return usageOf(client, input.workspace.id, input.workspace.dailyTokens, input.now);
  });
}

async function hitRateLimit(pool: pg.Pool, keyId: string, perMinute: number, now: number): Promise<RateDecision> {
  const since = now - RATE_WINDOW_MS;
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`ground-rate:${keyId}`]);
    await client.query('DELETE FROM rate_hits WHERE key_id = $1 AND at <= $2', [keyId, since]);
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::integer AS n FROM rate_hits WHERE key_id = $1 AND at > $2', [keyId, since]);
    const n = rows[0]?.n ?? 0;
    if (n < perMinute) {
      await client.query('INSERT INTO rate_hits (key_id, at) VALUES ($1, $2)', [keyId, now]);
      return { allowed: true };
    }
    // As in ../rate-limit.ts: the request at index n - perMinute must leave the window.
    const oldest = await client.query<{ at: number }>('SELECT at::float8 AS at FROM rate_hits WHERE key_id = $1 AND at > $2 ORDER BY at LIMIT 1 OFFSET $3',
      [keyId, since, Math.max(0, n - perMinute)]);
    return refusedUntil(oldest.rows[0] ? oldest.rows[0].at + RATE_WINDOW_MS : now + RATE_WINDOW_MS, now);
  });
}

async function findKey(pool: pg.Pool, presented: string): Promise<KeyMatch | null> {
  if (!isWellFormedKey(presented)) return null;
  const { rows } = await pool.query<ApiKeyRow>('SELECT * FROM api_keys WHERE lookup = $1', [lookupOf(presented)]);
  const row = rows[0];
  if (!row || !hashMatches(row.hash, presented) || row.revoked_at !== null) return null;
  const workspace = await readWorkspace(pool, row.workspace_id);
  return workspace ? { key: toKeyInfo(row), workspace } : null;
}

function createAdmin(pool: pg.Pool): StoreAdmin {
  return {
    async createKey(input) {
      const { key, id } = generateApiKey();
      const row = await inTransaction(pool, async (client) => {
        await ensureWorkspace(client, input.workspaceId, input.now);
        const inserted = await client.query<ApiKeyRow>(`INSERT INTO api_keys (id, workspace_id, lookup, hash, allow_ips, created_at)
          VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [id, input.workspaceId, lookupOf(key), hashKey(key), JSON.stringify(input.allowIps ?? []), new Date(input.now).toISOString()]);
        return inserted.rows[0] as ApiKeyRow;
      });
      return { key, info: toKeyInfo(row) };
    },
    async listKeys(workspaceId) {
      // COLLATE "C": byte order, as SQLite sorts, whatever the database's locale.
      const { rows } = workspaceId === undefined
        ? await pool.query<ApiKeyRow>('SELECT * FROM api_keys ORDER BY created_at COLLATE "C", id COLLATE "C"')
        : await pool.query<ApiKeyRow>('SELECT * FROM api_keys WHERE workspace_id = $1 ORDER BY created_at COLLATE "C", id COLLATE "C"', [workspaceId]);
      return rows.map(toKeyInfo);
    },
    async revokeKey(id, now) {
      const result = await pool.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [new Date(now).toISOString(), id]);
      return (result.rowCount ?? 0) > 0;
    },
    writeWorkspace: (id, settings, now) => inTransaction(pool, async (client) => {
      await ensureWorkspace(client, id, now);
      const ws = { ...(await readWorkspace(client, id, 'FOR UPDATE') as Workspace), ...settings };
      await client.query(`UPDATE workspaces SET daily_tokens = $1, requests_per_minute = $2, max_tokens_per_answer = $3,
        retain_text = $4, retention_days = $5 WHERE id = $6`,
      [ws.dailyTokens, ws.requestsPerMinute, ws.maxTokensPerAnswer, ws.retainText, ws.retentionDays, id]);
      return ws;
    }),
    readWorkspace: (id) => readWorkspace(pool, id),
    async listWorkspaces() {
      const { rows } = await pool.query<WorkspaceRow>(`SELECT ${WORKSPACE_COLUMNS} FROM workspaces ORDER BY id COLLATE "C"`);
      return rows.map(toWorkspace);
    },
    async countChecks(workspaceId) {
      const { rows } = await pool.query<{ checks: number; texts: number }>(`SELECT
          (SELECT count(*) FROM checks WHERE workspace_id = $1)::integer AS checks,
          (SELECT count(*) FROM check_texts t JOIN checks c ON c.id = t.check_id WHERE c.workspace_id = $1)::integer AS texts`, [workspaceId]);
      return rows[0] ?? { checks: 0, texts: 0 };
    },
  };
}

/** The store over an open pool whose schema is migrated (see `open-server-store.ts`). */
export function createPostgresStore(pool: pg.Pool): ServerStore & StoreAdmin {
  return {
    findKey: (presented) => findKey(pool, presented),
    hitRateLimit: (keyId, perMinute, now) => hitRateLimit(pool, keyId, perMinute, now),
    readUsage: (ws, now) => usageOf(pool, ws.id, ws.dailyTokens, now),
    reserve: (ws, tokens, now) => reserve(pool, ws, tokens, now),
    settle: (input) => settle(pool, input),
    async release(id) {
      await pool.query('DELETE FROM reservations WHERE id = $1', [id]);
    },
    async purgeTexts(now) {
      const result = await pool.query('DELETE FROM check_texts WHERE purge_after <= $1', [new Date(now).toISOString()]);
      // Rows of keys that stopped calling (each key's own rows are trimmed as it calls).
      await pool.query('DELETE FROM rate_hits WHERE at <= $1', [now - RATE_WINDOW_MS]);
      return result.rowCount ?? 0;
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
    ...createAdmin(pool),
  };
}
