/**
 * Giver and receiver swapped: "A court ordered Orchard Vale to pay 2.3 million to Dressler" where
 * the passage says "Dressler has been ordered to pay 2.3 million to its former supplier, Orchard
 * Vale"; "The tenant refunds the deposit to the landlord" against "The landlord refunds the deposit
 * to the tenant". A verb of handing over (pay, give, send, transfer, refund, lend, owe, hand)
 * has a giver, the nouns before it (past its auxiliaries, "ordered ... to" and "to"), and a
 * receiver, the noun after the first "to" in its clause (with a name in apposition: "its former
 * supplier, Orchard Vale"). Contradicted when a sentence of the claim's windows, with the same verb,
 * has the claim's giver as its receiver and the claim's receiver as its giver.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

const HANDING = new Set(['pay', 'give', 'send', 'transfer', 'refund', 'lend', 'owe', 'hand', 'repay', 'reimburse']);
const NAMING = new Set(['NOUN', 'PROPN']);
/** Between a giver and its verb: auxiliaries, "to", and the verb that sends it ("has been ordered to"). */
const BETWEEN = new Set(['AUX', 'VERB', 'PART', 'ADV']);

interface Parties { verb: string; giver: Set<string>; receiver: Set<string>; giverText: string; receiverText: string }

/** The content lemmas of the noun run from `k` on, walking by `step` (1 forwards, -1 backwards), and where it stops. */
function nounRun(tokens: readonly NlpToken[], k: number, step: 1 | -1, out = new Set<string>()): { words: Set<string>; stop: number } {
  for (; k >= 0 && k < tokens.length && NAMING.has(tokens[k]?.pos ?? ''); k += step) if (isContent(tokens[k] as NlpToken)) out.add(termOf(tokens[k] as NlpToken));
  return { words: out, stop: k };
}

/** The noun run ending at `end` (backwards), as content lemmas. */
function runBefore(tokens: readonly NlpToken[], end: number): Set<string> {
  return nounRun(tokens, end, -1).words;
}

/** The words of a sentence whose lemmas are in `words`, as written, each once, in order. */
function written(tokens: readonly NlpToken[], words: ReadonlySet<string>): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tokens) {
    const term = termOf(t);
    if (words.has(term) && !seen.has(term)) out.push(t.text);
    seen.add(term);
  }
  return out.join(' ');
}

/** The noun run starting at or after `start` (past determiners, pronouns and adjectives), and a name in apposition after a comma. */
function runAfter(tokens: readonly NlpToken[], start: number): Set<string> {
  let k = start;
  while (k < tokens.length && /^(?:DET|PRON|ADJ)$/.test(tokens[k]?.pos ?? '')) k++;
  const run = nounRun(tokens, k, 1);
  if (run.words.size > 0 && tokens[run.stop]?.text === ',' && tokens[run.stop + 1]?.pos === 'PROPN') nounRun(tokens, run.stop + 1, 1, run.words);
  return run.words;
}

/** Every handing-over verb of a sentence with its giver and receiver. */
function partiesOf(tokens: readonly NlpToken[]): Parties[] {
  const out: Parties[] = [];
  tokens.forEach((t, i) => {
    const verb = termOf(t);
    if (!HANDING.has(verb)) return;
    let k = i - 1;
    while (k >= 0 && i - k <= 6 && (BETWEEN.has(tokens[k]?.pos ?? '') || /^to$/i.test(tokens[k]?.normal ?? ''))) k--;
    const giver = runBefore(tokens, k);
    let to = -1;
    for (let j = i + 1; j < tokens.length && j <= i + 8; j++) {
      if (/^[;.:!?]$/.test(tokens[j]?.text ?? '')) break;
      if (/^to$/i.test(tokens[j]?.normal ?? '')) { to = j; break; }
    }
    const receiver = to > 0 ? runAfter(tokens, to + 1) : new Set<string>();
    if (giver.size > 0 && receiver.size > 0) out.push({ verb, giver, receiver, giverText: written(tokens, giver), receiverText: written(tokens, receiver) });
  });
  return out;
}

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((w) => b.has(w));

/** The contradiction, or null. */
export function transferSwap(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const claimed = partiesOf(claim.tokens);
  if (claimed.length === 0) return null;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      if (!facts || facts.negations.length > 0) continue;
      for (const s of partiesOf(facts.tokens)) {
        const c = claimed.find((x) => x.verb === s.verb && meets(x.giver, s.receiver) && meets(x.receiver, s.giver) && !meets(x.giver, s.giver) && !meets(x.receiver, s.receiver));
        if (!c) continue;
        const pid = passageId(index, id);
        const said = facts.text.trim();
        return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer has ${c.giverText} ${c.verb} ${c.receiverText}; ${pid} has ${s.giverText} ${s.verb} ${s.receiverText}: "${said}"`], `Swap the two back, as ${pid} says: "${said}"`);
      }
    }
  }
  return null;
}
