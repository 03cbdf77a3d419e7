// Written by hand, 2026-12-05: rows of a list written as sentences ("Aster has ... for 24 zells a
// month. Bramble has ... for 33 zells a month.") are named by their opening word too, so a price
// read off another row is caught; and a label only the first row carries ("Fibrevane broadband
// packages: Aster has ...") heads the list, naming no row; a row with two figures of the kind
// gives the one followed by the claim's word ("50 Mbps upload") (support/row-swap.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CONTEXT = ['Fibrevane broadband packages: Aster has 100 Mbps download and 20 Mbps upload for 24 zells a month. Bramble has 500 Mbps download and 50 Mbps upload for 33 zells a month. Cobalt has 900 Mbps download and 100 Mbps upload for 45 zells a month.'];
const ask = (answer: string) => shippedClaims({ question: 'What does Bramble cost?', context: CONTEXT, answer }).map((k) => [k.status, k.checks[0] ?? '', k.fix]);

describe('rows named by their opening word', () => {
  it('catch a price read off another row, naming the row\'s own', () => {
    const [c] = ask('Bramble costs 45 zells a month.');
    expect(c?.[0]).toBe('contradicted');
    // "zells", a currency no dictionary holds, is read as money (2.29.0): the figures keep their word.
    expect(c?.[1]).toMatch(/^The answer says 45 zells; p0 gives 33 zells here \("Bramble has/);
    expect(c?.[2]).toBe('Replace 45 zells with 33 zells.');
  });

  it('pick the row\'s figure by the word after it when the row gives two of the kind', () => {
    const [c] = ask('Bramble has an upload speed of 100 Mbps.');
    expect(c?.[0]).toBe('contradicted');
    expect(c?.[1]).toBe('The answer says 100; p0 gives 50 here ("Bramble has 500 Mbps download and 50 Mbps upload for 33 zells a month."), and 100 belongs to another row ("Cobalt has 900 Mbps download and 100 Mbps upload for 45 zells a month.").');
  });

  it('leave the right row\'s price supported (guard)', () => {
    expect(ask('Bramble costs 33 zells a month.')[0]?.[0]).toBe('supported');
  });

  it('do not let the list\'s heading name its first row', () => {
    const [c] = ask('The Bramble package costs 45 zells a month.');
    expect(c?.[0]).toBe('contradicted');
    expect(c?.[1]).toMatch(/p0 gives 33 zells here/);
  });

  it('leave the first row\'s own price supported under the heading (guard)', () => {
    expect(ask('The Aster package costs 24 zells a month.')[0]?.[0]).toBe('supported');
  });
});
