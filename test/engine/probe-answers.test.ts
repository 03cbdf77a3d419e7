// Short realistic answers written by hand to probe the engine for this session's rules (framing,
// paraphrase, wrong answers, days, roles, chained figures), each with the send/hold decision a
// careful reader gives it, decided before the engine ran. Held = any claim contradicted or
// not_stated, or p_hallucinated at or above 0.42 (the spec's decision guidance).
import { describe, expect, it } from 'vitest';
import { createDefaultEngine } from '../../src/models/default-engine.ts';

const engine = createDefaultEngine();

function held(question: string, context: string[], answer: string): boolean {
  const r = engine.check({ question, context, answer });
  const claims = r.sentences.flatMap((s) => s.claims);
  return r.status !== 'ok' || claims.some((c) => c.status === 'contradicted' || c.status === 'not_stated') || (r.score.p_hallucinated ?? 1) >= 0.42;
}

const RETURNS = ['Returns are accepted within 30 days of delivery. Items must be unused and in their original packaging. Refunds are issued to the original payment method within 5 business days.'];

describe('framing is sent', () => {
  it.each([
    'That said, the rules are fairly simple.',
    'Don\'t worry, this is a common question.',
    'I understand this is frustrating.',
    'Let\'s walk through it.',
    'Hopefully that clears things up.',
    'This should cover everything you need.',
    'Unfortunately, I can\'t process the return for you.',
    'I\'d be glad to walk you through the steps.',
    'In a nutshell, you can send it back within 30 days.',
    'I appreciate you checking before sending it back.',
    'Great, that makes things easy.',
    'A couple of things to note.',
    'One more thing.',
    'Good to know!',
    'Any other questions, just ask.',
    'I\'m always happy to help.',
    'My apologies for the delay.',
    'I know that\'s not the answer you were hoping for.',
    'Looking at the returns policy, items must be unused.',
  ])('%s', (answer) => {
    expect(held('Can I return my blender?', RETURNS, answer)).toBe(false);
  });
});

describe('paraphrases are sent', () => {
  it.each([
    ['Employees are entitled to 25 days of annual leave.', 'Staff get 25 days of holiday a year.'],
    ['Applications close on 31 March.', 'The deadline for applying is 31 March.'],
    ['The update fixes a bug that caused crashes on startup.', 'The update resolves an issue where the app crashed on startup.'],
    ['Delivery takes 3 to 5 working days.', 'Expect your parcel in three to five business days.'],
    ['The service is unavailable between midnight and 2am for maintenance.', 'The service goes down for maintenance from 12am to 2am.'],
    ['The command fails if the directory does not exist.', 'If the folder does not exist, the command will fail.'],
    ['Backups are kept for 90 days.', 'We retain backups for 90 days.'],
    ['No delivery charge on orders over £50.', 'Delivery is free on orders over £50.'],
    // One part of a hyphened word, and a pronoun opening the sentence, as the passage words it.
    ['Part-time staff receive a pro-rata entitlement based on the days they work.', 'Part-time leave is worked out pro rata.'],
    ['Employees may carry over up to 5 unused leave days into the next calendar year. Any excess is forfeited on 1 January.', 'Anything beyond that is lost on 1 January.'],
    ['No injuries were reported after the fire at the warehouse on Tuesday.', 'Nobody was injured in the warehouse fire.'],
  ])('%s / %s', (context, answer) => {
    expect(held('', [context], answer)).toBe(false);
  });
});

describe('wrong answers are held', () => {
  it.each([
    ['The tenant must give two months written notice.', 'The landlord must give two months written notice.'],
    ['The app is available on iOS and Android.', 'The app is only available on iOS.'],
    ['Pets are not allowed in the rooms.', 'Pets are welcome in the rooms.'],
    ['There is no entry or exit fee.', 'An exit fee does apply when you sell units.'],
    ['Minimum opening deposit: $1,000 for Gold accounts; $100 for Silver accounts.', 'You need at least $100 to open a Gold account.'],
    ['Lounge access is free for Gold members; Silver members pay €25 per visit.', '- Gold members: €25 per visit'],
    // A part of a hyphened word is no licence for an added thing.
    ['Hire a bike and accessories worth up to £2,500 through the scheme.', 'The scheme also covers an e-bike service plan and insurance.'],
  ])('%s / %s', (context, answer) => {
    expect(held('', [context], answer)).toBe(true);
  });
});

describe('several passages', () => {
  const CLINICS = ['Dr Patel is available on Mondays and Wednesdays.', 'Dr Jones is available on Tuesdays and Thursdays.'];
  const CHARITY = ['In 2023 the charity raised £1.2 million.', 'In 2024 it raised £1.5 million.'];
  const POLICIES = ['Policy A has an excess of £250.', 'Policy B has an excess of £100 but a higher premium.'];
  const OFFICES = ['Our London office is open 9am to 5pm.', 'Our Manchester office is open 8am to 4pm.'];
  it.each([
    [CLINICS, 'You can see Dr Jones on a Tuesday or a Thursday.', false],
    [CHARITY, 'The charity raised £1.5 million in 2024, up from £1.2 million the year before.', false],
    [POLICIES, 'Policy B has a lower excess than Policy A.', false],
    [POLICIES, 'Policy A has a lower excess than Policy B.', true],
    [OFFICES, 'The Manchester office opens at 8am and closes at 4pm.', false],
    [OFFICES, 'The Manchester office opens at 9am.', true],
    [OFFICES, 'The Manchester office closes at 4pm.', false],
  ] as const)('%j: %s', (context, answer, expected) => {
    expect(held('', [...context], answer)).toBe(expected);
  });
});

describe('chained figures', () => {
  it('a figure set against another the wrong way round is held', () => {
    expect(held('The order total is £40. Do I get free delivery?', ['Delivery is free on orders over £50.'], 'Yes, your £40 order is over £50, so delivery is free.')).toBe(true);
  });
  it('the right way round is sent', () => {
    expect(held('The order total is £80. Do I get free delivery?', ['Delivery is free on orders over £50.'], 'Yes, your £80 order is over £50, so delivery is free.')).toBe(false);
  });
});
