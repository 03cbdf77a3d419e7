import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, resolveDataDir, resolveServeConfig } from '../../src/cli/config.ts';
import { runGround } from '../helpers/run-ground.ts';

describe('serve configuration', () => {
  it('data folder: --data-dir, else GROUND_DATA_DIR, else $XDG_DATA_HOME/ground, else ~/.local/share/ground', () => {
    const env = { HOME: '/home/u', XDG_DATA_HOME: '/xdg', GROUND_DATA_DIR: 'rel/dir' };
    expect(resolveDataDir('/flag', env, '/cwd')).toBe('/flag');
    expect(resolveDataDir(undefined, env, '/cwd')).toBe('/cwd/rel/dir');
    expect(resolveDataDir(undefined, { HOME: '/home/u', XDG_DATA_HOME: '/xdg' }, '/cwd')).toBe('/xdg/ground');
    expect(resolveDataDir(undefined, { HOME: '/home/u' }, '/cwd')).toBe('/home/u/.local/share/ground');
  });

  it('refuses plain HTTP on a non-loopback address unless --behind-proxy, and accepts it with TLS', () => {
    expect(() => resolveServeConfig({ host: '0.0.0.0' }, {}, '/')).toThrow(/refusing to serve plain HTTP on 0\.0\.0\.0/);
    expect(() => resolveServeConfig({ host: '10.1.2.3', tlsCert: 'c.pem' }, {}, '/')).toThrow(/both --tls-cert and --tls-key/);
    expect(resolveServeConfig({ host: '0.0.0.0', behindProxy: true }, {}, '/').behindProxy).toBe(true);
    expect(resolveServeConfig({ host: '0.0.0.0', tlsCert: 'c.pem', tlsKey: 'k.pem' }, {}, '/x').tls).toEqual({ certFile: '/x/c.pem', keyFile: '/x/k.pem' });
    const local = resolveServeConfig({}, {}, '/');
    expect([local.host, local.port, local.tls]).toEqual(['127.0.0.1', 8080, null]);
    expect(local.workers).toBeGreaterThanOrEqual(1);
    expect(['127.0.0.1', '127.8.9.1', '::1', 'localhost'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.2'].some(isLoopbackHost)).toBe(false);
  });

  it('rejects bad numbers', () => {
    expect(() => resolveServeConfig({ port: '70000' }, {}, '/')).toThrow(/--port/);
    expect(() => resolveServeConfig({ workers: '0' }, {}, '/')).toThrow(/--workers/);
  });

  it('the real command exits 2 with the reason', () => {
    const run = runGround(['serve', '--host', '0.0.0.0', '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--tls-cert and --tls-key, or --behind-proxy/);
  });

  it('exits 2 naming --trust-proxy when a trusted-proxy address is not an address or CIDR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-proxy-'));
    try {
      const run = runGround(['serve', '--port', '0', '--workers', '1', '--data-dir', dir, '--trust-proxy', '10.0.0.0/99']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^ground serve: --trust-proxy: .*10\.0\.0\.0\/99/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 (instead of hanging with its workers) when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as AddressInfo).port;
    const dir = mkdtempSync(join(tmpdir(), 'ground-port-'));
    try {
      const run = runGround(['serve', '--port', String(port), '--workers', '1', '--data-dir', dir]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/EADDRINUSE/);
    } finally {
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
