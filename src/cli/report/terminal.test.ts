import { describe, expect, it } from 'vitest';
import { paint, terminalMode, wantsColor } from './terminal.ts';

const tty = { isTTY: true };
const pipe = { isTTY: false };
const TERM = 'xterm-256color';

describe('terminalMode', () => {
  it('the live view on any terminal that can redraw: under CI, NO_COLOR and FORCE_COLOR=0 too, not TERM=dumb', () => {
    for (const env of [{ TERM }, { TERM, CI: 'true' }, { TERM, NO_COLOR: '1' }, { TERM, FORCE_COLOR: '0' }]) {
      expect(terminalMode({ stdout: pipe, stderr: tty, env }).live).toBe(true);
    }
    expect(terminalMode({ stdout: tty, stderr: tty, env: { TERM: 'dumb' } }).live).toBe(false);
    expect(terminalMode({ stdout: tty, stderr: pipe, env: { TERM } }).live).toBe(false);
  });

  it('colour per stream: on a terminal, not into a pipe', () => {
    expect(terminalMode({ stdout: tty, stderr: pipe, env: { TERM } })).toEqual({ color: true, errColor: false, live: false });
    expect(terminalMode({ stdout: pipe, stderr: tty, env: { TERM } })).toEqual({ color: false, errColor: true, live: true });
  });

  it('NO_COLOR (not empty), NODE_DISABLE_COLORS and TERM=dumb switch colour off; an empty NO_COLOR does not', () => {
    for (const env of [{ TERM, NO_COLOR: '1' }, { TERM, NODE_DISABLE_COLORS: '1' }, { TERM: 'dumb' }]) expect(wantsColor(tty, env)).toBe(false);
    expect(wantsColor(tty, { TERM, NO_COLOR: '' })).toBe(true);
  });

  it('FORCE_COLOR decides alone: 0 or false is no colour even on a terminal; 1, 2, 3 or empty colour even a pipe', () => {
    for (const value of ['0', 'false']) expect(wantsColor(tty, { TERM, FORCE_COLOR: value })).toBe(false);
    for (const value of ['1', '2', '3', '']) expect(wantsColor(pipe, { FORCE_COLOR: value, NO_COLOR: '1' })).toBe(true);
  });

  it('--color and --no-color win over everything', () => {
    expect(wantsColor(pipe, { NO_COLOR: '1', FORCE_COLOR: '0' }, true)).toBe(true);
    expect(wantsColor(tty, { TERM, FORCE_COLOR: '3' }, false)).toBe(false);
  });

  it('paints with util.styleText, only when asked', () => {
    expect(paint(true, ['bold', 'red'], 'HOLD')).toBe('\x1b[1m\x1b[31mHOLD\x1b[39m\x1b[22m');
    expect(paint(false, ['bold', 'red'], 'HOLD')).toBe('HOLD');
  });
});
