import { describe, expect, it } from 'vitest';
import { createApiKey, findActiveKey, revokeApiKey } from './api-keys.ts';
import { openDatabase } from './open-database.ts';
import { readWorkspace, writeWorkspaceSettings } from './workspaces.ts';

const T = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('findActiveKey', () => {
  it('finds a key with its workspace as stored; refuses another secret with the same index, and revoked keys', () => {
    const db = openDatabase(':memory:');
    const { key, info } = createApiKey(db, { workspaceId: 'acme', allowIps: ['10.0.0.0/8'], now: T });
    writeWorkspaceSettings(db, 'acme', { dailyTokens: 5_000, requestsPerMinute: 7, maxTokensPerAnswer: 900, retainText: true, retentionDays: 3 }, T);
    expect(findActiveKey(db, key)).toEqual({ key: info, workspace: readWorkspace(db, 'acme') });
    expect(findActiveKey(db, key)?.workspace).toMatchObject({ id: 'acme', dailyTokens: 5_000, requestsPerMinute: 7, maxTokensPerAnswer: 900, retainText: true, retentionDays: 3 });
    const sameIndex = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(findActiveKey(db, sameIndex)).toBeNull();
    expect(revokeApiKey(db, info.id, T + 1)).toBe(true);
    expect(findActiveKey(db, key)).toBeNull();
    db.close();
  });
});
