/**
 * A permission told as a duty, a duty told as a choice, a sometimes told as always, a likely
 * told as certain: "Staff must
 * work from home on Fridays" where the sentence says "Staff may work from home on Fridays",
 * "Visitors may sign in if they wish" against "Visitors must sign in", "The alarm always
 * triggers" against "sometimes triggers". Every other word is stated, so nothing else sees it.
 * Contradicted when the sentence stating most of the claim (60% of its weight or more) says:
 * - only a permission (may, can, allowed to, optional) where the claim states a duty (must,
 *   have to, required to, mandatory) and no permission of its own ("If you need to, you can take
 *   a painkiller"; "changes you may need to clean up"), nor where the sentence says what suffices
 *   ("it is enough that the notice is sent before the period ends"), with no deadline or limit figure in the claim ("must
 *   return it within 30 days" reads "may be returned within 30 days" as a deadline) and no
 *   condition or prohibition in the sentence ("may disclose ..., provided it gives prompt notice" is a
 *   duty to notify; "you may shower, but do not soak the knee" a duty to keep it dry);
 * - only a duty where the claim states a choice (if they wish, optional, free to, don't have to);
 * - a duty lifted (don't have to, no need to, not required) where the claim, negating nothing, states
 *   the duty: half the claim's weight stated is enough ("send ... back" for "return" is the flip's own wording);
 * - only sometimes or usually (sometimes, in some cases, usually, normally) where the claim says always or every time;
 * - only likely (probably, believed, may qualify, subject to, at our discretion, may offer) where the claim says certain (confirmed, guaranteed):
 *   "Police have confirmed the fire was caused by ..." against "probably caused by";
 * - only that it may happen (may, might, could, aims to, expected to, some people, depending on,
 *   if available) where the claim predicts it with "will" and hedges nothing itself, and the
 *   sentence says "will" nowhere: "The works will close next year" against "could close as early
 *   as next year", "You'll get a credit" against "we may offer a credit" (not "you'll need to",
 *   "will be able to", nor a "will" the claim leaves open itself: "too early to say what it will be";
 *   nor a "may" that grants leave, "Members may cancel", "may be returned for a full refund"; nor
 *   a sentence that says "would", as reported speech does: "said schools would reopen").
 * Neither side may negate the modal word itself ("must not").
 */
import { sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { tokensWithin } from '../text/code-points.ts';
import { citedSentence, statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const DUTY = /\b(?:must(?!\s+not\b|n't)|ha(?:ve|s) to|(?<!\bno\s)need(?:s)? to|(?:is|are) required to|mandatory|compulsory|obliged to)\b/i;
const PERMISSION = /\b(?:may(?!\s+not\b)|can(?!not|'t)|allowed to|permitted to|optional|free to|welcome to)\b/i;
/** (A wish with its object is a condition, not a choice: "needed if you want garden waste collected".) */
const CHOICE = /\bif (?:they|you|he|she) (?:wish|want|like|prefer|choose)(?:\s+to)?\s*(?:[,.;:!?)]|$)|\boptional\b|\bfree to\b|\b(?:do|does)(?:n't| not) (?:have|need) to\b|\bno need to\b|(?:\bnot|n't)\s+(?:required|mandatory|compulsory|obligatory)\b/i;
/** Share of the claim's weight a sentence that lifts its duty must state. */
const LIFTED_STATES = 0.5;
/** A duty denied in the future ("You won't need to provide any documents"): no duty stated. */
const NO_DUTY = /\b(?:won't|will not|wouldn't|would not) (?:have|need) to\b/i;
/** A prohibition is a duty too ("you may shower, but do not soak the knee in a bath" / "you'll need to hold off on baths"). */
const PROHIBITION = /\b(?:do not|don't|never|must not|mustn't|should not|shouldn't)\b/i;
/** A permission with a condition carries a duty ("may disclose ..., provided it gives prompt notice"; "may cancel by giving a month's notice"; "may only use it if ..."). */
const CONDITION = /\b(?:provided|providing|on condition|as long as|so long as|only if|subject to|unless)\b|\b(?:may|can) only\b|\b(?:by|after|upon) (?:first )?[a-z]+ing\b/i;
const ALWAYS = /\b(?:always|every time|invariably|without exception)\b/i;
const SOMETIMES = /\b(?:sometimes|occasionally|in some cases|at times|now and then|usually|normally|typically|generally|often|in most cases)\b/i;
/** A claim that says a thing is certain ("Police have confirmed ..."). */
const CERTAIN = /\b(?:confirmed|confirms?|definitely|certainly|proven|proved|established|officially|guaranteed|guarantees?)\b/i;
/** A source that says it is only likely ("probably", "is believed to", "suspected"). */
const LIKELY = /\b(?:probably|likely|possibly|perhaps|may have|might have|could have|believed|suspected|thought to|appears? to|seems? to|unconfirmed|not yet (?:known|confirmed|clear)|may (?:qualify|be eligible)|subject to|at (?:our|its|their|the [\w-]+'s) (?:sole |absolute )?discretion|may (?:offer|give|grant|provide|agree|consider))\b/i;

/** A prediction the claim makes: "will close", "you'll get" (not a duty or an ability: "you'll need to", "will be able to"). */
const WILL = /\b(?:will|'ll)\s+(?!not\b|need\b|have to\b|be able\b|want\b|find\b|see\b|notice\b)(?:definitely\s+|certainly\s+|always\s+)?\w+/i;
/** A source that says only that it may happen: "may offer", "could close as early as", "aims to", "some people notice". */
const MAY = /\b(?:may(?!\s+not\b)|might|could(?!\s+not\b)|aims? to|expected to|likely to|some (?:people|patients|customers|users|employees|passengers)|depending on|as early as|no guarantee|not guaranteed|(?:when|if|where|while) (?:seats |stocks? |places |rooms |spaces )?(?:are |is |remain )?available|subject to availability)\b/i;
/**
 * A "may" that grants a party leave, not a chance: "Members may cancel", "the Customer may export",
 * "Unopened appliances may be returned". It hedges nothing the claim predicts ("You'll get a full
 * refund"), unlike "we may offer" or "Employees may be eligible".
 */
const LEAVE = /\b(?:you|customers?|consumers?|tenants?|landlords?|members?|employees?|staff|passengers?|guests?|users?|buyers?|clients?|visitors?|drivers?|students?|parents?|patients?)\s+may\s+(?!not\b|be eligible\b|qualify\b)(?:\w+ly\s+)?([a-z]+)|\bmay be (returned|exchanged|driven|taken|carried|used|brought|transferred|cancell?ed|booked|swapped|claimed|submitted|rolled)\b/i;

/** Leave to do what the claim says will happen is no leave to cite: "will be carried" against "may be carried" is still a flip. */
function leaveForOtherAct(part: string, verb: string | undefined): boolean {
  const leave = LEAVE.exec(part);
  const act = (leave?.[1] ?? leave?.[2])?.toLowerCase();
  return act !== undefined && (verb === undefined || act.slice(0, 4) !== verb.slice(0, 4));
}
/** A source that says what suffices ("it is enough that the notice is sent before the period ends"): a sufficient condition, which a duty ("you need to send it before the period ends") may state. */
const SUFFICES = /\b(?:enough|sufficient|suffices?)\b/i;
/** The claim's own hedge, which says no more than the source. */
const OWN_HEDGE = /\b(?:may|might|could|can|possibly|probably|likely|usually|often|sometimes|some|if|unless|depending|available|should|aims?|expect(?:ed|s)?|hope|too early|unclear|uncertain|undecided|not yet|whether)\b/i;

/**
 * The act a modal's match governs: the first content verb of the six words after it (`at`, its
 * place among them), and the first noun of the three words after that verb ("need to pay the
 * penalty first": "pay", "penalty"; "can be submitted": "submit").
 */
function actAfter(facts: UnitFacts, match: RegExpExecArray): { verb: string | null; thing: string | null; at: number } {
  const next = tokensWithin(facts.text, facts.tokens, match.index + match[0].length, facts.text.length).slice(0, 6);
  const at = next.findIndex((t) => t.pos === 'VERB' && isContent(t));
  const verb = next[at];
  const thing = verb ? next.slice(at + 1, at + 4).find((t) => t.pos === 'NOUN') : undefined;
  return { verb: verb && at < 4 ? termOf(verb) : null, thing: thing ? termOf(thing) : null, at };
}

/** The act and thing right after a modal's match ("pay penalty"), or null when either is missing or the act comes late. */
function actAndThing(facts: UnitFacts, match: RegExpExecArray): string | null {
  const { verb, thing, at } = actAfter(facts, match);
  return verb && thing && at <= 1 ? `${verb} ${thing}` : null;
}

/**
 * Whether the duty and the permission are of one act: the permission's verb is the claim's, or
 * the claim's duty verb is the sentence's too. "You'll need to pay a new fee" against "A new
 * application can be submitted ..., with a new fee" puts a duty on paying that the permission to
 * submit says nothing against.
 */
function sameAct(claim: UnitFacts, source: UnitFacts, duty: RegExpExecArray): boolean {
  const permitted = PERMISSION.exec(source.text);
  const [ours, theirs] = [actAfter(claim, duty).verb, permitted ? actAfter(source, permitted).verb : null];
  if (ours === null || theirs === null || ours === theirs) return true;
  const claimVerbs = new Set(claim.tokens.map(termOf));
  const sourceVerbs = new Set(source.tokens.map(termOf));
  return claimVerbs.has(theirs) || sourceVerbs.has(ours);
}

/** The contradiction, or null. */
export function modalStrength(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  // A duty where the sentence lifts it ("You'll need to send your old handset back" / "You do not have to return your old handset").
  const duty = DUTY.exec(claim.text);
  const loose = duty && claim.negations.length === 0 && !CHOICE.test(claim.text) && !NO_DUTY.test(claim.text) ? statingSentence(index, support, LIFTED_STATES) : null;
  const lifted = loose ? CHOICE.exec(loose.text) : null;
  if (loose && duty && lifted && !DUTY.test(loose.text.replace(CHOICE, ' ')) && claim.quantities.every((q) => loose.facts.quantities.some((e) => sameQuantity(q, e)))) {
    return loose.cite('contradicted', `The answer says ${duty[0].toLowerCase()}; ${loose.pid} says ${lifted[0].toLowerCase()}: "${loose.text}"`, `Say ${lifted[0].toLowerCase()}, as ${loose.pid} does: "${loose.text}"`);
  }
  // The same act and thing after the duty and after a sentence's lifting of it ("You'll need to pay
  // the penalty first and then appeal" / "you do not have to pay a penalty before challenging it"),
  // however little else of the claim that sentence states.
  const act = duty && claim.negations.length === 0 && !CHOICE.test(claim.text) && !NO_DUTY.test(claim.text) ? actAndThing(claim, duty) : null;
  for (const w of act ? support.windows : []) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      const lift = facts ? CHOICE.exec(facts.text) : null;
      if (!facts || !lift || !act || DUTY.test(facts.text.replace(CHOICE, ' ')) || actAndThing(facts, lift) !== act) continue;
      const said = citedSentence(index, id);
      if (said) return said.cite('contradicted', `The answer says ${duty?.[0].toLowerCase()}; ${said.pid} says ${lift[0].toLowerCase()}: "${said.text}"`, `Say ${lift[0].toLowerCase()}, as ${said.pid} does: "${said.text}"`);
    }
  }
  const best = statingSentence(index, support);
  // A sentence that leaves out a figure of the claim ("within 5 working days") is about something else ("appeal within 7 working days").
  if (!best || claim.quantities.some((q) => !best.facts.quantities.some((e) => sameQuantity(q, e)))) return null;
  const source = best.text;
  const flip = (claimWord: string, sourceWord: string) => best.cite('contradicted', `The answer says ${claimWord}; ${best.pid} says ${sourceWord}: "${source}"`, `Say ${sourceWord}, as ${best.pid} does: "${source}"`);
  // Only a "may" or "can" in the ";" part that states most of the claim: "Up to 5 days may be carried over;
  // carried days must be taken by 31 March or they are lost" says for certain that they are lost, and
  // "Children aged 11 and over can withdraw on their own; younger children need a parent present"
  // lets no younger child go alone.
  const hits = (x: string) => claim.terms.filter((t) => x.toLowerCase().includes(t)).length + claim.quantities.filter((q) => x.includes(q.raw)).length;
  const part = source.split(';').reduce((a, b) => (hits(b) > hits(a) ? b : a));
  const permitted = PERMISSION.exec(part);
  // A claim that grants the permission itself ("If you need to, you can take a painkiller") states no duty.
  if (duty && !CHOICE.test(claim.text) && !NO_DUTY.test(claim.text) && !PERMISSION.test(claim.text) && !SUFFICES.test(source) && permitted && !DUTY.test(source) && !PROHIBITION.test(source) && !CONDITION.test(source) && claim.quantities.length === 0 && sameAct(claim, best.facts, duty)) return flip(duty[0].toLowerCase(), permitted[0].toLowerCase());
  const choice = CHOICE.exec(claim.text);
  const required = DUTY.exec(source);
  if (choice && required && !PERMISSION.test(source) && !CHOICE.test(source)) return flip(choice[0].toLowerCase(), required[0].toLowerCase());
  const always = ALWAYS.exec(claim.text);
  const sometimes = SOMETIMES.exec(source);
  if (always && sometimes && !ALWAYS.test(source)) return flip(always[0].toLowerCase(), sometimes[0].toLowerCase());
  const certain = CERTAIN.exec(claim.text);
  const likely = LIKELY.exec(source);
  if (certain && likely && !CERTAIN.test(source) && !LIKELY.test(claim.text)) return flip(certain[0].toLowerCase(), likely[0].toLowerCase());
  // A prediction where the sentence says only that it may happen: "will close next year" / "could close as early as next year".
  const will = WILL.exec(claim.text);
  const may = MAY.exec(part);
  // The verb the claim's "will" governs ("they'll be lost"), stated without "may" in another part
  // ("any carried days not used by then are lost"): that part settles it.
  const verb = /\b(?:will|'ll|shall)\s+(?:not\s+)?(?:be\s+)?(?:\w+ly\s+)?([a-z]{3,})/i.exec(claim.text)?.[1]?.toLowerCase();
  if (verb && source.split(';').some((x) => x !== part && new RegExp(`\\b(?:is|are|was|were|be|been|gets?)\\s+(?:\\w+\\s+)?${verb}\\b`, 'i').test(x) && !MAY.test(x))) return null;
  // "would" says it will happen too, in reported speech: "said schools would reopen once ...".
  if (will && may && !OWN_HEDGE.test(claim.text) && !/\b(?:will|'ll|shall|would)\b/i.test(source) && !leaveForOtherAct(part, verb)) return flip(will[0].toLowerCase(), may[0].toLowerCase());
  return null;
}
