/**
 * Tables of `ground serve`: workspaces, keys, usage, checks. Owned by the server.
 * Released migrations never change; add a new string to change the schema.
 */
export const serverMigrations: readonly string[] = [
  // 001: workspaces with their plan values and retention settings, and API keys (hash only).
  `CREATE TABLE workspaces (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     daily_tokens INTEGER NOT NULL,
     requests_per_minute INTEGER NOT NULL,
     max_tokens_per_answer INTEGER NOT NULL,
     retain_text INTEGER NOT NULL DEFAULT 0,
     retention_days INTEGER NOT NULL DEFAULT 30
   );
   CREATE TABLE api_keys (
     id TEXT PRIMARY KEY,
     workspace_id TEXT NOT NULL REFERENCES workspaces(id),
     lookup TEXT NOT NULL UNIQUE,
     hash BLOB NOT NULL,
     allow_ips TEXT NOT NULL DEFAULT '[]',
     created_at TEXT NOT NULL,
     revoked_at TEXT
   );`,
  // 002: per-key request windows, per-workspace daily usage, and in-flight reservations
  // (a reservation left by a killed process expires and is never charged).
  `CREATE TABLE rate_windows (
     key_id TEXT NOT NULL,
     window_start INTEGER NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (key_id, window_start)
   );
   CREATE TABLE usage_days (
     workspace_id TEXT NOT NULL,
     day TEXT NOT NULL,
     tokens INTEGER NOT NULL,
     checks INTEGER NOT NULL,
     PRIMARY KEY (workspace_id, day)
   );
   CREATE TABLE reservations (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     workspace_id TEXT NOT NULL,
     day TEXT NOT NULL,
     tokens INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX reservations_by_day ON reservations (workspace_id, day);`,
  // 003: one row of numbers per checked answer; text only when the workspace retains it.
  `CREATE TABLE checks (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     day TEXT NOT NULL,
     key_id TEXT NOT NULL,
     workspace_id TEXT NOT NULL,
     tokens INTEGER NOT NULL,
     latency_ms INTEGER NOT NULL,
     p_hallucinated REAL,
     model TEXT NOT NULL,
     status TEXT NOT NULL,
     sentences TEXT NOT NULL,
     metadata TEXT
   );
   CREATE INDEX checks_by_workspace_day ON checks (workspace_id, day);
   CREATE TABLE check_texts (
     check_id TEXT PRIMARY KEY REFERENCES checks(id) ON DELETE CASCADE,
     question TEXT NOT NULL,
     context TEXT NOT NULL,
     answer TEXT NOT NULL,
     purge_after TEXT NOT NULL
   );
   CREATE INDEX check_texts_by_purge ON check_texts (purge_after);`,
  // 004: the per-key limit becomes a sliding window: one row per admitted request (its time),
  // instead of a count per clock minute.
  `DROP TABLE rate_windows;
   CREATE TABLE rate_hits (
     key_id TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX rate_hits_by_key ON rate_hits (key_id, at);
   CREATE INDEX rate_hits_by_time ON rate_hits (at);`,
  // 005: the number of stored request times per key, kept by triggers in the same transaction as
  // the rows themselves (whoever writes them, also a process of an older version), so the limit
  // reads one row instead of counting up to the plan's requests per minute on every request.
  `CREATE TABLE rate_counts (
     key_id TEXT PRIMARY KEY,
     n INTEGER NOT NULL
   ) WITHOUT ROWID;
   INSERT INTO rate_counts (key_id, n) SELECT key_id, count(*) FROM rate_hits GROUP BY key_id;
   CREATE TRIGGER rate_hits_counted AFTER INSERT ON rate_hits BEGIN
     INSERT INTO rate_counts (key_id, n) VALUES (new.key_id, 1) ON CONFLICT (key_id) DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER rate_hits_uncounted AFTER DELETE ON rate_hits BEGIN
     UPDATE rate_counts SET n = n - 1 WHERE key_id = old.key_id;
     DELETE FROM rate_counts WHERE key_id = old.key_id AND n <= 0;
   END;`,
];
