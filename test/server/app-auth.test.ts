import { describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../src/store/api-keys.ts';
import { createHarness, errorOf, ITEM } from './helpers.ts';

const CHECK = '/v1/ground/basic';

describe('bearer auth', () => {
  it('401 invalid_api_key for a missing, malformed, wrong or revoked key; nothing reaches the engine', async () => {
    const h = createHarness();
    const wrong = `grd_live_${'A'.repeat(43)}`;
    const attempts: Array<Record<string, string>> = [
      {}, { authorization: `Basic ${h.key}` }, { authorization: 'Bearer' }, { authorization: 'Bearer abc' },
      { authorization: `Bearer ${h.key.slice(0, -1)}` }, { authorization: `Bearer ${wrong}` },
      { authorization: `Bearer ${h.key.slice(0, 21)}${'x'.repeat(31)}` }, // right lookup prefix, wrong secret
      { authorization: `Bearer ${h.key.replace('grd_live_', 'grd_test_')}` },
    ];
    for (const headers of attempts) {
      const res = await h.send(CHECK, { method: 'POST', body: JSON.stringify(ITEM), key: null, headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((await errorOf(res)).code).toBe('invalid_api_key');
      expect(res.headers.get('x-ratelimit-limit')).toBe('1000000');
    }
    expect(h.engine.calls).toBe(0);
    expect((await h.post(CHECK, ITEM)).status).toBe(200);
    expect(revokeApiKey(h.db, h.keyId, h.clock.now)).toBe(true);
    const revoked = await h.post(CHECK, ITEM);
    expect(revoked.status).toBe(401);
    expect((await errorOf(revoked)).code).toBe('invalid_api_key');
  });

  it('accepts the scheme case-insensitively', async () => {
    const h = createHarness();
    const res = await h.send('/v1/ground/basic', { method: 'POST', body: JSON.stringify(ITEM), key: null, headers: { authorization: `bearer ${h.key}` } });
    expect(res.status).toBe(200);
  });

  it('503 auth_unavailable when the key store cannot be read', async () => {
    const h = createHarness({ storeOverride: { findKey: () => { throw new Error('SQLITE_CANTOPEN'); } } });
    const res = await h.post(CHECK, ITEM);
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({ code: 'auth_unavailable', message: 'The key could not be verified right now.' });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('1000000');
  });

  it('403 ip_not_allowed outside the allowlist; the socket address decides, not X-Forwarded-For', async () => {
    const h = createHarness();
    const { key } = createApiKey(h.db, { workspaceId: 'acme', allowIps: ['10.0.0.0/8', '2001:db8::/32'], now: h.clock.now });
    const from = (peer: string, xff?: string) =>
      h.send(CHECK, { method: 'POST', body: JSON.stringify(ITEM), key, peer, headers: xff ? { 'x-forwarded-for': xff } : {} });
    const denied = await from('192.168.1.5');
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('ip_not_allowed');
    expect((await from('10.1.2.3')).status).toBe(200);
    expect((await from('::ffff:10.9.9.9')).status).toBe(200);
    expect((await from('2001:db8::7')).status).toBe(200);
    expect((await from('192.168.1.5', '10.1.2.3')).status).toBe(403); // untrusted peer: header ignored
    // A key without an allowlist works from anywhere.
    expect((await h.send(CHECK, { method: 'POST', body: JSON.stringify(ITEM), peer: '203.0.113.9' })).status).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy, right-most untrusted hop first', async () => {
    const h = createHarness({ trustedProxies: ['127.0.0.1/32', '172.16.0.0/12'] });
    const { key } = createApiKey(h.db, { workspaceId: 'acme', allowIps: ['10.0.0.0/8'], now: h.clock.now });
    const from = (peer: string, xff: string) =>
      h.send(CHECK, { method: 'POST', body: JSON.stringify(ITEM), key, peer, headers: { 'x-forwarded-for': xff } });
    expect((await from('127.0.0.1', '10.1.2.3')).status).toBe(200);
    expect((await from('127.0.0.1', '10.1.2.3, 172.16.0.4')).status).toBe(200);
    // A client cannot spoof by prepending: the right-most untrusted hop (192.168.1.5) decides.
    expect((await from('127.0.0.1', '10.1.2.3, 192.168.1.5')).status).toBe(403);
    expect((await from('127.0.0.1', '192.168.1.5')).status).toBe(403);
  });

  it('refuses an invalid trusted-proxy entry at start-up', () => {
    expect(() => createHarness({ trustedProxies: ['10.0.0.0/33'] })).toThrow(/10\.0\.0\.0\/33/);
  });
});
