/**
 * The one internal format every labelled data set is loaded into (see ../shared/data/README.md).
 * Used by training and benchmark scripts only; nothing here ships in a check.
 */

/** S = supported, C = contradicted, NS = not stated. `NS_OR_C` when the set only says "not supported". */
export type Label = 'S' | 'C' | 'NS' | 'NS_OR_C';

export interface Example {
  /** Data set name, e.g. `wice`, `healthver`. */
  set: string;
  /** `train` (free for training and tuning) or `report` (figures only; never train on it). */
  use: 'train' | 'report';
  /** The file split it came from, e.g. `dev`, `test`. */
  split: string;
  /** Stable id within the set. */
  id: string;
  /** Grouping key for carving dev splits (by question/claim/document, never by row). */
  group: string;
  question?: string;
  passages: string[];
  /** The claim, or the answer/summary/response to check. */
  claim: string;
  label: Label;
  /** Unsupported or erroneous spans in `claim`, as [start, end) code-point offsets, where given. */
  spans?: Array<[number, number]>;
  /**
   * The set's own label before mapping to `label`, e.g. WiCE `partially_supported` vs
   * `not_supported` (both NS), AggreFact error types, `nli-entailed` for halueval-removed.
   */
  sourceLabel?: string;
}
