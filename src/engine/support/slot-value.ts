/**
 * A figure in the wrong slot: the claim's value is in the context, but for another entity or
 * period. The clause of the context that states most of the rest of the claim gives a different
 * value of the same kind ("Plan B costs $15" where the answer says Plan B costs $10 and $10 is
 * Plan A's price). Compared clause by clause (a sentence split at commas, semicolons, "and",
 * "while", "whereas", "compared with"), so two entities in one sentence are told apart.
 */
import { inPoints } from '../context/percent-points.ts';
import { tokenOffsets } from '../text/code-points.ts';
import { closeTo, sameQuantity, sameValue, comparable } from '../quantities/compare-quantities.ts';
import { givenByUser, initialsOf, lowerInitialsOf, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { anchorBefore, passageId, sameAnchor, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { supportSentences, type BestSupport } from './best-support.ts';
import { newer, newerStating } from './update-swap.ts';
import { statesBirthday } from './birthday-age.ts';
import { isVersion, isVersionLabel } from './version-row.ts';

/** Words of obligation or ability, which a rule says whatever its figure ("you need to", "must", "can"). */
const MODAL_WORDS = new Set(['need', 'must', 'require', 'required', 'have', 'can', 'may', 'should', 'allow', 'allowed', 'able']);

interface Clause { sentence: number; start: number; end: number; share: number }

const BREAK = /^(,|;|and|but|while|whereas|compared|versus|vs|against|than|respectively|\(|\))$/i;
/** Capitalised words that name no thing: months and days. */
const CALENDAR = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i;
/** Words that open a condition clause. */
const CONDITION_OPENER = /^(?:if|when|where|once|whenever)$/i;
/** A clause naming the claim's thing is its slot when it states this share of the claim. */
const NAMED_STATES = 0.5;
/** The clause stating the rest of the claim must state at least this share of it... */
const STATES = 0.6;
/** ...and this much more than the clause that has the claim's value. */
const MARGIN = 0.2;

function clausesOf(index: ContextIndex, id: number): Array<{ start: number; end: number; tokens: NlpToken[] }> {
  const facts = index.sentences[id]?.facts;
  if (!facts) return [];
  const out: Array<{ start: number; end: number; tokens: NlpToken[]; aside?: boolean }> = [];
  let run: Array<{ t: NlpToken; at: number }> = [];
  let opened = false;
  const flush = (closing = false) => {
    const first = run[0];
    const last = run.at(-1);
    // A word or two in brackets ("1 (lower) to 7 (higher)") is an aside, not a clause.
    const aside = closing && opened && run.length <= 2 && run.every((r) => !/\d/.test(r.t.text));
    if (first && last) out.push({ start: first.at, end: last.at + last.t.text.length, tokens: run.map((r) => r.t), aside });
    run = [];
  };
  // Token offsets are code points into the passage; quantities are UTF-16 into the sentence: find each token in the sentence.
  let at = 0;
  for (const t of facts.tokens) {
    const i = facts.text.indexOf(t.text, at);
    if (i >= 0) at = i + t.text.length;
    // "between £12,501 and £46,000" is one range, not two clauses.
    const rangeAnd = /^and$/i.test(t.normal) && /\d/.test(run.at(-1)?.t.text ?? '') && run.slice(-4, -1).some((r) => /^between$/i.test(r.t.normal));
    if (BREAK.test(t.normal) && !rangeAnd) {
      flush(t.text === ')');
      opened = t.text === '(';
    } else run.push({ t, at: i >= 0 ? i : at });
  }
  flush();
  // A trailing list item with no word of its own ("... in 2002 and 2010") belongs to the clause before it.
  const merged: typeof out = [];
  for (const c of out) {
    const prev = merged.at(-1);
    // An item of a list of nouns ("on the death of a partner, child, parent or sibling"): a short run with no verb and no figure.
    const listItem = c.tokens.length <= 3 && c.tokens.every((t) => /^(?:NOUN|PROPN|CCONJ|DET)$/.test(t.pos) && !/\d/.test(t.text));
    if (prev && (!c.tokens.some(isContent) || listItem || c.aside)) merged[merged.length - 1] = { start: prev.start, end: c.end, tokens: [...prev.tokens, ...c.tokens] };
    else merged.push(c);
  }
  return merged;
}

/**
 * Whether a clause has a verb of its own: an auxiliary, or a verb not used as an adjective
 * before its noun ("one checked bag up to 23 kg" has none; "it includes one bag" has one).
 */
function hasFiniteVerb(tokens: readonly NlpToken[]): boolean {
  return tokens.some((t, i) => t.pos === 'AUX' || (t.pos === 'VERB' && !/^(NOUN|PROPN)$/.test(tokens[i + 1]?.pos ?? '')));
}

const EACH = /\b(?:each|every|any|all|per)\b/i;
/** Words that open a relative clause about the clause before ("..., where they are held ..."). */
const RELATIVE = /^(?:where|which|who|whom|whose|when)$/i;
const FIRST = /\bthe (?:first|second|initial)\b|\bonly\b/i;
/** Words that set a figure against another ("instead of two", "up from 5%"). */
const SET_AGAINST = /\b(?:instead of|rather than|compared (?:with|to)|versus|vs\.?|against|up from|down from|not)\s+(?:the\s+)?$/i;
/** The period a figure is given for, named right after it: "a month", "per month", "each year". */
const PERIOD_AFTER = /^\s*(?:a|an|per|each|every|\/)\s*(day|night|week|month|year|hour)\b/i;
function periodOf(text: string, end: number): string | null {
  return PERIOD_AFTER.exec(text.slice(end))?.[1]?.toLowerCase() ?? null;
}
const THIS_PERIOD = /\bthis (year|month|week|quarter|season|term)\b/i;

const CLAIM_BREAK = /,\s*(?:while|whereas|plus|and|but|which|who|where)\b|;|\s(?:while|whereas)\s/gi;

/**
 * The part of the claim a value belongs to, and that part's words: "Economy includes one bag of
 * up to 32 kg, plus a cabin bag up to 8 kg" gives 32 kg to "Economy ... bag" and 8 kg to
 * "cabin bag" (with the first part's names, which the later parts speak of).
 */
function claimPart(claim: UnitFacts, q: Quantity): { quantities: Quantity[]; words: Set<string> } {
  const cuts = [0, ...[...claim.text.matchAll(CLAIM_BREAK)].map((m) => m.index ?? 0), claim.text.length];
  let k = 0;
  while (k + 1 < cuts.length - 1 && q.start >= (cuts[k + 1] ?? 0)) k++;
  const [from, to] = [cuts[k] ?? 0, cuts[k + 1] ?? claim.text.length];
  const firstEnd = cuts[1] ?? claim.text.length;
  const words = new Set<string>();
  const offsets = tokenOffsets(claim.text, claim.tokens);
  // The claim's first word is capitalised as a sentence's first word, not as a name the later parts speak of.
  const opener = claim.tokens.find((t) => /\p{L}/u.test(t.text));
  claim.tokens.forEach((t, n) => {
    const i = offsets[n] ?? -1;
    if (i >= 0 && ((i >= from && i < to) || (k > 0 && i < firstEnd && t !== opener && /^\p{Lu}/u.test(t.text)))) words.add(termOf(t));
  });
  return { quantities: claim.quantities.filter((c) => c.start >= from && c.start < to), words };
}

/** A name in a clause with the tokens around it. */
interface NameAt { term: string; prev: NlpToken | undefined; next: NlpToken | undefined }

/** Two names in one slot: the same word after each, or the same content word before each. */
function sameSlot(a: NameAt, b: NameAt): boolean {
  const word = (t: NlpToken | undefined) => (t && /^\p{L}+$/u.test(t.text) ? termOf(t) : null);
  const [an, bn] = [word(a.next), word(b.next)];
  if (an !== null && an === bn && !(a.next && isName(a.next))) return true;
  const [ap, bp] = [word(a.prev), word(b.prev)];
  return ap !== null && ap === bp && a.prev !== undefined && isContent(a.prev) && !isName(a.prev);
}

/** A capitalised content word that is no month or day, or a label of capitals and digits ("C3", "AB12"). */
function isName(t: NlpToken): boolean {
  return (/^\p{Lu}\p{Ll}/u.test(t.text) && isContent(t) && !CALENDAR.test(t.normal)) || CODE_LABEL.test(t.text);
}

/** A grade, band or zone label of one or two capitals and a number ("C3", "AB12"). */
const CODE_LABEL = /^\p{Lu}{1,2}\d{1,2}$/u;

/**
 * The names in the claim part: words written with a capital inside the claim ("the Plus plan",
 * "Card B"), never the claim's first word.
 */
function namesOf(claim: UnitFacts, words: ReadonlySet<string>): string[] {
  const first = claim.tokens.find((t) => /\p{L}/u.test(t.text));
  const out = new Set<string>();
  for (const t of claim.tokens) {
    if (t === first || !isName(t)) continue;
    const term = termOf(t);
    if (words.has(term)) out.add(term);
  }
  return [...out];
}

/** The claim quantity's conflict with the clause that states the rest of the claim, or null. */
export function slotValueConflict(index: ContextIndex, claim: UnitFacts, q: Quantity, whole: BestSupport, absent = false): RuleVerdict | null {
  const part = claimPart(claim, q);
  // An approximate figure ("about 30") may round the slot's value: never judged here. A bound
  // ("up to 32 kg", "under 12") is judged against the same kind of bound in its slot.
  if (q.hedge === 'about') return null;
  const bound = q.hedge !== null;
  // "the 2024 bonus": a year read as a count is no count of anything.
  if (q.dim === 'count' && /^(?:19|20)\d\d$/.test(q.raw)) return null;
  // The whole a part is counted out of ("112 of the 200 members") is no value of the part's slot.
  if (/\d\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+)?$/i.test(claim.text.slice(Math.max(0, q.start - 24), q.start))) return null;
  // The user's own figure, from the question and in no passage ("For a £2,000 loan" against "Loans
  // from £500 to £15,000"), is their situation, not a value of the passages' slot.
  if (givenByUser(index, q) && quantitiesStating(index, q).length === 0) return null;
  // An age reached ("turns two") is stated by its birthday ("before the child's second birthday"), not by another count there.
  if (statesBirthday(index, claim, q)) return null;
  // Other figures of the kind in the claim part must each be in the best clause ("calculated daily").
  const siblings = part.quantities.filter((c) => c !== q && comparable(c, q));
  const support = { ...whole, terms: whole.terms.filter((t) => part.words.has(t.term)) };
  let total = 0;
  for (const t of support.terms) total += t.weight;
  // One word besides a date ("paid on 19 June") is judged only through its anchor (below).
  const lone = support.terms.length === 1 && (q.dim === 'day' || q.dim === 'date');
  if (total === 0 || (support.terms.length < 2 && !lone)) return null;
  const words = (tokens: readonly NlpToken[]) => new Set(tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));

  const clauses: Array<Clause & { values: Quantity[]; words: Set<string>; names: NameAt[] }> = [];
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const qs = index.sentences[id]?.facts.quantities ?? [];
      const parts = clausesOf(index, id);
      // Clauses without a figure before one ("After probation, ...") frame it; only for a value
      // the context states elsewhere (a swap), never to pin a value no passage states.
      const valued = (c: (typeof parts)[number]) => qs.some((e) => e.start >= c.start && e.start < c.end);
      for (const [k, c] of parts.entries()) {
        // A coordinated predicate ("... calculated daily and paid monthly") shares its subject with the clause before it.
        // A coordinated predicate ("... and paid monthly") or an elliptical clause without a verb
        // ("... for international flights and 40 minutes before departure for domestic flights")
        // shares the clause before it.
        // So does a relative clause after a comma ("..., where they are held for 30 days").
        const predicate = k > 0 && (/^(VERB|AUX)$/.test(c.tokens[0]?.pos ?? '') || !hasFiniteVerb(c.tokens) || RELATIVE.test(c.tokens[0]?.normal ?? ''));
        // An elliptical clause ("..., and 2 days for other relatives") shares the subject and verbs of
        // the clause before it, not the things that clause gives its figure for ("on the death of a
        // partner, child, parent").
        const elliptical = predicate && !/^(VERB|AUX)$/.test(c.tokens[0]?.pos ?? '') && !hasFiniteVerb(c.tokens) && !RELATIVE.test(c.tokens[0]?.normal ?? '');
        const before = parts[k - 1]?.tokens ?? [];
        const figureAt = before.findIndex((t) => t.pos === 'NUM' || /\d/.test(t.text));
        const shared = elliptical && figureAt > 0 ? before.filter((t, i) => i < figureAt || t.pos === 'VERB' || t.pos === 'AUX') : before;
        const frame = absent || !valued(c) ? [] : [...parts.slice(0, k).filter((p) => !valued(p)).flatMap((p) => p.tokens), ...(predicate ? shared : [])];
        // A leading condition with the figure ("If the delay is more than 5 hours, you may choose not to
        // travel") is said of its main clause: that clause's words are the condition's too.
        const condition = k === 0 && CONDITION_OPENER.test(c.tokens[0]?.normal ?? '') ? parts[k + 1]?.tokens ?? [] : [];
        const have = new Set([...words(c.tokens), ...words(frame), ...words(condition)]);
        // A name the clause spells out states its abbreviation ("Time off in lieu" / "TOIL").
        const spelled = index.sentences[id]?.facts.text.slice(c.start, c.end) ?? '';
        for (const a of [...initialsOf(spelled), ...lowerInitialsOf(spelled)]) have.add(a.toLowerCase()).add(a);
        let got = 0;
        for (const t of support.terms) if (have.has(t.term) || (t.matched !== null && have.has(t.matched))) got += t.weight * Math.max(t.credit, 0.8);
        const values = qs.filter((e) => e.start >= c.start && e.start < c.end);
        const opener = index.sentences[id]?.facts.tokens.find((t) => /\p{L}/u.test(t.text));
        // The sentence's opening word names a thing when a plain noun follows it ("Basic plan customers ..."):
        // it fills the slot of a claim's name before the same noun ("the Plus plan") as any other name does.
        const named = (t: NlpToken, i: number) => isName(t) && (t !== opener || (c.tokens[i + 1]?.pos === 'NOUN' && /^\p{Ll}/u.test(c.tokens[i + 1]?.text ?? '')));
        const names = c.tokens.flatMap((t, i) => (named(t, i) ? [{ term: termOf(t), prev: c.tokens[i - 1], next: c.tokens[i + 1] }] : []));
        clauses.push({ sentence: id, start: c.start, end: c.end, share: got / total, values, words: have, names });
      }
    }
  }
  // The slot is a clause that gives a figure of the kind; clauses without one only frame.
  // A limit ("up to 8 tablets a day") is a limit's slot ("no more than 4 tablets"): between clauses
  // that state as much of the claim, the one giving a limit of the kind is the slot.
  const kin = (e: Quantity) => comparable(q, e) && !!e.limit === !!q.limit && e.hedge === q.hedge;
  const rank = (c: (typeof clauses)[number]) => c.share + (c.values.some(kin) ? 1e-6 : 0);
  const valuedClauses = clauses.filter((c) => c.values.some((e) => comparable(q, e)));
  // A name of the claim ("the Plus plan") fixes its slot before any share of words does: a clause
  // naming it wins over one stating more of the rest for another name ("The Basic plan includes
  // 50 GB of cloud storage" against "The Plus plan includes 200 GB of storage").
  const names = namesOf(claim, part.words);
  const naming = (c: (typeof clauses)[number]) => names.length > 0 && names.every((n) => c.words.has(n));
  const named = valuedClauses.some(naming) && !valuedClauses.some((c) => naming(c) && c.values.some((e) => sameQuantity(q, e))) ? valuedClauses.filter(naming) : valuedClauses;
  // A claim about each of a kind has no slot in a clause about the first of them only (see firstOnly below).
  const clauseText = (c: (typeof clauses)[number]) => index.sentences[c.sentence]?.facts.text.slice(c.start, c.end) ?? '';
  const each = EACH.test(claim.text) && !FIRST.test(claim.text);
  const unscoped = each ? named.filter((c) => !FIRST.test(clauseText(c))) : named;
  const pool = unscoped.length > 0 ? unscoped : named;
  const best = pool.reduce<(typeof clauses)[number] | null>((b, c) => (!b || rank(c) > rank(b) ? c : b), null);
  const byName = best !== null && named !== valuedClauses;
  if (!best || best.share < (byName ? NAMED_STATES : STATES)) return null;
  // A clause about another period than the claim's ("Last year's winner finished in 2:08:15" for
  // "This year's winner ran 2:06:41") is not its slot.
  const period = THIS_PERIOD.exec(claim.text)?.[1]?.toLowerCase();
  const bestClause = index.sentences[best.sentence]?.facts.text.slice(best.start, best.end) ?? '';
  if (period && new RegExp(`\\b(?:last|previous|prior|next|following) ${period}\\b`, 'i').test(bestClause)) return null;
  // A bound states the slot only with the same value ("under 2" does not state "under 12").
  const states = (e: Quantity) => (bound ? kin(e) && sameValue(q, e) : sameQuantity(q, e));
  if (best.values.some(states)) return null;
  // The value an update or correction gives as its own ("the frequency will be every 12 minutes at
  // launch", not "Our report stated ... every 8 minutes") replaces the older passage's.
  if (!newer(index).has(index.sentences[best.sentence]?.passage ?? -1) && newerStating(index, q).length > 0) return null;
  const sentenceValues = index.sentences[best.sentence]?.facts.quantities ?? [];
  if (!siblings.every((c) => sentenceValues.some((e) => sameQuantity(c, e)))) return null;
  // A limit is judged only against a limit ("up to €300 million" is no dividend of €0.62).
  if (bound && !best.values.some(kin)) return null;
  // A count of the claim's thing ("Two centres") has no rival in a clause that never names that
  // thing and counts something else ("four days a week instead of seven").
  // (Not a label's number: "a grade 2 role", "Band 5".)
  const bestText = index.sentences[best.sentence]?.facts.text ?? '';
  const before = claim.text.slice(Math.max(0, q.start - 12), q.start);
  const labelled = /[a-z]{2,}\s*$/i.test(before) && !/\b(?:the|a|an|of|for|to|and|with|in|on|at|by|about|only|just|all|those|these|its|their|our|your|my|his|her)\s*$/i.test(before);
  const nounAfter4 = (text: string, at: number) => /^\s+([a-z]{3,})/i.exec(text.slice(at))?.[1]?.toLowerCase().slice(0, 4);
  const counted = q.dim === 'count' && !labelled ? nounAfter4(claim.text, q.end) : undefined;
  // A bound ("children under 12") counts its own thing, whatever else the clause names ("one drop in each eye").
  const countsOther = (e: Quantity) => counted !== undefined && (!clauseText(best).toLowerCase().includes(counted) || e.hedge !== null) && nounAfter4(bestText, e.end) !== counted;
  // An age ("a 24-year-old") and a length of time ("a four-year contract") are figures of different things.
  const aged = (text: string, e: Quantity) => /^\s*-?\s*(?:years?\s*-?\s*)?old\b/i.test(text.slice(e.end, e.end + 12));
  const lengthOf = (text: string, e: Quantity) => e.raw.includes('-') && !aged(text, e);
  // A version family or release ("4.x", "4.2.0") is set only against another, never against a count ("default 64").
  const otherKind = (e: Quantity) => (aged(claim.text, q) && lengthOf(bestText, e)) || (lengthOf(claim.text, q) && aged(bestText, e)) 
    || (isVersionLabel(claim.text, q) && !isVersion(bestText, e)) || (!isVersion(claim.text, q) && isVersionLabel(bestText, e));
  const anyRivals = best.values.filter((e) => (bound ? kin(e) : comparable(q, e)) && !otherKind(e) && !part.quantities.some((c) => (!bound || c.hedge === q.hedge) && sameQuantity(c, e)) && !countsOther(e));
  // Several values of the kind: the one after the claim's own words is its slot ("paid on 15 July
  // to shareholders on the register on 20 June" for "paid on 19 June").
  const anchor = anchorBefore(claim.text, q.start);
  const anchored = anyRivals.filter((e) => sameAnchor(anchor, anchorBefore(bestText, e.start)));
  const rivals = lone ? anchored : !absent && anyRivals.length > 1 && anchored.length === 1 ? anchored : anyRivals;
  const pid0 = passageId(index, best.sentence);
  // A value no passage states, where the clause gives several of its kind: say what to check, invent nothing.
  if (absent && rivals.length > 1) {
    const listed = rivals.map((e) => e.raw).join(', ');
    return verdict('not_stated', true, [sentenceEvidence(index, best.sentence)], [`No passage states ${q.raw}; ${pid0} gives ${listed} here.`], `Check which of ${listed} (${pid0}) the answer means, and use it instead of ${q.raw}.`);
  }
  if (rivals.length !== 1) return null;
  const [only] = rivals;
  if (only && totalOfRate(index, best.sentence, only, claim, q)) return null;
  if (workedFromSlot(index, best.sentence, claim, q) || workedResult(claim, q)) return null;
  // A gap in percentage points ("0.9 percentage points behind") is no share of its own: no share rivals it.
  if (only && inPoints(q) !== inPoints(only)) return null;
  // The claim sets its figure against the slot's value itself ("up to four phones instead of two"): the value is the other side, not the claim's slot.
  if (only && claim.quantities.some((o) => o !== q && sameQuantity(o, only) && SET_AGAINST.test(claim.text.slice(Math.max(0, o.start - 20), o.start)))) return null;
  if (absent && only) return verdict('contradicted', true, [sentenceEvidence(index, best.sentence)], [`The answer says ${q.raw}; ${pid0} says ${only.raw}.`], `Replace ${q.raw} with ${only.raw}.`);
  const holder = clauses.filter((c) => c.values.some(states));
  const has = (c: (typeof clauses)[number], t: (typeof support.terms)[number]) => c.words.has(t.term) || (t.matched !== null && c.words.has(t.matched));
  // The best clause names something of the claim the value's clause lacks ("Opened items" /
  // "Unopened items ... 30 days"): the claim is about the best clause's entity, however close the shares.
  // Only words the claim shares outright (the same word, or WordNet's) make a clause sharper; a near vector match does not.
  // So does another figure of the claim that the best clause states and the value's clause lacks
  // ("version 5.2 supports Python 3.8" where "Version 5.2 supports Python 3.9" and "3.8 was dropped in version 5.0").
  // A word of obligation or ability ("need" / "must") makes no clause sharper: every rule says one.
  // (Not when the value's clause has a sharp word of the claim's that the best clause lacks: each is as sharp.)
  const sharpOnly = (a: (typeof clauses)[number], b: (typeof clauses)[number]) => support.terms.some((t) => t.credit >= 0.9 && !MODAL_WORDS.has(t.term) && has(a, t) && !has(b, t));
  // A clause without the claim's name, where the slot was fixed by that name ("Grade C3: ..." for
  // "grade C3 is 37,100", the value being C4's), is never as sharp.
  const sharper = (c: (typeof clauses)[number]) => (sharpOnly(best, c) && !sharpOnly(c, best)) || (byName && !naming(c))
    || claim.quantities.some((o) => o !== q && best.values.some((e) => sameQuantity(o, e)) && !c.values.some((e) => sameQuantity(o, e)));
  // A value whose clause names another thing, where the best clause names the claim's: the claim took another slot's figure.
  // ... and the other name fills the same slot: the same word after it ("the Basic plan" / "the
  // Plus plan", "the Customer must" / "the Provider must") or the same content word before it ("Card A" / "Card B").
  const own = best ? best.names.filter((n) => names.includes(n.term)) : [];
  const otherName = (c: (typeof clauses)[number]) => byName && !naming(c) && c.names.some((h) => !part.words.has(h.term) && own.some((b) => sameSlot(h, b)));
  // A value the context gives only for the first of a kind ("$35 for the first additional bag and
  // $50 for each additional bag after that") is no value for each of them ("Each additional bag costs $35").
  const firstOnly = (c: (typeof clauses)[number]) => each && FIRST.test(clauseText(c)) && !FIRST.test(clauseText(best));
  if (holder.some((c) => !otherName(c) && !firstOnly(c) && c.share > best.share - MARGIN && !sharper(c))) return null;
  // The clause opening the best clause's own sentence, giving the value in the claim's frame (the same
  // word before and after it) where the claim's figure is in its own opening clause ("For 6 months
  // after the termination date, ... in the final 12 months" for "For six months after you leave, ...
  // in your last year"), is the figure's slot; the best clause is the rest of the sentence.
  const opening = claim.text.indexOf(',') > q.end;
  const framed = (c: (typeof clauses)[number]) => opening && c.sentence === best.sentence && c.start === 0
    && c.values.some((e) => states(e) && sameFrame(claim.text, q.start, q.end, bestText, e.start, e.end));
  if (holder.some((c) => c !== best && framed(c))) return null;
  // Only the first-only clause holds the value: say so, and name no other clause's value (which slot applies is the reader's to check).
  const first = holder.find(firstOnly);
  if (first && holder.every((c) => firstOnly(c) || otherName(c))) {
    const pidFirst = passageId(index, first.sentence);
    const said = index.sentences[first.sentence]?.facts.text.trim() ?? '';
    return verdict('contradicted', true, [sentenceEvidence(index, first.sentence)], [`The answer gives ${q.raw} for each; ${pidFirst} gives it only for the first: "${said}"`], `Say that ${q.raw} is for the first only, as ${pidFirst} says: "${said}"`);
  }
  // The clause with the claim's value names something of the claim the best clause does not
  // ("259 days in Chennai" / "151 days in Kerala and 259 days in Chennai"; "450 employees in
  // 2022" / "By 2022 it had 450 employees"): the claim is about that clause's entity or period.
  // So does the period the claim gives its figure for ("100 azmarks a month" / "limited to 100 azmarks per month"
  // where the best clause's "up to 3,000 azmarks" has none).
  const mine = periodOf(claim.text, q.end);
  const periodIn = (c: (typeof clauses)[number], e: Quantity) => periodOf(index.sentences[c.sentence]?.facts.text ?? '', e.end);
  const distinctive = (c: (typeof clauses)[number]) => support.terms.some((t) => t.weight >= 0.5 && c.words.has(t.term) && !best.words.has(t.term))
    || claim.quantities.some((o) => o !== q && c.values.some((e) => sameQuantity(o, e)) && !best.values.some((e) => sameQuantity(o, e)))
    || (mine !== null && c.values.some((e) => states(e) && periodIn(c, e) === mine) && !best.values.some((e) => periodIn(best, e) === mine));
  if (holder.some((c) => !otherName(c) && !firstOnly(c) && distinctive(c))) return null;
  // So does a clause whose sentence, not the best clause's, names the claim's thing ("Family pods ...
  // 95 quibs ... and 120 quibs per night on Friday and Saturday" beside "Standard pods ... 85 quibs
  // ... on Friday and Saturday"), or says the claim's compound word ("Part-time employees may take
  // up to 8 hours" beside "Full-time employees ... 16 hours").
  const sentenceWords = (id: number) => new Set(index.sentences[id]?.facts.tokens.map(termOf) ?? []);
  const sentenceText = (id: number) => index.sentences[id]?.facts.text.toLowerCase() ?? '';
  const [bestWords, bestLower] = [sentenceWords(best.sentence), bestText.toLowerCase()];
  const compounds = claim.text.toLowerCase().match(/\p{L}+-\p{L}+/gu) ?? [];
  // (A clause sharing none of the claim's words, "4 on validation error" in "Exit codes: 0 on success, 3
  // on health-check timeout, 4 on validation error", is another label's figure, whatever its sentence names.)
  const namedInSentence = (c: (typeof clauses)[number]) => c.sentence !== best.sentence && support.terms.some((t) => c.words.has(t.term))
    && (support.terms.some((t) => t.weight >= 0.5 && !bestWords.has(t.term) && sentenceWords(c.sentence).has(t.term))
      || compounds.some((w) => !bestLower.includes(w) && sentenceText(c.sentence).includes(w)));
  if (holder.some((c) => !otherName(c) && !firstOnly(c) && namedInSentence(c))) return null;
  // Or whose sentence gives, in another clause, a figure or a label of the claim ("From 2025, the limit
  // rises to 8 extra days" for "From 2025 you can buy up to 8 extra days"; "Grade D employees receive
  // 450 tallens" for "As a Grade D employee, you receive 450 tallens") where the best clause's
  // sentence gives another of its kind ("In 2024, ... up to 5 extra days"; "Grade C employees ...").
  const marks = ownSentenceMarks(index, claim, q, best.sentence);
  if (index.sentences.some((x, id) => id !== best.sentence && x.facts.quantities.some((e) => comparable(q, e) && sameValue(q, e)) && marks(id))) return null;
  // So does a sentence outside the windows that gives the claim's value with another figure of the
  // claim the best clause lacks ("In 2024 it raised £1.5 million" for "raised £1.5 million in 2024",
  // where the best clause, naming the charity, is 2023's).
  const others = claim.quantities.filter((o) => o !== q && !best.values.some((e) => sameQuantity(o, e)));
  const windowed = new Set(supportSentences(support));
  if (others.length > 0 && index.sentences.some((x, id) => !windowed.has(id) && x.facts.quantities.some((e) => sameQuantity(q, e)) && others.some((o) => x.facts.quantities.some((e) => sameQuantity(o, e))))) return null;
  // Or a passage that gives the claim's value and, anywhere (its title), the claim's other figures the
  // best clause's passage lacks: "For 2025 the Valdessa rate is €52" with "Rates 2025 ... Valdessa €52"
  // beside "Rates 2024 (archived) ... Valdessa €47".
  const passageStates = (p: number | undefined, o: Quantity) => quantitiesStating(index, o).some(({ sentence }) => index.sentences[sentence]?.passage === p);
  const bestPassage = index.sentences[best.sentence]?.passage;
  if (others.length > 0 && !others.every((o) => passageStates(bestPassage, o)) && quantitiesStating(index, q).some(({ sentence }) => { const p = index.sentences[sentence]?.passage; return p !== bestPassage && others.every((o) => passageStates(p, o)); })) return null;
  // The claim is about something the passages never name outright ("For a grandparent, ... two days"), and
  // the sentence gives the claim's value to another group of it ("up to 5 days for a close family
  // member, and up to 2 days for other relatives"): which group it falls in is the reader's to judge.
  const unnamed = support.terms.some((t) => t.credit < 0.8 && claim.termPos[claim.terms.indexOf(t.term)] === 'NOUN');
  if (unnamed && holder.some((c) => c.sentence === best.sentence)) return null;
  // A sentence outside the windows that gives the claim's value for the claim's period is its slot.
  if (mine !== null && !best.values.some((e) => periodIn(best, e) === mine) && index.sentences.some((x) => x.facts.quantities.some((e) => sameQuantity(q, e) && periodOf(x.facts.text, e.end) === mine))) return null;
  const [rival] = rivals;
  if (!rival) return null;
  const pid = passageId(index, best.sentence);
  return verdict('contradicted', true, [sentenceEvidence(index, best.sentence)], [`The answer says ${q.raw}; ${pid} says ${rival.raw}.`], `Replace ${q.raw} with ${rival.raw}.`);
}

