/**
 * Word-vector matching of a claim word the evidence does not use: "firm" for "company",
 * "physician" for "doctor". Vectors put antonyms and sister terms close together (small/large
 * 0.93, Monday/Tuesday 0.99), so only nouns and verbs match, names never do, and known
 * opposites and members of one closed class (days, months, colours, directions, kin) are refused.
 */

/** Cosine at or above which two words count as the same. */
export const SOFT_MATCH = 0.65;

const RISE = ['rise', 'increase', 'hike', 'raise', 'grow', 'gain', 'climb', 'jump', 'surge', 'boost'];
const FALL = ['fall', 'decrease', 'cut', 'drop', 'decline', 'reduce', 'reduction', 'lower', 'shrink', 'slump', 'plunge'];
const OPPOSITES = [
  'rise fall', 'increase decrease', 'gain loss', 'gain lose', 'win lose', 'buy sell', 'open close', 'start end', 'begin end',
  'start finish', 'birth death', 'bear die', 'accept reject', 'allow forbid', 'allow ban', 'enter exit', 'import export',
  'profit loss', 'success failure', 'maximum minimum', 'arrive depart', 'husband wife', 'mother father', 'brother sister',
  'king queen', 'man woman', 'son daughter', 'boy girl', 'day night', 'input output', 'lend borrow', 'give take', 'push pull',
  'add remove', 'include exclude', 'approve deny', 'pass fail', 'attack defend', 'raise lower', 'heat cool', 'send receive',
  'teach learn', 'question answer', 'cause effect', 'supply demand', 'credit debit', 'asset liability', 'winner loser',
  'victory defeat', 'acquire divest', 'hire fire', 'employer employee', 'buyer seller', 'lender borrower', 'seller buyer',
  'minority majority', 'increase cut', 'expand shrink', 'grow shrink', 'surplus deficit', 'export import', 'inflow outflow',
  'large small', 'big small', 'high low', 'hot cold', 'warm cold', 'open closed', 'open close', 'early late', 'public private',
  'legal illegal', 'possible impossible', 'true false', 'safe dangerous', 'safe unsafe', 'heavy light', 'fast slow',
  'cheap expensive', 'rich poor', 'wet dry', 'full empty', 'alive dead', 'male female', 'positive negative', 'above below',
  'first last', 'inside outside', 'domestic foreign', 'strong weak', 'wide narrow', 'deep shallow', 'thick thin',
  'increasing decreasing', 'higher lower', 'larger smaller', 'more less', 'more fewer', 'better worse', 'best worst',
  'allowed prohibited', 'allowed forbidden', 'allow prohibit', 'permit prohibit', 'permitted prohibited', 'mandatory optional', 'required optional',
  'included excluded', 'available unavailable', 'effective ineffective', 'approved rejected', 'guilty innocent',
  'increase fall', 'increase drop', 'increase decline', 'rise drop', 'rise decline', 'grow fall', 'grow decline', 'grow shrink',
  'climb fall', 'gain fall', 'gain drop', 'common rare', 'frequent rare', 'refundable nonrefundable', 'refundable non-refundable',
  'mandatory optional', 'compulsory optional', 'enable disable', 'enabled disabled', 'earliest latest', 'minimum maximum', 'cheapest dearest',
  'free paid', 'qualify exclude', 'qualify excluded', 'eligible excluded', 'eligible exclude', 'accept exclude', 'accepted excluded', 'cover exclude', 'covered excluded', 'postpone advance', 'delay advance', 'on off', 'enabled off', 'on disabled', 'active inactive',
  'same next', 'same following',
  // Saying so against saying not ('has confirmed plans' / 'has denied reports'): a reporting verb and its denial.
  'confirm deny', 'confirm reject', 'confirm dismiss', 'admit deny', 'announce deny', 'acknowledge deny', 'accept deny', 'confirm refute',
  // The two sides of a relationship: one never stands for the other ("The landlord must give notice" / "The tenant must").
  'landlord tenant', 'lessor lessee', 'licensor licensee', 'customer supplier', 'client contractor', 'client supplier', 'customer provider',
  'client provider', 'teacher student', 'parent child', 'driver passenger', 'host guest', 'creditor debtor', 'sender recipient', 'sender receiver',
  'plaintiff defendant', 'claimant defendant', 'vendor purchaser', 'buyer vendor', 'seller purchaser', 'insurer policyholder',
  'mild severe', 'minor major', 'temporary permanent', 'create cut', 'create eliminate', 'keep raise', 'keep increase', 'keep cut', 'keep reduce', 'hold raise', 'hold cut', 'keep stop', 'continue stop', 'continue end', 'survive end', 'continue cease', 'survive cease', 'survive expire', 'full half', 'common rarely', 'frequent rarely', 'often rarely', 'delete keep', 'remove keep', 'delete retain', 'single multiple',
  // Changes of direction: any rise word against any fall word ("voted for a hike" / "a cut").
  ...RISE.flatMap((up) => FALL.map((down) => `${up} ${down}`)),
];
/** Whether two words name a change in the same direction ("shrank" / "fell"). */
export function sameDirection(a: string, b: string): boolean {
  return (RISING.has(a) && RISING.has(b)) || (FALLING.has(a) && FALLING.has(b));
}
/**
 * Whether tokens say a change in the direction of `word`: a word of that direction, or "up"/"down"
 * before a figure ("revenue of €412m, up 6%" says "grew").
 */
