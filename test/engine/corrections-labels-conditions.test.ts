// Written by hand, 2026-12-03: a correction's value replaces the older passage's, and the date of
// the report it corrects is no value (slot-value, update-swap); a figure labelled by a noun or name
// beside it is that label's (segment-swap); a verb in a leading condition asserts nothing a "do
// not" could deny (polarity-conflict); a ";" part that forbids other things forbids nothing of the
// claim's (permission-flip).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const NEWS = [
  'Dunmore Gazette, 3 March 2025. The new ferry service will start on 12 June, with sailings every 40 minutes from the harbour. A return ticket will cost £6.',
  'Correction, 5 March 2025. Our article of 3 March said ferries would sail every 40 minutes. The operator says ferries will sail every 60 minutes at first. The start date and fare were reported correctly.',
];

describe('a correction', () => {
  it('its value is stated: "every 60 minutes" is not told to be the older 40', () => {
    expect(shippedStatuses({ question: 'How often will the ferry run?', context: NEWS, answer: 'When the service starts on 12 June, ferries will sail every 60 minutes.' })).toEqual(['supported']);
  });

  it('the date of the report it corrects is no new opening date', () => {
    const context = ['Harbour Post, 14 May 2025. The new tram line will open on 1 September, with trams every 8 minutes.',
      'Correction, 16 May 2025. Our report of 14 May stated that trams on the new line would run every 8 minutes. The operator says trams will run every 12 minutes at launch.'];
    expect(shippedStatuses({ question: 'How often will trams run?', context, answer: 'When the line opens on 1 September, trams will run every 12 minutes.' })).toEqual(['supported']);
  });

  it('the older value, which the correction only quotes, is contradicted by it', () => {
    expect(shippedStatuses({ question: 'How often will the ferry run?', context: NEWS, answer: 'At first, ferries will sail every 40 minutes.' })).toEqual(['contradicted']);
  });
});

describe('a figure labelled beside it', () => {
  const CLI = ['deploy options. --timeout <seconds>: abort if the deployment is not healthy in time (default 300). Exit codes: 0 on success, 3 on health-check timeout, 4 on validation error.'];
  it('"exits with exit code 3" is the exit codes\' 3, not the timeout\'s 300', () => {
    expect(shippedStatuses({ question: 'What if the deployment times out?', context: CLI, answer: 'If the deployment isn\'t healthy in time, it aborts with exit code 3.' })).not.toContain('contradicted');
  });

  it('a wrong exit code is still caught', () => {
    expect(shippedStatuses({ question: 'What if the deployment times out?', context: CLI, answer: 'If the deployment isn\'t healthy in time, it aborts with exit code 4.' })).toContain('contradicted');
  });

  it('a label every row has pins nothing: "v4.x supports Node 18" is still v3.x\'s figure', () => {
    const context = ['Supported Node versions: v2.x supports Node 16 and 18; v3.x supports Node 18 and 20; v4.x supports Node 20 and 22.'];
    expect(shippedStatuses({ question: 'Which Node versions?', context, answer: 'v4.x supports Node 18 and 22.' })).toEqual(['contradicted']);
  });
});

const LEAFLET = ['Interactions. Do not take Velmora with antifungals such as Triscan unless a specialist advises it. If Triscan cannot be avoided, the maximum Velmora dose is 2.5 mg daily.'];

describe('a verb in a leading condition', () => {
  it('"If she is taking Triscan, her limit is 2.5 mg" is not denied by "Do not take ... with Triscan"', () => {
    expect(shippedStatuses({ question: 'What is her limit?', context: LEAFLET, answer: 'If she\'s also taking an antifungal such as Triscan, her limit would be 2.5 mg daily.' })).not.toContain('contradicted');
  });

  it('while taking them together as a plain statement is still contradicted', () => {
    expect(shippedStatuses({ question: 'Can she take both?', context: LEAFLET, answer: 'Velmora can be taken with antifungals such as Triscan.' })).toEqual(['contradicted']);
  });

  it('and a verb in the main clause after a condition is still denied', () => {
    const context = ['Warranty. The warranty does not cover accidental damage, water damage or cosmetic wear. It covers manufacturing defects for 2 years.'];
    expect(shippedStatuses({ question: 'Is water damage covered?', context, answer: 'If you register the product, the warranty covers water damage.' })).toEqual(['contradicted']);
  });
});

const PETS = ['Travelling with pets. Dogs must stay in your vehicle or in the pet lounge on Deck 5 during the crossing; they are not allowed in passenger lounges or cabins.'];

describe('a ";" part that forbids other things', () => {
  it('"she can stay in the pet lounge" is not denied by "not allowed in passenger lounges or cabins"', () => {
    expect(shippedStatuses({ question: 'Where can my dog stay?', context: PETS, answer: 'During the crossing she can stay in your vehicle or in the pet lounge on Deck 5.' })).toEqual(['supported']);
  });

  it('while "she can stay in your cabin" is contradicted', () => {
    expect(shippedStatuses({ question: 'Where can my dog stay?', context: PETS, answer: 'She can stay in your cabin during the crossing.' })).toEqual(['contradicted']);
  });
});

describe('a light verb the sentence denies', () => {
  it('"You should take Velmora with Triscan" is denied by "Do not take Velmora with ... Triscan"', () => {
    expect(shippedStatuses({ question: 'Can she take both?', context: LEAFLET, answer: 'You should take Velmora with Triscan to boost it.' })).toEqual(['contradicted']);
  });

  it('but a thing the sentence states plainly before its "not" is not denied', () => {
    const context = ['Before surgery. Take your usual morning medicines with a sip of water, but do not take diabetes medicines on the morning of surgery.'];
    expect(shippedStatuses({ question: 'What about my tablets?', context, answer: 'Take your usual morning medicines with a sip of water.' })).toEqual(['supported']);
  });
});

describe('a doer named where the rest is restated', () => {
  const TICKETS = ['Kestrel Rail – Ticket types. Advance: valid only on the booked train; changes allowed before departure for a £10 fee plus any fare difference; non-refundable. Off-Peak Return: valid on off-peak trains (not departing 06:00–09:29 Monday to Friday); return within 1 month. Anytime Return: valid on any train; refundable minus a £10 admin fee if unused.'];
  it('"An Anytime Return lets you travel on any train you like" is no swap with the Advance row', () => {
    expect(shippedStatuses({ question: 'What is the difference?', context: TICKETS, answer: 'An Anytime Return lets you travel on any train you like.' })).toEqual(['supported']);
  });

  it('while a sentence naming the doer with only the verb leaves a swap of roles caught', () => {
    const context = ['Schedule 3 (Insurance). 1. The Landlord shall insure the Building against the Insured Risks. 2. The Tenant shall pay the Landlord a fair proportion of the premium within 14 days. 3. The Tenant shall insure its own fixtures, fittings and stock.'];
    expect(shippedStatuses({ question: 'Who insures what?', context, answer: 'The landlord will insure your fixtures, fittings and stock.' })).toEqual(['contradicted']);
  });
});