/** A label: a capitalised word and the letter or number that picks one of its kind ("Grade D", "Band 5", "Plan B"). */
const LABEL = /\b(\p{Lu}\p{Ll}+)\s+(\p{Lu}|\d{1,2})(?![\p{L}\d])/gu;

function labelsOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(LABEL)].map((m) => [(m[1] ?? '').toLowerCase(), m[2] ?? '']));
}

/**
 * Whether a sentence shares a figure or a label with the claim (other than `q`) that sentence `best`
 * gives differently: another figure of the same kind, or the same label word with another code.
 * What the claim and `best` give is read once; the sentence is passed to the returned test.
 */
function ownSentenceMarks(index: ContextIndex, claim: UnitFacts, q: Quantity, best: number): (holder: number) => boolean {
  const other = index.sentences[best]?.facts;
  if (!other) return () => false;
  // Figures of the claim that the best sentence gives another of its kind for, and not itself.
  const figures = claim.quantities.filter((o) => o !== q && !other.quantities.some((e) => sameQuantity(o, e)) && other.quantities.some((e) => comparable(o, e)));
  const otherLabels = labelsOf(other.text);
  // (Not the label the figure itself is: "a Band 5 role" where the passages put the role in Band 4.)
  const labels = [...labelsOf(claim.text)].filter(([word, code]) => code !== q.raw && otherLabels.has(word) && otherLabels.get(word) !== code);
  return (holder) => {
    const held = index.sentences[holder]?.facts;
    if (!held) return false;
    if (figures.some((o) => held.quantities.some((e) => sameQuantity(o, e)))) return true;
    if (labels.length === 0) return false;
    const heldLabels = labelsOf(held.text);
    return labels.some(([word, code]) => heldLabels.get(word) === code);
  };
}

