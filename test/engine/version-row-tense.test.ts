// A figure of a legacy version family told in the past ("was 90 seconds" for 4.x) put on the
// current family ("In Ferrule 5.x ... 90 seconds"), where the current family's passage says "is 15
// seconds": contradicted with 15 seconds, checked by hand; the current figure is supported.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

const DOCS = [
  'Ferrule client 5.x settings. The default idle timeout is 15 seconds and can be changed with the idle option. Compression is on by default.',
  'Ferrule client 4.x settings (legacy). The default idle timeout was 90 seconds. Compression was off by default. Version 4.x no longer receives fixes.',
];
const ASKED = 'What is the default idle timeout in Ferrule 5?';

const claimOf = (answer: string, part: string) => shippedClaimOf({ question: ASKED, context: DOCS, answer }, part);

describe('a legacy family figure told in the past tense', () => {
  it('is contradicted when put on the current family, with its own value in the fix', () => {
    const claim = claimOf('In Ferrule 5.x, idle connections time out after 90 seconds by default.', '90 seconds');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toContain('15 seconds');
  });

  it('leaves the current family figure supported', () => {
    expect(claimOf('In Ferrule 5.x, idle connections time out after 15 seconds by default.', '15 seconds')?.status).toBe('supported');
  });
});
