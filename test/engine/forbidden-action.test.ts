// An action a passage forbids ("Do not open, chew or crush the capsules") told as allowed is
// contradicted even when the claim adds details of its own; a prohibition for a time, inside a
// condition or with an exception is not one. Written by hand, 2026-12-03 (forbidden-action.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const CAPSULES = ['Dravelin 20 mg modified-release capsules. Swallow each capsule whole with water. Do not open, chew or crush the capsules: the coating controls how quickly the medicine is released. Dravelin can be taken with or without food.'];
const LEAFLET = ['Solmira 25 mg tablets. Do not stop taking Solmira suddenly, even if you feel well, as this can cause headaches and dizziness; your doctor will lower the dose step by step.'];

describe('a forbidden action told as allowed', () => {
  it('is contradicted, naming the verb the passage forbids', () => {
    const [claim] = shippedClaims({ question: 'Can he chew them?', context: CAPSULES, answer: 'Chewing a Dravelin capsule is fine, as long as he drinks a full glass of water after it.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('chew');
  });

  it('is contradicted for a verb after "can"', () => {
    expect(shippedStatuses({ question: 'Can I come off it?', context: LEAFLET, answer: 'Now that you feel well, you can stop Solmira whenever it suits you.' })).toEqual(['contradicted']);
  });

  it('is not one when the claim keeps the prohibition', () => {
    expect(shippedStatuses({ question: 'Can he chew them?', context: CAPSULES, answer: 'He should swallow each capsule whole and not chew it.' })).not.toContain('contradicted');
  });
});

describe('a prohibition that is no ban on the claim', () => {
  it('is for a time: the claim allows it after', () => {
    const context = ['After your hip operation: You should not lift anything heavier than a kettle for at least 6 weeks. Physiotherapy starts the day after surgery.'];
    expect(shippedStatuses({ question: 'When can I lift my shopping?', context, answer: 'After six weeks you can lift heavier shopping bags.' })).not.toContain('contradicted');
  });

  it('sits inside a condition', () => {
    const context = ['Hotel Brava booking conditions. Bookings can be cancelled free of charge up to 10 days before arrival. If you do not arrive, the full stay is charged.'];
    expect(shippedStatuses({ question: 'Can I cancel?', context, answer: 'You can cancel free of charge up to 10 days before you arrive.' })).not.toContain('contradicted');
  });

  it('has an exception', () => {
    // (Another rule still reads "Do not open ... unless" against "can open ... if"; this one stays out.)
    const context = ['Dravelin capsules. Do not open the capsules unless your pharmacist tells you to.'];
    const [claim] = shippedClaims({ question: 'Can I open them?', context, answer: 'You can open the capsules if your pharmacist tells you to.' });
    expect(claim?.checks.join(' ')).not.toContain('says not to open');
  });
});

describe('a forbidden action told as the thing to do', () => {
  // Written by hand, 2026-12-07: the leaflet forbids adding the drop to milk; recommending it or
  // telling the reader to do it is the opposite instruction.
  const DROPS = ['Solvita D3 400 drops (vitamin D). Babies from birth to 12 months: 1 drop a day. Place the drop on a clean spoon or directly onto the tongue; do not add it to a bottle of milk. Once opened, use within 3 months.'];
  const ask = (answer: string) => shippedClaims({ question: 'How do I give the drops to my baby?', context: DROPS, answer })[0];

  it('is contradicted when the answer recommends it ("the easiest way is to")', () => {
    const claim = ask("The easiest way is to add the drop to your baby's bottle of milk.");
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says to do this; p0 says not to add/);
  });

  // (Details of its own, "so that it goes down easily", keep the plain polarity rules from reading these.)
  it('is contradicted when the answer tells the reader to do it', () => {
    expect(ask('Just add the drop to his morning bottle of warm milk so that it goes down easily.')?.status).toBe('contradicted');
  });

  it('is contradicted after "should"', () => {
    expect(ask('You should add the drop to his morning bottle of warm milk so that it goes down easily.')?.status).toBe('contradicted');
  });

  it('is not one when the instruction is another verb (guard: "Place the drop on a spoon")', () => {
    expect(ask('Place the drop on a clean spoon.')?.status).not.toBe('contradicted');
  });

  it('is not one when the verb opens the claim as its subject ("Adding ..." reports, it does not instruct)', () => {
    expect(ask('Adding the drop to a bottle of milk makes it taste sweeter.')?.status).not.toBe('contradicted');
  });
});
