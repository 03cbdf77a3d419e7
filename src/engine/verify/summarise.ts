/** Sentence status, corrections and the regeneration hint, from the claims' verdicts. */
import type { Claim, ClaimStatus } from '../../contract/schemas.ts';

/** The spec's order, worst first. */
const STATUS_ORDER: readonly ClaimStatus[] = ['contradicted', 'not_stated', 'depends_on_error', 'unverified_step', 'supported', 'not_checked'];

/** The worst status in the spec's order; `not_checked` when there is none. */
export function worstStatus(statuses: readonly ClaimStatus[]): ClaimStatus {
  let best = STATUS_ORDER.length - 1;
  for (const s of statuses) best = Math.min(best, STATUS_ORDER.indexOf(s));
  return STATUS_ORDER[best] ?? 'not_checked';
}

/** One line per claim to fix: `c1.0: Replace 1889 with 1887.` Empty when nothing needs fixing. */
export function correctionsOf(claims: readonly Claim[]): string[] {
  return claims.filter((c) => c.fix !== null).map((c) => `${c.id}: ${c.fix ?? ''}`);
}

/** The instruction for the model that wrote the answer, or null when nothing needs fixing. */
export function regenerationHint(claims: readonly Claim[]): string | null {
  const fix = claims.filter((c) => c.status === 'contradicted' || c.status === 'depends_on_error');
  const remove = claims.filter((c) => c.status === 'not_stated');
  if (fix.length === 0 && remove.length === 0) return null;
  const parts = ['Rewrite the answer using only the source passages.'];
  if (fix.length > 0) parts.push(`Correct: ${fix.map((c) => `"${c.text}" (${c.fix ?? c.checks[0] ?? ''})`).join('; ')}.`);
  if (remove.length > 0) parts.push(`Remove, or support from the passages: ${remove.map((c) => `"${c.text}"`).join('; ')}.`);
  parts.push('Do not add anything the passages do not state.');
  return parts.join(' ');
}
