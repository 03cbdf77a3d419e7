import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeWorkspaceSettings } from '../../src/store/workspaces.ts';
import { createHarness, type Harness } from './helpers.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-retention-');

/** Markers that occur nowhere but in the request texts. */
function markers(): { q: string; c: string; a: string; item: { question: string; context: string[]; answer: string } } {
  const [q, c, a] = ['Q', 'C', 'A'].map((p) => `${p}MARK${randomUUID().replaceAll('-', '')}`) as [string, string, string];
  return { q, c, a, item: { question: `Who is ${q}?`, context: [`The passage ${c} says so.`], answer: `It is ${a}.` } };
}

/** Every byte the store has on disk: the database, its WAL and shared-memory file. */
function storeBytes(dir: string): string {
  return ['ground.db', 'ground.db-wal', 'ground.db-shm']
    .map((f) => join(dir, f))
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f).toString('latin1'))
    .join('\n');
}

async function sendAll(h: Harness, m: ReturnType<typeof markers>): Promise<void> {
  expect((await h.post('/v1/ground/basic', m.item)).status).toBe(200);
  expect((await h.post('/v1/ground/basic', { ...m.item, metadata: { environment: 'prod' } })).status).toBe(200);
  expect((await h.post('/v1/ground/basic/batch', { items: [m.item, { ...m.item, answer: 'FAIL' }] })).status).toBe(200);
  expect((await h.post('/v1/ground/basic', { question: m.item.question, context: m.item.context })).status).toBe(422);
  expect((await h.post('/v1/ground/basic', { ...m.item, answer: 'FAIL' })).status).toBe(502);
}

describe('retention', () => {
  it('by default stores numbers only: no question, context or answer text in the database files or the logs', async () => {
    const dir = tempDir();
    const h = createHarness({ dataDir: dir });
    const m = markers();
    await sendAll(h, m);
    const rows = h.db.prepare('SELECT tokens, latency_ms, p_hallucinated, status, sentences, metadata FROM checks ORDER BY created_at').all();
    expect(rows).toHaveLength(3); // two singles and the batch item that was checked
    expect(h.db.prepare('SELECT count(*) AS n FROM check_texts').get()).toEqual({ n: 0 });
    const bytes = storeBytes(dir);
    expect(bytes.length).toBeGreaterThan(0);
    const logs = h.logs.join('');
    for (const marker of [m.q, m.c, m.a]) {
      expect(bytes.includes(marker)).toBe(false);
      expect(logs.includes(marker)).toBe(false);
    }
    // The numbers are there: spans and statuses of the stored sentences, and the labels.
    expect(JSON.parse((rows[0] as { sentences: string }).sentences)).toEqual([
      { span: [0, [...m.item.answer].length], status: 'supported', claims: [{ span: [0, [...m.item.answer].length], status: 'supported', type: 'fact', evidence: ['p0'] }] },
    ]);
    expect(rows.map((r) => (r as { metadata: string | null }).metadata)).toContain('{"environment":"prod"}');
  });

  it('stores text when the workspace turns it on, and purges it after the retention period', async () => {
    const dir = tempDir();
    const h = createHarness({ dataDir: dir });
    writeWorkspaceSettings(h.db, 'acme', { retainText: true, retentionDays: 7 }, h.clock.now);
    const m = markers();
    expect((await h.post('/v1/ground/basic', m.item)).status).toBe(200);
    const stored = h.db.prepare('SELECT question, context, answer, purge_after FROM check_texts').all();
    expect(stored).toEqual([{ question: m.item.question, context: JSON.stringify(m.item.context), answer: m.item.answer, purge_after: '2026-11-29T12:00:00.000Z' }]);
    expect(storeBytes(dir).includes(m.a)).toBe(true); // the byte search can see text when it is there
    expect(h.logs.join('').includes(m.a)).toBe(false); // logs never carry text
    expect(await h.store.purgeTexts(Date.parse('2026-11-29T11:59:59.999Z'))).toBe(0);
    expect(await h.store.purgeTexts(Date.parse('2026-11-29T12:00:00.000Z'))).toBe(1);
    expect(h.db.prepare('SELECT count(*) AS n FROM check_texts').get()).toEqual({ n: 0 });
    expect(h.db.prepare('SELECT count(*) AS n FROM checks').get()).toEqual({ n: 1 }); // the numbers stay
    const bytes = storeBytes(dir);
    for (const marker of [m.q, m.c, m.a]) expect(bytes.includes(marker)).toBe(false);
  });
});
