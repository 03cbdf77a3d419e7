/**
 * Phrases that policy pages, contracts and leaflets use for one thing and answers say another way,
 * where neither WordNet nor word vectors link them because one side is several words: "roll over"
 * / "carry over", "outsiders" / "third parties", "straight away" / "promptly", "any time, day or
 * night" / "24/7", "drop us a line" / "contact". Each group is one meaning in the everyday use these
 * texts make of it; a claim phrase of a group is stated by a window that says any phrase of the
 * same group. Written by hand for this project (see everyday-synonyms.ts for single words).
 */

const GROUPS: readonly (readonly string[])[] = [
  [String.raw`roll(?:s|ed|ing)? (?<gap>(?:it |them )?)(?:over|forward)`, String.raw`carr(?:y|ies|ied|ying) (?<gap>(?:it |them )?)(?:over|forward)`],
  [String.raw`third[- ]part(?:y|ies)`, String.raw`outsiders?`, String.raw`any(?:one|body) else`, String.raw`external part(?:y|ies)`, String.raw`other people`],
  [String.raw`straight ?away`, String.raw`right away`, String.raw`immediately`, String.raw`promptly`, String.raw`without delay`, String.raw`at once`, String.raw`as soon as (?:possible|you can)`],
  [String.raw`in advance`, String.raw`ahead of time`, String.raw`beforehand`, String.raw`ahead`, String.raw`(?:prior|advance) (?:written )?notice`],
  [String.raw`day or night`, String.raw`any ?time`, String.raw`24/7`, String.raw`24 hours a day`, String.raw`(?:a)?round the clock`, String.raw`at all hours`],
  [String.raw`drop (?<gap>(?:[\w-]+ ){0,3})a (?:line|note|message)`, String.raw`get (?:in )?touch`, String.raw`reach out`, String.raw`contact(?:s|ed|ing)?`, String.raw`(?:be |are |is )?directed to`, String.raw`write to`],
  [String.raw`(?:your |their |the )?money back`, String.raw`refund(?:s|ed)?`, String.raw`reimburs(?:e|ed|es|ement)`, String.raw`paid back`],
  [String.raw`on (?:its|their) way`, String.raw`dispatched`, String.raw`despatched`, String.raw`shipped`, String.raw`sent out`, String.raw`in transit`],
  [String.raw`(?:go(?:es)?|went|gone|put) back (?:in)?to stock`, String.raw`returned to stock`, String.raw`restocked`],
  [String.raw`in writing`, String.raw`written`],
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
  [String.raw`wash(?:ed)? (?<gap>(?:it |them |each one |it all )?)down`, String.raw`swallow(?:ed)?`, String.raw`with (?:a (?:full )?glass of )?water`],
];

const COMPILED = GROUPS.map((g) => g.map((p) => new RegExp(String.raw`\b${p}\b`, 'dgi')));

/**
 * The spans [start, end) of `claim` whose phrase `windowText` states by a phrase of the same
 * group (the same phrase included, which the word matching already credits). What a phrase
 * holds inside it ("drop the Legal team a line") is not part of it: that is left to be matched.
 *
 * @example everydayPhraseSpans('Unused days roll over', 'Staff may carry over 5 days') // [[11, 20]]
 */
export function everydayPhraseSpans(claim: string, windowText: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  // The claim's phrases first, once per claim text: most claims have none, and a claim is measured
  // against many windows.
  for (const { group, spans } of claimPhrases(claim)) {
    const said = group.some((re) => {
      re.lastIndex = 0;
      const found = re.test(windowText);
      re.lastIndex = 0;
      return found;
    });
    if (said) out.push(...spans);
  }
  return out;
}

const seen = new Map<string, Array<{ group: readonly RegExp[]; spans: Array<[number, number]> }>>();

/** The groups with a phrase in `claim`, each with the spans of its phrases there (a few thousand claims kept). */
function claimPhrases(claim: string): Array<{ group: readonly RegExp[]; spans: Array<[number, number]> }> {
  const hit = seen.get(claim);
  if (hit) return hit;
  const found: Array<{ group: readonly RegExp[]; spans: Array<[number, number]> }> = [];
  for (const group of COMPILED) {
    const spans: Array<[number, number]> = [];
    for (const re of group) {
      // matchAll starts where the pattern's lastIndex stands: from the start, whatever ran before.
      re.lastIndex = 0;
      for (const m of claim.matchAll(re)) {
        const gap = m.indices?.groups?.['gap'];
        const end = m.index + m[0].length;
        if (gap) spans.push([m.index, gap[0]], [gap[1], end]);
        else spans.push([m.index, end]);
      }
    }
    if (spans.length > 0) found.push({ group, spans });
  }
  if (seen.size > 5000) seen.clear();
  seen.set(claim, found);
  return found;
}
