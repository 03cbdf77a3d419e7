/**
 * What the rules need to know about one piece of text (a claim, or a sentence of a passage):
 * its content terms, quantities, proper names and negations, computed once from its tokens.
 */
import { tokenOffsets } from './code-points.ts';
import type { NlpToken } from '../types.ts';
import { isLabelLetter } from './label-letters.ts';
import { extractQuantities, type Quantity } from '../quantities/quantities.ts';
import { lookupUnit, SCALES } from '../quantities/units.ts';

/** The facts of one unit of text. */
export interface UnitFacts {
  text: string;
  tokens: readonly NlpToken[];
  /** Content lemmas (lower case, unique), without numbers and units. */
  terms: string[];
  /** The part of speech of each term's first token. */
  termPos: string[];
  quantities: Quantity[];
  /** Proper-name phrases as written (e.g. `Gustave Eiffel`). */
  entities: string[];
  /** Indexes into `tokens` of negating words. */
  negations: number[];
  /** For a claim opening with he/she/it/they: the name it most likely refers to (set by the pipeline). */
  subject?: string;
  /** The first name the answer's last earlier claim with names gave ("In Manchester you can start ..."). */
  topic?: string;
  /** The first name an earlier claim of the same answer sentence gave ("With Economy Classic you get ..., and two checked bags"). */
  sentenceTopic?: string;
}

const NEGATORS = new Set(['not', "n't", 'never', 'no', 'none', 'nobody', 'nothing', 'neither', 'nor', 'cannot']);
const SKIP_POS = new Set(['PUNCT', 'SYM', 'DET', 'ADP', 'AUX', 'CCONJ', 'SCONJ', 'PART', 'PRON', 'NUM', 'X', 'SPACE', 'INTJ']);
const FILLER = new Set([
  'according', 'context', 'passage', 'passages', 'source', 'sources', 'provided', 'provide', 'mention', 'mentioned', 'state',
  'stated', 'also', 'information', 'text', 'document', 'answer', 'based', 'indeed', 'actually', 'really', 'however',
  'therefore', 'thus', 'hence', 'so', 'approximately', 'about', 'around', 'roughly', 'nearly', 'almost', 'total', 'overall',
  // Answers' interjections and words that name the source rather than say anything about the world.
  'yes', 'yeah', 'yep', 'yup', 'nope', 'nah', 'okay', 'ok', 'sure', 'honestly', 'basically', 'essentially', 'simply', 'quick', 'here', "here's",
  // A speaker's contraction the model reads as one name ("I'm afraid"), and the speaker's regret or relief: no fact.
  "i'm", "i've", "i'd", "i'll", "you're", "you've", "you'd", "you'll", "we're", "we've", "they're", "they've", "it's", "that's", "there's",
  'afraid', 'unfortunately', 'sadly', 'fortunately', 'luckily', 'thankfully',
  'whoever', 'whichever', 'whenever', 'wherever',
  // A provision's label abbreviated ("s. 29", "reg. 5"): its number is what names it.
  's.', 'ss.', 'sec.', 'secs.', 'reg.', 'regs.', 'art.', 'arts.', 'para.', 'paras.', 'cl.', 'sch.',
  'maximum', 'minimum', 'max', 'min',
  'a.m.', 'p.m.', 'am', 'pm', 'et', 'gmt', 'utc', 'cet', 'pst', 'est',
  'summary', 'overview', 'excerpt', 'leaflet', 'handbook', 'brochure', 'notice', 'manual', 'documentation', 'docs', 'faq', 'note', 'notes',
  // Joining adverbs: how the answer links its points, not a fact ("... instead", "exactly on the minimum").
  'instead', 'exactly', 'whether',
]);
/**
 * "documentation" names a source after "the" ("the documentation says"), but a thing of the world
 * when nothing points at it ("provide any documentation"). ("notice" and "note" too were measured
 * and dropped: HR answers' "one month's notice" and "fit note" moved both ways.)
 */
