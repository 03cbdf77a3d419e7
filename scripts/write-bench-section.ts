// Replaces one section of BENCHMARKS.md (between `<!-- NAME:start -->` and `<!-- NAME:end -->`).
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../BENCHMARKS.md', import.meta.url);

/** Writes `body` into the section `name` (e.g. `bench:engine`), keeping every other section. */
export function writeBenchSection(name: string, body: string): void {
  const text = readFileSync(FILE, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  const section = `${start}\n${body.trim()}\n${end}`;
  const next = a >= 0 && b > a ? text.slice(0, a) + section + text.slice(b + end.length) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, next);
}
