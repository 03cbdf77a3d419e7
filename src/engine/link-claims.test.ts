import { describe, expect, it } from 'vitest';
import type { Claim } from '../contract/schemas.ts';
import { linkClaims, propagateErrors, type LinkInput } from './link-claims.ts';
import type { UnitFacts } from './unit-facts.ts';

function facts(text: string, terms: string[]): UnitFacts {
  return { text, tokens: [], terms, termPos: terms.map(() => 'NOUN'), quantities: [], entities: [], negations: [] };
}

function input(id: string, text: string, terms: string[], type: LinkInput['type'] = 'fact'): LinkInput {
  return { id, type, checkable: true, follows: false, facts: facts(text, terms) };
}

describe('linkClaims', () => {
  it('links a claim that says it follows ("That means ...") even when it is typed as a fact', () => {
    const links = linkClaims([
      input('c0.0', 'Members who signed up before 1 May get the loyalty discount', ['member', 'sign', 'loyalty', 'discount']),
      input('c1.0', 'Your sign-up date was 20 April', ['sign', 'date']),
      input('c2.0', 'That means you get the loyalty discount', ['loyalty', 'discount']),
    ]);
    expect(links[2]).toEqual(['c0.0']);
  });

  it('leaves a plain fact unlinked', () => {
    const links = linkClaims([
      input('c0.0', 'Members get the loyalty discount', ['member', 'loyalty', 'discount']),
      input('c1.0', 'The loyalty discount is shown at checkout', ['loyalty', 'discount', 'checkout']),
    ]);
    expect(links[1]).toEqual([]);
  });
});

describe('propagateErrors', () => {
  it('marks a step resting on a contradicted claim as depends_on_error, naming that claim first', () => {
    const base = { type: 'fact', span: [0, 1], evidence: [], probs: null } as unknown as Claim;
    const claims = [
      { ...base, id: 'c0.0', text: 'a', status: 'contradicted', checks: ['x'], fix: 'y', rests_on: [] },
      { ...base, id: 'c2.0', text: 'b', status: 'unverified_step', checks: ['step'], fix: null, rests_on: ['c0.0'] },
    ] as Claim[];
    propagateErrors(claims);
    expect(claims[1]?.status).toBe('depends_on_error');
    expect(claims[1]?.checks[0]).toBe('Follows from c0.0, which is contradicted.');
  });
});
