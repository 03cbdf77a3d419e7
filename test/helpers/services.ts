/**
 * Real PostgreSQL and Redis for the `*.postgres.test.ts` and `*.redis.test.ts` tests, found
 * through GROUND_TEST_DATABASE_URL and GROUND_TEST_REDIS_URL (`.ci/run` sets both). When a
 * variable is unset (a user's clone) those tests are skipped, not failed. Each test gets its own
 * PostgreSQL schema or Redis key prefix, removed afterwards, so parallel runs never collide.
 * `startTcpProxy` puts a cuttable link between the app and a server: a run-time failure of the
 * database or Redis without stopping the machine's shared server.
 */
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterEach } from 'vitest';

export const TEST_DATABASE_URL = process.env.GROUND_TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.GROUND_TEST_REDIS_URL || undefined;

function uniqueName(): string {
  return `${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** `url` with a query parameter set. */
export function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

/**
 * Call at the top of a test file: returns `schemaUrl()`, the test database URL with a fresh
 * `?schema=` (created by the store on first use); every schema made is dropped after each test.
 */
export function usePostgresSchemas(): () => { url: string; schema: string } {
  const made: string[] = [];
  afterEach(async () => {
    if (!TEST_DATABASE_URL || made.length === 0) return;
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    for (const schema of made.splice(0)) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });
  return () => {
    if (!TEST_DATABASE_URL) throw new Error('GROUND_TEST_DATABASE_URL is not set');
    const schema = `ground_test_${uniqueName()}`;
    made.push(schema);
    return { url: withParam(TEST_DATABASE_URL, 'schema', schema), schema };
  };
}

/** Runs one query on the test database with `search_path` set to `schema`. */
export async function queryTestDatabase<R extends pg.QueryResultRow>(schema: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Like `usePostgresSchemas` for Redis: a fresh key prefix per call, its keys deleted after each test. */
export function useRedisPrefixes(): () => { url: string; prefix: string } {
  const made: string[] = [];
  afterEach(async () => {
    if (!TEST_REDIS_URL || made.length === 0) return;
    const redis = new Redis(TEST_REDIS_URL);
    for (const prefix of made.splice(0)) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });
  return () => {
    if (!TEST_REDIS_URL) throw new Error('GROUND_TEST_REDIS_URL is not set');
    const prefix = `ground-test:${uniqueName()}:`;
    made.push(prefix);
    return { url: withParam(TEST_REDIS_URL, 'prefix', prefix), prefix };
  };
}

export interface TcpProxy {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** Breaks every open connection and stops listening: new connections are refused, as by a server that is down. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy to the host and port of `url`. */
export async function startTcpProxy(url: string): Promise<TcpProxy> {
  const target = new URL(url);
  const targetPort = Number(target.port || (target.protocol.startsWith('redis') ? 6379 : 5432));
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, target.hostname);
    open.add(client);
    open.add(upstream);
    client.pipe(upstream).pipe(client);
    const end = (): void => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    through(u) {
      const v = new URL(u);
      v.hostname = '127.0.0.1';
      v.port = String(port);
      return v.toString();
    },
    cut() {
      if (server.listening) server.close();
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      if (!server.listening) server.listen(port, '127.0.0.1');
    },
    close() {
      for (const s of open) s.destroy();
      return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

/** Polls `condition` every 50 ms until it holds or `ms` pass; resolves with whether it held. */
export async function eventually(condition: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
