/**
 * Phrases that policy pages, contracts and leaflets use for one thing and answers say another way,
 * where neither WordNet nor word vectors link them because one side is several words: "roll over"
 * / "carry over", "outsiders" / "third parties", "straight away" / "promptly", "any time, day or
 * night" / "24/7", "drop us a line" / "contact". Each group is one meaning in the everyday use these
 * texts make of it; a claim phrase of a group is stated by a window that says any phrase of the
 * same group. Written by hand for this project (see everyday-synonyms.ts for single words).
 */
import { once } from '../context/memo.ts';

const GROUPS: readonly (readonly string[])[] = [
  [String.raw`roll(?:s|ed|ing)? (?<gap>(?:it |them )?)(?:over|forward)`, String.raw`carr(?:y|ies|ied|ying) (?<gap>(?:it |them )?)(?:over|forward)`],
  [String.raw`third[- ]part(?:y|ies)`, String.raw`outsiders?`, String.raw`any(?:one|body) else`, String.raw`external part(?:y|ies)`, String.raw`other people`],
  [String.raw`straight ?away`, String.raw`right away`, String.raw`immediately`, String.raw`promptly`, String.raw`without delay`, String.raw`at once`, String.raw`as soon as (?:possible|you can)`],
  [String.raw`in advance`, String.raw`ahead of time`, String.raw`beforehand`, String.raw`ahead`, String.raw`(?:prior|advance) (?:written )?notice`],
  [String.raw`day or night`, String.raw`any ?time`, String.raw`24/7`, String.raw`24 hours a day`, String.raw`(?:a)?round the clock`, String.raw`at all hours`,
    // "a 24-hour helpline": a service open all day, not a span ("within a 24-hour period").
    String.raw`24[- ]hours?(?= (?:[\w-]+ )?(?:helpline|hotline|line|service|support|desk|reception|access|cover|care|assistance)s?\b)`],
  [String.raw`drop (?<gap>(?:[\w-]+ ){0,3})a (?:line|note|message)`, String.raw`get (?:in )?touch`, String.raw`reach out`, String.raw`contact(?:s|ed|ing)?`, String.raw`(?:be |are |is )?directed to`, String.raw`write to`],
  [String.raw`(?:your |their |the )?money back`, String.raw`refund(?:s|ed)?`, String.raw`reimburs(?:e|ed|es|ement)`, String.raw`paid back`],
  [String.raw`on (?:its|their) way`, String.raw`dispatched`, String.raw`despatched`, String.raw`shipped`, String.raw`sent out`, String.raw`in transit`],
  [String.raw`(?:go(?:es)?|went|gone|put) back (?:in)?to stock`, String.raw`returned to stock`, String.raw`restocked`],
  [String.raw`in writing`, String.raw`written`],
  // Leaflets: "Do not take a double dose" / "two doses together" / "Never double up".
  [String.raw`doubl(?:e|es|ed|ing) up`, String.raw`(?:a )?double doses?`, String.raw`two doses (?:together|at (?:once|the same time))`, String.raw`doubl(?:e|ing) (?:the|your) dose`],
  [String.raw`forg(?:et|ot|otten|etting)`, String.raw`miss(?:ed|es|ing)?`],
  [String.raw`ha(?:ve|s|ving) a (?:quick )?word with`, String.raw`speak(?:s|ing)? (?:to|with)`, String.raw`talk(?:s|ing)? (?:to|with)`, String.raw`check(?:s|ing)? with`, String.raw`consult(?:s|ing)?`],
  [String.raw`carve[- ]?outs?`, String.raw`exceptions?`, String.raw`exclusions?`, String.raw`(?:does|do) not apply to`],
  [String.raw`(?:stays?|remains?|are|is|be) valid for`, String.raw`expir(?:e|es)(?= (?:\d+|one|two|three|six|twelve|eighteen|after|in)\b)`, String.raw`valid for`],
  [String.raw`in a row`, String.raw`consecutive(?:ly)?`, String.raw`back[- ]to[- ]back`, String.raw`on the trot`],
  [String.raw`price tag`, String.raw`cost`, String.raw`price`],
  [String.raw`(?:in the )?public domain`, String.raw`publicly (?:available|known)`, String.raw`public knowledge`],
  [String.raw`falls? short`, String.raw`(?:does|do) not conform`, String.raw`non-conforming`, String.raw`defective`],
  [String.raw`re-?do(?:ne)?`, String.raw`re-?perform(?:ed)?`, String.raw`(?:do|done) again`],
  [String.raw`(?:without|no) (?:a )?good reason`, String.raw`unreasonabl[ey]`],
  [String.raw`t(?:ake|akes|ook) issue with`, String.raw`critici[sz](?:e|es|ed|ing)`, String.raw`object(?:s|ed)? to`, String.raw`complain(?:s|ed)? about`],
  [String.raw`come ?back`, String.raw`return(?:s|ed|ing)?`],
  [String.raw`(?:no|not any) changes?`, String.raw`nothing (?:will )?changes?`],
  [String.raw`kicks? in`, String.raw`kicked in`, String.raw`takes? effect`, String.raw`appl(?:y|ies)`, String.raw`comes? into (?:effect|force)`],
  [String.raw`(?:on the hook|liable|responsible) for`, String.raw`liable`, String.raw`responsible`],
  [String.raw`expiry dates?`, String.raw`expiration dates?`, String.raw`expir(?:e|es|ed|ing|y)`, String.raw`run(?:s)? out`, String.raw`lapses?`],
  [String.raw`ring(?:s|ing)?(?= (?:up )?(?:your|the|us|them|him|her|our|a|an|my)\b)`, String.raw`phon(?:e|es|ed|ing)`, String.raw`call(?:s|ed|ing)?`, String.raw`telephon(?:e|es|ed|ing)`, String.raw`give (?<gap>(?:[\w-]+ ){1,3})a (?:call|ring|bell)`],
  [String.raw`wash(?:ed)? (?<gap>(?:it |them |each one |it all )?)down`, String.raw`swallow(?:ed)?`, String.raw`with (?:a (?:full )?glass of )?water`],
  // API references: "A request without a valid key returns 401" / "If the key were missing or invalid".
  [String.raw`missing or invalid`, String.raw`invalid or missing`, String.raw`without (?:a |an )?valid`, String.raw`(?:no|lacks? a) valid`],
];