const POINTING = /^(?:the|this|that|these|those|its|our)$/i;
function namedThing(tokens: readonly NlpToken[], i: number): boolean {
  const t = tokens[i];
  return t?.kind === 'word' && t.normal.toLowerCase() === 'documentation' && !tokens.slice(Math.max(0, i - 2), i).some((x) => POINTING.test(x.normal));
}
const NUMBER_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'dozen', 'percent']);

/** Discourse phrases that open a claim and say nothing of the world: "Interestingly", "As a reminder", "For completeness", "First," (a step's order in the answer). */
const DISCOURSE = /^(?:first|firstly|first of all|second|secondly|third|thirdly|finally|lastly|next|to (?:start|begin)(?: with)?|interestingly|notably|importantly|incidentally|crucially|helpfully|usefully|as a (?:reminder|rule of thumb|side note|quick note)|for (?:completeness|reference|context|clarity|the record|this calculation|this purpose|what it 's worth|what it's worth)|to be (?:clear|fair|precise)|just so you know|worth (?:noting|knowing)|in (?:short|brief|practice|other words))$/i;

/** Function words that open sentences: capitalised there, they name nothing. */
const OPENERS = new Set([
  'the', 'a', 'an', 'it', 'this', 'that', 'these', 'those', 'there', 'they', 'we', 'you', 'he', 'she', 'in', 'on', 'at', 'for', 'if',
  'when', 'but', 'and', 'or', 'so', 'as', 'by', 'with', 'from', 'to', 'of', 'after', 'before', 'since', 'our', 'your', 'its', 'their',
  'each', 'every', 'all', 'some', 'any', 'no', 'not', 'yes', 'yeah', 'yep', 'yup', 'nope', 'nah', 'ok', 'okay', 'please', 'here', 'what', 'which', 'who', 'how', 'why', 'where', 'then',
  'also', 'however', 'both', 'either', 'neither', 'while', 'although', 'though', 'because', 'whether', 'once', 'until', 'unless', 'during', 'over',
  'under', 'about', 'into', 'than', 'only', 'just', 'even', 'my', 'his', 'her', 'me', 'us', 'them', 'him', 'is', 'are', 'was', 'were',
  'be', 'been', 'has', 'have', 'had', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'should', 'may', 'might', 'must', 'shall',
  'more', 'most', 'less', 'few', 'many', 'much', 'other', 'another', 'such', 'same', 'own', 'very', 'too', 'now', 'again', 'up', 'down', 'out', 'off',
  // Indefinite pronouns opening a sentence ("Anything beyond that is lost", "Nobody was hurt") name nothing.
  'anything', 'nothing', 'something', 'everything', 'anyone', 'anybody', 'nobody', 'everyone', 'everybody', 'none', 'whatever',
  'whoever', 'whichever', 'whenever', 'wherever',
  // "One option is to send £5,000 now", "One thing to note": a number word opening the sentence, not a name.
  'one',
  // Connecting adverbs the model lists as stop words ("Afterwards, he said ...", "Meanwhile, ..."):
  // capitalised at a sentence's start, they name nothing. (Not adverbs of frequency or degree, nor
  // prepositions or stop verbs: "Always take it with food" adds "always"; "Keep taking your
  // medicines" against "should be stopped" turns on "keep".)
  'afterwards', 'afterward', 'meanwhile', 'thereafter', 'besides', 'otherwise', 'anyway', 'anyhow', 'further', 'moreover',
  'nevertheless', 'thereby', 'indeed', 'hence', 'thus', 'therefore', 'namely', 'somehow',
]);

/** The lower-case lemma the engine matches on. */
export function termOf(token: NlpToken): string {
  // "non-refundable" is matched as "refundable", and negates (see isNegator).
  return (token.lemma || token.normal).toLowerCase().replace(NON, '');
}

