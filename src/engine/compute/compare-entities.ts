/**
 * Comparisons and rankings between named things, recomputed from the figures the context gives
 * each: "The Plus plan's deductible is higher than Basic's", "North America was the largest
 * region", "Vita grew fastest". Each name's figure is the one figure of the compared kind in the
 * context clauses that name it (clauses: a sentence split at commas, semicolons, "and", "while",
 * "whereas"); a superlative ranks every name the context gives a figure of that kind in the same
 * sentences. Supported or contradicted with both figures; null when a figure cannot be pinned.
 */
import { comparable } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { rewriteResult } from './recompute.ts';

const GREATER = /\b(higher|larger|bigger|greater|more|longer|faster|quicker|costlier|pricier|more expensive|heavier|taller|wider|older)\b/i;
const SMALLER = /\b(lower|smaller|less|fewer|shorter|slower|cheaper|less expensive|lighter|younger)\b/i;
const MOST = /(?<!\bat )\b(largest|biggest|highest|greatest|most|longest|fastest|quickest|heaviest|tallest|widest|top|leading|best-selling|priciest|most expensive)\b/i;
const LEAST = /(?<!\bat )\b(smallest|lowest|least|fewest|shortest|slowest|cheapest|lightest|bottom|weakest)\b/i;
/** Speed words read the other way over durations: the fastest runner has the shortest time. */
const SPEED = /\b(?:fast|quick|slow)(?:er|est)\b/i;
const SKIP_DIMS = new Set(['year', 'date', 'day', 'ordinal', 'clock', 'frequency']);

interface Held { name: string; q: Quantity; sentence: number }

function clauseTexts(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const re = /,|;|\band\b|\bwhile\b|\bwhereas\b|\bcompared (?:with|to)\b|\bversus\b|\bvs\.?/gi;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ start: at, end: m.index });
    at = m.index + m[0].length;
  }
  out.push({ start: at, end: text.length });
  return out;
}

/** The figures the context gives `name`: quantities in clauses that mention it. */
function figuresOf(index: ContextIndex, name: string): Held[] {
  const word = new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i');
  const out: Held[] = [];
  index.sentences.forEach((s, id) => {
    for (const c of clauseTexts(s.facts.text)) {
      if (!word.test(s.facts.text.slice(c.start, c.end))) continue;
      for (const q of s.facts.quantities) if (q.start >= c.start && q.start < c.end && !SKIP_DIMS.has(q.dim)) out.push({ name, q, sentence: id });
    }
  });
  return out;
}

/** The one figure of `name` of the kind of `like` (or of its only kind), or null. */
function oneFigure(index: ContextIndex, name: string, like: Quantity | null): Held | null {
  const all = figuresOf(index, name);
  const fits = like ? all.filter((h) => comparable(h.q, like)) : all;
  const kinds = new Set(fits.map((h) => h.q.dim));
  return fits.length === 1 || (kinds.size === 1 && fits.every((h) => h.q.value === fits[0]?.q.value)) ? (fits[0] ?? null) : null;
}

const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'in', 'on', 'at', 'of', 'our', 'your', 'its', 'their', 'this', 'that', 'these', 'those', 'it', 'they', 'we', 'you', 'i', 'for', 'by', 'from', 'with', 'and', 'or', 'but', 'if', 'when', 'after', 'before', 'since', 'both', 'each', 'every', 'all']);

/** Capitalised runs of a text without leading function words or a possessive ("The Plus plan's" -> "Plus"). */
function capitalRuns(text: string): string[] {
  const out: string[] = [];
  // Capitalised runs, and names written in camel case ("macOS", "iPhone").
  for (const m of text.matchAll(/\b(?:\p{Lu}|\p{Ll}+\p{Lu})[\p{L}\d-]*(?:'s)?(?:\s+\p{Lu}[\p{L}\d-]*(?:'s)?)*/gu)) {
    const words = m[0].replace(/'s\b/g, '').split(/\s+/);
    while (words.length > 0 && FUNCTION_WORDS.has((words[0] ?? '').toLowerCase())) words.shift();
    if (words.length > 0 && words.length <= 3) out.push(words.join(' '));
  }
  return out;
}

/** The names a claim compares: its capitalised runs that the context also names. */
function names(index: ContextIndex, claim: UnitFacts): string[] {
  return capitalRuns(claim.text).filter((n) => index.passages.some((p) => new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(p.text)));
}

function say(h: Held): string {
  return `${h.name} ${h.q.raw}`;
}

/**
 * A word capitalised only because it opens its sentence ("Turnout was 38%", "Mayoral election
 * results: ..."): an everyday word (the lexicon knows it) that no entity run of the sentence holds.
 * Not a place or a name the lexicon does not know ("Northfield has 41,000 residents").
 */
