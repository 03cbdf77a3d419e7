/**
 * The tuning chosen with `--tuning` (or `GROUND_TUNING`) at the CLI's edge, read by the code that
 * builds the checkers of that command. Tunings apply on the main thread, so no worker needs it.
 */
import type { LoadedTuning } from './apply-tuning.ts';

let chosen: LoadedTuning | null = null;

/** Sets (or, with null, clears) the tuning of the running command. */
export function chooseTuning(tuning: LoadedTuning | null): void {
  chosen = tuning;
}

/** The chosen tuning, or null. */
export function chosenTuning(): LoadedTuning | null {
  return chosen;
}