/**
 * The forms a word is looked up under: its term, its plain form and that without a final "s" (a
 * capitalised first word keeps its plural as its lemma: "Repairs to fixtures").
 */
export function wordForms(token: NlpToken): string[] {
  const plain = token.normal.toLowerCase();
  return [termOf(token), plain, plain.replace(/s$/, '')];
}

const NON = /^non-?(?=[a-z]{4})/;

/** Words written in capitals to flag, not to name ("NOTE:", "IMPORTANT", "OK"). */
const FLAGS = new Set(['NOTE', 'NB', 'IMPORTANT', 'WARNING', 'CAUTION', 'TIP', 'OK', 'OKAY', 'YES', 'NO', 'ASAP', 'FYI', 'PS', 'TLDR', 'UPDATE', 'EDIT', 'ALL', 'ANY', 'ONLY', 'EVERY', 'MUST']);

/**
 * A word in capitals that names a code, method or product ("a PUT request", "GET /v2/users"):
 * a name even where the model tags it as a common or stop word; never a function word.
 */
export function isCode(token: NlpToken): boolean {
  return token.kind === 'word' && /^[A-Z]{2,}$/.test(token.text) && !SKIP_POS.has(token.pos) && !FLAGS.has(token.text);
}

/** Whether a token carries content (not a function word, number, unit or filler). */
export function isContent(token: NlpToken): boolean {
  if (isCode(token)) return true;
  // A capitalised function word names something ("the Plus plan", "One Medical"), unless it opens a sentence.
  if (token.kind === 'word' && /^\p{Lu}\p{Ll}+$/u.test(token.text) && (token.isStop || SKIP_POS.has(token.pos)) && !OPENERS.has(token.normal.toLowerCase())) return true;
  if (token.kind !== 'word' || token.isStop || SKIP_POS.has(token.pos)) return false;
  const n = token.normal.toLowerCase();
  // A label letter ("Grade B") is a name, never a unit ("B" for bytes).
  if (isLabelLetter(token)) return true;
  if (n.length < 2 || FILLER.has(n) || NUMBER_WORDS.has(n) || /\d/.test(n)) return false;
  return !lookupUnit(n) && !(n in SCALES);
}

/**
 * Where a clause the tokens open with a word of `opener` ends ("If the inhaler doesn't help, ...",
 * "Because your server has no browser, ..."): the index of the first comma, or -1 when they do not
 * open with such a word or have no comma.
 */
export function leadingClauseEnd(tokens: readonly NlpToken[], opener: RegExp): number {
  return opener.test(tokens[0]?.normal ?? '') ? tokens.findIndex((t) => t.text === ',') : -1;
}

/** The runs of tokens between a sentence's semicolons (none empty). */
export function semicolonParts(tokens: readonly NlpToken[]): NlpToken[][] {
  const out: NlpToken[][] = [[]];
  for (const t of tokens) {
    if (t.text === ';') out.push([]);
    else out[out.length - 1]?.push(t);
  }
  return out.filter((part) => part.length > 0);
}

/** Whether a token negates: not, n't, never, no, ... */
export function isNegator(token: NlpToken): boolean {
  return NEGATORS.has(token.normal.toLowerCase()) || deniesByPrefix(token);
}

/**
 * Whether a "non-" word negates itself ("non-refundable"); a capitalised one is a name's ("the
 * Mutual Non-Disclosure Agreement"), which denies nothing.
 */
export function deniesByPrefix(token: NlpToken): boolean {
  return NON.test(token.normal.toLowerCase()) && !/^Non-\p{Lu}/u.test(token.text);
}