/** The word right before and the word right after a figure, lower case ("for", "after" in "For 6 months after"). */
function frameOf(text: string, start: number, end: number): [string, string] {
  const before = /([\p{L}']+)[^\p{L}\d]*$/u.exec(text.slice(Math.max(0, start - 30), start))?.[1]?.toLowerCase() ?? '';
  const after = /^[^\p{L}\d]*([\p{L}']+)/u.exec(text.slice(end, end + 30))?.[1]?.toLowerCase() ?? '';
  return [before, after];
}

/** Both figures sit between the same two words. */
function sameFrame(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): boolean {
  const [x1, x2] = frameOf(a, aStart, aEnd);
  const [y1, y2] = frameOf(b, bStart, bEnd);
  return x1 !== '' && x2 !== '' && x1 === y1 && x2 === y2;
}

/** A figure per unit: "€3.50 per person per night", "£12 a month", "$5 each". */
const PER_UNIT = /^\s*(?:(?:per|a|an|each|every)\s+[a-z]+|each\b)/i;

/**
 * The slot gives a rate ("€3.50 per person per night") and the claim a total over counts it names
 * ("for two adults over three nights adds €21"): a worked-out figure, not the slot's value, so no
 * swap (the computation rules judge it).
 */
function totalOfRate(index: ContextIndex, sentence: number, rate: Quantity, claim: UnitFacts, q: Quantity): boolean {
  const text = index.sentences[sentence]?.facts.text ?? '';
  if (!PER_UNIT.test(text.slice(rate.end)) || PER_UNIT.test(claim.text.slice(q.end))) return false;
  return claim.quantities.some((c) => c !== q && c.dim === 'count' && c.value >= 2);
}

/**
 * The claim's figure worked out from the slot sentence's own figures: their total ("29,500 votes
 * between them" of 14,220, 11,870 and 3,410), the gap between two of them ("drops by a quarter of
 * a percentage point" from 3.10% to 2.85%), or one of them shared out or multiplied by a count
 * the sentence or the claim gives ("£6,000" of "£12,000, payable in two equal instalments"). A
 * computation, not a swap: the computation rules judge it.
 */
export function workedFromSlot(index: ContextIndex, sentence: number, claim: UnitFacts, q: Quantity): boolean {
  const qs = index.sentences[sentence]?.facts.quantities ?? [];
  const text = index.sentences[sentence]?.facts.text ?? '';
  const values = qs.filter((e) => comparable(q, e) && e.hedge === null).map((e) => e.value);
  const exact = { ...q, hedge: null };
  const close = (v: number) => closeTo(exact, v);
  // Only where the wording names the operation: small counts are each other's sums and gaps by chance ("Terminal 1" / "Terminal 3").
  if (TOTAL_SAID.test(claim.text) && values.length >= 2 && close(values.reduce((a, b) => a + b, 0))) return true;
  if (q.dim === 'count') return false;
  if (GAP_SAID.test(claim.text) && values.some((a, i) => values.some((b, j) => j > i && close(Math.abs(a - b))))) return true;
  if (!SHARED_SAID.test(text)) return false;
  const counts = [...qs, ...claim.quantities].filter((e) => e.dim === 'count' && Number.isInteger(e.value) && e.value >= 2 && e.value <= 12).map((e) => e.value);
  return values.some((v) => counts.some((n) => close(v / n)));
}

/**
 * A figure the claim gives as the result of its own working ("2 quibs per person per night, which
 * is 6 quibs for your stay"; "That gives you 240 points on a 120-plonet blender"): worked from
 * another figure, it is no restatement of a slot (the computation rules judge it).
 */
function workedResult(claim: UnitFacts, q: Quantity): boolean {
  if (!RESULT_BEFORE.test(claim.text.slice(Math.max(0, q.start - 24), q.start))) return false;
  return claim.quantities.some((o) => o !== q) || BACK_REFERENCE.test(claim.text);
}
const RESULT_BEFORE = /\b(?:which is|which comes to|that's|that is|that comes to|comes to|works out (?:at|to)|that gives you|that makes|making|so you'd (?:pay|get|have))\s+(?:about\s+|roughly\s+|around\s+)?$/i;
/** A claim that opens on what came before ("That gives you ...", "So ..."). */
const BACK_REFERENCE = /^\s*(?:that|this|so|which)\b/i;

/** Wording of a total, of a change or gap, and of an amount shared out. */
const TOTAL_SAID = /\b(?:between them|in total|total(?:led|ed|s)?|combined|together|altogether|in all|overall)\b/i;
const GAP_SAID = /\b(?:by|difference|gap|more|less|fewer|higher|lower|drops?|dropped|falls?|fell|rises?|rose|cut|saves?|saving)\b/i;
const SHARED_SAID = /\b(?:equal|instal(?:l)?ments?|split|shared|divided)\b/i;
