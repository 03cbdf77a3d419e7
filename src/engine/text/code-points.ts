/** Conversions between UTF-16 offsets (JavaScript strings) and Unicode code point offsets (the spec). */

/** Builds a table mapping each UTF-16 offset (0..length) to its code point offset. */
export function utf16ToCodePointTable(text: string): Uint32Array {
  const table = new Uint32Array(text.length + 1);
  // Without surrogate pairs the two offsets are the same (the common case, and much faster).
  if (!/[\uD800-\uDFFF]/.test(text)) {
    for (let i = 0; i <= text.length; i++) table[i] = i;
    return table;
  }
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = cp;
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point: the low half maps to the same offset.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        table[i + 1] = cp;
        i++;
      }
    }
    cp++;
  }
  table[text.length] = cp;
  return table;
}

/**
 * A text with both offset systems: `cp[i]` is the code point offset of UTF-16 offset `i`, and
 * `u16[k]` the UTF-16 offset of code point `k`. The engine works in UTF-16 inside and reports
 * code points (the spec) at the edge.
 */
export interface TextView {
  text: string;
  cp: Uint32Array;
  u16: Uint32Array;
}

/** Builds the two offset tables of `text` once, so slicing by code points is O(1). */
export function createTextView(text: string): TextView {
  const cp = utf16ToCodePointTable(text);
  const total = cp[text.length] ?? 0;
  const u16 = new Uint32Array(total + 1);
  for (let i = text.length; i >= 0; i--) u16[cp[i] ?? 0] = i;
  return { text, cp, u16 };
}

/**
 * Where each token is in `text` (UTF-16), found in order from the end of the one before: engine
 * tokens carry code point offsets into their passage, so a sentence or claim finds them anew.
 * -1 for a token not found.
 */
export function tokenOffsets(text: string, tokens: readonly { text: string }[]): number[] {
  let at = 0;
  return tokens.map((t) => {
    const i = text.indexOf(t.text, at);
    if (i >= 0) at = i + t.text.length;
    return i;
  });
}

/**
 * The tokens that start inside [from, to) of `text` (UTF-16 offsets, as quantities and regular
 * expressions give them), found by `tokenOffsets`: a context sentence's tokens carry offsets into
 * their passage, so they are never compared with offsets into the sentence directly.
 */
export function tokensWithin<T extends { text: string }>(text: string, tokens: readonly T[], from: number, to: number): T[] {
  const at = offsetsIn(text, tokens);
  return tokens.filter((_, i) => (at[i] ?? -1) >= from && (at[i] ?? -1) < to);
}

/** `tokenOffsets` of a sentence's own token list, worked out once per list (rules ask for the same sentence many times). */
const OFFSETS = new WeakMap<readonly object[], { text: string; at: readonly number[] }>();

export function offsetsIn(text: string, tokens: readonly { text: string }[]): readonly number[] {
  const known = OFFSETS.get(tokens);
  if (known?.text === text) return known.at;
  const at = tokenOffsets(text, tokens);
  OFFSETS.set(tokens, { text, at });
  return at;
}
