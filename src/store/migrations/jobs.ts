/**
 * Tables of `ground connect` jobs. Owned by the file commands. Released migrations never
 * change; add a new string to change the schema.
 *
 * Text is kept only for wrong or unsure claims (contradicted, not_stated, depends_on_error,
 * unverified_step): their text, reasons, evidence passages and fix. Every other claim keeps only
 * numbers and labels (span, type, status, evidence ids). Questions, answers and unmapped columns
 * are never stored.
 */
export const jobsMigrations: readonly string[] = [
  // 001: jobs with their gate settings and counts; one row per input record; its sentences and claims.
  `CREATE TABLE jobs (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     finished_at TEXT,
     state TEXT NOT NULL CHECK (state IN ('running', 'done', 'failed')),
     inputs TEXT NOT NULL,
     mode TEXT NOT NULL,
     model TEXT NOT NULL DEFAULT '',
     threshold REAL NOT NULL,
     fail_on TEXT NOT NULL,
     allow_bad_rows INTEGER NOT NULL,
     rows INTEGER NOT NULL DEFAULT 0,
     checked INTEGER NOT NULL DEFAULT 0,
     unavailable INTEGER NOT NULL DEFAULT 0,
     sent INTEGER NOT NULL DEFAULT 0,
     held INTEGER NOT NULL DEFAULT 0,
     errors INTEGER NOT NULL DEFAULT 0,
     exit_code INTEGER,
     elapsed_ms INTEGER
   );
   CREATE INDEX jobs_created ON jobs (created_at);
   CREATE TABLE job_rows (
     job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
     seq INTEGER NOT NULL,
     file TEXT NOT NULL,
     line INTEGER NOT NULL,
     idx INTEGER NOT NULL,
     t TEXT,
     kind TEXT NOT NULL CHECK (kind IN ('checked', 'error')),
     status TEXT,
     check_id TEXT,
     p_hallucinated REAL,
     model TEXT,
     latency_ms INTEGER,
     reason TEXT,
     held INTEGER,
     reasons TEXT,
     error_code TEXT,
     error_message TEXT,
     PRIMARY KEY (job_id, seq)
   );
   CREATE TABLE job_sentences (
     job_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     sentence INTEGER NOT NULL,
     start INTEGER NOT NULL,
     end INTEGER NOT NULL,
     status TEXT NOT NULL,
     PRIMARY KEY (job_id, seq, sentence),
     FOREIGN KEY (job_id, seq) REFERENCES job_rows(job_id, seq) ON DELETE CASCADE
   );
   CREATE TABLE job_claims (
     job_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     sentence INTEGER NOT NULL,
     ord INTEGER NOT NULL,
     claim_id TEXT NOT NULL,
     start INTEGER NOT NULL,
     end INTEGER NOT NULL,
     type TEXT NOT NULL,
     status TEXT NOT NULL,
     evidence_ids TEXT NOT NULL,
     rests_on TEXT NOT NULL,
     text TEXT,
     checks TEXT,
     evidence TEXT,
     fix TEXT,
     PRIMARY KEY (job_id, seq, sentence, ord),
     FOREIGN KEY (job_id, seq, sentence) REFERENCES job_sentences(job_id, seq, sentence) ON DELETE CASCADE
   );`,
];
