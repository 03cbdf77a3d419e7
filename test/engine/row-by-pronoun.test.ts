// A figure read off another row, where the claim names its row by a pronoun standing for the thing
// the sentence before named ("The Solo box ... | It costs 64 zells"). Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const context = ['Brindle Kitchen offers two boxes. The Solo box delivers 3 recipes for 1 person each week and costs 29 zells per box. The Household box delivers 5 recipes for 4 people each week and costs 64 zells per box. Delivery is free on both boxes.'];
const claimOf = (answer: string, part: string) => shippedClaims({ question: 'How much is the Solo box?', context, answer }).find((c) => c.text.includes(part));

describe('a row named by a pronoun', () => {
  it('contradicts the other row\'s price, naming the Solo row\'s own', () => {
    const c = claimOf('The Solo box gives you 3 recipes for 1 person every week. It costs 64 zells per box.', 'It costs');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Replace 64 zells with 29 zells.');
  });

  it('supports the row\'s own price', () => {
    expect(claimOf('The Solo box gives you 3 recipes for 1 person every week. It costs 29 zells per box.', 'It costs')?.status).toBe('supported');
  });

  it('reads no row into "its", whose thing is another (a guard)', () => {
    expect(claimOf('The Solo box gives you 3 recipes for 1 person every week. Its bigger sibling costs 64 zells per box.', 'bigger sibling')?.status).toBe('supported');
  });
});
