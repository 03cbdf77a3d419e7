/**
 * A lookup table keyed by words of the checked text. Built on a null prototype, so that a word
 * such as "constructor" or "toString" in an answer or passage finds nothing instead of one of
 * Object's own members (which crashed the trained verifier's tokenizer on a passage quoting
 * `client constructor`).
 *
 * @example wordTable({ twice: 2 })['constructor'] // undefined
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