function entitiesOf(tokens: readonly NlpToken[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) out.push(run.join(' '));
    run = [];
  };
  tokens.forEach((t, i) => {
    const capital = /^\p{Lu}/u.test(t.text);
    // ("I'm", "I've", read by the model as one name, name nobody.)
    const proper = (t.pos === 'PROPN' && capital && !(i === 0 && !/^\p{Lu}/u.test(tokens[1]?.text ?? '')) && !FILLER.has(t.normal.toLowerCase())) || isCode(t);
    if (proper && !/^(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(t.text)) run.push(t.text);
    else flush();
    // A label letter ends its name: "a Grade A Nexa 11" names "Grade A" and "Nexa".
    if (isLabelLetter(t)) flush();
  });
  flush();
  return out;
}

/** Verbs and copulas after which "on" / "off" say a setting's state ("is off by default", "switched on"). */
const STATE_VERB = /^(?:is|are|was|were|be|been|being|turned|turn|turns|switched|switch|switches|set|sets|toggled|toggle|stay|stays|stayed|remain|remains|remained|left|kept|keep|keeps)$/;

/**
 * "on" or "off" naming a state, as "enabled" or "disabled" (so "is off by default" meets "is
 * enabled by default"): after a copula or a switching verb, or before "by default", and ending
 * its phrase ("is on sale", "is off the coast" name no state).
 */
function stateOf(tokens: readonly NlpToken[], i: number): string | null {
  const word = tokens[i]?.normal.toLowerCase();
  if (word !== 'on' && word !== 'off') return null;
  const next = tokens[i + 1];
  const byDefault = next?.normal.toLowerCase() === 'by' && tokens[i + 2]?.normal.toLowerCase() === 'default';
  const ends = !next || next.pos === 'PUNCT' || /^(?:by|and|or|but|when|unless|until|if|so)$/i.test(next.normal);
  if (!byDefault && (!STATE_VERB.test(tokens[i - 1]?.normal.toLowerCase() ?? '') || !ends)) return null;
  return word === 'on' ? 'enabled' : 'disabled';
}

/** The answer's own word for a term: its token's text, or the "on"/"off" a state term stands for. */
export function spokenWord(claim: UnitFacts, term: string): string {
  const token = claim.tokens.find((t) => termOf(t) === term || t.normal.toLowerCase() === term);
  if (token) return token.text;
  const state = claim.tokens.find((t, i) => stateOf(claim.tokens, i) === term);
  return state?.text ?? term;
}

/** Words that may come before an answer's "no" ("Sorry, no —", "Unfortunately, no."). */
const BEFORE_NO = /^(?:sorry|unfortunately|well|oh|sadly|afraid|i'm|im)$/i;

/** "No" answering the question ("No — profit fell", "Sorry, no, drivers must be 25"): it denies no word of the claim. */
function answerWord(tokens: readonly NlpToken[], i: number): boolean {
  // "Not quite —", "Not exactly,": a "not" that answers the question, with its adverb.
  const adverb = /^not$/i.test(tokens[i]?.text ?? '') && /^(?:quite|exactly|really|entirely|necessarily)$/i.test(tokens[i + 1]?.text ?? '') ? 1 : 0;
  if ((!/^(?:no|nope)$/i.test(tokens[i]?.text ?? '') && adverb === 0) || !/^[,.;:!—–-]$/.test(tokens[i + 1 + adverb]?.text ?? '')) return false;
  return tokens.slice(0, i).every((t) => BEFORE_NO.test(t.text) || /^[,.!]$/.test(t.text));
}

/**
 * A "not" after a comma or dash that sets a thing against the claim's ("applies to personal
 * injury, not contract"; "to the whole balance, not just the part above £10,000"): it names what
 * the claim is not about, with no verb of its own after it.
 */
export function contrasted(tokens: readonly NlpToken[], i: number): boolean {
  if (tokens[i]?.normal !== 'not' || !/^[,—–-]$/.test(tokens[i - 1]?.text ?? '')) return false;
  const rest = tokens.slice(i + 1).filter((t) => !/^[.!;]$/.test(t.text));
  // "integrated LED, not replaceable": a lone adjective after a noun describes it; it denies, it contrasts nothing.
  if (rest.length === 1 && rest[0]?.pos === 'ADJ' && !/^(?:ADJ|ADV)$/.test(tokens[i - 2]?.pos ?? '')) return false;
  return rest.length > 0 && rest.length <= 8 && !rest.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.text === ',');
}

