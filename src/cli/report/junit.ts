/**
 * `--format junit`: one testcase per answer, failed when held; an error row is a testcase with
 * an `<error>`. Testcases are spooled to a temporary file while the run streams, because the
 * suite's counts open the document.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSink, type Sink } from './sink.ts';
import { FLAGGED, statusWords } from './text.ts';
import type { ReportRow, Reporter, Summary } from './types.ts';

/** Escapes text for XML attributes and content (and drops characters XML 1.0 forbids). */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The `<testcase>` element of one row. */
export function renderTestcase(row: ReportRow): string {
  const name = xmlEscape(`${row.file}:${row.line}${row.kind === 'checked' ? ` ${shorten(row.question, 80)}` : ''}`);
  const open = `  <testcase classname="${xmlEscape(row.file)}" name="${name}"`;
  if (row.kind === 'error') {
    return `${open} time="0">\n    <error type="${row.code}" message="${xmlEscape(row.message)}"/>\n  </testcase>\n`;
  }
  const time = (row.result.meta.latency_ms / 1000).toFixed(3);
  if (!row.decision.held) return `${open} time="${time}"/>\n`;
  const details: string[] = [];
  for (const s of row.result.sentences) {
    for (const c of s.claims) {
      if (!FLAGGED.has(c.status)) continue;
      details.push(`${statusWords(c.status)}: ${c.text}${c.checks.length ? `\n  why: ${c.checks.join('; ')}` : ''}${c.evidence.length ? `\n  evidence: ${c.evidence.map((e) => e.id).join(', ')}` : ''}${c.fix ? `\n  fix: ${c.fix}` : ''}`);
    }
  }
  const message = xmlEscape(row.decision.reasons.join('; '));
  return `${open} time="${time}">\n    <failure type="held" message="${message}">${xmlEscape(details.join('\n'))}</failure>\n  </testcase>\n`;
}

/** The opening of the document, with the counts. */
export function renderJunitHead(s: Summary, title: string): string {
  const tests = s.rows;
  const attrs = `tests="${tests}" failures="${s.held}" errors="${s.errors}" time="${(s.elapsedMs / 1000).toFixed(3)}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="ground" ${attrs}>\n<testsuite name="${xmlEscape(title)}" ${attrs} skipped="0">\n`;
}

/** The JUnit reporter: spools testcases, then writes head, testcases and tail to `out`. */
export function createJunitReporter(out: Sink, title: string): Reporter {
  const dir = mkdtempSync(join(tmpdir(), 'ground-junit-'));
  const spoolPath = join(dir, 'testcases.xml');
  const spoolStream = createWriteStream(spoolPath);
  const spool = createSink(spoolStream);
  return {
    row: (row) => spool.write(renderTestcase(row)),
    async end(summary) {
      await new Promise<void>((resolve) => spoolStream.end(resolve));
      try {
        await out.write(renderJunitHead(summary, title));
        for await (const chunk of createReadStream(spoolPath, { encoding: 'utf8' })) await out.write(chunk as string);
        await out.write('</testsuite>\n</testsuites>\n');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
