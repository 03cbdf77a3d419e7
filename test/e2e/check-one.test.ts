import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckResult } from '../../src/contract/schemas.ts';
import { runGround, ROOT } from '../helpers/run-ground.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-one-');

const eiffel = readFileSync(`${ROOT}/fixtures/eiffel.json`, 'utf8');

describe('ground check (one answer)', () => {
  it('prints --version and lists commands in --help', () => {
    const pkg = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string };
    expect(runGround(['--version']).stdout.trim()).toBe(pkg.version);
    const help = runGround(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/check \[options\]/);
  });

  it('checks a JSON request on stdin and prints a valid CheckResult (held: exit 1, with why on stderr)', () => {
    const run = runGround(['check'], { input: eiffel });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^ground check: hold: \d+ not stated claims?/m);
    const result = CheckResult.parse(JSON.parse(run.stdout));
    expect(result.status).toBe('ok');
    expect(result.score.p_hallucinated === null || typeof result.score.p_hallucinated === 'number').toBe(true);
    expect(result.sentences.map((s) => s.text)).toEqual([
      'The Eiffel Tower was finished in 1889.',
      'It is 330 metres tall.',
      "It was designed by Gustave Eiffel's company in 1884.",
    ]);
    // The first two are stated by the passages; the designer and the year 1884 are not.
    expect(result.sentences[0]?.status).toBe('supported');
    expect(result.sentences[2]?.status).toBe('not_stated');
    expect(result.corrections?.length).toBeGreaterThan(0);
  });

  it('counts spans in code points, not UTF-16 units', () => {
    const answer = '🗼 The tower was finished in 1889. It is in Paris.';
    const run = runGround(['check', '-q', 'When?', '-c', 'The tower in Paris was finished in 1889.', '-a', answer]);
    expect(run.code).toBe(0);
    const result = CheckResult.parse(JSON.parse(run.stdout));
    const points = Array.from(answer);
    for (const s of result.sentences) expect(points.slice(s.span[0], s.span[1]).join('')).toBe(s.text);
    // "It is in Paris." starts at code point 34: emoji (1) + space (1) + 31-character sentence + space (1).
    expect(result.sentences.at(-1)?.span).toEqual([34, 49]);
  });

  it('an answer the engine cannot check (not English) prints the unavailable result and exits 3, never 0', () => {
    const run = runGround(['check', '-q', '東京タワーはいつ完成しましたか？', '-c', '東京タワーは1958年に完成した。', '-a', '東京タワーは1958年に完成した。']);
    const result = CheckResult.parse(JSON.parse(run.stdout));
    expect(result.status).toBe('unavailable');
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/unavailable: the answer was not checked/);
  });

  it('exits 2 with the spec code and field name for a bad request', () => {
    const run = runGround(['check'], { input: JSON.stringify({ question: 'q', context: [], answer: 'a' }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/invalid_request: context/);
    const bad = runGround(['check'], { input: '{not json' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/invalid_request/);
  });
});

describe('ground check (one answer): --format and -o', () => {
  const bridge = ['-q', 'When did it open?', '-c', 'The bridge opened in 1937.', '-a', 'The bridge opened in 1937. Penguins painted it.', '--threshold', '1'];

  it('--format text prints the claim report of the answer, not JSON', () => {
    const run = runGround(['check', ...bridge, '--format', 'text']);
    // The reasons and fix under the claim come from the engine's rules; the layout is the CLI's.
    expect(run.stdout.replace(/p \d\.\d\d/, 'p P').split('\n').slice(0, 5)).toEqual([
      'HOLD · p P · 1 not stated claim',
      '      Q: When did it open?',
      '    ✓ The bridge opened in 1937.',
      '    ? Penguins painted it.  [not stated]',
      '      ? not stated c1.0 (fact): Penguins painted it',
    ]);
    expect(run.stdout).not.toContain('{');
    expect(run.code).toBe(1);
  });

  it('--format json (the default) prints the CheckResult', () => {
    const run = runGround(['check', ...bridge, '--format', 'json']);
    expect(CheckResult.parse(JSON.parse(run.stdout)).sentences.map((s) => s.status)).toEqual(['supported', 'not_stated']);
    expect(run.code).toBe(1);
  });

  it('-o writes what stdout would have shown into the file, and nothing to stdout', () => {
    const dir = tempDir();
    for (const format of ['text', 'json']) {
      const out = join(dir, `one.${format}`);
      const toFile = runGround(['check', ...bridge, '--format', format, '-o', out]);
      expect(toFile.stdout).toBe('');
      expect(toFile.code).toBe(1);
      const shown = runGround(['check', ...bridge, '--format', format]).stdout;
      // Check ids differ per check; everything else is the same.
      const noId = (text: string) => text.replace(/chk_[0-9a-f]{32}/, 'chk_').replace(/"latency_ms": \d+/, '"latency_ms": 0');
      expect(noId(readFileSync(out, 'utf8'))).toBe(noId(shown));
    }
    expect(readdirSync(dir).sort()).toEqual(['one.json', 'one.text']);
  });

  it('report formats for many rows are a usage error here; -o into a missing folder names it before checking', () => {
    const csv = runGround(['check', ...bridge, '--format', 'csv']);
    expect(csv.stderr).toBe('ground check: --format: one answer is printed as json or text, not csv (that format is for files of answers)\n');
    expect(csv.code).toBe(2);
    const missing = join(tempDir(), 'missing', 'one.json');
    const run = runGround(['check', ...bridge, '-o', missing]);
    expect(run.stderr).toMatch(/^ground check: -o .*missing\/one\.json: cannot write: the folder .*missing does not exist\n$/);
    expect(run.code).toBe(2);
  });
});