export function saysDirection<T extends { normal: string; pos: string }>(tokens: readonly T[], forms: readonly string[], lemma: (t: T) => string): boolean {
  return tokens.some((t, k) => {
    const w = t.normal.toLowerCase();
    const figure = tokens[k + 1]?.pos === 'NUM' ? ({ up: 'rise', down: 'fall' } as Record<string, string>)[w] : undefined;
    return forms.some((f) => sameDirection(f, lemma(t)) || sameDirection(f, w) || (figure !== undefined && sameDirection(f, figure)));
  });
}
/** The direction words with the irregular past forms a lemma may not reduce ("fell", "rose"). */
const RISING = new Set([...RISE, 'rose', 'risen', 'grew', 'grown']);
const FALLING = new Set([...FALL, 'fell', 'fallen', 'shrank', 'shrunk']);
const CLASSES = [
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ['spring', 'summer', 'autumn', 'fall', 'winter'],
  ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'violet', 'black', 'white', 'grey', 'gray', 'brown', 'pink', 'gold', 'silver'],
  // Compass points, sides and "up"/"down" are separate choices ("the north" is no swap for "up to 60 mm").
  ['north', 'south', 'east', 'west'],
  ['left', 'right', 'top', 'bottom'],
  ['mother', 'father', 'son', 'daughter', 'brother', 'sister', 'uncle', 'aunt', 'husband', 'wife', 'grandmother', 'grandfather'],
  ['morning', 'afternoon', 'evening', 'night'],
  ['gold', 'silver', 'bronze', 'copper', 'iron', 'steel', 'aluminium', 'aluminum', 'lead', 'zinc', 'tin'],
  ['cat', 'dog', 'horse', 'cow', 'sheep', 'pig', 'goat'],
  ['walk', 'drive', 'cycle', 'bus', 'train', 'tram', 'ferry', 'flight', 'taxi'],
];
const BLOCKED = new Set<string>();
const OPPOSITE_OF = new Map<string, string[]>();
for (const pair of OPPOSITES) {
  const [a = '', b = ''] = pair.split(' ');
  BLOCKED.add(`${a}|${b}`);
  BLOCKED.add(`${b}|${a}`);
  OPPOSITE_OF.set(a, [...(OPPOSITE_OF.get(a) ?? []), b]);
  OPPOSITE_OF.set(b, [...(OPPOSITE_OF.get(b) ?? []), a]);
}

