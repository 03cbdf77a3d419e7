import { describe, expect, it } from 'vitest';
import type { Claim } from '../../contract/schemas.ts';
import { linkClaims, propagateErrors, type LinkInput } from './link-claims.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

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

  const base = { type: 'fact', span: [0, 1], probs: null, fix: null, checks: [] } as unknown as Claim;
  const wrongTier = { ...base, id: 'c0.0', text: '12 Quay Street is a Category A outlet', status: 'contradicted', evidence: [], rests_on: [] } as Claim;

  it('marks a supported conclusion that says it follows, when its evidence speaks of what the claim before got wrong', () => {
    const royalty = { ...base, id: 'c0.1', text: 'the royalty is 6% of gross sales', status: 'supported', rests_on: ['c0.0'],
      evidence: [{ id: 'p0', text: 'The Franchisee shall pay a royalty of 6% of Gross Sales for Category A outlets and 4% for Category B outlets.' }] } as Claim;
    const claims = [wrongTier, royalty];
    propagateErrors(claims, new Set(['c0.1']));
    expect(claims[1]?.status).toBe('depends_on_error');
  });

  it('keeps a supported conclusion whose evidence says it outright, or one that does not say it follows', () => {
    const advice = { ...base, id: 'c0.1', text: 'you should use the v2 endpoint instead', status: 'supported', rests_on: ['c0.0'],
      evidence: [{ id: 'p0', text: 'Use the v2 endpoint instead, which supports pagination.' }] } as Claim;
    const royalty = { ...base, id: 'c0.2', text: 'the royalty is 6% of gross sales', status: 'supported', rests_on: ['c0.0'],
      evidence: [{ id: 'p0', text: 'The Franchisee shall pay a royalty of 6% of Gross Sales for Category A outlets.' }] } as Claim;
    const claims = [wrongTier, advice, royalty];
    propagateErrors(claims, new Set(['c0.1']));
    expect(claims[1]?.status).toBe('supported');
    expect(claims[2]?.status).toBe('supported');
  });
});
