/**
 * Advice about what to do with the thing itself ("It would be worth taking it with food", "It's
 * best to store them upright", "It might be worth keeping him on a short lead"): an instruction the
 * passages must give, so always checked, however much it sounds like the soft advice read as
 * framing ("It would be worth asking your pharmacist", "keep an eye out for the next window",
 * "take a moment"): the framing model never reads it as framing. Pure.
 */
const THING_ADVICE = /\b(?:worth|best|better|wise|sensible|a good idea|advisable|should|recommend(?:ed)?|make sure(?: to| you)?|remember to|try to)\s+(?:to\s+)?(?:not\s+)?(?:tak(?:e|es|ing)|us(?:e|es|ing)|appl(?:y|ies|ying)|stor(?:e|es|ing)|keep(?:s|ing)?|giv(?:e|es|ing)|avoid(?:s|ing)?|stop(?:s|ping)?|eat(?:s|ing)?|drink(?:s|ing)?|swallow(?:s|ing)?|mix(?:es|ing)?|doubl(?:e|es|ing)|skip(?:s|ping)?|crush(?:es|ing)?|split(?:s|ting)?|chew(?:s|ing)?|wash(?:es|ing)?|shak(?:e|es|ing)|freez(?:e|es|ing)|heat(?:s|ing)?|refrigerat(?:e|es|ing))\s+(?!an? (?:eye|look|moment|minute|second|breath)\b)(?:it|them|him|her|his|this|that|these|those|each|every|the|your|an?|some|extra)\b/i;

/** Whether the text advises an action on the thing itself (see THING_ADVICE). */
export function advisesOnTheThing(text: string): boolean {
  return THING_ADVICE.test(text);
}
