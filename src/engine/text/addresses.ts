/**
 * Email and web addresses in a text: checked letter for letter as claims (`verify-fact.ts`),
 * never framing when advice gives one (`speech-act.ts`), and stating "email" or "visit" in a
 * window (`support/support-coverage.ts`).
 */

/** An email address ("payroll@example.com"). */
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A web address ("https://example.com/help", "www.example.com"). */
export const WEB = /\bhttps?:\/\/[^\s,;)]+|\bwww\.[^\s,;)]+/i;

const ADDRESS = new RegExp(`${EMAIL.source}|${WEB.source}`, 'gi');

/** The addresses of `text`, without trailing full stops. */
export function addressesIn(text: string): string[] {
  return [...text.matchAll(ADDRESS)].map((m) => m[0].replace(/[.]+$/, ''));
}

/** Whether `text` gives an address. */
export function hasAddress(text: string): boolean {
  return EMAIL.test(text) || WEB.test(text);
}
