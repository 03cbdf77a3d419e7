/** `ground jobs list` as a text table (pure). */
import type { JobRecord } from '../../store/jobs-read.ts';

/** One line per job: id, when, state, inputs, counts and exit code. */
export function renderJobList(jobs: readonly JobRecord[]): string {
  if (jobs.length === 0) return 'No jobs yet: ground connect FILE records one.\n';
  const head = ['id', 'created', 'state', 'rows', 'send', 'hold', 'errors', 'exit', 'inputs'];
  const rows = jobs.map((j) => [
    j.id, j.createdAt.replace('T', ' ').slice(0, 19), j.state,
    ...(j.counts ? [j.counts.rows, j.counts.sent, j.counts.held, j.counts.errors, j.counts.exitCode].map(String) : ['-', '-', '-', '-', '-']),
    j.inputs.join(', '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ');
  return `${[line(head), ...rows.map(line)].join('\n')}\n`;
}
