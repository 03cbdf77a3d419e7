// Written by hand, 2026-12-05: "can" grants only the verb right after it, so a reason that says
// what crushing may do ("as crushing can release too much medicine") is no permission to crush; and
// a prohibition whose own clause names no thing ("Do not crush, chew or break them, as this can
// release too much medicine") is about its passage's thing, the reason's nouns aside
// (support/forbidden-action.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CONTEXT = ['Pellavix 20 mg prolonged-release tablets: swallow the tablets whole with a glass of water. Do not crush, chew or break them, as this can release too much medicine at once.'];
const ask = (answer: string) => shippedClaims({ question: 'Can I crush Pellavix tablets?', context: CONTEXT, answer }).map((k) => [k.status, k.checks[0] ?? '']);

describe('a forbidden action', () => {
  it('is not granted by a reason saying what it may do', () => {
    expect(ask('No, swallow them whole, as crushing can release too much medicine at once.')[0]?.[0]).toBe('supported');
  });

  it('granted with "can" right before it is contradicted, by the prohibition that names no thing', () => {
    expect(ask('You can crush the tablets into yogurt.')[0]).toEqual(['contradicted', 'The answer says this is allowed; p0 says not to crush: "Do not crush, chew or break them, as this can release too much medicine at once."']);
  });

  it('granted with "may" a few words before it is contradicted', () => {
    expect(ask('You may chew the tablets if you prefer.')[0]?.[0]).toBe('contradicted');
  });
});
