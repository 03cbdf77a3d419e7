/**
 * The type of a claim (fact, computation, comparison, inference, decision, opinion, refusal) and
 * whether it is only framing ("Sure!", "I hope this helps"), which is not checked.
 */
import type { ClaimType } from '../../contract/schemas.ts';
import { detectOperation } from '../verify/verify-computation.ts';
import { speechActOf } from './speech-act.ts';
import { TOLD_AS_QUESTION } from './split-claims.ts';
import { isContent, type UnitFacts } from './unit-facts.ts';

/** A claim's type, and whether it is framing (not_checked). */
export interface Classification {
  type: ClaimType;
  framing: boolean;
}

const CLOSERS = /^(?:sure|certainly|of course|absolutely|great question|good question|hello|hi|hey|thanks?(?: you)?|you're welcome|(?:i )?hope (?:this|that|it) helps|let me know|happy to help|glad to help|feel free)\b/i;
const OPENERS = /^(?:here(?:'s| is| are)|below is|below are|in summary|to summari[sz]e|summary|answer|overview|key (?:facts|points)|details)\b/i;
const REFUSALS = [
  /\b(?:context|passages?|sources?|documents?|text|information|excerpts?)(?: provided| given| above| (?:i|we) have| (?:i|we)'ve got| available| here)?\s+(?:does|do|did)\s*(?:not|n't)\s+(?:say|state|mention|specify|provide|contain|include|give|indicate|cover|discuss|describe|address|tell|answer|list|explain)/i,
  /\b(?:i|we)\s+(?:do not|don't|cannot|can't|could not|couldn't|am unable to|are unable to|was unable to)\s+(?:know|find|determine|answer|tell|say|confirm|verify|see)/i,
  /\bthere(?: is|'s| are)\s+no\s+(?:information|mention|data|details?|indication|record)/i,
  // "The policy says nothing about matching donations", or that part alone after a split.
  /(?:^|\b(?:the|this|that|it|they)\s+(?:[\w-]+\s+){0,3})(?:says?|said|mentions?|mentioned)\s+nothing\s+(?:about|on|of|regarding)\b/i,
  // Any source named by the answer: "the policy doesn't say", "the leaflet does not mention whether", "The Herald's article doesn't mention".
  /\b(?:the|this|that|your|our|its|their|these|those|it|they)\s+(?:[\w'’-]+\s+){0,4}(?:does|do|did)\s*(?:not|n't)\s+(?:say|state|mention|specify|indicate|tell|include information|explain|spell out|disclose|reveal|list|name)\b/i,
  // The same split from its subject ("..., and doesn't mention ibuprofen").
  /^(?:it\s+|they\s+)?(?:also\s+)?(?:does|do|did)\s*(?:not|n't)\s+(?:mention|say anything about|specify|state)\b/i,
  // A figure the text does not give: "It doesn't give a number for how many jobs will be lost", "The release doesn't put a figure on it".
  /\b(?:does|do|did)\s*(?:not|n't)\s+(?:give|provide|quote|offer|put|include)\s+(?:a|an|any)\s+(?:(?:exact|specific|precise|firm|typical)\s+)?(?:number|figure|date|breakdown|estimate|timeline|timescale|forecast|projection)\b/i,
  // What reports do not forecast: "which the reports don't forecast".
  /\b(?:reports?|passages?|sources?|documents?|articles?|releases?|statements?)\s+(?:does|do|did)\s*(?:not|n't)\s+(?:forecast|predict|project|estimate)\b/i,
  // A thing said of the text in the passive, the claim ending there ("SQLite isn't mentioned",
  // "Windows is not listed anywhere"); not "covered" or "included", which rules say of the world.
  // Also with where it is not mentioned: "Windows isn't mentioned in the requirements", "is not listed among the supported systems".
  /^(?:but\s+|however,?\s+)?[\w\s'’.-]{1,40}?\s+(?:is|are|was|were)\s*(?:not|n't)\s+(?:mentioned|listed|specified|stated|named|discussed|addressed)(?:\s+(?:anywhere|at all|there|here|either))?(?:\s+(?:in|on|among|under|within)\s+(?:the|your|this|these|its|their|any)\s+[\w'’-]+(?:\s+[\w'’-]+){0,3})?(?:\s+(?:anywhere|at all|either))?[.!]?$/i,
  // The same after "but" or "and", its subject the text named before ("The documentation covers SAML but doesn't mention SCIM").
  /\b(?:but|and)\s+(?:does|do|did)\s*(?:not|n't)\s+(?:mention|say anything about|specify|say\s+(?:whether|if|how|what|when|which|who))\b/i,
  // Verbs a rule uses of the world too ("The permit doesn't cover weekends", "The plan doesn't
  // give lounge access"): a refusal only when a text is the subject ("the leaflet doesn't cover").
  // (Also "Trennick's results", "the docs I have": a text named by its owner or the writer's own copy.)
  /(?:\b(?:the|this|that|these|those)|[\w-]+['’]s)\s+(?:[\w-]+\s+){0,2}(?:passages?|context|sources?|documents?|docs|documentation|text|excerpts?|extracts?|articles?|leaflets?|handbook|guide|page|faq|notes?|information|material|reports?|results|updates?|announcements?|statements?|summary|release notes)(?:\s+(?:i|we)\s+have|\s+provided|\s+here)?\s+(?:does|do|did)\s*(?:not|n't)\s+(?:cover|address|give|list|name|identify|set out|detail|include|contain)\b/i,
  // A numbered part of the text as the subject: "Clause 11 doesn't mention holiday lets", "Section 4 does not say".
  /\b(?:clause|section|paragraph|schedule|article|part|appendix)\s+[\w.()]+\s+(?:does|do|did)\s*(?:not|n't)\s+(?:say|state|mention|specify|cover|address|list|name|set out|deal with)\b/i,
  // "Neither passage sets out a penalty", "None of the sources names the developer".
  /^(?:but\s+|however,?\s+)?(?:neither|none of the)\s+(?:passages?|sources?|documents?|articles?|texts?|excerpts?|extracts?|leaflets?|policies|polic(?:y|ies)|reports?|stories|story|statements?|pages?|guides?|notes?|updates?)\s+(?:says?|states?|mentions?|specif(?:y|ies)|sets? out|gives?|names?|lists?|covers?|addresses?|details?|explains?|provides?|includes?)\b/i,
  /\bnot\s+(?:mentioned|stated|specified|provided|given|included|covered|available|addressed|discussed)\s+in\s+the\s+(?:provided\s+)?(?:context|passages?|sources?|documents?|text|information)/i,
  /\b(?:unable|impossible|not possible)\s+to\s+(?:determine|say|answer|tell|know)/i,
  /\b(?:insufficient|not enough) information\b/i,
  // "It's unclear from this report what ...", "it is not clear whether ..."
  /\b(?:it's|it is|it isn't|it is not)\s+(?:unclear|not clear|not stated|not specified|not said|not known)\b/i,
  /\bunclear (?:from|in) (?:the|this|these)\b/i,
];
const DECISION = /^(?:you should|you could|you may want|you might want|you need to|we recommend|i recommend|i would recommend|i'd recommend|i suggest|i would suggest|it is (?:best|advisable|recommended|better) to|the best (?:option|choice|approach|course)|consider|choose|go with|opt for|avoid|make sure|be sure|the (?:right|correct|better) (?:choice|option|decision) is)\b/i;
const INFERENCE = /^(?:so|therefore|thus|hence|consequently|as a result|this means|which means|this suggests|this implies|this shows|this indicates|it follows)\b|\b(?:suggests?|implies|indicates? that|means that|likely|probably|presumably|must have|must be(?!\s+(?:[a-z]+ed|[a-z]+en|paid|made|done|sent|kept|held|told|shown|built|brought|returned|met|set|put|read|left|sold|bought|run)\b)|would have)\b/i;
const OPINION = /^(?:i think|i believe|i feel|in my (?:view|opinion)|personally|arguably|it seems)\b|\b(?:beautiful|amazing|wonderful|impressive|stunning|fascinating|remarkable|awesome|iconic|must-see|breathtaking|lovely|delightful|worth (?:visiting|a visit|seeing))\b/i;
const ARITHMETIC = /\d\s*[-+×x*/÷]\s*\d|=|\b(?:plus|minus|multiplied|divided|sum of|in total|combined|average|altogether)\b/i;
const COMPARISON = /\b(?:\w+er|more|less|fewer)\s+than\b(?!\s+(?:\$|€|£)?\s?(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred|hundreds|a dozen|dozens|a thousand|thousands|a million|millions)\b))|(?<!\bat )\b(?:the\s+)?(?:largest|tallest|biggest|highest|smallest|oldest|newest|longest|shortest|heaviest|fastest|most|least|fewest)\b|\bcompared (?:to|with)\b|\bthe same as\b|\b(?:lower|higher|bigger|smaller|larger|cheaper|dearer|longer|shorter|faster|slower|greater|older|newer|earlier|later|heavier|lighter|wider|narrower)\s+(?:[\w-]+\s+){1,2}than\b/i;

/** Whether the claim is a refusal ("The passages do not say"), which never counts as a hallucination. */
export function isRefusal(text: string): boolean {
  return REFUSALS.some((re) => re.test(text));
}

/**
 * Classifies one claim from its text and facts. `follows`: a discourse marker introduced it.
 *
 * @example classifyClaim(describeUnit('The total is 354 m', t), false) // { type: 'computation', framing: false }
 */
export function classifyClaim(claim: UnitFacts, follows: boolean, sentence: string): Classification {
  const text = claim.text.trim();
  const content = claim.tokens.filter(isContent).length;
  if (isRefusal(text)) return { type: 'refusal', framing: false };
  // A question states nothing ("Have you seen this movie?"), unless it tells ("Did you know that it sold 5 billion copies?").
  const act = /\?["'”’)\]]*\s*$/.test(sentence) && !TOLD_AS_QUESTION.test(sentence.trim()) ? 'framing' : speechActOf(text, claim);
  if (act === 'refusal') return { type: 'refusal', framing: false };
  if (act === 'opinion') return { type: 'opinion', framing: false };
  if (act === 'framing') return { type: 'fact', framing: true };
  const heading = /^#{1,6}\s/.test(sentence) || (/:\s*$/.test(sentence) && content <= 4);
  if (content === 0 && claim.quantities.length === 0) return { type: 'fact', framing: true };
  const bare = claim.quantities.length === 0 && claim.entities.length === 0;
  if ((CLOSERS.test(text) && bare) || (OPENERS.test(text) && bare && content <= 3) || (heading && claim.quantities.length === 0)) return { type: 'fact', framing: true };
  if (claim.quantities.length > 0 && (ARITHMETIC.test(text) || detectOperation(claim) !== null)) return { type: 'computation', framing: false };
  if (COMPARISON.test(text)) return { type: 'comparison', framing: false };
  if (DECISION.test(text)) return { type: 'decision', framing: false };
  if (follows || INFERENCE.test(text)) return { type: 'inference', framing: false };
  if (OPINION.test(text) && claim.quantities.length === 0) return { type: 'opinion', framing: false };
  return { type: 'fact', framing: false };
}
