/** `text` with every character a regular expression gives a meaning to escaped, so it matches literally (with or without the `u` flag). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
