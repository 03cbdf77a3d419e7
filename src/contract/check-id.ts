/** Check ids, as the README documents them: `chk_` and 32 hex digits of a random UUID. */
export function newCheckId(): string {
  return `chk_${globalThis.crypto.randomUUID().replaceAll('-', '')}`;
}
