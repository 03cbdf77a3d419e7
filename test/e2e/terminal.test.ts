import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-ground.ts';

// `script` (util-linux) runs the CLI on a pseudo-terminal, as a person at a terminal would.
const SCRIPT = '/usr/bin/script';

function onTerminal(args: string, env: Record<string, string>): string {
  const run = spawnSync(SCRIPT, ['-qec', `${process.execPath} bin/ground ${args}`, '/dev/null'], {
    cwd: ROOT, encoding: 'utf8', timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', TERM: 'xterm-256color', ...env },
  });
  return run.stdout;
}

describe.skipIf(!existsSync(SCRIPT))('on a terminal', () => {
  it('shows the ink progress view, then the claim report coloured by status', () => {
    const out = onTerminal('check fixtures/files/answers.jsonl --threshold 1', {});
    expect(out).toMatch(/done .*5 rows/);
    expect(out).toMatch(/send .*2.*hold .*1.*unverified .*0.*error rows .*2/);
    expect(out).toContain('\x1b[33m? Its cables were spun by penguins from Antarctica.\x1b[0m');
    expect(out).toMatch(/exit 2: 2 unreadable or invalid rows/);
  });

  it('under CI (or NO_COLOR) prints plain lines: no progress view, no colour', () => {
    for (const env of [{ CI: 'true' }, { NO_COLOR: '1' }] as Array<Record<string, string>>) {
      const out = onTerminal('check fixtures/files/answers.jsonl --threshold 1', env);
      expect(out).not.toContain('\x1b[');
      expect(out).not.toMatch(/done .*5 rows/);
      expect(out).toContain('? Its cables were spun by penguins from Antarctica.  [not stated]');
    }
  });
});
