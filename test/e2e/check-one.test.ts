import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CheckResult } from '../../src/contract/schemas.ts';
import { runGround, ROOT } from '../helpers/run-ground.ts';

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
