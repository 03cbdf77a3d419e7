/**
 * A value worked out once per key and kept while the key lives (a context index, a claim's
 * quantity): rules that every claim of an answer runs ask for the same reading of the context.
 *
 * @example const segments = once(CUT, index, () => cut(index));
 */
export function once<K extends object, V>(memo: WeakMap<K, V>, key: K, make: () => V): V {
  if (memo.has(key)) return memo.get(key) as V;
  const value = make();
  memo.set(key, value);
  return value;
}
