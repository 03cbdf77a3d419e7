/**
 * Words of evaluation and attitude: "popular", "interesting", "huge", "scary", "extremely",
 * "love", "wonder". A paraphrase swaps a source's verbs and descriptive adjectives freely ("arrives"
 * for "is delivered"), but a word that judges what the source only describes ("The hugely popular
 * festival", "Many people love it") adds a claim of its own. So such a word, missing from the
 * passages, is never waved through as loose wording (see verify-fact.ts).
 *
 * Measured on the BEGIN train split (dialogue responses checked against one knowledge sentence):
 * of the claims the loose-wording rule let through with one missing light word, 86 were in
 * responses labelled not attributable against 5 in attributable ones, and their missing words
 * were of this kind; on the hand-written development sets the missing words were descriptive
 * ("weigh", "untouched", "arrive", "cheap").
 */

const WORDS = new Set([
  // Judgements of quality, interest and feeling ("good", "great", "best", "important", "worth" are
  // left out: assistants use them to advise, "it's best to call", "worth keeping the receipt"; so
  // are words that also describe: "cool" places, "huge" or "tiny" amounts, "smart" meters).
  'amazing', 'awesome', 'awful', 'terrible', 'horrible', 'wonderful', 'fantastic', 'fabulous', 'brilliant', 'outstanding',
  'superb', 'lovely', 'beautiful', 'gorgeous', 'ugly', 'fun', 'funny', 'hilarious', 'boring', 'dull', 'interesting',
  'interested', 'fascinating', 'exciting', 'excited', 'thrilling', 'scary', 'frightening', 'creepy', 'weird', 'odd', 'strange',
  'bizarre', 'crazy', 'insane', 'ironic', 'sad', 'proud', 'guilty', 'shocking', 'surprising', 'surprised', 'impressive',
  'incredible', 'unbelievable', 'remarkable', 'extraordinary', 'delicious', 'tasty', 'wrenching', 'heartbreaking', 'tragic',
  'inspiring', 'favorite', 'favourite', 'beloved', 'popular', 'famous', 'renowned', 'iconic', 'legendary', 'celebrated',
  'notorious', 'infamous', 'talented', 'gifted', 'influential', 'controversial',
  'overrated', 'underrated', 'silly', 'stupid', 'clever', 'genius', 'cute', 'adorable', 'charming', 'elegant', 'stunning',
  'breathtaking', 'spectacular', 'magnificent', 'epic', 'timeless', 'pointless', 'useless',
  // Intensifiers (stance adverbs such as "unfortunately", "definitely", "really" are left out: they frame an answer's claims).
  'extremely', 'terribly', 'incredibly', 'totally', 'absolutely', 'awfully', 'insanely', 'hugely', 'amazingly',
  'famously', 'remarkably', 'ironically',
  // Verbs of attitude.
  'love', 'enjoy', 'hate', 'dislike', 'adore', 'admire', 'wonder', 'amaze', 'impress', 'bore', 'fascinate',
]);

/** Whether lemma `word` judges or takes an attitude rather than describes. */
export function isEvaluative(word: string): boolean {
  return WORDS.has(word.toLowerCase());
}
