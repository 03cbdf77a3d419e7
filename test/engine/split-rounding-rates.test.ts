// Three steps of an answer's own working, with inputs and expectations written by hand:
// - a total split into N parts yet given whole for each part (compute/split-restated.ts):
//   450 mg a day split into two doses is 225 mg a dose, not 450 mg;
// - a figure rounded (compute/derived-figure.ts): 43 mg rounds to 45 mg (nearest 5) or 40 mg
//   (nearest 10), not to 50 mg unless the answer says it rounds up;
// - a rate whose second unit names it (compute/unit-rate.ts): "10 mg/kg per dose" beside "30
//   mg/kg in 24 hours": one dose for 14 kg is 140 mg, and 150 mg is contradicted.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const AMOXARIN = ['Amoxarin 250 mg/5 mL oral suspension. Usual dose for children under 40 kg: 25 mg per kg of body weight per day, divided into two equal doses given about 12 hours apart.'];
const AMOXARIN_Q = 'My son weighs 18 kg. How much should I give him each time?';

describe('a total split into parts', () => {
  it('contradicts the total given whole for each part, and names the part', () => {
    const claims = shippedClaims({ question: AMOXARIN_Q, context: AMOXARIN, answer: 'At 25 mg per kg per day, his daily total for 18 kg is 450 mg. Split into two doses, that\'s 450 mg each time.' });
    const split = claims.find((c) => c.text.startsWith('Split'));
    expect(split?.status).toBe('contradicted');
    expect(split?.checks[0]).toBe('The answer says 450 mg for each part; 450 mg split into 2 is 225 mg.');
    expect(split?.fix).toBe('Replace 450 mg with 225 mg.');
  });

  it('leaves a right part alone (guard)', () => {
    const claims = shippedClaims({ question: AMOXARIN_Q, context: AMOXARIN, answer: 'At 25 mg per kg per day, his daily total for 18 kg is 450 mg. Split into two doses, that\'s 225 mg each time.' });
    expect(claims.find((c) => c.text.startsWith('Split'))?.status).toBe('unverified_step');
  });

  it('does not read a restated total that no split governs (guard)', () => {
    const claims = shippedClaims({ question: AMOXARIN_Q, context: AMOXARIN, answer: 'At 25 mg per kg per day, his daily total for 18 kg is 450 mg. So he takes 450 mg over the day.' });
    expect(claims.find((c) => c.text.includes('over the day'))?.status).not.toBe('contradicted');
  });
});

describe('a figure the answer rounds', () => {
  const TRIVENZA = ['Trivenza dosing: 0.5 mg per kg of body weight once weekly, rounded to the nearest 5 mg. Maximum dose 60 mg per week.'];
  const Q = 'I weigh 86 kg. What would my weekly Trivenza dose be?';
  const last = (answer: string) => shippedClaims({ question: Q, context: TRIVENZA, answer }).at(-1);

  it('reads 43 mg rounded to 45 mg as the answer\'s own step', () => {
    const c = last('At 86 kg that gives 43 mg, which rounds to 45 mg.');
    expect(c?.status).toBe('unverified_step');
    expect(c?.checks[0]).toContain('45 mg is 43 mg rounded');
  });

  it('does not take 50 mg for 43 mg rounded to the nearest step', () => {
    expect(last('At 86 kg that gives 43 mg, which rounds to 50 mg.')?.status).toBe('not_stated');
  });

  it('reads a rounding up or down the answer names', () => {
    expect(last('At 86 kg that gives 43 mg, which rounds up to 50 mg.')?.status).toBe('unverified_step');
    expect(last('At 86 kg that gives 43 mg, which rounds down to 40 mg.')?.status).toBe('unverified_step');
  });
});

describe('rates of one unit told apart by their second unit', () => {
  const IBRAFEN = ['Ibrafen for Children 100 mg/5 ml oral suspension. Children aged 3 months and over: 10 mg/kg per dose, up to 3 times in 24 hours. Do not give more than 30 mg/kg in 24 hours.'];
  const Q = 'My son weighs 14 kg. How many ml is one dose?';

  it('reads the per-dose rate for a dose', () => {
    const [right] = shippedClaims({ question: Q, context: IBRAFEN, answer: 'For 14 kg, one dose is 140 mg.' });
    expect(right?.status).toBe('unverified_step');
    const [wrong] = shippedClaims({ question: Q, context: IBRAFEN, answer: 'For 14 kg, one dose is 150 mg.' });
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toBe('Replace 150 mg with 140 mg.');
  });

  it('does not name a rate by the condition after it (guard: "for each colleague travelling with you")', () => {
    const context = ['Mileage: 45p per mile for the first 10,000 business miles in a tax year, and 25p per mile after that. Add 5p per mile for each colleague travelling with you on the same business journey.'];
    const [c] = shippedClaims({ question: 'I drove 240 miles for a client visit. How much can I claim?', context, answer: 'Travelling alone, 240 miles comes to £108.' });
    expect(c?.status).toBe('unverified_step');
  });
});
