// Figures the answer works out: a passage's rate per unit times an amount an earlier claim gives
// ("The tank holds 45 litres", then "At £2.10 per litre, filling it costs £94.50"), and a sum whose
// things a count in words names. Inputs and expectations written by hand; 45 x 2.10 = 94.50 and
// 12 x 0.35 = 4.20 worked by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FUEL = ['Fuel policy. Cars must be returned full. Missing fuel is charged at £2.10 per litre plus a £15 service fee. The Group B tank holds 45 litres.'];
const PRINT = ['Printing. Colour prints cost £0.35 per page. Black and white prints are free for members.'];

describe('a rate times an earlier claim\'s amount', () => {
  it('supports the right product', () => {
    expect(shippedStatuses({ question: 'What if I bring it back empty?', context: FUEL, answer: 'The Group B tank holds 45 litres. At £2.10 per litre, filling it costs £94.50.' })).toEqual(['supported', 'supported']);
  });

  it('is a step resting on an earlier claim no passage states', () => {
    const statuses = shippedStatuses({ question: 'How much to print my report?', context: PRINT, answer: 'Your report runs to 12 colour pages. At £0.35 a page that comes to £4.20.' });
    expect(statuses[0]).toBe('not_stated');
    expect(statuses[1]).toBe('depends_on_error');
  });

  it('does not support a product that does not fit', () => {
    expect(shippedStatuses({ question: 'What if I bring it back empty?', context: FUEL, answer: 'The Group B tank holds 45 litres. At £2.10 per litre, filling it costs £90.' })[1]).not.toBe('supported');
  });
});

describe('a count in words that names the things summed', () => {
  const VOTES = ['Result. Priya Shah (Green) 22,636 votes; Tom Ellery (Labour) 18,412; Ann Cole (Reform) 1,507.'];

  it('is no result of the sum ("The three candidates polled 42,555 votes between them")', () => {
    // 22,636 + 18,412 + 1,507 = 42,555, worked by hand.
    expect(shippedStatuses({ question: 'How many votes were cast for the candidates?', context: VOTES, answer: 'The three candidates polled 42,555 votes between them.' })).not.toContain('contradicted');
  });

  it('leaves a wrong total held', () => {
    expect(shippedStatuses({ question: 'How many votes were cast for the candidates?', context: VOTES, answer: 'The three candidates polled 45,555 votes between them.' })).not.toContain('supported');
  });
});

describe('figures that are no operands', () => {
  it('a count naming the things summed ("the two parties") is not added: 28 + 11 = 39', () => {
    const seats = ['The Civic Party won 28 of 60 seats, the Green Alliance 17 and the Labour Union 11. A majority requires 31 seats.'];
    const answer = (n: string) => `The Civic Party will talk to the Labour Union first. Together the two parties would hold ${n} seats.`;
    expect(shippedStatuses({ question: 'What happens next?', context: seats, answer: answer('39') })).not.toContain('contradicted');
    expect(shippedStatuses({ question: 'What happens next?', context: seats, answer: answer('41') }).at(-1)).toMatch(/^(?:contradicted|not_stated)$/);
  });

  it('a figure in brackets after an amount restates it, so no rate of the passage multiplies it', () => {
    const abroad = ['Employees may work from home up to 3 days per week. Working from abroad is permitted for up to 20 working days per calendar year.'];
    const claims = shippedStatuses({ question: 'Can I work abroad for two weeks?', context: abroad, answer: 'Working abroad is allowed for up to 20 working days a year, so a two-week stint (10 working days) fits within that limit.' });
    expect(claims).not.toContain('contradicted');
  });
});