/** Each group's patterns twice: global ones to find every phrase of a claim, plain ones to test a window (no lastIndex to keep). */
const FIND = GROUPS.map((g) => g.map((p) => new RegExp(String.raw`\b${p}\b`, 'dgi')));
const TEST = GROUPS.map((g) => g.map((p) => new RegExp(String.raw`\b${p}\b`, 'i')));

/** A group the claim has a phrase of, and the spans of its phrases there. */
interface ClaimPhrases { test: readonly RegExp[]; spans: Array<[number, number]> }

const FOUND = new WeakMap<{ text: string }, ClaimPhrases[]>();

/**
 * The spans [start, end) of `claim` whose phrase `windowText` states by a phrase of the same
 * group (the same phrase included, which the word matching already credits). What a phrase
 * holds inside it ("drop the Legal team a line") is not part of it: that is left to be matched.
 * The claim's phrases are found once per claim: most claims have none, and a claim is measured
 * against many windows.
 *
 * @example everydayPhraseSpans({ text: 'Unused days roll over' }, 'Staff may carry over 5 days') // [[12, 17], [17, 21]]
 */
export function everydayPhraseSpans(claim: { text: string }, windowText: string): Array<[number, number]> {
  return once(FOUND, claim, () => phrasesOf(claim.text)).flatMap((p) => (p.test.some((re) => re.test(windowText)) ? p.spans : []));
}

function phrasesOf(text: string): ClaimPhrases[] {
  const found: ClaimPhrases[] = [];
  FIND.forEach((group, g) => {
    const spans: Array<[number, number]> = [];
    for (const re of group) {
      for (const m of text.matchAll(re)) {
        const gap = m.indices?.groups?.['gap'];
        const end = m.index + m[0].length;
        if (gap) spans.push([m.index, gap[0]], [gap[1], end]);
        else spans.push([m.index, end]);
      }
    }
    if (spans.length > 0) found.push({ test: TEST[g] ?? [], spans });
  });
  return found;
}
