// Formatting helpers for the training and benchmark tables (metrics come from src/data/metrics.ts).

/** Formats a share as a percentage with one decimal ("n/a" for NaN). */
export function pct(x: number): string {
  return Number.isFinite(x) ? (100 * x).toFixed(1) : 'n/a';
}

/** Formats a number with three decimals ("n/a" for NaN). */
export function fix3(x: number): string {
  return Number.isFinite(x) ? x.toFixed(3) : 'n/a';
}
