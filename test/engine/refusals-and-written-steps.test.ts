// Written by hand, 2026-12-08 (2.50.0): errors that were passed, each rule with the guard that
// keeps it off correct answers.
// - verify-claim.ts: a step of working written out wrongly ("8 x 120 MB = 860 MB") is contradicted
//   with its right result whatever gives its operands, an earlier claim's figure included; the same
//   step written rightly stays supported.
// - word-forms.ts: a plural in -es after sh, ch, x, ss or zz names its singular ("rashes" / "a rash"),
//   so "The leaflet doesn't mention rashes" is contradicted by a leaflet that names a rash.
// - false-refusal.ts: a light verb's particle is no part of the refused topic ("taking away old
//   furniture" is about old furniture); "say anything specific about" refuses mention as "say
//   anything about" does; what a topic sets aside ("further compensation beyond the voucher and the
//   refund") is no part of it.
// - wh-refusal.ts: "there's" and "around" say nothing of what is asked ("whether there's a fee for
//   the replacement", "what happens around daylight saving changes").
// - recompute.ts (pinnedPair): "That means you'd have up to 1500 krells more" after claims giving
//   2000 and 3000 krells is their gap (1,000), not 2000 − 500 of another sentence; "up to" is no
//   bound there. Not a figure the gap words do not follow ("grew much more slowly, by about 2.1%").
// - recompute.ts (wordingFits): an amount divided by a percentage is the whole it is a share of, which
//   a claim naming no share or cut never worked out ("adds up to 5000 krells" is no 250 krells ÷ 5%);
//   "Before the reduction, the figure would have been 64,000 crowns" is 48,000 ÷ 75%.
// - limit-misquoted.ts: "up to 1000 krells more" is a gap between two limits, not a limit misquoted.
// - row-swap.ts: the word right before the claim's figure that the claim's row puts
//   before its own ("costs 44 quibs" / "costs 62 quibs") says what the figure is, not whose: a third row
//   without it ("Holders of a Railcard get 10 quibs off") no longer lets it name the giving row. A word
//   the rows put elsewhere ("the limit rises to 50,000" / "beyond the daily limit") still may.
// - quantities.ts: a four-digit number before a plural without an "s" counts those things ("About 1100
//   people live in Oakridge"), so "Together that's roughly 1900 residents" is their sum; after "in",
//   "since" or "during" it stays the year ("In 2024 people voted").
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { wordFormPattern } from '../../src/engine/text/word-forms.ts';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

/** The shipped claims of an answer, as [text, status, first check], for one question and context. */
const claimsAsked = (question: string, context: string[]) => (answer: string) => shippedClaims({ question, context, answer }).map((k) => [k.text, k.status, k.checks[0] ?? '']);

/** A claim contradicted with a reason that quotes `quoted`. */
function expectContradictedCiting(claim: string[] | undefined, quoted: string): void {
  expect(claim?.[1]).toBe('contradicted');
  expect(claim?.[2]).toContain(quoted);
}

describe('a step of working written out wrongly over an earlier claim\'s figure', () => {
  const ask = claimsAsked('We need 400 concurrent connections. How much RAM?', [
    'Each worker process handles up to 50 concurrent connections and uses about 120 MB of RAM. Reserve 1 GB of RAM for the operating system.',
  ]);
  it('is contradicted with the right result', () => {
    const claims = ask('At 50 connections per worker, 400 connections need 8 workers. Those 8 workers use about 8 x 120 MB = 860 MB.');
    expect(claims[1]).toEqual(['Those 8 workers use about 8 x 120 MB = 860 MB', 'contradicted', 'The answer writes 8 x 120 MB = 860 MB; it is 960.']);
  });
  it('stays supported when written rightly', () => {
    const claims = ask('At 50 connections per worker, 400 connections need 8 workers. Those 8 workers use about 8 x 120 MB = 960 MB.');
    expect(claims[1]?.[1]).toBe('supported');
  });
});

describe('a refusal of mention whose topic is a plural in -es', () => {
  it('reads the plural\'s singular', () => {
    expect(wordFormPattern('rashes').test('a rash that does not fade')).toBe(true);
    expect(wordFormPattern('boxes').test('one box per order')).toBe(true);
    expect(wordFormPattern('passes').test('a day pass')).toBe(true);
    // A plural in -s alone keeps its e: "fares" names "fare", not "far".
    expect(wordFormPattern('fares').test('too far to walk')).toBe(false);
  });
  const leaflet = 'Seek medical advice if the fever lasts longer than 5 days. Call for urgent help if your child has a fit, a rash that does not fade when a glass is pressed against it, or is unusually drowsy.';
  it('is contradicted by a passage that names the singular', () => {
    const [claim] = claimsAsked('When should I get help for a fever?', [leaflet])('The leaflet doesn\'t mention rashes.');
    expectContradictedCiting(claim, 'a rash that does not fade');
  });
  it('stays an honest absence where no passage names it', () => {
    const [claim] = claimsAsked('When should I get help for a fever?', [leaflet.replace(', a rash that does not fade when a glass is pressed against it,', '')])('The leaflet doesn\'t mention rashes.');
    expect(claim?.[1]).toBe('not_checked');
  });
});

