/**
 * A figure read off another version's part: "In 3.x the pool opens 5 connections by default"
 * where the part about 3.x says "default 10" and 5 is the 2.x part's; "On driftdb 5.x each node
 * needs at least 2 GB of RAM" where "driftdb 5.x: minimum 4 GB" and 2 GB is 4.x's.
 *
 * A part is a sentence, labelled by the version families it names ("3.x"), or, naming none, by
 * those its passage's first sentence names (a passage titled "quarrel-driver 2.x: ..."). The claim
 * must name one version (a family, "3.x", or a release of one, "3.4"); the context's labels must
 * be families. Contradicted when the claim's figure is given only in parts labelled with other
 * families, and the parts labelled with the claim's give exactly one figure of its kind after the
 * same words as the giver's ("default 5" / "default 10"). A release ("4.2.0") against a changelog's
 * releases is left alone: a change in one release holds in those after it.
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { once } from '../context/memo.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { anchorBefore, passageId, sameAnchor, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/**
 * A version family ("3.x"), a release in three parts ("4.2.0") or one written as a version
 * ("v3.4", "version 3.4"); the major number is group 1. (A bare "3.4" is a decimal.)
 */
const VERSION = /(?<![\w.])(?:v|version\s+)?(\d{1,3})\.(x|\d{1,3}\.\d{1,3})(?![\w.]*\d)|(?<![\w.])(?:v|version\s+)(\d{1,3})(?:\.\d{1,3})?(?![\w.]*\d)/gi;
const major = (m: RegExpMatchArray) => Number(m[1] ?? m[3]);

/** The major numbers of the version families ("3.x") a text names. */
function families(text: string): Set<number> {
  return new Set([...text.matchAll(VERSION)].filter((m) => m[2]?.toLowerCase() === 'x').map(major));
}

/** The major numbers of every version a text names: families and releases. */
function majors(text: string): Set<number> {
  return new Set([...text.matchAll(VERSION)].map(major));
}

/** The version in `text` that `q` is (part of), or undefined: "3" of "3.x", "4.2" of "4.2.0", "3.4" of "version 3.4". */
function versionAt(text: string, q: Quantity): RegExpMatchArray | undefined {
  return [...text.matchAll(VERSION)].find((m) => (m.index ?? 0) <= q.start && q.start < (m.index ?? 0) + m[0].length);
}

/** Whether `q` is (part of) a version in `text`. */
export function isVersion(text: string, q: Quantity): boolean {
  return versionAt(text, q) !== undefined;
}

const LABELS = new WeakMap<ContextIndex, Array<Set<number>>>();

/** The version families each sentence is about: its own, or its passage's title's (read once per check). */
function labels(index: ContextIndex): Array<Set<number>> {
  return once(LABELS, index, () => index.sentences.map((s, id) => {
    const own = families(s.facts.text);
    if (own.size > 0) return own;
    const first = index.byPassage[s.passage]?.[0];
    return first === undefined || first === id ? own : families(index.sentences[first]?.facts.text ?? '');
  }));
}

/** Whether `q` is (part of) a version family or a three-part release in `text` ("4" of "4.x", "4.2" of "4.2.0"). */
export function isVersionLabel(text: string, q: Quantity): boolean {
  return versionAt(text, q)?.[1] !== undefined;
}

/** A copula right before a figure ("was 120", "is 30"). */
const COPULA_BEFORE = /\s+(?:is|was|are|were|will be|has been|had been)\s*$/i;

/** The contradiction of a figure given only for another version family, or null. */
export function versionRow(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  if (isVersion(claim.text, q)) return null;
  const named = majors(claim.text);
  const [version] = named;
  if (named.size !== 1 || version === undefined) return null;
  const label = labels(index);
  const states = (text: string, e: Quantity) => sameQuantity(q, e) && !isVersion(text, e);
  const stating = index.sentences.flatMap((s, id) => (s.facts.quantities.some((e) => states(s.facts.text, e)) ? [id] : []));
  // The figure is given, and only in parts about other families.
  if (stating.length === 0 || stating.some((id) => (label[id]?.size ?? 0) === 0 || label[id]?.has(version))) return null;
  const giver = stating[0] as number;
  const giverText = index.sentences[giver]?.facts.text ?? '';
  const given = index.sentences[giver]?.facts.quantities.find((e) => states(giverText, e));
  if (!given) return null;
  // A legacy family's figure is told in the past ("The default timeout was 120 seconds") and the
  // current one's in the present ("is 30 seconds"): the slot is the words before the verb.
  const anchorOf = (text: string, at: number) => {
    const before = text.slice(0, at).replace(COPULA_BEFORE, '');
    return anchorBefore(before, before.length);
  };
  const anchor = anchorOf(giverText, given.start);
  const plain = anchorBefore(giverText, given.start);
  const rivals: Array<{ id: number; e: Quantity }> = [];
  index.sentences.forEach((s, id) => {
    if (!label[id]?.has(version)) return;
    for (const e of s.facts.quantities) {
      if (!comparable(q, e) || isVersion(s.facts.text, e) || !!e.limit !== !!given.limit) continue;
      if (sameAnchor(anchor, anchorOf(s.facts.text, e.start)) || sameAnchor(plain, anchorBefore(s.facts.text, e.start))) rivals.push({ id, e });
    }
  });
  const values = new Set(rivals.map((r) => `${r.e.dim}:${r.e.value}`));
  const [rival] = rivals;
  if (values.size !== 1 || !rival || claim.quantities.some((o) => o !== q && sameQuantity(o, rival.e))) return null;
  const pid = passageId(index, rival.id);
  const said = index.sentences[rival.id]?.facts.text.trim() ?? '';
  return verdict('contradicted', true, [sentenceEvidence(index, rival.id)],
    [`The answer says ${q.raw} for ${version}.x; ${pid} gives ${rival.e.raw} there ("${said}"), and ${q.raw} is another version's.`],
    `Replace ${q.raw} with ${rival.e.raw}.`);
}
