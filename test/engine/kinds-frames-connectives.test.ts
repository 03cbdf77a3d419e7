// Written by hand, 2026-12-03: a negation said of one kind of a thing denies nothing of another
// kind (support/other-kind.ts in polarity-conflict); a figure in the claim's opening clause has its
// slot in the sentence's opening clause when both sit between the same words (slot-value); a
// connecting adverb opening a sentence ("Afterwards, ...") names nothing (unit-facts OPENERS).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const PEN = ['Glucara pen — How to store. Before first use: store in a refrigerator (2°C to 8°C). After first use: keep the pen at room temperature, not above 30°C. Do not put a pen in use back in the fridge.'];

describe('a negation said of another kind of the thing', () => {
  it('"Do not put a pen in use back in the fridge" does not deny "Keep the unopened pen in the fridge"', () => {
    expect(shippedStatuses({ question: 'How do I store the pens?', context: PEN, answer: 'Keep the unopened pen in the fridge.' })).toEqual(['supported']);
  });

  it('but still denies keeping the pen in the fridge once it is in use', () => {
    expect(shippedStatuses({ question: 'How do I store the pens?', context: PEN, answer: 'Put the pen back in the fridge after each injection.' })).toEqual(['contradicted']);
  });

  it('an adjective elsewhere in the sentence, away from the negation, makes no other kind', () => {
    const context = ['Employees do not need a doctor\'s note for sickness absences of up to 3 days, but must call their manager before 10 am on the first day.'];
    expect(shippedStatuses({ question: 'Do I need a note?', context, answer: 'A doctor\'s note is needed for any sickness absence, even a single day.' })).toEqual(['contradicted']);
  });
});

const CONTRACT = ['Clause 18. For 6 months after the termination date, the Employee shall not work for a competing business within 10 miles of any office at which they worked in the final 12 months. For 12 months after the termination date, the Employee shall not solicit any client of the Company.'];

describe('a figure in the opening clause, framed as the sentence frames it', () => {
  it('"For six months after you leave, ..." takes the 6 months of "For 6 months after the termination date, ..."', () => {
    expect(shippedStatuses({ question: 'What am I restricted from?', context: CONTRACT, answer: 'For six months after you leave, you can\'t work for a competing business within ten miles of any office you worked at in your last year.' })).toEqual(['supported']);
  });

  it('a figure from the other sentence in that frame is still contradicted', () => {
    expect(shippedStatuses({ question: 'What am I restricted from?', context: CONTRACT, answer: 'For 9 months after you leave, you can\'t work for a competing business within ten miles of any office you worked at.' })).toEqual(['contradicted']);
  });
});

describe('a connecting adverb opening a sentence', () => {
  const context = ['Finance Minister Pavel Renko survived the vote. Speaking afterwards, Renko said he would get on with the job.'];
  it('"Afterwards, he said ..." is stated by "Speaking afterwards, Renko said ..."', () => {
    expect(shippedStatuses({ question: 'What did he say?', context, answer: 'Afterwards, he said he would get on with the job.' })).toEqual(['supported']);
  });

  it('while what he is said to have said still has to be stated', () => {
    expect(shippedStatuses({ question: 'What did he say?', context, answer: 'Afterwards, he said he would sell his farm.' })).toEqual(['not_stated']);
  });
});

describe('a speaker\'s regret around a fact', () => {
  const context = ['Fixed Rate Mortgage Terms. During the fixed-rate period you may overpay up to 10% of the outstanding balance each year without an early repayment charge. Overpayments above this limit incur a charge of 3%.'];
  it('"There is a limit, I\'m afraid" is checked on "limit" alone', () => {
    expect(shippedStatuses({ question: 'There\'s no limit on overpaying, is there?', context, answer: 'There is a limit, I\'m afraid.' })).not.toContain('not_stated');
  });

  it('"Unfortunately" adds no fact, and a wrong figure after it is still caught', () => {
    expect(shippedStatuses({ question: 'How much can I overpay?', context, answer: 'Unfortunately, you can only overpay up to 5% a year without a charge.' })).toContain('contradicted');
  });
});
