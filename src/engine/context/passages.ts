import type { Passage } from '../types.ts';

/** Gives each passage its stable id: `p0`, `p1`, ... in the order sent; a string context is `p0`. */
export function toPassages(context: string | readonly string[]): Passage[] {
  const list = typeof context === 'string' ? [context] : context;
  return list.map((text, i) => ({ id: `p${i}`, text }));
}
