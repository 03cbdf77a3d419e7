import { describe, expect, it } from 'vitest';
import { speechActOf } from './speech-act.ts';
import { describeUnit } from './unit-facts.ts';
import { createFakeNlp } from '../test-support/fake-nlp.ts';

const nlp = createFakeNlp();
const act = (text: string) => speechActOf(text, describeUnit(text, nlp.analyse(text).tokens));

describe('speechActOf', () => {
  it.each([
    ["I'm not a doctor, so please check with your pharmacist", 'framing'],
    ['Sorry to hear about the trouble with your vacuum', 'framing'],
    // Offers, reassurance and encouragement (written by hand, 2026-12-02).
    ['Happy to outline them.', 'framing'],
    ['Happy to run the numbers if you share your annual kWh!', 'framing'],
    ['No bother at all, I\'m always happy to help!', 'framing'],
    ['Not a silly question at all, it\'s a really sensible thing to check!', 'framing'],
    ['You\'ve got this, and good luck with the move!', 'framing'],
    ['If anything is unclear, your pharmacist can help.', 'framing'],
    ['Please try not to worry', 'framing'],
    // Encouragement (written by hand, 2026-12-06).
    ["Please don't lose hope just yet.", 'framing'],
    ["Don't give up hope!", 'framing'],
    ['Lots of tenants feel the same at this stage.', 'framing'],
    ['Hours of debugging is the worst', 'framing'],
    ["Let's get you unstuck!", 'framing'],
    ["It's completely natural to feel anxious", 'framing'],
    ['Take a deep breath', 'framing'],
    // Care, sympathy after an interjection, referrals with what to ask about, prudence and bare
    // replies (written by hand, 2026-12-03).
    ['Please look after yourself in the meantime.', 'framing'],
    ['Ouch, sorry to hear that.', 'framing'],
    ['You may want to speak to a solicitor about what happens next.', 'framing'],
    ["To be safe, it's sensible not to leave it until the last moment.", 'framing'],
    ["It's best not to leave it close to the deadline, of course.", 'framing'],
    ["Not any more, I'm afraid.", 'framing'],
    // ... but not advice that names a figure or a step of its own.
    ['You may want to speak to a solicitor about the £40 fee.', null],
    ["Don't leave it in the fridge until the last minute.", null],
    ["Don't lose the receipt.", null],
    ['Look after yourself by taking two tablets a day.', null],
    // Validation, encouragement and sign-offs (written by hand, 2026-12-03).
    ["I completely understand why you're fed up", 'framing'],
    ["I can see why you'd want to check", 'framing'],
    ["That's a really unsettling thing to read about your own workplace", 'framing'],
    ["That's a really frustrating way to start the day", 'framing'],
    ["It's natural to worry when your little one is unwell", 'framing'],
    ["it's natural to feel panicked", 'framing'],
    ["you're doing the right thing by checking", 'framing'],
    ['Please be kind to yourself', 'framing'],
    ["you don't have to sort it out alone", 'framing'],
    ['Take things one step at a time', 'framing'],
    ["it's very fixable", 'framing'],
    ['this happens to lots of people', 'framing'],
    ["I'll keep my fingers crossed that it arrives very soon", 'framing'],
    ['See you soon!', 'framing'],
    ["We'd love to welcome you both", 'framing'],
    ['Happy to work that through', 'framing'],
    ["Let's work it through.", 'framing'],
    ['Great trip choice!', 'framing'],
    ['Good to check this before agreeing', 'framing'],
    // Offers, exclamations, referrals and joined courtesies (written by hand, 2026-12-03).
    ['Happy to clarify!', 'framing'],
    ['Happy to estimate that for you.', 'framing'],
    ['How exciting to be moving house!', 'framing'],
    ['Exciting times ahead for the club!', 'framing'],
    ['Good that you asked!', 'framing'],
    ['Your pharmacist may be able to suggest something gentler.', 'framing'],
    ["Oh dear, that's a worry - let's get it sorted.", 'framing'],
    ["It's still worth keeping your GP in the loop", 'framing'],
    ["I'll keep my fingers crossed for you, and please do come back if anything else comes up", 'framing'],
    ['Wishing Pepper a speedy recovery!', 'framing'],
    ['I understand wanting to know where you stand.', 'framing'],
    // Exclamations and wishes by their shape (2026-12-04).
    ['How wonderful, your first marathon!', 'framing'],
    ['What a lovely way to celebrate!', 'framing'],
    ['Sounds like a busy weekend!', 'framing'],
    ['I really hope the rest of your trip goes smoothly.', 'framing'],
    ['Sorry, a cancelled flight with a baby is really tough.', 'framing'],
    ["Don't worry, you're in good hands.", 'framing'],
    // ... but not statements dressed like them.
    ['I hope the refund arrives within 5 days.', null],
    ['Happy to refund the £20 delivery charge.', null],
    ['How lovely to get free breakfast!', null],
    ['Your pharmacist may be able to suggest taking it with food, which avoids stomach upset.', null],
    ["I'll keep my fingers crossed, and the refund is due within 14 days", null],
    ["That's a really common side effect of the tablets", null],
    ["You're entitled to a full refund", null],
    ['Great that you are eligible for the discount', null],
    ['it takes courage to speak up', 'framing'],
    ['I completely understand how frustrating this must be', 'framing'],
    ['Welcome aboard', 'framing'],
    ['Hope the whole family enjoys the trip', 'framing'],
    ["Here's a summary of the new leave policy:", 'framing'],
    ['Happy to look at any other clause if that helps.', 'framing'],
    ["If you'd like, I can explain how to find the application form.", 'framing'],
    ["If I'm reading the docs right", 'framing'],
    ['You asked whether pets are allowed in the office', 'framing'],
    ['Can you bring your dog to the office?', 'framing'],
    ["This isn't legal advice", 'framing'],
    ["I can't predict what the dividend will be next year", 'refusal'],
    ['Personally, I find the second option clearer', 'opinion'],
    ["That's a pretty generous policy", 'opinion'],
    ['Overall it looks like a worthwhile upgrade', 'opinion'],
    ['A mixed picture.', 'opinion'],
    ['A tough year.', 'opinion'],
    ['I understand this is frustrating.', 'framing'],
    ["Don't worry, this is a common question.", 'framing'],
    ["Let's walk through it.", 'framing'],
    ["Let's add it up.", 'framing'],
    ['Have a fantastic time!', 'framing'],
    ['Oh no, that sounds really stressful.', 'framing'],
    ["It's completely understandable to feel a bit uneasy about something new in your home", 'framing'],
    ['Fare | Price | Bags | Changes', 'framing'],
    ['Saver | £19 | none | not allowed', null],
    ["It's completely free to cancel within 14 days", null],
    ['Hopefully that clears things up.', 'framing'],
    ['This should cover everything you need.', 'framing'],
    ["I'd be glad to walk you through the steps.", 'framing'],
    ["Unfortunately, I can't process the return for you.", 'refusal'],
    ['The rules are fairly simple.', 'opinion'],
    ['I appreciate you checking before sending it back.', 'framing'],
    ['Great, that makes things easy.', 'framing'],
    ['A couple of things to note.', 'framing'],
    ['One more thing.', 'framing'],
    ["That's all there is to it.", 'framing'],
    ['Good to know!', 'framing'],
    ['Any other questions, just ask.', 'framing'],
    ['Just let me know if I can help further.', 'framing'],
    ["I'm always happy to help.", 'framing'],
    ['My apologies for the delay.', 'framing'],
    ["I know that's not the answer you were hoping for.", 'framing'],
    ['It can be a bit confusing.', 'framing'],
    ["If you're carrying anything unusual, it's worth checking with your airline before you fly", 'framing'],
    ['It may be worth speaking to a financial adviser before investing', 'framing'],
    ['A financial adviser could help you decide what suits you', 'framing'],
    ['If you are pinned to an older release, the changelog for it is worth a look', 'framing'],
    ["I'm really sorry your order hasn't turned up, that's frustrating", 'framing'],
    ['Fingers crossed it goes through', 'framing'],
    ['Take care', 'framing'],
    ['Hi Dana, thanks for getting in touch', 'framing'],
    ["I can't check your specific medicines", 'refusal'],
    ["I'd still recommend having a solicitor look over the lease", 'framing'],
    ['I had a look at your booking', 'framing'],
    ["I've checked the policy for you", 'framing'],
    ['I went through the documents you shared', 'framing'],
    ['Having checked the terms, here is what I found:', 'framing'],
    ["assuming the variable rate doesn't change", 'framing'],
    ['so HR would be the best people to ask', 'framing'],
    ['Your line manager is the right person to check with', 'framing'],
    ['Great choice!', 'framing'],
    ["I'd have a word with your pharmacist about what else might help.", 'framing'],
    ["Please don't panic.", 'framing'],
    ['Happy to sum it up!', 'framing'],
    ["For anything contentious it's worth running it past your legal team", 'framing'],
    ['Nice one!', 'framing'],
    ['Excellent question!', 'framing'],
    ['Good thinking!', 'framing'],
    ['Good to check ahead!', 'framing'],
    ['Happy Diwali in advance!', 'framing'],
    ['No need to worry.', 'framing'],
    ["It's kind of you to think of her.", 'framing'],
    ['Oh, cold sores are such a pain!', 'framing'],
    ['Hay fever season can be miserable.', 'framing'],
    ['Worth knowing, though:', 'framing'],
    ['Unfortunately not this time.', 'framing'],
    ["I'm afraid not.", 'framing'],
    ['Sadly, no.', 'framing'],
    ['Good to know:', 'framing'],
    ['Just a quick heads-up:', 'framing'],
    ['A pharmacist can check that for you.', 'framing'],
    ['Your pharmacist can advise you on this.', 'framing'],
    ['HR can tell you more.', 'framing'],
    // Sympathy and wishes, alone or two joined by a spaced hyphen.
    ["Hang in there - I hope you're on your way soon!", 'framing'],
    ["That's completely understandable - going to court can feel daunting.", 'framing'],
    ["Oh, bad timing - I'm sorry your plans might be disrupted.", 'framing'],
    ['Fingers crossed it arrives in plenty of time - wishing your mum a very happy birthday!', 'framing'],
    ['Rest up.', 'framing'],
    // Both spellings of the word (written by hand, 2026-12-06).
    ['Upgrades can be nerve-racking.', 'framing'],
    ['Moving house can be nerve-wracking.', 'framing'],
    ["It's definitely worth planning for.", 'framing'],
    ['Your prescriber will confirm the exact dose, of course.', 'framing'],
  ])('%s -> %s', (text, want) => {
    expect(act(text)).toBe(want);
  });

  it.each([
    // A rule about who does something is a claim, not a referral.
    'HR approves every request within five days',
    // A finding after the look is a claim to check.
    'I checked and the policy says that pets are allowed',
    'I looked at the terms and they exclude pets',
    // Praise of a step the reader means to take endorses it as advice; a "to" that is not about checking states a rule.
    'Smart move paying it off early',
    'Wise to transfer it before April',
    'Good to book two weeks ahead',
    // A condition said to be unpleasant with a figure or a reason is checked.
    'Side effects can be unpleasant because the dose is high',
    'We also offer international shipping',
    'Refunds are issued within 5 to 7 business days',
    'The policy is not generous to part-time staff',
    'Here the fee is $25 per bag for every extra suitcase that is checked in at the desk on the day of travel',
    "I'm told the store opens at 9 a.m.",
    // Advice that goes on to state something, or carries a figure, is checked.
    "If you're unsure, check with your pharmacist, who'll usually suggest giving it with milk",
    "It's worth booking soon, as last year it sold out within a week",
    "I'd suggest arriving early on free days, as queues often stretch past an hour",
    'It is worth checking with the airline: bags over 23 kg cost extra',
    'Take care not to drive after a dose',
    'Hi Dana, refunds take 5 business days',
    "Dogs are welcome on the replacement buses as long as they're on a lead",
    // An offer that carries a figure, and what the speaker can do that the passages decide, are checked.
    'I can check in up to 2 bags for you at the desk',
    'You can look at your statement online',
    // A referral to a named task on a thing of the user's is advice to check.
    'Your pharmacist can check your blood pressure for you',
    // A dash joining framing to a fact, and a wish that carries a figure, are checked.
    "Hang in there - the next train leaves at the top of the hour",
    'Fingers crossed it arrives within 3 days',
    // Something that helps is advice to check, unless it is a person to ask when unsure.
    'An antihistamine can help.',
    // A body's reaction the leaflet may or may not give is checked.
    "It's normal to feel drowsy after the first dose",
  ])('a statement of fact stays checkable: %s', (text) => {
    expect(act(text)).toBeNull();
  });

  // Written by hand, 2026-12-03.
  it.each([
    "Let's run the numbers",
    "Let's tally it up",
    'Happy birthday to your daughter!',
    'Ugh, that sounds maddening — sorry your morning went this way',
    "Oh no, a boiler that won't light is really stressful — sorry you're dealing with this",
    'Losing a pet is incredibly hard',
    "Shout if you're still stuck after that",
    'If you have any questions as you go through this, please don\'t hesitate to get in touch',
    "It's worth having a solicitor look over this if you've got a specific job lined up",
    'Your pharmacist can go through anything else that worries you',
  ])('reads sympathy, signposts and invitations to come back as framing: %s', (text) => {
    expect(act(text)).toBe('framing');
  });

  it.each([
    'Cancelling after 14 days is really stressful',
    'Getting a refund is difficult',
    "It's worth having the boiler serviced every 12 months",
    'Your pharmacist can go through your repeat prescription with you',
  ])('keeps what may be a fact checkable: %s', (text) => {
    expect(act(text)).toBeNull();
  });

  // Written by hand, 2026-12-03 (2.20.0).
  it.each([
    'Fair question',
    'We look forward to seeing you in March',
    "Hope she's feeling brighter soon",
    'Let me clear up the two points you raised',
    'Happy belated birthday to your son!',
    'Three things to flag',
    'Your payroll team can confirm the exact figure on your next payslip',
    'HR can give you a full breakdown before you go',
    'Your manager or the HR team would be the best people to ask about that',
    "Please don't leave these until the last minute",
    'I completely understand why this bill would be upsetting',
    'Slow builds are annoying, I know',
    'Oh no, a leaking tap is never fun',
    'Expense rules can be fiddly',
    'You did the right thing by ringing us first',
    'If you would like, I can open a complaint for you now',
    'Exciting to be planning a move',
    'What a lovely anniversary trip!',
    'Good timing on this one',
  ])('reads courtesies, referrals and sympathy as framing: %s', (text) => {
    expect(act(text)).toBe('framing');
  });

  it.each([
    'Your payroll team can confirm overtime within 5 working days',
    'HR can give you paid leave for jury service',
    'Expense claims can be rejected without receipts',
    'You did not need a receipt for claims under £10',
  ])('keeps what states a rule checkable: %s', (text) => {
    expect(act(text)).toBeNull();
  });

  it('reads how a person feels as a statement, not the speaker\'s opinion', () => {
    expect(act('Keep taking the tablets even when you feel better')).toBeNull();
    expect(act('The view is great')).toBe('opinion');
  });
});
