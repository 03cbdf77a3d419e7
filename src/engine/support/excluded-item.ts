/**
 * A thing the passage lists as left out, said to be in: "Clearance sales qualify for a match"
 * where "Marketplace sellers, clearance sales and bundle deals are excluded"; "Engraved items can
 * be returned within 45 days" where "Personalised or engraved items cannot be returned unless they
 * arrive damaged". The passage's list is the subject of "are excluded", "are not eligible", "are
 * not covered" or "are not included", the list after "Exclusions:" or "does not cover", or the
 * subject of "cannot be <verb>" (the claim then saying "can be <verb>"); its items are cut at
 * commas, "and" and "or". Contradicted when the claim negates nothing, names every word of one
 * item, and says it is in ("qualify", "count", "are covered", "are eligible", "can be matched"),
 * and no other sentence names the item without a negation (it may be in for another case).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { denies } from './denying-words.ts';

/** "<items> are excluded / are not eligible / do not qualify". */
const LEFT_OUT = /(?:^|[.;:]\s*)([^.;:]{3,120}?)\s+(?:are|is)\s+(?:all\s+|also\s+)?(?:excluded|ineligible|not\s+(?:eligible|covered|included))\b/gi;
/** "Exclusions: <items>", "It does not cover <items>". */
const LIST_AFTER = /(?:\b(?:exclusions|excluded|not covered|not eligible)\s*:\s*|\b(?:does|do)\s+not\s+(?:cover|include)\s+)([^.;]{3,120})/gi;
/** "<items> cannot be returned": the verb is group 2. */
const CANNOT = /(?:^|[.;:]\s*)([^.;:]{3,80}?)\s+(?:cannot|can't|can\s+not|may\s+not)\s+be\s+([a-z]+)/gi;
/** The claim says the thing is in. */
const IN = /\b(?:qualif(?:y|ies)|counts?(?:\s+too)?|(?:is|are)\s+(?:also\s+)?(?:covered|eligible|included|accepted)|can\s+(?:also\s+)?be\s+(?:matched|claimed|included|covered))\b/i;
const OPEN_NOUN = /^(?:the|a|an|any|all|other|their|its|your|our|some)$/i;

/** Lower-case words of three letters or more, a plural "s" dropped. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}-]{2,}/gu) ?? []).filter((w) => !OPEN_NOUN.test(w)).map((w) => w.replace(/(?<=\p{L}{3})s$/u, ''));
}

/** The items of a list: cut at commas, "and", "or"; a head noun the last item ends with is each item's ("personalised or engraved items"). */
function itemsOf(list: string): string[][] {
  const parts = list.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+/i).map(wordsOf).filter((p) => p.length > 0 && p.length <= 4);
  const head = parts.at(-1)?.at(-1);
  return parts.map((p) => (p.length === 1 && head && parts.length > 1 && p[0] !== head && /(?:ed|al)$/.test(p[0] ?? '') ? [...p, head] : p));
}

/** The contradiction, or null. */
export function excludedItem(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.negations.length > 0 || denies(claim.tokens) || /\b(?:not|except|unless|excluded|excluding|only)\b/i.test(claim.text)) return null;
  const said = new Set(wordsOf(claim.text));
  const inVerb = IN.test(claim.text);
  const canBe = /\bcan\s+(?:also\s+)?be\s+([a-z]+)/i.exec(claim.text)?.[1]?.toLowerCase();
  for (const [id, s] of index.sentences.entries()) {
    const text = s.facts.text;
    const lists: string[] = [];
    if (inVerb) {
      for (const m of text.matchAll(LEFT_OUT)) lists.push(m[1] ?? '');
      for (const m of text.matchAll(LIST_AFTER)) lists.push(m[1] ?? '');
    }
    if (canBe) for (const m of text.matchAll(CANNOT)) if (m[2]?.toLowerCase() === canBe) lists.push(m[1] ?? '');
    const item = lists.flatMap(itemsOf).find((words) => words.every((w) => said.has(w)));
    if (!item) continue;
    // Another sentence naming the item without a negation may put it in for another case ("Economy Light:
    // checked bags are not included" beside "Economy Standard includes one checked bag").
    if (index.sentences.some((o, k) => k !== id && o.facts.negations.length === 0 && item.every((w) => wordsOf(o.facts.text).includes(w)))) continue;
    const pid = passageId(index, id);
    const sentence = text.trim();
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${item.join(' ')} ${canBe ? `can be ${canBe}` : 'is in'}; ${pid} leaves it out: "${sentence}"`], `Say that ${item.join(' ')} is left out, as ${pid} says: "${sentence}"`);
  }
  return null;
}
