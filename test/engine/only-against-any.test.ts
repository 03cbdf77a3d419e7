// "Only" that narrows what the passage grants without limit: "but only on weekdays" against "at
// any time", "only on the Team plan" against "on all plans". Not when the passage's own sentence
// already names the narrowing ("valid on any train departing after 9:30"), nor when the narrowing
// is of another kind, nor when a passage gives the narrowing's figures elsewhere.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const PARKING = ['Selby Vale parking notice. Parking in the town centre costs 2 merks per hour between 08:00 and 18:00. Blue badge holders can park free for up to 4 hours at any time.'];
const PLANS = ['Tollgrove hosting plans. The Basic plan costs 5 zennos a month and includes 2 sites. The Pro plan costs 15 zennos a month and includes 10 sites. Daily backups are available on all plans.'];
const TRAINS = ['Merrow Rail fares. Off-Peak tickets are valid on any train departing after 09:30 on weekdays. At weekends they are valid all day.'];

describe('"only" against a passage that grants at any time or on all of a kind', () => {
  it('contradicts a time limit the passage does not set', () => {
    expect(shippedStatuses({ question: 'Do blue badge holders pay to park?', context: PARKING, answer: 'Blue badge holders can park free for up to four hours, but only on weekdays.' })).toEqual(['contradicted']);
  });

  it('contradicts one plan where the passage says all plans', () => {
    expect(shippedStatuses({ question: 'Which plans have daily backups?', context: PLANS, answer: 'Daily backups are only available on the Pro plan.' })).toContain('contradicted');
  });

  it('keeps a narrowing the stating sentence names itself', () => {
    expect(shippedStatuses({ question: 'When can I use an Off-Peak ticket on a weekday?', context: TRAINS, answer: 'On weekdays, Off-Peak tickets are only valid on trains departing after 09:30.' })).not.toContain('contradicted');
  });

  it('keeps a limit the stating sentence sets beside its "at any time"', () => {
    const context = ['Ashcombe Leisure Centre. Members can book the squash courts at any time on weekdays. At weekends courts are kept for league matches.'];
    expect(shippedStatuses({ question: 'When can members book squash courts?', context, answer: 'Members can book the squash courts only on weekdays.' })).not.toContain('contradicted');
  });

  it('keeps an "only" of another kind than the passage\'s "all"', () => {
    expect(shippedStatuses({ question: 'When do backups run?', context: PLANS, answer: 'Daily backups are only available at night.' })).not.toContain('contradicted');
  });

  it('keeps a narrowing whose figures a passage gives elsewhere', () => {
    const context = ['Harlow Foods pay rules. A weekend premium of 10% applies to all hours worked on Saturday and Sunday. The night premium covers work between 23:00 and 06:00.'];
    expect(shippedStatuses({ question: 'Which hours get the night premium?', context, answer: 'The premium only applies to hours between 23:00 and 06:00.' })).not.toContain('contradicted');
  });
});
