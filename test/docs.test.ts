// The documentation stays true: every relative link in the Markdown we ship resolves (file and
// heading), and the error table of docs/interface.md says what the code's error table says.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS, ERROR_CODES } from '../src/contract/errors.ts';
import { ROOT } from './helpers/run-ground.ts';

const DOCS = ['README.md', 'ARCHITECTURE.md', 'MODEL.md', 'BENCHMARKS.md', 'docs/interface.md', 'docs/library.md', 'docs/server.md'];

/** Markdown text without fenced blocks and inline code, where `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Relative link targets (`path`, `path#anchor`, `#anchor`) of a Markdown text. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '').filter((t) => !/^[a-z]+:/i.test(t));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingSlug(m[1] ?? '')));
}

describe('Markdown links', () => {
  it('finds links and slugs as GitHub does', () => {
    expect(relativeLinks('See [a](docs/a.md#x), `[b](nope.md)`, [c](https://e.org) and [d](#the-gate).')).toEqual(['docs/a.md#x', '#the-gate']);
    expect(headingSlug('The gate: exit codes')).toBe('the-gate-exit-codes');
    expect(headingSlug('`ground serve` under load')).toBe('ground-serve-under-load');
  });

  for (const doc of DOCS) {
    it(`${doc}: every relative link resolves to a file and, with #, to a heading`, () => {
      const from = join(ROOT, doc);
      for (const link of relativeLinks(readFileSync(from, 'utf8'))) {
        const [path = '', anchor] = link.split('#');
        const target = path === '' ? from : join(dirname(from), path);
        expect(existsSync(target), `${doc} links ${link}: no ${relative(ROOT, target)}`).toBe(true);
        if (anchor) expect(anchorsOf(readFileSync(target, 'utf8')).has(anchor), `${doc} links ${link}: no such heading`).toBe(true);
      }
    });
  }

  it('README links the interface page (the spec it replaces is not in the repository)', () => {
    const links = relativeLinks(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(links).toContain('docs/interface.md');
    expect(links.some((l) => l.includes('spec/'))).toBe(false);
  });
});

describe('docs/interface.md error table', () => {
  const text = readFileSync(join(ROOT, 'docs/interface.md'), 'utf8');
  const table = text.slice(text.indexOf('<!-- errors:start -->'), text.indexOf('<!-- errors:end -->'));
  const rows = [...table.matchAll(/^\| (\d{3}) \| `([a-z_]+)` \| (yes|no) \|/gm)].map((m) => ({ http: Number(m[1]), code: m[2], retry: m[3] === 'yes' }));

  it('lists every code once, in the order of the code, with its HTTP status and whether to retry', () => {
    expect(rows.map((r) => r.code)).toEqual([...ERROR_CODES]);
    for (const row of rows) {
      const spec = ERRORS[row.code as keyof typeof ERRORS];
      expect({ code: row.code, http: spec.http, retry: spec.retry }).toEqual(row);
    }
  });
});