/** Known opposites of a lemma ("increase" -> ["decrease", "cut"]). */
function oppositesOf(lemma: string): readonly string[] {
  return OPPOSITE_OF.get(lemma) ?? [];
}

/**
 * Pairs that never match by vectors but do not contradict either: converses and partners that
 * one sentence often names together ("born ... died", "cause ... effect", "buy ... sell").
 */
const NOT_CONFLICTING = new Set([
  'birth death', 'bear die', 'question answer', 'cause effect', 'teach learn', 'send receive', 'give take', 'lend borrow',
  'buy sell', 'employer employee', 'buyer seller', 'seller buyer', 'lender borrower', 'input output', 'import export',
  'export import', 'supply demand', 'credit debit', 'asset liability', 'attack defend', 'push pull', 'inflow outflow',
  'winner loser', 'victory defeat', 'hire fire',
  'landlord tenant', 'lessor lessee', 'licensor licensee', 'customer supplier', 'client contractor', 'client supplier', 'customer provider',
  'client provider', 'teacher student', 'parent child', 'driver passenger', 'host guest', 'creditor debtor', 'sender recipient', 'sender receiver',
  'plaintiff defendant', 'claimant defendant', 'vendor purchaser', 'buyer vendor', 'seller purchaser', 'insurer policyholder',
]);

/** Whether two words are converses or partners one sentence often names together (born/died, buy/sell). */
export function isPartnerPair(a: string, b: string): boolean {
  return NOT_CONFLICTING.has(`${a} ${b}`) || NOT_CONFLICTING.has(`${b} ${a}`);
}

/** Opposites of a lemma that contradict it as the one word that differs ("rose" / "fell"). */
export function conflictingOpposites(lemma: string): readonly string[] {
  return oppositesOf(lemma).filter((o) => !NOT_CONFLICTING.has(`${lemma} ${o}`) && !NOT_CONFLICTING.has(`${o} ${lemma}`));
}
const CLASS_OF = new Map<string, number>();
CLASSES.forEach((words, i) => {
  for (const w of words) CLASS_OF.set(w, i);
});

/** Whether a token of this part of speech may match by vectors. */
export function softMatchable(pos: string): boolean {
  return pos === 'NOUN' || pos === 'VERB';
}

/** Whether two different words must never match by vectors (opposites, or one closed class). */
export function refusedPair(a: string, b: string): boolean {
  if (a === b) return false;
  if (BLOCKED.has(`${a}|${b}`)) return true;
  const ca = CLASS_OF.get(a);
  return ca !== undefined && ca === CLASS_OF.get(b);
}

/** Whether two words are different members of one closed class (Monday/Tuesday, red/blue); plurals allowed. */
/** Verbs that say the same of a thing where WordNet has no link between them ("covered" / "include"). */
const MEANING_GROUPS = [['include', 'cover', 'contain', 'comprise'], ['allow', 'permit', 'let'], ['need', 'require']];

/** Whether two verb lemmas say the same of a thing (a small table of pairs WordNet leaves apart). */
export function sameMeaningVerbs(a: string, b: string): boolean {
  return a !== b && MEANING_GROUPS.some((g) => g.includes(a) && g.includes(b));
}

/** Whether `w` (or its singular) is a member of one of the closed classes. */
export function inClosedClass(w: string): boolean {
  const l = w.toLowerCase();
  return CLASS_OF.has(l) || CLASS_OF.has(l.replace(/s$/, ''));
}

export function sameClosedClass(a: string, b: string): boolean {
  const norm = (w: string) => {
    const l = w.toLowerCase();
    return CLASS_OF.has(l) ? l : l.replace(/s$/, '');
  };
  const ca = CLASS_OF.get(norm(a));
  return ca !== undefined && norm(a) !== norm(b) && ca === CLASS_OF.get(norm(b));
}
