/**
 * The writer's own life told as a fact: "I used to wear sweaters as a teen", "I went to Ohio
 * State", "I have a friend who ...", "I am a big fan of Cadillac". Passages are about the world,
 * not about the assistant that wrote the answer, so no passage can state such a claim: it is
 * not_stated, however many of its words a passage shares ("sweaters" in a passage on sweater design).
 *
 * Not the writer's stance or framing (those are opinions or speech acts, classified before this),
 * not what the writer reports ("I read that top bowlers ..." is checked as its content), and not
 * the answer's own work ("I checked the policy", "I'm sorry", "I'm not sure").
 */

/** Words that may open the sentence before its "I": interjections and joining words. */
const OPENING = String.raw`(?:(?:yes|yeah|yep|no|nope|and|but|so|well|oh|wow|actually|honestly|also)\b[\s,!.]*)*`;
/** Adverbs between "I" and its verb. */
const ADVERBS = String.raw`(?:(?:also|really|actually|just|once|always|often|never|still|even|personally|myself|too)\s+)*`;
/** Verbs of doing and living that only the writer could report. */
const LIVED = String.raw`(?:went|go|visited|saw|watched|watch|played|play|lived|live|grew up|come from|came from|owned|own|wore|wear|ate|eat|drank|drove|drive|worked|studied|study|met|travell?ed|travel|follow(?:ed)?|listen(?:ed)?|cook(?:ed)?|used to)\b`;
/** "I have been / seen / played ...": the same, in the perfect. */
const PERFECT = String.raw`(?:have|'ve|had)\s+${ADVERBS}(?:been\s+(?:to|in|there|a|an)|gone\s+to|visited|seen|watched|played|lived|owned|worn|eaten|driven|worked|studied|met|travell?ed|followed|read about|heard of)\b`;
/** "I have a friend", "I have some experience", "I had two dogs". */
const HAVING = String.raw`(?:have|had)\s+(?:a|an|some|two|three|my|many|lots of|plenty of)\s+(?!(?:(?:quick|closer|good|few|couple of|final|brief)\s+)?(?:look|check|read|search|question|questions|suggestions?|ideas?|news|information|answer|update|tips?|notes?|options?|thoughts?|concerns?)\b)`;
/** "I am a big fan", "I was a student", "I was considered an expert". */
const BEING = String.raw`(?:am|'m|was)\s+${ADVERBS}(?:(?:(?:considered|once)\s+)?(?:a|an)\s+(?!(?:bit|little)\b)|(?:originally\s+)?from\b(?!\s+(?:the|our|your)\s+(?:\w+\s+){0,2}(?:team|department|desk|office|services?|support|company)\b)|born\s+(?:in|on)\b)`;
/** "My dad ...", "my sister's friend ...": the writer's family and friends as the subject. */
const KIN = String.raw`my\s+(?:(?:best|old|little|big|older|younger)\s+)?(?:mom|mum|mother|dad|father|parents|brother|sister|son|daughter|wife|husband|partner|boyfriend|girlfriend|friends?|grandma|grandmother|grandpa|grandfather|grandparents|uncle|aunt|cousins?|kids|children|family|roommate|neighbou?r)(?:'s)?\b`;

const OWN_EXPERIENCE = new RegExp(String.raw`^${OPENING}(?:i\b\s*(?:${ADVERBS}(?:${LIVED}|${PERFECT}|${HAVING})|${BEING})|${KIN})`, 'i');

/** What the writer reports hearing or reading: its content is the claim ("I read that ..."). */
const REPORTED = /\bi\s+(?:\w+\s+){0,2}(?:read|heard|seen|saw|learned|learnt|found out|noticed)\s+(?:somewhere\s+)?that\b/i;

/**
 * Whether the claim tells the writer's own experience, possessions or identity.
 *
 * @example ownExperience('I used to wear sweaters all the time') // true
 * @example ownExperience('I read that the tour sold out') // false
 */
export function ownExperience(text: string): boolean {
  const t = text.trim().replace(/’/g, "'");
  return OWN_EXPERIENCE.test(t) && !REPORTED.test(t);
}
