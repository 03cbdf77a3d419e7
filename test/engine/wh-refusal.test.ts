// A refusal that says the passages do not give a figure they give (wh-refusal.ts). Inputs and
// expectations written by hand: "how long backups are kept on the Standard tier" is answered by
// "On the Standard tier, backups are kept for 7 days", so saying the documentation leaves it out
// is wrong; "when the walkout will end" by "The walkout is due to end at midnight on Friday 17 October".
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const BACKUPS = ['Backups run nightly at 02:00 UTC. On the Standard tier, backups are kept for 7 days. Enterprise customers keep backups for 35 days.'];

describe('a refusal of a figure the passages give', () => {
  it('contradicts "doesn\'t say how long" where a sentence gives the duration of that thing', () => {
    const [c] = shippedClaims({ question: 'How long are backups kept?', context: BACKUPS, answer: 'The documentation doesn\'t say how long backups are kept on the Standard tier.' });
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toContain('On the Standard tier, backups are kept for 7 days.');
    expect(c?.evidence[0]?.id).toBe('p0');
  });

  it('contradicts "doesn\'t say when" where a sentence gives the date', () => {
    const context = ['Drivers at the Harrowgate depot began a five-day walkout on Monday. The walkout is due to end at midnight on Friday 17 October.'];
    const [c] = shippedClaims({ question: 'When does the strike end?', context, answer: 'The article doesn\'t say when the walkout will end.' });
    expect(c?.status).toBe('contradicted');
  });

  it('contradicts "doesn\'t say what X costs" where a sentence gives its price (written by hand, 2026-12-06)', () => {
    const context = ['Calloway Books gift service: any book can be gift wrapped at checkout for £1.50 per item. A gift receipt is included free.'];
    const [c] = shippedClaims({ question: 'Is gift wrapping extra?', context, answer: "The information I have doesn't say what gift wrapping costs." });
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toContain('say what gift wrapping costs');
    const [honest] = shippedClaims({ question: 'Is a gift card extra?', context, answer: "The information I have doesn't say what a gift card costs." });
    expect(honest?.status).toBe('not_checked');
  });

  it('leaves an honest refusal alone: no figure of the asked kind for that thing (guard)', () => {
    const [c] = shippedClaims({ question: 'How long are logs kept?', context: BACKUPS, answer: 'The documentation doesn\'t say how long audit logs are kept.' });
    expect(c?.status).toBe('not_checked');
  });

  it('leaves a refusal alone when one word is all it names (guard: a figure of another thing)', () => {
    const context = ['Members who break the rules may be suspended. You may appeal a suspension within 21 days by replying to that email.'];
    const [c] = shippedClaims({ question: 'How long is a suspension?', context, answer: 'The rules don\'t say how long a suspension lasts.' });
    expect(c?.status).toBe('not_checked');
  });

  it('leaves "doesn\'t say whether" alone (guard)', () => {
    const [c] = shippedClaims({ question: 'Are backups encrypted?', context: BACKUPS, answer: 'The documentation doesn\'t say whether Standard tier backups are encrypted.' });
    expect(c?.status).toBe('not_checked');
  });
});

// "doesn't say whether P" where a passage sentence holds all of P's words (whetherRefusal): "Interest
// continues to build up during a payment break" answers whether interest builds up during a payment
// break; a sentence naming only the break does not, and neither does one that leaves out the
// question's verb ("charged").
const LOANS = ['You can take a payment break of up to 3 months. Interest continues to build up during a payment break, so your loan may take longer to repay.'];

describe('a refusal of a whether-question the passages answer', () => {
  it('contradicts "doesn\'t say whether interest still builds up during a payment break"', () => {
    const [c] = shippedClaims({ question: 'Is interest charged during a break?', context: LOANS, answer: 'The page doesn\'t say whether interest still builds up during a payment break.' });
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toContain('Interest continues to build up during a payment break');
  });

  it('contradicts "doesn\'t say anything about whether your salary continues on jury service"', () => {
    const context = ['If you are summoned for jury service, tell your manager. We will continue to pay your normal salary for up to 10 working days of jury service.'];
    const [c] = shippedClaims({ question: 'Am I paid on jury service?', context, answer: 'The policy doesn\'t say anything about whether your salary continues while you\'re on jury service.' });
    expect(c?.status).toBe('contradicted');
  });

  it('leaves the refusal alone when a sentence names only part of the question (guard)', () => {
    const [c] = shippedClaims({ question: 'Can I extend the break?', context: LOANS, answer: 'The page doesn\'t say whether a payment break can be extended by another month.' });
    expect(c?.status).toBe('not_checked');
  });

  it('leaves the refusal alone when the sentence lacks the question\'s verb (guard)', () => {
    const [c] = shippedClaims({ question: 'Is interest charged during a break?', context: LOANS, answer: 'The page doesn\'t say whether interest is still charged during a payment break.' });
    expect(c?.status).toBe('not_checked');
  });
});

// Written by hand, 2026-12-04: "doesn't give a date for when ..." asks "when" as plainly as
// "doesn't say when ...".
describe('a refusal of "a date for when"', () => {
  const BRIDGE = ['The Tarrow Bridge will close to all traffic from 3 March for repairs to two cables. The council said the bridge is expected to reopen on 28 April.'];

  it('is contradicted where a sentence gives the date', () => {
    const [c] = shippedClaims({ question: "What's happening with the bridge?", context: BRIDGE, answer: "The article doesn't give a date for when the bridge will reopen." });
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toContain('28 April');
  });

  it('is left alone where no sentence dates that thing (guard)', () => {
    const context = ['The Tarrow Bridge will close to all traffic from 3 March for repairs to two cables. A free shuttle bus will run every 10 minutes.'];
    expect(shippedStatuses({ question: "What's happening with the bridge?", context, answer: "The article doesn't give a date for when the bridge will reopen." })).toEqual(['not_checked']);
  });
});