describe('a refused topic after a light verb and its particle', () => {
  const delivery = (removal: string) => [`Sofas are delivered by a two-person team at no extra cost. On request, the team will unpack the item and take the packaging away. ${removal} We will text you a two-hour delivery window the evening before.`];
  const ask = (removal: string) => claimsAsked('Can you take my old sofa away?', delivery(removal))('Our delivery information doesn\'t mention taking away old furniture.');
  it('is the thing taken away, which a passage names', () => {
    const [claim] = ask('Removal of old furniture is available for £35 per item and must be booked at checkout.');
    expectContradictedCiting(claim, 'Removal of old furniture');
  });
  it('stays an honest absence where no passage names the thing', () => {
    const [claim] = ask('Assembly is available for £35 per item and must be booked at checkout.');
    expect(claim?.[1]).toBe('not_checked');
  });
});

describe('a whether- or what-refusal with words that ask nothing', () => {
  const card = (fee: string) => [`If your season ticket smartcard is lost, report it online. A replacement card with your remaining season ticket loaded can be issued${fee}. Only two replacements are allowed in any 12-month period.`];
  const askFee = (fee: string) => claimsAsked('I lost my smartcard. What now?', card(fee))('The information I have doesn\'t mention whether there\'s a fee for the replacement.');
  it('"there\'s" is no word of the topic', () => {
    const [claim] = askFee(' for a 10 quib fee');
    expectContradictedCiting(claim, '10 quib fee');
  });
  it('a passage that names the replacement but no fee leaves it open', () => {
    const [claim] = askFee(' at any ticket office');
    expect(claim?.[1]).toBe('not_checked');
  });
  const schedule = (dst: string) => [`Schedules use standard five-field cron expressions. All schedules run in UTC unless you set the timezone field. ${dst} If a run is still in progress when the next one is due, the next run is skipped.`];
  const askDst = (dst: string) => claimsAsked('What timezone do schedules use?', schedule(dst))('The docs do not say what happens around daylight saving changes.');
  it('"around" is no word of the topic', () => {
    const [claim] = askDst('Jobs do not run twice if a daylight saving change repeats an hour.');
    expect(claim?.[1]).toBe('contradicted');
  });
  it('a passage without the topic leaves it open', () => {
    const [claim] = askDst('Jobs do not run twice if a clock change repeats an hour.');
    expect(claim?.[1]).toBe('not_checked');
  });
});

describe('a gap named after the two figures the claims before it gave', () => {
  const context = ['Northgate Student Account. Full-time undergraduates can have an interest-free arranged overdraft of up to 2000 krells. Full-time postgraduates can have an interest-free arranged overdraft of up to 3000 krells. Overdraft limits are agreed in stages, starting at 500 krells, and are reviewed each term. There are no fees for going over your limit, but payments may be refused. To keep the account, you must pay in at least 500 krells each term, for example from your student loan.'];
  const ask = (gap: string) => claimsAsked('I\'m going on to a postgraduate course. How much more interest-free overdraft would I get than as an undergraduate?', context)(`Full-time undergraduates can get an interest-free overdraft of up to 2000 krells. Full-time postgraduates can get up to 3000 krells. That means you'd have up to ${gap} krells more as a postgraduate.`);
  it('is their difference, not another pair that gives it', () => {
    const claims = ask('1500');
    expect(claims[2]?.[1]).toBe('contradicted');
    expect(claims[2]?.[2]).toBe('The answer says 1500 krells; 3000 krells − 2000 krells is 1,000 krells.');
  });
  it('stays supported when right, "up to" read as no limit', () => {
    expect(ask('1000')[2]?.[1]).toBe('supported');
    const [short] = [claimsAsked('How much more overdraft would I get as a postgraduate?', [context[0]?.split(' There are no fees')[0] ?? ''])('Full-time undergraduates can get an interest-free overdraft of up to 2000 krells. Full-time postgraduates can get up to 3000 krells. That means you\'d have up to 1000 krells more as a postgraduate.')[2]];
    expect(short?.[1]).toBe('supported');
  });
});

describe('a figure the gap words do not follow', () => {
  it('is no gap between the claims before it', () => {
    const claims = claimsAsked('How did prices change?', ['The average house price rose to £286,400 in December from £271,000 a year earlier. Flats rose more slowly, to £194,000 from £190,000, while detached homes rose to £512,000 from £478,000.'])('The average price went up by about 5.7%. Detached homes rose by roughly 7.1%. Flats grew much more slowly, by about 2.1%.');
    expect(claims[2]).toEqual(['Flats grew much more slowly, by about 2.1%', 'supported', '']);
  });
});

