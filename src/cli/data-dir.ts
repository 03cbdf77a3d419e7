/**
 * Where the local store lives. The platform's folder comes from env-paths; the folder earlier
 * versions used on every platform is kept while it exists, so an upgrade never loses a store.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import envPaths from 'env-paths';

/** The default, in a flag's help. */
export const DATA_DIR_HELP = "default: $GROUND_DATA_DIR, else $XDG_DATA_HOME/ground or ~/.local/share/ground; on macOS and Windows the platform's data folder unless that one exists";

type Env = Readonly<Record<string, string | undefined>>;

/** What the choice depends on besides flags and environment (tests pass their own). */
export interface DataDirHost {
  platform: NodeJS.Platform;
  exists(path: string): boolean;
  /** The platform's data folder for `ground` (env-paths). */
  platformDataDir(): string;
}

const HOST: DataDirHost = {
  platform: process.platform,
  exists: existsSync,
  // suffix '': the folder is `ground`, not env-paths' default `ground-nodejs`.
  platformDataDir: () => envPaths('ground', { suffix: '' }).data,
};

/**
 * The data folder:
 * 1. `--data-dir`, else `GROUND_DATA_DIR` (relative paths from `cwd`);
 * 2. else the XDG folder, `$XDG_DATA_HOME/ground` (an absolute `XDG_DATA_HOME` only) or
 *    `~/.local/share/ground`: on Linux and other Unix systems always (it is env-paths' answer
 *    there too, read here from `env`), on macOS and Windows when it exists (earlier versions used it
 *    everywhere);
 * 3. else env-paths' data folder: `~/Library/Application Support/ground` on macOS,
 *    `%LOCALAPPDATA%\ground\Data` on Windows.
 *
 * @example resolveDataDir(undefined, { HOME: '/home/ada' }, '/') // '/home/ada/.local/share/ground' on Linux
 */
export function resolveDataDir(flag: string | undefined, env: Env, cwd: string, host: DataDirHost = HOST): string {
  const chosen = flag ?? env.GROUND_DATA_DIR;
  if (chosen !== undefined && chosen !== '') return resolve(cwd, chosen);
  const xdg = env.XDG_DATA_HOME;
  const xdgDir = xdg !== undefined && isAbsolute(xdg) ? join(xdg, 'ground') : join(env.HOME ?? homedir(), '.local', 'share', 'ground');
  if (host.platform !== 'darwin' && host.platform !== 'win32') return xdgDir;
  return host.exists(xdgDir) ? xdgDir : host.platformDataDir();
}
