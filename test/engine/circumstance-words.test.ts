// Words that look like a relation, a change or an order but are not one (preposition-flip.ts,
// signed-change.ts, unit-facts.ts), and empathy the answer adds (speech-act.ts). Inputs and
// expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const status = (context: string[], answer: string, question = 'What should I know?') => shippedClaims({ question, context, answer })[0]?.status;

describe('"with" that sets a circumstance, not a time against an event', () => {
  const HOTEL = ['Free cancellation is available until 23:59 three days before arrival.'];

  it('does not read an opening "With arrival on Friday" as "with" against "before arrival"', () => {
    expect(status(HOTEL, 'With arrival on Friday, free cancellation runs until 23:59 three days before arrival.')).not.toBe('contradicted');
  });

  it('does not read "with councillors backing it" as a time', () => {
    const context = ['After councillors voted 31 to 12 on Tuesday, the council approved the £14 million library rebuild.'];
    expect(status(context, 'The council approved the £14 million library rebuild, with councillors backing it by 31 votes to 12.')).not.toBe('contradicted');
  });

  it('still contradicts "with food" where the passage says "before food" (guard)', () => {
    const context = ['Take one tablet before food, once a day.'];
    expect(status(context, 'Take one tablet with food, once a day.')).toBe('contradicted');
  });
});

describe('"falls within" says where a thing belongs, not that it fell', () => {
  it('does not read "falls within" as a fall against a passage\'s rise', () => {
    const context = ['The small claims track is the normal track for claims with a value of up to £10,000. The fast track is the normal track for claims with a value of more than £10,000 and up to £25,000.'];
    const claims = shippedClaims({ question: 'Is £10,000 a small claim?', context, answer: 'The small claims limit is up to and including £10,000, so a claim of exactly £10,000 falls within it.' });
    expect(claims.find((c) => c.text.includes('falls within'))?.status).not.toBe('contradicted');
  });

  it('still contradicts "fell by £5" where the passage says it rose by £5 (guard)', () => {
    const context = ['The monthly fee rose by £5 in April.'];
    expect(status(context, 'The monthly fee fell by £5 in April.')).toBe('contradicted');
  });
});

describe('an opening "First," orders the answer\'s steps', () => {
  it('is no word of the claim to set against "end"', () => {
    const context = ['At the end of a tenancy, the landlord and tenant should try to agree any deductions from the deposit. The landlord must return the agreed amount within 10 days of reaching agreement.'];
    const claims = shippedClaims({ question: 'When do I get my deposit back?', context, answer: 'Hi! First, you and your landlord should try to agree on any deductions.' });
    expect(claims.find((c) => c.text.startsWith('First'))?.status).toBe('supported');
  });
});

describe('empathy the answer adds', () => {
  it('reads "I know it\'s a hassle" and "I\'d be annoyed too" as framing', () => {
    const context = ['Refunds are issued within 7 days.'];
    expect(status(context, 'I know it\'s a hassle.')).toBe('not_checked');
    expect(status(context, 'I completely understand how frustrating that is, I\'d be annoyed too.')).toBe('not_checked');
  });
});
