import { describe, expect, it } from 'vitest';
import { terminalMode } from './create-reporter.ts';

const tty = { isTTY: true };
const pipe = { isTTY: false };

describe('terminalMode', () => {
  it('colours and a live view only on a terminal, never under CI, NO_COLOR or TERM=dumb', () => {
    expect(terminalMode({ stdout: tty, stderr: tty, env: {} })).toEqual({ color: true, live: true });
    expect(terminalMode({ stdout: pipe, stderr: tty, env: {} })).toEqual({ color: false, live: true });
    expect(terminalMode({ stdout: tty, stderr: pipe, env: {} })).toEqual({ color: true, live: false });
    for (const env of [{ CI: 'true' }, { CI: '1' }, { NO_COLOR: '1' }, { TERM: 'dumb' }]) {
      expect(terminalMode({ stdout: tty, stderr: tty, env })).toEqual({ color: false, live: false });
    }
    expect(terminalMode({ stdout: tty, stderr: tty, env: { CI: 'false', NO_COLOR: '' } })).toEqual({ color: true, live: true });
  });
});