/**
 * Describes a unit of text from its tokens (offsets of the tokens are not used).
 *
 * @example describeUnit('It was not built in 1887.', tokens).negations // [2]
 */
export function describeUnit(text: string, tokens: readonly NlpToken[]): UnitFacts {
  const quantities = extractQuantities(text);
  // Words inside a quantity ("three times daily", "fifteen pounds") are compared as the quantity, not as words.
  const inQuantity = new Set<NlpToken>();
  if (quantities.length > 0) {
    const offsets = tokenOffsets(text, tokens);
    tokens.forEach((t, k) => {
      const i = offsets[k] ?? -1;
      if (i >= 0 && quantities.some((q) => i >= q.start && i + t.text.length <= q.end)) inQuantity.add(t);
      // An age bound's words ("younger than six" = "under 6") are its hedge, not words to find; so are a
      // duration's ("for longer than seven days", compared as the duration).
      const bound = /^(?:younger|older)$/i.test(t.text);
      const spanBound = /^(?:longer|shorter)$/i.test(t.text);
      if (i >= 0 && (bound || spanBound) && quantities.some((q) => (spanBound ? q.dim === 'time' : q.hedge !== null) && /^\s+than\s+$/i.test(text.slice(i + t.text.length, q.start)))) inQuantity.add(t);
    });
  }
  const pos = new Map<string, string>();
  // A discourse phrase opening the claim ("Interestingly, ...", "As a reminder, ...", "For this calculation, ...") says nothing to check.
  const comma = tokens.findIndex((t) => t.text === ',');
  const lead = comma > 0 && comma <= 4 && DISCOURSE.test(tokens.slice(0, comma).map((t) => t.text).join(' ')) ? comma : 0;
  tokens.forEach((t, i) => {
    if (i < lead) return;
    if ((isContent(t) || namedThing(tokens, i)) && !inQuantity.has(t) && !pos.has(termOf(t))) pos.set(termOf(t), t.pos);
    const state = stateOf(tokens, i);
    if (state && !pos.has(state)) pos.set(state, 'ADJ');
  });
  const terms = [...pos.keys()];
  const negations: number[] = [];
  tokens.forEach((t, i) => {
    // "has yet to be released" denies as "not" does.
    const yetTo = t.normal === 'yet' && tokens[i + 1]?.normal === 'to' && /^(has|have|had|is|are|was|were)$/i.test(tokens[i - 1]?.normal ?? '');
    // "no more than 7 kg", "not later than" are bounds, not denials.
    const bound = /^(no|not)$/.test(t.normal) && /^(more|less|later|earlier|fewer|longer|sooner|greater)$/.test(tokens[i + 1]?.normal ?? '');
    // "no matter the size" is "regardless"; "if not, ..." is "otherwise": neither denies anything.
    const regardless = t.normal === 'no' && tokens[i + 1]?.normal === 'matter';
    const otherwise = t.normal === 'not' && /^if$/i.test(tokens[i - 1]?.normal ?? '') && /^[,;:.]$/.test(tokens[i + 1]?.text ?? '.');
    // "Don't forget to declare it" reminds: it says "declare it".
    const reminder = /^forget$/i.test(tokens[i + 1]?.normal ?? '');
    if ((isNegator(t) || yetTo) && !bound && !regardless && !otherwise && !reminder && !answerWord(tokens, i) && !contrasted(tokens, i)) negations.push(i);
  });
  return { text, tokens, terms, termPos: terms.map((t) => pos.get(t) ?? 'X'), quantities, entities: entitiesOf(tokens), negations };
}
