import { describe, expect, it } from 'vitest';
import { errorRow, heldRow, sentRow } from '../cli/report/fixtures.test-helpers.ts';
import { createJobWriter, type JobSettings } from './jobs.ts';
import { findJob, listJobs, readJobRows } from './jobs-read.ts';
import { openDatabase } from './open-database.ts';

const settings: JobSettings = { inputs: ['answers.jsonl'], mode: 'local', threshold: 0.42, failOn: ['contradicted', 'not_stated'], allowBadRows: false };
const counts = { rows: 3, checked: 2, unavailable: 0, sent: 1, held: 1, errors: 1, exitCode: 2, elapsedMs: 12.4, model: 'test-model' };

describe('jobs store', () => {
  it('keeps every claim labelled but text only for wrong or unsure claims, and rebuilds rows in order', () => {
    const db = openDatabase(':memory:');
    const writer = createJobWriter(db, settings, () => new Date('2026-01-02T03:04:05Z'));
    for (const row of [sentRow, heldRow, errorRow]) writer.add(row);
    writer.finish(counts);
    const rows = [...readJobRows(db, writer.id)];
    expect(rows.map((r) => `${r.line}:${r.kind}`)).toEqual(['1:checked', '2:checked', '3:error']);
    const held = rows[1];
    if (held?.kind !== 'checked') throw new Error('expected a checked row');
    const [supported, notStated] = held.result.sentences.map((s) => s.claims[0]);
    expect(supported).toEqual({ id: 'c0', span: [0, 38], text: '', type: 'fact', status: 'supported', checks: [], evidence: [{ id: 'p0', text: '' }], fix: null, rests_on: [] });
    expect(notStated).toEqual(heldRow.result.sentences[1]?.claims[0]);
    expect(held.result.sentences.map((s) => s.text)).toEqual(['', 'Its cables were spun by <penguins> & co.']);
    expect(held.decision).toEqual(heldRow.decision);
    expect(held.result.score).toEqual({ p_hallucinated: 0.71, model: 'test-model' });
    expect(rows[2]).toMatchObject({ kind: 'error', code: 'invalid_request', message: 'the record is not valid JSON' });
    expect(findJob(db, 'latest')).toMatchObject({ id: writer.id, state: 'done', createdAt: '2026-01-02T03:04:05.000Z', counts: { ...counts, elapsedMs: 12 } });
    const questions = db.prepare("SELECT count(*) AS n FROM job_claims WHERE text LIKE '%Golden Gate%'").get();
    expect(questions).toEqual({ n: 0 });
    db.close();
  });

  it('a failed run leaves a failed job without counts; list is newest first', () => {
    const db = openDatabase(':memory:');
    const first = createJobWriter(db, settings, () => new Date('2026-01-01T00:00:00Z'));
    first.fail();
    const second = createJobWriter(db, settings, () => new Date('2026-01-02T00:00:00Z'));
    second.finish(counts);
    expect(listJobs(db).map((j) => [j.id, j.state, j.counts?.rows ?? null])).toEqual([[second.id, 'done', 3], [first.id, 'failed', null]]);
    expect(findJob(db, 'job_missing')).toBeNull();
    db.close();
  });
});
