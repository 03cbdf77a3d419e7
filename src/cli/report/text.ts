/**
 * The claim-level text report: each answer with its sentences marked (and coloured on a
 * terminal) by status, each flagged claim with its reasons, evidence ids and fix, then a summary.
 * `renderRow` and `renderSummary` are pure; the reporter only writes what they return.
 */
import type { Claim, ClaimStatus } from '../../contract/schemas.ts';
import { TEXT_KEPT } from '../../store/jobs.ts';
import type { Sink } from './sink.ts';
import { paint, type StyleFormat } from './terminal.ts';
import type { CheckedRow, ReportRow, Reporter, Summary } from './types.ts';

/** Whether to colour with ANSI codes. */
export interface TextStyle {
  color: boolean;
}

const MARK: Record<ClaimStatus, string> = {
  contradicted: '✗', not_stated: '?', depends_on_error: '↳', unverified_step: '~', supported: '✓', not_checked: '·',
};
/** The colour of each status, in the text report and the live view. */
export const STATUS_STYLE: Record<ClaimStatus, StyleFormat> = {
  contradicted: 'red', not_stated: 'yellow', depends_on_error: 'magenta', unverified_step: 'cyan', supported: 'green', not_checked: 'dim',
};

/** Claims worth a detail block: wrong or unsure, the claims whose text a job keeps (so a reprinted job has it). */
export const FLAGGED: ReadonlySet<ClaimStatus> = TEXT_KEPT;

/** Control characters (C0 but tab, DEL, C1) and bidi overrides: shown escaped, never sent to the terminal. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from the input (questions, answers, file names) made safe for a terminal: an answer
 * holding `ESC [2J` or `ESC ]0;...` must not clear the screen or retitle the window, and a CR
 * must not overwrite the line. Each such character is shown as an escape, e.g. `\x1b`, `\r`.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    const code = c.charCodeAt(0);
    return code > 0xff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\x${code.toString(16).padStart(2, '0')}`;
  });
}

/** A status as words: `not_stated` -> `not stated`. */
export function statusWords(status: string): string {
  return status.replaceAll('_', ' ');
}

function place(row: ReportRow): string {
  return `${terminalSafe(row.file)}:${row.line}`;
}

function renderClaim(claim: Claim, style: TextStyle): string[] {
  const lines = [`      ${paint(style.color, STATUS_STYLE[claim.status], `${MARK[claim.status]} ${statusWords(claim.status)}`)} ${claim.id} (${claim.type}): ${terminalSafe(claim.text)}`];
  for (const check of claim.checks) lines.push(`          why: ${terminalSafe(check)}`);
  if (claim.evidence.length > 0) lines.push(`          evidence: ${claim.evidence.map((e) => e.id).join(', ')}`);
  if (claim.rests_on.length > 0) lines.push(`          rests on: ${claim.rests_on.join(', ')}`);
  if (claim.fix) lines.push(`          fix: ${terminalSafe(claim.fix)}`);
  return lines;
}

/** Renders one row as lines of text (ending with a newline). */
export function renderRow(row: ReportRow, style: TextStyle): string {
  if (row.kind === 'error') {
    return `${paint(style.color, ['bold', 'red'], 'ERROR')} ${place(row)} ${row.code}: ${terminalSafe(row.message)}\n`;
  }
  return renderAnswer(row, place(row), style);
}

/**
 * Renders one checked answer: SEND/HOLD, `where` (a row's `file:line`; null for the one-answer
 * mode), p and why; the question; its sentences marked by status with each flagged claim.
 */
