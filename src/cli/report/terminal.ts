/**
 * What the terminal gets: colour and the live progress view. Colour follows the conventions
 * Node's `util.styleText` follows (and paints with it): `--color`/`--no-color` first, then
 * `FORCE_COLOR` (`0` or `false`: none; anything else: colour, even into a pipe), then `NO_COLOR`
 * (when not empty), `NODE_DISABLE_COLORS` or `TERM=dumb` (none), else colour on a terminal. The
 * live view shows on any terminal that can redraw (not `TERM=dumb`), with or without colour.
 */
import { WriteStream } from 'node:tty';
import { styleText } from 'node:util';

type Env = Readonly<Record<string, string | undefined>>;

/** A `util.styleText` format: `'red'`, `['bold', 'green']`, `'dim'`, ... */
export type StyleFormat = Parameters<typeof styleText>[0];

/** Colour on stdout (the report) and stderr (progress), and whether the live view shows. */
export interface TerminalMode {
  color: boolean;
  errColor: boolean;
  live: boolean;
}

/**
 * Whether `stream` gets colour under `env`, by Node's own rules (`tty`'s `getColorDepth`, what
 * `util.styleText` checks on a real stream) but read from `env`, so tests can pass their own.
 * `flag` is `--color` (true) or `--no-color` (false), which win.
 */
export function wantsColor(stream: { isTTY?: boolean }, env: Env, flag?: boolean): boolean {
  if (flag !== undefined) return flag;
  // getColorDepth reads only its argument: 1 means no colour (FORCE_COLOR=0, NO_COLOR, TERM=dumb).
  const depth = WriteStream.prototype.getColorDepth.call(stream, env as NodeJS.ProcessEnv);
  if (env.FORCE_COLOR !== undefined) return depth > 2;
  return Boolean(stream.isTTY) && depth > 2;
}

/** The terminal mode of `io`, with `--color`/`--no-color` when given. */
export function terminalMode(io: { stdout: { isTTY?: boolean }; stderr: { isTTY?: boolean }; env: Env }, colorFlag?: boolean): TerminalMode {
  return {
    color: wantsColor(io.stdout, io.env, colorFlag),
    errColor: wantsColor(io.stderr, io.env, colorFlag),
    live: Boolean(io.stderr.isTTY) && io.env.TERM !== 'dumb',
  };
}

/**
 * `text` painted with `format` when `color`, else unchanged.
 * @example paint(true, ['bold', 'red'], 'HOLD') // '\x1b[1m\x1b[31mHOLD\x1b[39m\x1b[22m'
 */
export function paint(color: boolean, format: StyleFormat, text: string): string {
  return color ? styleText(format, text, { validateStream: false }) : text;
}