function openingWord(index: ContextIndex, facts: UnitFacts, run: string): boolean {
  if (/\s/.test(run) || !facts.text.replace(/^[\s"'“‘(]+/, '').startsWith(run) || facts.entities.some((e) => e.split(' ').includes(run))) return false;
  return (index.lexicon?.expansions(run.toLowerCase()).length ?? 0) > 0;
}

/** Other names the context gives a figure of `mine`'s kind (capitalised runs of its sentences). */
function rivalsOf(index: ContextIndex, subject: string, mine: Held): Held[] {
  const rivals: Held[] = [];
  const seen = new Set([subject.toLowerCase()]);
  const same = (a: Held, b: Held) => a.sentence === b.sentence && a.q.start === b.q.start;
  for (const s of index.sentences) {
    for (const n of capitalRuns(s.facts.text)) {
      if (seen.has(n.toLowerCase()) || openingWord(index, s.facts, n)) continue;
      seen.add(n.toLowerCase());
      const h = oneFigure(index, n, mine.q);
      // The subject's own figure, named again ("The Shard ... in London ... 310 m"), is no rival;
      // nor is a figure already held by another name of its clause ("Ines Varga of the Green Alliance won 41.2%").
      if (h && !same(h, mine) && !rivals.some((x) => same(x, h))) rivals.push(h);
    }
  }
  // A passage that ranks rivals of its own ("Council by-election result, Harrowgate ward") is the
  // field the claim's place is in; another passage's (the Eastfield ward's) is another contest.
  const passage = (h: Held) => index.sentences[h.sentence]?.passage;
  const own = rivals.filter((r) => passage(r) === passage(mine));
  return own.length > 0 ? own : rivals;
}


const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 };
const ORDINAL = '(second|third|fourth|fifth|2nd|3rd|4th|5th)';
/** "in second place", "came third", "the second-largest". */
const PLACE = new RegExp(`\\b(?:in|into|took|came|finished|placed|ranked|ranks|is|was)\\s+(?:the\\s+)?${ORDINAL}(?:\\s+place\\b|(?=\\s*(?:[,.;]|$|with|on|at)))`, 'i');
const ORDINAL_SUPERLATIVE = new RegExp(`\\b${ORDINAL}[- ]((?:most|least)\\s+\\w+|\\w+est)\\b`, 'i');

/** A ranking below the top the claim names, or null. */
function ordinalOf(text: string): { rank: number; word: string; superlative: string | null } | null {
  const sup = ORDINAL_SUPERLATIVE.exec(text);
  if (sup && (MOST.test(sup[2] ?? '') || LEAST.test(sup[2] ?? ''))) return { rank: ORDINALS[(sup[1] ?? '').toLowerCase()] ?? 0, word: `the ${sup[0]}`, superlative: sup[2] ?? null };
  const place = PLACE.exec(text);
  return place ? { rank: ORDINALS[(place[1] ?? '').toLowerCase()] ?? 0, word: `in ${place[1] ?? ''} place`, superlative: null } : null;
}

/** "Hull has the most staff, followed by Leeds": second place in the ranking the claim before names. */
const FOLLOWED_BY = /^\s*(?:and\s+)?(?:then\s+)?followed\s+(?:closely\s+)?by\b/i;

function runnerUp(text: string, before: string): { rank: number; word: string; superlative: string | null } | null {
  if (!FOLLOWED_BY.test(text)) return null;
  const sup = MOST.exec(before) ?? LEAST.exec(before);
  return sup ? { rank: 2, word: 'second', superlative: sup[0] } : null;
}

/** Whether a claim ranks named things (a superlative or a place below the top), for claims typed as facts. */
export function ranksNames(text: string): boolean {
  return ordinalOf(text) !== null || FOLLOWED_BY.test(text) || /\b(?:fast|quick|slow|cheap|low|high|larg|small|big|long|short)est\b/i.test(text);
}

interface Ranking { mine: Held; rivals: Held[]; better: Held[]; beats: (x: Held, y: Held) => boolean; word: string; rank: number }

/** "X is in second place": exactly rank − 1 rivals beat X; ties leave it open. */
function rankVerdict(index: ContextIndex, r: Ranking, evidence: ReturnType<typeof sentenceEvidence>[]): RuleVerdict | null {
  if (r.rivals.some((x) => x.q.value === r.mine.q.value)) return null;
  if (r.better.length === r.rank - 1) return verdict('supported', true, evidence);
  const order = [r.mine, ...r.rivals].sort((x, y) => (r.beats(x, y) ? -1 : r.beats(y, x) ? 1 : 0));
  const holder = order[r.rank - 1];
  const ahead = `${r.better.length} named ${r.better.length === 1 ? 'rival ranks' : 'rivals rank'} ahead`;
  return verdict('contradicted', true, evidence, [`${passageId(index, r.mine.sentence)} gives ${say(r.mine)}; ${ahead}: ${r.better.map(say).join(', ')}.`],
    holder ? `${holder.name} is ${r.word}, with ${holder.q.raw}.` : `${r.mine.name} ranks number ${r.better.length + 1}.`);
}

/**
 * The gap a comparison states right before its word ("0.7 kg heavier than", "$15 more than"):
 * contradicted when the two figures are another distance apart; null when it holds or none is stated.
 */
function wrongGap(own: Quantity | null, text: string, a: Held, b: Held, evidence: ReturnType<typeof sentenceEvidence>[]): RuleVerdict | null {
  if (!own || own.dim === 'percent' || own.dim !== a.q.dim || !/^\s*(?:[a-z]+\s+)?(?:[a-z]+er|more|less|fewer)\b/i.test(text.slice(own.end))) return null;
  const gap = Math.abs(a.q.value - b.q.value);
  const slack = Math.max(own.tolerance, Math.abs(own.value) * (own.hedge === 'about' ? 0.05 : 0.006), 1e-9);
  if (own.hedge === 'gt' ? gap > own.value - slack : own.hedge === 'lt' ? gap < own.value + slack : Math.abs(gap - own.value) <= slack) return null;
  const shown = rewriteResult(own, gap);
  return verdict('contradicted', true, evidence, [`The answer says ${own.raw}; ${say(a)} and ${say(b)} are ${shown} apart.`], `Replace ${own.raw} with ${shown}.`);
}

/** Verdict on a comparison or ranking between named things, or null. */
export function compareEntities(index: ContextIndex, claim: UnitFacts, before = ''): RuleVerdict | null {
  const text = claim.text;
  const named = names(index, claim);
  const own = claim.quantities.find((q) => !SKIP_DIMS.has(q.dim)) ?? null;
  const than = /\bthan\b/i.exec(text);
  if (than && named.length >= 2 && (GREATER.test(text) || SMALLER.test(text))) {
    const left = named.find((n) => text.indexOf(n) < than.index);
    const right = named.find((n) => text.indexOf(n) > than.index);
    if (!left || !right) return null;
    const a = oneFigure(index, left, own);
    const b = a ? oneFigure(index, right, a.q) : null;
    if (!a || !b || a.q.value === b.q.value) return null;
    const greater = GREATER.test(text.slice(0, than.index)) !== (a.q.dim === 'time' && SPEED.test(text.slice(0, than.index)));
    const right_ = greater ? a.q.value > b.q.value : a.q.value < b.q.value;
    const evidence = [...new Set([a.sentence, b.sentence])].map((id) => sentenceEvidence(index, id));
    if (!right_) return verdict('contradicted', true, evidence, [`${passageId(index, a.sentence)} gives ${say(a)} and ${say(b)}.`], `Reverse the comparison: ${say(a)}, ${say(b)}.`);
    return wrongGap(own, text, a, b, evidence) ?? verdict('supported', true, evidence);
  }
  const ordinal = ordinalOf(text) ?? runnerUp(text, before);
  const most = MOST.exec(text);
  const least = LEAST.exec(text);
  // "Most repairs are finished within 10 working days": the superlative's own word, capitalised, names nothing.
  const ranked = named.filter((n) => ![most, least].some((m) => m !== null && m[0] === n));
  if ((ordinal || most || least) && ranked.length >= 1 && !than) {
    const subject = ranked[0];
    const mine = subject ? oneFigure(index, subject, own) : null;
    if (!mine) return null;
    // Not rivals from a list under another label: "Top holdings: Norrland Energy 4.1%, Kestrel 3.8%"
    // ranks holdings, not "Regional split: North America 58%".
    const label = (id: number) => /^\s*([^:.;]{1,30}):/.exec(index.sentences[id]?.facts.text ?? '')?.[1]?.trim().toLowerCase() ?? null;
    const mineLabel = label(mine.sentence);
    const rivals = rivalsOf(index, subject ?? '', mine).filter((r) => mineLabel === null || label(r.sentence) === null || label(r.sentence) === mineLabel);
    if (rivals.length === 0) return null;
    const word = ordinal?.word ?? (most ?? least)?.[0] ?? '';
    // "in second place" ranks shares, counts (higher first) and times (shorter first); money or lengths say which way only with a superlative.
    const greatest = ordinal && !ordinal.superlative ? (mine.q.dim === 'time' ? false : ['percent', 'count'].includes(mine.q.dim) ? true : null)
      : Boolean(ordinal ? MOST.test(ordinal.superlative ?? '') : most) !== (mine.q.dim === 'time' && SPEED.test(word));
    if (greatest === null) return null;
    const beats = (x: Held, y: Held) => (greatest ? x.q.value > y.q.value : x.q.value < y.q.value);
    const better = rivals.filter((r) => beats(r, mine));
    const evidence = [...new Set([mine.sentence, ...rivals.map((r) => r.sentence)])].slice(0, 3).map((id) => sentenceEvidence(index, id));
    if (ordinal) return rankVerdict(index, { mine, rivals, better, beats, word, rank: ordinal.rank }, evidence);
    if (better.length === 0) return verdict('supported', true, evidence);
    const top = better.reduce((x, y) => (beats(y, x) ? y : x));
    return verdict('contradicted', true, evidence, [`${passageId(index, mine.sentence)} gives ${say(mine)}; ${passageId(index, top.sentence)} gives ${say(top)}.`], `${top.name} is the ${word}, with ${top.q.raw}.`);
  }
  return null;
}
