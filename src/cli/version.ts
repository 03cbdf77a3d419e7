import { readFileSync } from 'node:fs';

/** The package version, read once from package.json. */
export function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
