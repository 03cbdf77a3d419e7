import { describe, expect, it } from 'vitest';
import { resolveDataDir, type DataDirHost } from './data-dir.ts';

function host(platform: NodeJS.Platform, existing: string[] = []): DataDirHost {
  return { platform, exists: (p) => existing.includes(p), platformDataDir: () => `/platform/${platform}/ground` };
}

describe('data folder', () => {
  it('--data-dir, else GROUND_DATA_DIR (relative from the working folder), on every platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(resolveDataDir('d', { GROUND_DATA_DIR: '/e' }, '/cwd', host(platform))).toBe('/cwd/d');
      expect(resolveDataDir(undefined, { GROUND_DATA_DIR: 'rel' }, '/cwd', host(platform))).toBe('/cwd/rel');
    }
  });

  it('Linux and other Unix: the XDG folder, read from the given environment (a relative XDG_DATA_HOME is ignored)', () => {
    for (const platform of ['linux', 'freebsd'] as const) {
      expect(resolveDataDir(undefined, { HOME: '/home/u', XDG_DATA_HOME: '/xdg' }, '/cwd', host(platform))).toBe('/xdg/ground');
      expect(resolveDataDir(undefined, { HOME: '/home/u', XDG_DATA_HOME: 'rel', GROUND_DATA_DIR: '' }, '/cwd', host(platform))).toBe('/home/u/.local/share/ground');
    }
  });

  it("macOS and Windows: the folder earlier versions used while it exists, else the platform's (env-paths)", () => {
    for (const platform of ['darwin', 'win32'] as const) {
      expect(resolveDataDir(undefined, { HOME: '/home/u' }, '/cwd', host(platform))).toBe(`/platform/${platform}/ground`);
      expect(resolveDataDir(undefined, { HOME: '/home/u' }, '/cwd', host(platform, ['/home/u/.local/share/ground']))).toBe('/home/u/.local/share/ground');
      expect(resolveDataDir(undefined, { HOME: '/home/u', XDG_DATA_HOME: '/xdg' }, '/cwd', host(platform, ['/xdg/ground']))).toBe('/xdg/ground');
    }
  });

  it('the real host: env-paths gives this platform a folder named ground', () => {
    const dir = resolveDataDir(undefined, { HOME: '/home/u' }, '/cwd');
    expect(dir).toMatch(/[\\/]ground([\\/]Data)?$/);
    if (process.platform === 'linux') expect(dir).toBe('/home/u/.local/share/ground');
  });
});
