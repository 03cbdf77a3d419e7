/**
 * On a terminal: the live view (on any terminal that can redraw, whatever the colour settings),
 * "loading models" while the workers start, progress in rows; colour governed by NO_COLOR,
 * FORCE_COLOR and --color/--no-color, painted by util.styleText.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT, runGround } from '../helpers/run-ground.ts';

// `script` (util-linux) runs the CLI on a pseudo-terminal, as a person at a terminal would.
const SCRIPT = '/usr/bin/script';
const RUN = 'check fixtures/files/answers.jsonl --threshold 1';
/** A colour code (SGR, `ESC [ ... m`); ink's cursor moves are other codes. */
// eslint-disable-next-line no-control-regex -- finding escape codes is the point
const SGR = /\x1b\[[\d;]*m/;
const NOT_STATED = 'Its cables were spun by penguins from Antarctica.';

function onTerminal(args: string, env: Record<string, string>): string {
  const run = spawnSync(SCRIPT, ['-qec', `${process.execPath} bin/ground ${args}`, '/dev/null'], {
    cwd: ROOT, encoding: 'utf8', timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', TERM: 'xterm-256color', ...env },
  });
  return run.stdout;
}

describe.skipIf(!existsSync(SCRIPT))('on a terminal', () => {
  it('says "loading models" while the workers start, then shows rows of the total, then the claim report coloured by status', () => {
    const out = onTerminal(RUN, {});
    expect(out.indexOf('loading models…')).toBeGreaterThanOrEqual(0);
    expect(out.indexOf('loading models…')).toBeLessThan(out.indexOf('rows'));
    // answers.jsonl has 5 rows (line 5 is blank): counted ahead, so the total shows while checking.
    expect(out).toMatch(/done .*5 of 5 rows/);
    expect(out).toMatch(/send .*2.*hold .*1.*unverified .*0.*error rows .*2/);
    expect(out).toContain(`\x1b[33m? ${NOT_STATED}\x1b[39m`);
    expect(out).toMatch(/exit 2: 2 unreadable or invalid rows/);
  });

  it('NO_COLOR, FORCE_COLOR=0 and --no-color switch colour off but keep the live view', () => {
    for (const [args, env] of [[RUN, { NO_COLOR: '1' }], [RUN, { FORCE_COLOR: '0' }], [`${RUN} --no-color`, {}]] as Array<[string, Record<string, string>]>) {
      const out = onTerminal(args, env);
      expect(out).toMatch(/done .*5 of 5 rows/);
      expect(out).not.toMatch(SGR);
      expect(out).toContain(`? ${NOT_STATED}  [not stated]`);
    }
  });

  it('under CI the live view still shows on a terminal; TERM=dumb gets plain lines', () => {
    expect(onTerminal(RUN, { CI: 'true' })).toMatch(/done .*5 of 5 rows/);
    const dumb = onTerminal(RUN, { TERM: 'dumb' });
    expect(dumb).not.toMatch(/done .*5 of 5 rows|loading models/);
    expect(dumb).not.toMatch(SGR);
  });
});

describe('colour into a pipe', () => {
  it('none by default; --color or FORCE_COLOR=1 colour it (--color even over NO_COLOR)', () => {
    expect(runGround(RUN.split(' ')).stdout).not.toMatch(SGR);
    for (const run of [runGround([...RUN.split(' '), '--color']), runGround(RUN.split(' '), { env: { NO_COLOR: '', FORCE_COLOR: '1' } })]) {
      expect(run.stdout).toContain(`\x1b[33m? ${NOT_STATED}\x1b[39m`);
    }
  });

  it('--no-color wins over FORCE_COLOR; one answer in text follows the same rules', () => {
    expect(runGround([...RUN.split(' '), '--no-color'], { env: { NO_COLOR: '', FORCE_COLOR: '3' } }).stdout).not.toMatch(SGR);
    const one = runGround(['check', '-q', 'When?', '-c', 'The bridge opened in 1937.', '-a', 'The bridge opened in 1937.', '--format', 'text', '--color']);
    expect(one.stdout).toContain('\x1b[1m\x1b[32mSEND\x1b[39m\x1b[22m');
  });
});
