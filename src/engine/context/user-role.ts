/**
 * The party the user is in a passage's rules ("the Tenant", "the guarantor", "the recipient"),
 * when the question or the answer says so: "I'm the tenant", "you as tenant", "As the person who
 * received it" is not one (no party word). A claim that speaks of "you" can then be read with the
 * party in its place, so that a rule of who does what to whom ("The Tenant shall reimburse the
 * Landlord") is compared with "The landlord must reimburse you". Pure.
 */

/** Party words rules name. */
const PARTIES = 'tenant|landlord|borrower|lender|guarantor|sender|recipient|buyer|seller|purchaser|vendor|employer|employee|customer|supplier|client|contractor|licensee|licensor|lessee|lessor|member|policyholder|insurer|claimant|defendant|applicant|passenger|driver|owner|agent|subscriber|provider|patient';
const SAYS_PARTY = [
  new RegExp(String.raw`\b(?:i|we)(?:'m|'re| am| are)\s+(?:the|a|an)\s+(${PARTIES})\b`, 'i'),
  new RegExp(String.raw`\bas\s+(?:the|a|an)\s+(${PARTIES}),?\s+(?:i|we|you)\b`, 'i'),
  new RegExp(String.raw`\byou(?:'re| are)?\s+(?:as\s+)?(?:the|a|an)\s+(${PARTIES})\b`, 'i'),
  new RegExp(String.raw`\byou,?\s+as\s+(?:the\s+|a\s+|an\s+)?(${PARTIES})\b`, 'i'),
  new RegExp(String.raw`\b(?:down to|up to|for|on)\s+you\s+as\s+(?:the\s+)?(${PARTIES})\b`, 'i'),
];

/** The one party the question and answer name as the user's, when the passages name it too; else null. */
export function userRole(question: string, answer: string, passages: readonly string[]): string | null {
  const found = new Set<string>();
  for (const text of [question, answer]) for (const re of SAYS_PARTY) for (const m of text.matchAll(new RegExp(re.source, 'gi'))) found.add((m[1] ?? '').toLowerCase());
  if (found.size !== 1) return null;
  const [role] = [...found];
  if (!role) return null;
  const named = new RegExp(`\\b${role}s?\\b`, 'i');
  return passages.some((p) => named.test(p)) ? role : null;
}

/** `text` with "you" read as the party: "The landlord must reimburse you" -> "The landlord must reimburse the tenant". */
export function asParty(text: string, role: string): string {
  return text
    .replace(/\byou(?:'re| are)\b/gi, `the ${role} is`)
    .replace(/\byou(?:'ve| have)\b/gi, `the ${role} has`)
    .replace(/\byour\b/gi, `the ${role}'s`)
    .replace(/\byou\b/gi, `the ${role}`);
}