describe('an amount divided by a percentage', () => {
  it('is no total a claim adds up', () => {
    const [, total] = claimsAsked('If I pay the maximum every month, how much will I have paid in?', ['The 2-Year Regular Saver pays 5 percent interest a year, fixed for 24 months. You can pay in from 25 krells up to 250 krells each calendar month.'])('You can pay in up to 250 krells each calendar month. Paying the maximum every month for the full term adds up to 5000 krells paid in.');
    expect(total?.[1]).not.toBe('supported');
  });
  it('is the figure before a cut', () => {
    const [, before] = claimsAsked('What was the award?', ['The tribunal cut the award by 25% for contributory fault, to 48,000 crowns.'])('The award was cut by 25% to 48,000 crowns. Before the reduction, the figure would have been 64,000 crowns.');
    expect(before?.[1]).toBe('supported');
  });
});

describe('a figure read off another row of three', () => {
  const rover = 'Valley Lines Rover tickets. The 3-Day Rover gives unlimited travel on any 3 consecutive days and costs 44 quibs for an adult. The 4-in-8 Rover gives unlimited travel on any 4 days within an 8-day period and costs 62 quibs for an adult. Children aged 5 to 15 pay half the adult price on either ticket, and children under 5 travel free. Holders of a Valley Lines Railcard get 10 quibs off either adult ticket.';
  const ask = claimsAsked('How much is the 4-in-8 Rover and how does it work?', [rover]);
  it('is contradicted though a third row lacks the word before the figure', () => {
    const [claim] = ask('The 4-in-8 Rover costs 44 quibs for an adult.');
    expectContradictedCiting(claim, '44 quibs belongs to another row');
  });
  it('leaves the row\'s own figure supported', () => {
    expect(ask('The 4-in-8 Rover costs 62 quibs for an adult.')[0]?.[1]).toBe('supported');
  });
  it('leaves a figure whose word the rows put elsewhere', () => {
    const [, limit] = claimsAsked('What are my limits once I am in production?', ['Postwing sending limits. New accounts start in the sandbox, where you can send at most 200 emails per day and only to verified addresses. After you request production access and it is approved, the limit rises to 50,000 emails per day and 14 emails per second. Each additional 10,000 emails beyond the daily limit can be pre-purchased for 3 zennos.'])('In production you can send at up to 14 emails per second. Your daily limit is now 50,000 emails.');
    expect(limit?.[1]).toBe('supported');
  });
});

describe('a refusal of mention with a qualifier or a set-aside', () => {
  const policy = (never: string) => [`If an item you ordered is out of stock, our pickers may choose a similar substitute of equal or higher value. You can reject any substitute at the door and you will not be charged for it. ${never} Tell us within 3 days of delivery and we will refund the item to your original payment method. We will also add a 5 plonet voucher to your account.`];
  it('"say anything specific about" is contradicted where a passage names it', () => {
    const [claim] = claimsAsked('Will you substitute baby formula?', policy('We never substitute baby formula, baby food or medicines.'))('The substitution policy doesn\'t say anything specific about baby formula.');
    expectContradictedCiting(claim, 'We never substitute baby formula');
  });
  it('and stays an honest absence where none does', () => {
    const [claim] = claimsAsked('Will you substitute baby formula?', policy('We never substitute alcohol.'))('The substitution policy doesn\'t say anything specific about baby formula.');
    expect(claim?.[1]).toBe('not_checked');
  });
  it('what it sets aside is no part of the topic', () => {
    const ask = claimsAsked('Do I get anything else for the bad item?', policy(''));
    expect(ask('Our policy doesn\'t mention any further compensation beyond the voucher and the refund for the item itself.')[0]?.[1]).toBe('not_checked');
    expect(ask('Our policy doesn\'t mention any voucher or refund.')[0]?.[1]).toBe('contradicted');
  });
});

describe('a four-digit number before a plural without an "s"', () => {
  const dims = (text: string) => extractQuantities(text).map((q) => [q.raw, q.dim]);
  it('counts those things', () => {
    expect(dims('About 1100 people live in Oakridge.')).toEqual([['1100', 'count']]);
    expect(dims('The school has 1500 children.')).toEqual([['1500', 'count']]);
  });
  it('stays a year after "in", "since" or "during"', () => {
    expect(dims('In 2024 people voted.')).toEqual([['2024', 'year']]);
    expect(dims('The town was founded in 1100.')).toEqual([['1100', 'year']]);
  });
  it('so a total of two such counts is their sum', () => {
    const claims = claimsAsked('How many people are affected?', ['The Oakridge branch will close on 30 June. The Millbrook branch will close on 31 July. About 1100 people live in Oakridge and about 800 in Millbrook.'])('About 1100 people live in Oakridge and around 800 people in Millbrook. Together that\'s roughly 1900 residents losing their village branch.');
    expect(claims.at(-1)?.[1]).toBe('supported');
  });
});
