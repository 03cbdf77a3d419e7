// A duty where the passage lifts it (support/modal-strength.ts): "You'll need to send your old
// handset back" against "You do not have to return your old handset". Inputs and expectations written
// by hand; "there's nothing you need to do" against "You do not need to do anything" says the same.
// The other way round (polarity-conflict.ts liftsAbsentDuty): "You don't have to split the list
// yourself" lifts a duty, which "lists are split automatically" never laid down.
import { describe, expect, it } from 'vitest';
import { shippedStatusOf } from '../helpers/shipped-statuses.ts';

const UPGRADE = ['Customers on a 24-month plan can upgrade once they have paid 12 instalments. You do not have to return your old handset; it remains yours to keep, sell or recycle.'];
const statusOf = (context: string[], answer: string, part: string) => shippedStatusOf({ question: 'What happens to my old phone?', context, answer }, part);

describe('a duty the passage lifts', () => {
  it('contradicts "you\'ll need to send your old handset back" where the passage says you do not have to return it', () => {
    expect(statusOf(UPGRADE, 'You\'ll need to send your old handset back once the new one arrives.', 'handset')).toBe('contradicted');
  });

  it('does not contradict a claim that lifts the duty too (guard)', () => {
    const context = ['Your rate rises to 4.1% on 1 May. You do not need to do anything; the new rate will apply automatically.'];
    expect(statusOf(context, 'The new rate applies automatically, so there\'s nothing you need to do.', 'nothing')).not.toBe('contradicted');
  });

  it('supports "you don\'t have to split the list yourself" where the passage says lists are split automatically', () => {
    const context = ['Larger lists are split automatically into batches of 50.'];
    expect(statusOf(context, 'You don\'t have to split the list yourself.', 'split')).toBe('supported');
  });

  it('still contradicts it where the passage says you must split them (guard)', () => {
    const context = ['You must split larger lists into batches of 50 before sending.'];
    expect(statusOf(context, 'You don\'t have to split the list yourself.', 'split')).toBe('contradicted');
  });
});