export function renderAnswer(answer: Pick<CheckedRow, 'question' | 'result' | 'decision'>, where: string | null, style: TextStyle): string {
  const { result, decision } = answer;
  // In a report, `HOLD ` and `SEND ` are padded so the places line up.
  const word = `${decision.held ? 'HOLD' : 'SEND'}${where === null ? '' : ' '}`;
  const verdict = paint(style.color, decision.held ? ['bold', 'red'] : ['bold', 'green'], word);
  const p = result.score.p_hallucinated;
  const head = [where === null ? verdict : `${verdict} ${where}`, p === null ? null : `p ${p.toFixed(2)}`, terminalSafe(decision.reasons.join('; ')) || null];
  const lines = [head.filter((h) => h !== null).join(' · ')];
  if (answer.question) lines.push(`      Q: ${terminalSafe(answer.question)}`);
  for (const sentence of result.sentences) {
    const label = style.color || sentence.status === 'supported' ? '' : `  [${statusWords(sentence.status)}]`;
    // A job reprinted from the store has no text for sentences without wrong or unsure claims.
    const text = terminalSafe(sentence.text) || `(text not kept: ${sentence.span[1] - sentence.span[0]} characters)`;
    lines.push(`    ${paint(style.color, STATUS_STYLE[sentence.status], `${MARK[sentence.status]} ${text}`)}${label}`);
    for (const claim of sentence.claims) if (FLAGGED.has(claim.status)) lines.push(...renderClaim(claim, style));
  }
  return `${lines.join('\n')}\n`;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** Why answers were unavailable, most frequent first: `2 × network_error; 1 × The answer is not ...`. */
function reasons(s: Summary): string {
  return Object.entries(s.unavailableReasons).sort((a, b) => b[1] - a[1]).map(([why, n]) => `${n.toLocaleString('en-US')} × ${terminalSafe(why)}`).join('; ');
}

/** Why the run ends with its exit code, in one line. */
export function explainExit(s: Summary): string {
  if (s.exitCode === 2 && s.errorExit === 2) return 'exit 2: the checks were refused (see the reason on the unverified answers)';
  if (s.exitCode === 2 && s.rows === 0) return 'exit 2: no rows were read (empty input or sample); nothing was checked';
  if (s.exitCode === 2) return `exit 2: ${plural(s.errors, 'unreadable or invalid row')}; fix the input or pass --allow-bad-rows`;
  if (s.exitCode === 3 && s.checked === 0 && s.unavailable === 0) return 'exit 3: no answer was checked (every row was unreadable or invalid); no verdict';
  if (s.exitCode === 3 && s.checked === 0) return `exit 3: no verdict: ${plural(s.unavailable, 'answer')} could not be checked (${reasons(s)})`;
  if (s.exitCode === 3) return `exit 3: ${plural(s.unavailable, 'answer')} could not be checked (${reasons(s)}); the ${s.checked.toLocaleString('en-US')} checked would be sent`;
  if (s.exitCode === 1) return `exit 1: ${plural(s.held, 'answer')} held`;
  return 'exit 0: every answer would be sent';
}

/** Renders the summary block. */
export function renderSummary(s: Summary, style: TextStyle): string {
  const codes = Object.entries(s.errorCodes).map(([code, n]) => `${code} ${n}`).join(', ');
  const claims = Object.entries(s.claims).map(([status, n]) => paint(style.color, STATUS_STYLE[status as ClaimStatus], `${statusWords(status)} ${n}`)).join(' · ');
  const failOn = s.gate.failOn.length > 0 ? s.gate.failOn.map(statusWords).join(', ') : 'no claim status';
  const lines = [
    paint(style.color, 'bold', `Summary: ${terminalSafe(s.files.join(', '))}`),
    `  ${plural(s.rows, 'row')} · ${s.checked.toLocaleString('en-US')} checked · ${s.unavailable.toLocaleString('en-US')} unverified · ${plural(s.errors, 'error row')}${codes ? ` (${codes})` : ''}`,
    `  ${paint(style.color, 'green', `send ${s.sent.toLocaleString('en-US')}`)} · ${paint(style.color, 'red', `hold ${s.held.toLocaleString('en-US')}`)}  (holds on ${failOn}, or p_hallucinated >= ${s.gate.threshold})`,
    `  claims: ${claims}`,
    ...(s.jobId ? [`  job: ${s.jobId}`] : []),
    `  ${paint(style.color, s.exitCode === 0 ? 'green' : ['bold', 'red'], explainExit(s))}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Options of the text reporter. */
export interface TextReporterOptions extends TextStyle {
  /**
   * false: write each row as it completes (plain output). true: keep rows until the end (the
   * terminal shows the progress view meanwhile), at most `keepHeld` held or error rows and
   * `keepAll` rows in total, so memory stays bounded.
   */
  deferred: boolean;
  keepHeld?: number;
  keepAll?: number;
}

/** The text reporter over `out`. */
export function createTextReporter(out: Sink, options: TextReporterOptions): Reporter {
  const kept: ReportRow[] = [];
  const keepHeld = options.keepHeld ?? 200;
  const keepAll = options.keepAll ?? 50;
  let omitted = 0;
  return {
    async row(row) {
      if (!options.deferred) return out.write(renderRow(row, options));
      const flagged = row.kind === 'error' || row.decision.held;
      if (kept.length < keepAll || (flagged && kept.length < keepHeld)) kept.push(row);
      else omitted += 1;
    },
    async end(summary) {
      for (const row of kept) await out.write(renderRow(row, options));
      if (omitted > 0) await out.write(`… ${plural(omitted, 'more row')} not shown; use --format html or jsonl for every answer\n`);
      await out.write(`\n${renderSummary(summary, options)}`);
    },
  };
}
