/**
 * The URLs that choose where `ground serve` keeps its state: `--database postgres://…` and
 * `--redis redis://…`. Pure: checked at the edge (config) and again where they are opened.
 * Two ground-specific query parameters are taken off before the driver sees the URL:
 * `schema` (PostgreSQL schema of the tables, default `public`) and `prefix` (of every Redis key,
 * default `ground:`), so several deployments or test runs can share one server.
 */

/** A PostgreSQL location. */
export interface PostgresTarget {
  /** The URL given to the driver (without `schema`). */
  url: string;
  schema: string;
  /** Host, port and database, for messages: never the password. */
  label: string;
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Reads a `postgres://` or `postgresql://` URL. Throws a RangeError for people otherwise.
 * @example parsePostgresUrl('postgres://db.internal/ground?schema=ground_a').schema // 'ground_a'
 */
export function parsePostgresUrl(text: string): PostgresTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RangeError('the database URL is not a URL (expected postgres://USER@HOST:PORT/DATABASE)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new RangeError(`the database URL must start with postgres:// or postgresql://; got ${url.protocol}//`);
  }
  const schema = url.searchParams.get('schema') ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new RangeError(`schema must be letters, digits and _ (at most 63); got ${JSON.stringify(schema)}`);
  url.searchParams.delete('schema');
  const label = `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname || '/'}${schema === 'public' ? '' : ` (schema ${schema})`}`;
  return { url: url.toString(), schema, label };
}

/** The parts of a Redis URL: the driver's URL and the prefix of every key ground writes. */
export function parseRedisUrl(text: string): { url: string; prefix: string; label: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RangeError('the Redis URL is not a URL (expected redis://HOST:PORT)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new RangeError(`the Redis URL must start with redis:// or rediss://; got ${url.protocol}//`);
  const prefix = url.searchParams.get('prefix') ?? 'ground:';
  url.searchParams.delete('prefix');
  return { url: url.toString(), prefix, label: `${url.hostname}:${url.port || '6379'}${url.pathname.length > 1 ? url.pathname : ''}` };
}


/**
 * A driver's error as one line for people: its message, or its code when the message is empty
 * (Node's connection errors to a name with several addresses carry only a code).
 */
export function describeStoreError(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  const code = typeof e.code === 'string' ? e.code : '';
  if (message === '') return code || String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
