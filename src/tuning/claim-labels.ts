/**
 * Claim-level labels for `ground tune --claim-label-field NAME`: a column holding, for an answer,
 * a list of `{ "text": "...", "label": ... }`. `text` is an exact piece of one claim's text as
 * ground splits the answer (the whole claim or any part of it, case and spaces as written); the
 * label reads as `--label-field`'s do. Parsing, matching a label to the answer's claims and the
 * figures of the claim statuses against the labels are pure; what is wrong is a message, never
 * a skipped label.
 */
import { CLAIM_STATUSES, type Claim, type ClaimStatus } from '../contract/schemas.ts';
import { parseLabel } from './labels.ts';

/** One claim label as written in the file. */
export interface ClaimLabel {
  text: string;
  y: 0 | 1;
}

/** A labelled claim matched to the engine's claim: its status and the label. */
export interface LabelledClaim {
  status: ClaimStatus;
  y: 0 | 1;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const SHAPE = 'a list of {"text": "...", "label": ...}';

/** Shortens a text for a message. */
const quote = (text: string, max = 80): string => JSON.stringify(text.length > max ? `${text.slice(0, max - 3)}...` : text);

/**
 * The claim labels of one row: an array, or (as in a CSV cell) its JSON text; missing, null or
 * an empty cell is no labels.
 *
 * @example parseClaimLabels('[{"text": "every week", "label": "hallucinated"}]') // ok, [{ text: 'every week', y: 1 }]
 */
export function parseClaimLabels(value: unknown): Parsed<ClaimLabel[]> {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { ok: true, value: [] };
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return { ok: false, message: `is not JSON; write ${SHAPE}` };
    }
  }
  if (!Array.isArray(list)) return { ok: false, message: `is not a list; write ${SHAPE}` };
  const labels: ClaimLabel[] = [];
  for (const [i, entry] of list.entries()) {
    const at = `entry ${i + 1}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return { ok: false, message: `${at} is not an object; write ${SHAPE}` };
    const { text, label } = entry as Record<string, unknown>;
    if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: `${at} has no "text" (an exact piece of the claim's text)` };
    const y = parseLabel(label);
    if (!y.ok) return { ok: false, message: `${at} (${quote(text)}): the label ${y.message}` };
    labels.push({ text, y: y.y });
  }
  return { ok: true, value: labels };
}

/**
 * Matches each label to the one claim whose text contains its `text` exactly. A text in no claim
 * or in several, or one claim given both labels, is an error naming the claims; a label given
 * twice counts once. `answerLabel` 0 (not hallucinated) with a claim labelled hallucinated is an
 * error too: the two labels disagree.
 */
export function matchClaimLabels(claims: readonly Claim[], labels: readonly ClaimLabel[], answerLabel: 0 | 1): Parsed<LabelledClaim[]> {
  const byClaim = new Map<Claim, 0 | 1>();
  for (const label of labels) {
    const found = claims.filter((c) => c.text.includes(label.text));
    if (found.length === 0) {
      const list = claims.map((c) => quote(c.text, 60)).join(', ');
      return { ok: false, message: `the claim label ${quote(label.text)} is in no claim of the answer (its claims: ${list || 'none'}); its text must be an exact piece of one claim` };
    }
    if (found.length > 1) {
      return { ok: false, message: `the claim label ${quote(label.text)} is in ${found.length} claims (${found.map((c) => quote(c.text, 60)).join(', ')}); give a longer piece of the one you mean` };
    }
    const claim = found[0] as Claim;
    const before = byClaim.get(claim);
    if (before !== undefined && before !== label.y) return { ok: false, message: `the claim ${quote(claim.text, 60)} is labelled both hallucinated and not` };
    if (label.y === 1 && answerLabel === 0) return { ok: false, message: `the claim label ${quote(label.text)} says hallucinated, but the answer is labelled not hallucinated` };
    byClaim.set(claim, label.y);
  }
  return { ok: true, value: [...byClaim].map(([claim, y]) => ({ status: claim.status, y })) };
}

/** How the engine's claim statuses did against the claim labels. */
export interface ClaimFigures {
  claims: number;
  hallucinated: number;
  /** The statuses counted as flagging a claim (the gate's fail-on). */
  flaggedBy: readonly ClaimStatus[];
  /** Labelled claims flagged, and of those the hallucinated ones. */
  flagged: number;
  caught: number;
  /** Share of flagged labelled claims that are hallucinated; null when none is flagged. */
  precision: number | null;
  /** Share of hallucinated claims flagged; null when none is hallucinated. */
  recall: number | null;
  /** Labelled claims per status: how many hallucinated, how many not. */
  byStatus: Record<ClaimStatus, { hallucinated: number; faithful: number }>;
}

/**
 * Precision and recall of "a claim is flagged when its status is in `flaggedBy`" against the
 * labels, and the labels per status.
 *
 * @example scoreClaimLabels([{ status: 'contradicted', y: 1 }, { status: 'supported', y: 1 }], ['contradicted']) // precision 1, recall 0.5
 */
export function scoreClaimLabels(claims: readonly LabelledClaim[], flaggedBy: readonly ClaimStatus[]): ClaimFigures {
  const byStatus = Object.fromEntries(CLAIM_STATUSES.map((s) => [s, { hallucinated: 0, faithful: 0 }])) as ClaimFigures['byStatus'];
  let flagged = 0, tp = 0, positives = 0;
  for (const c of claims) {
    const isFlagged = flaggedBy.includes(c.status);
    if (isFlagged) flagged += 1;
    if (c.y === 1) positives += 1;
    if (isFlagged && c.y === 1) tp += 1;
    byStatus[c.status][c.y === 1 ? 'hallucinated' : 'faithful'] += 1;
  }
  return { claims: claims.length, hallucinated: positives, flaggedBy, flagged, caught: tp, precision: flagged === 0 ? null : tp / flagged, recall: positives === 0 ? null : tp / positives, byStatus };
}

