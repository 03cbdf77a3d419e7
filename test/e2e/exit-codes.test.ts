/**
 * One test per row of the README's exit-code table, on the real bin/ground: 0 send, 1 held,
 * 2 usage or input error, 3 no verdict. File runs and the one-answer mode share the table.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGround, runGroundAsync } from '../helpers/run-ground.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-exit-');
const MAPPED = ['fixtures/files/mapped.csv', '--map', 'question=user_query,context=passages,answer=bot_reply'];
// Decisions rest on claim statuses, not on the score's calibration (see check-files.test.ts).
const CLAIMS = ['--threshold', '1'];
const SUPPORTED = { question: 'When did it open?', context: ['The bridge opened in 1937.'], answer: 'The bridge opened in 1937.' };
// The engine checks English only: this answer comes back unavailable (no verdict).
const JAPANESE = { question: '東京タワーはいつ完成しましたか？', context: ['東京タワーは1958年に完成した。'], answer: '東京タワーは1958年に完成した。' };
const ONE_FLAGS = ['-q', SUPPORTED.question, '-c', SUPPORTED.context[0]!, '-a', SUPPORTED.answer];

function jsonlFile(rows: unknown[]): string {
  const file = join(tempDir(), 'rows.jsonl');
  writeFileSync(file, rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n'));
  return file;
}

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A URL where nothing listens: a port taken and let go again. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

/** A server that answers every call with `status` and the spec error `code`. */
async function refusingServer(status: number, code: string): Promise<string> {
  const server = createServer((req, res) => {
    req.resume().on('end', () => {
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(JSON.stringify({ error: { code, message: code } }));
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('exit 0: at least one answer checked, every answer would be sent', () => {
  it('a file whose answers are all sent', () => {
    const run = runGround(['check', ...MAPPED, '--fail-on', 'none', ...CLAIMS]);
    expect(run.stdout).toMatch(/exit 0: every answer would be sent/);
    expect(run.code).toBe(0);
  });

  it('one answer that is sent', () => {
    expect(runGround(['check', ...ONE_FLAGS, ...CLAIMS]).code).toBe(0);
  });
});

describe('exit 1: a checked answer is held', () => {
  it('a file with a not-stated answer (line 3 of mapped.csv)', () => {
    const run = runGround(['check', ...MAPPED, ...CLAIMS]);
    expect(run.stdout).toMatch(/exit 1: 1 answer held/);
    expect(run.code).toBe(1);
  });

  it('one answer that is held names why on stderr, after printing its CheckResult', () => {
    const run = runGround(['check', '-q', 'When?', '-c', 'The bridge opened in 1937.', '-a', 'The bridge opened in 1937. Penguins painted it.', ...CLAIMS]);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'ok' });
    expect(run.stderr).toMatch(/^ground check: hold: 1 not stated claim$/m);
    expect(run.code).toBe(1);
  });

  it('a held answer beside an unavailable one is still 1: the held verdict is real', () => {
    const run = runGround(['check', jsonlFile([{ ...SUPPORTED, answer: 'The bridge opened in 1937. Penguins painted it.' }, JAPANESE]), ...CLAIMS]);
    expect(run.code).toBe(1);
  });
});

describe('exit 2: usage or input error', () => {
  it('a bad flag value, a missing file, a CSV header without a needed column: before any check', () => {
    expect(runGround(['check', ...MAPPED, '--threshold', '2']).code).toBe(2);
    expect(runGround(['check', 'fixtures/files/nope.jsonl']).code).toBe(2);
    expect(runGround(['check', 'fixtures/files/mapped.csv']).code).toBe(2);
    expect(runGround(['check', '--no-such-flag', 'x']).code).toBe(2);
  });

  it('an invalid row, without --allow-bad-rows', () => {
    const run = runGround(['check', jsonlFile([SUPPORTED, { question: 'q' }])]);
    expect(run.stdout).toMatch(/exit 2: 1 unreadable or invalid row; fix the input or pass --allow-bad-rows/);
    expect(run.code).toBe(2);
  });

  it('no rows read at all (an empty file)', () => {
    expect(runGround(['check', jsonlFile([''])]).code).toBe(2);
  });

  it('one invalid request', () => {
    const run = runGround(['check'], { input: JSON.stringify({ question: 'q', answer: 'a' }) });
    expect(run.stderr).toMatch(/invalid_request: context/);
    expect(run.code).toBe(2);
  });

  it('a server that refuses the key (401): the file run and the one answer', async () => {
    const url = await refusingServer(401, 'invalid_api_key');
    const file = await runGroundAsync(['check', ...MAPPED, '--server', url, '--key', 'grd_live_wrong']);
    expect(file.stdout).toMatch(/exit 2: the checks were refused/);
    expect(file.code).toBe(2);
    expect((await runGroundAsync(['check', ...ONE_FLAGS, '--server', url, '--key', 'grd_live_wrong'])).code).toBe(2);
  });
});

describe('exit 3: no verdict could be had', () => {
  it('an unreachable --server: the file run and the one answer (exit 1 before)', async () => {
    const url = await closedPort();
    const file = runGround(['check', ...MAPPED, '--server', url, '--key', 'k']);
    expect(file.stdout).toMatch(/exit 3: no verdict: 2 answers could not be checked \(2 × network_error\)/);
    expect(file.code).toBe(3);
    const one = runGround(['check', ...ONE_FLAGS, '--server', url, '--key', 'k']);
    expect(one.stderr).toMatch(/network_error/);
    expect(one.code).toBe(3);
  });

  it('a server that stays unavailable (503 past the retries) leaves every answer unverified', { timeout: 60_000 }, async () => {
    const url = await refusingServer(503, 'auth_unavailable');
    const run = await runGroundAsync(['check', ...MAPPED, '--server', url, '--key', 'k', '--format', 'json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ summary: { checked: 0, unavailable: 2, exit_code: 3 } });
    expect(run.code).toBe(3);
  });

  it('every row bad with --allow-bad-rows: nothing checked is never a pass (exit 0 before)', () => {
    const run = runGround(['check', jsonlFile([{ question: 'q' }, '{oops', { answer: 'a' }]), '--allow-bad-rows']);
    expect(run.stdout).toMatch(/exit 3: no answer was checked/);
    expect(run.code).toBe(3);
  });

  it('every answer unavailable (not English), and one such answer', () => {
    expect(runGround(['check', jsonlFile([JAPANESE, JAPANESE])]).code).toBe(3);
    expect(runGround(['check'], { input: JSON.stringify(JAPANESE) }).code).toBe(3);
  });

  it('some answers sent and the rest without a verdict: not every answer can be sent', () => {
    const run = runGround(['check', jsonlFile([SUPPORTED, JAPANESE]), ...CLAIMS]);
    expect(run.stdout).toMatch(/exit 3: 1 answer could not be checked \(1 × The answer is not in a language ground can check[^)]*\)\.?\); the 1 checked would be sent/);
    expect(run.code).toBe(3);
  });
});
