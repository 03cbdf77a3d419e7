import { describe, expect, it } from 'vitest';
import { ownExperience } from './own-experience.ts';

describe('ownExperience', () => {
  it.each([
    'I used to wear sweaters all the time when I was a teen',
    'Yeah, I also watch the super bowl on TV',
    'I went to Ohio State University',
    'I have a friend who went to a live concert',
    "I'm a huge fan of Tom Brady",
    'I was actually considered an expert at archery',
    "I've been to Lisbon twice",
    'I have read about the one they use',
    "I 'm from Los Angeles , California , where they formed in 1985",
    'I was born in Leeds',
    'Yes, I come from Texas',
    'My dad used to play it every weekend',
    "my best friend's band covered that song",
  ])('the writer\'s own life: %s', (text) => {
    expect(ownExperience(text)).toBe(true);
  });

  it.each([
    // What the writer reports is checked as its content.
    'I read that top bowlers made twice as much as football stars',
    'I have heard that the museum closes early on Sundays',
    // The answer's own work, hedges and offers.
    'I had a look at your booking',
    'I have a few suggestions for you',
    "I'm not sure whether the fee applies",
    "I'd still recommend calling the pharmacy",
    'I have been unable to find this in the policy',
    "I'm sorry, the passages don't say",
    'I was a bit confused by the question',
    "I'm from the support team and can help with that",
    'My understanding is that the fee is waived',
    // Not the writer at all.
    'Italy won the tournament in 2006',
    'The Academy was founded in 1985',
    'You used to be able to pay by cheque',
  ])('not the writer\'s own life: %s', (text) => {
    expect(ownExperience(text)).toBe(false);
  });
});
