// A dose by mass turned into a volume at a leaflet's strength (compute/dose-volume.ts), checked by
// hand: 225 mg at 250 mg per 5 ml is 225 / 50 = 4.5 ml; 140 mg at 100 mg in 5 ml (20 mg per ml)
// is 7 ml, not 8; 250 mg at 125 mg/5 ml is 10 ml; 100 mg in 5 ml is 20 mg per ml, not 25.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const ZENTO = ['Zentocillin oral suspension 250 mg/5 ml - dosing for children. The usual dose is 25 mg per kg of body weight per day, divided into 2 doses given 12 hours apart.'];
const CALMA = ['Calmafen Oral Suspension for children (ibuprofane 100 mg in 5 ml). Dose by body weight: 10 mg per kg for each dose, up to 3 times in 24 hours.'];
const PEXO = ['Pexolan oral suspension 125 mg/5 ml. Usual dose for adults: 250 mg three times a day for 7 days.'];

function claim(context: string[], question: string, answer: string, part: string) {
  return shippedClaims({ question, context, answer }).find((k) => k.text.includes(part));
}

describe('a dose turned into a volume', () => {
  it('is a step resting on the claim that gave the dose when it is right', () => {
    const answer = 'An 18 kg child needs 450 mg a day at 25 mg per kg. Split into two doses, that\'s 225 mg each. With the suspension at 250 mg per 5 ml, 225 mg is 4.5 ml per dose.';
    expect(claim(ZENTO, 'My daughter weighs 18 kg. How much per dose?', answer, '4.5 ml')?.status).toBe('unverified_step');
  });

  it('is contradicted with the right volume when it is wrong', () => {
    const answer = 'At 10 mg per kg, a 14 kg child needs 140 mg per dose. So 140 mg is 8 ml.';
    const got = claim(CALMA, 'My son weighs 14 kg. How much per dose?', answer, '8 ml');
    expect(got?.status).toBe('contradicted');
    expect(got?.fix).toBe('Replace 8 ml with 7 ml.');
  });

  it('is supported when a passage states the dose', () => {
    const answer = 'The suspension contains 125 mg in every 5 ml, so a 250 mg dose works out to 10 ml.';
    const claims = shippedClaims({ question: 'How many ml is an adult dose?', context: PEXO, answer });
    expect(claims.map((k) => k.status)).toEqual(['supported', 'supported']);
  });
});

describe('a strength restated per ml', () => {
  it('is supported when it is the same strength', () => {
    expect(claim(CALMA, 'How strong is it?', 'Calmafen has 100 mg in every 5 ml, which is 20 mg per ml.', '20 mg per ml')?.status).toBe('supported');
  });

  it('is contradicted when it is not', () => {
    const got = claim(CALMA, 'How strong is it?', 'Calmafen has 100 mg in every 5 ml, which is 25 mg per ml.', '25 mg per ml');
    expect(got?.status).toBe('contradicted');
    expect(got?.checks?.[0]).toMatch(/20 mg per ml/);
  });
});

describe('amounts a million times apart in their units', () => {
  it('are never added or subtracted: a dose in mg and a weight in kg give no difference', () => {
    const leaflet = ['Pediatric dosing guide - Amoxelin suspension 250 mg/5 mL. Usual dose: 25 mg per kg of body weight per day, divided into 2 doses.'];
    const got = claim(leaflet, 'My daughter weighs 16 kg. How much per dose?', '25 mg × 16 kg gives 400 mg per day, split into two doses of 200 mg each.', '400 mg');
    expect(got?.checks?.join(' ') ?? '').not.toMatch(/16 kg −|− 16 kg|\+ 16 kg|16 kg \+/);
    expect(got?.status).not.toBe('contradicted');
  });
});

describe('the volume of a strength in a table of doses', () => {
  // "5 mg/5 ml" on the heading is the syrup's strength, not a dose: a 4-year-old's row (2-5 years) gives 2.5 ml.
  it('is no row value to contradict a dose with', () => {
    const leaflet = ['Velsana 5 mg/5 ml syrup (antihistamine) - How much to give, once daily.\nChildren 2-5 years: 2.5 mg (2.5 ml).\nChildren 6-11 years: 5 mg (5 ml).\nAdults and children 12 and over: 10 mg (10 ml).'];
    expect(claim(leaflet, 'My child is 4. How much?', 'For a 4-year-old, the dose is 2.5 ml once a day.', '2.5 ml')?.status).not.toBe('contradicted');
  });
});
