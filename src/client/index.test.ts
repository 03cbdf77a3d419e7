import { describe, expect, it } from 'vitest';
import * as client from './ground-client.ts';

describe('client public surface', () => {
  it('exports only what remote callers use', () => {
    expect(Object.keys(client).sort()).toEqual(['GroundClientError', 'createGroundClient', 'parseRetryAfter']);
  });
});
