// The rule verifier and its alignment features as exported for the trained verifier.
import { describe, expect, it } from 'vitest';
import { alignClaimText, createRuleVerifier, extractQuantities, sameQuantity, splitSentences } from '../../src/engine/index.ts';
import { createWinkNlp } from '../../src/models/wink.ts';

const nlp = createWinkNlp();
const passages = [{ id: 'p0', text: 'The bridge opened in 1937. It is 2.7 km long.' }, { id: 'p1', text: 'It was designed by Joseph Strauss.' }];

describe('exported rule helpers', () => {
  it('alignClaimText gives the rule verdict and the alignment features', () => {
    const ok = alignClaimText(nlp, null, 'The bridge opened in 1937.', 'fact', passages);
    expect(ok.verdict.status).toBe('supported');
    expect(ok.alignment).toMatchObject({ coverage: 1, quantities: 1, quantitiesMatched: 1, entities: 0, negated: false, ruleStatus: 'supported', ruleCertain: true, similarity: 0 });
    const wrong = alignClaimText(nlp, null, 'The bridge opened in 1939.', 'fact', passages);
    expect(wrong.verdict).toMatchObject({ status: 'contradicted', fix: 'Replace 1939 with 1937.' });
    expect(wrong.alignment).toMatchObject({ quantitiesMatched: 0, ruleCertain: true });
    const other = alignClaimText(nlp, null, 'It was designed by Charles Ellis.', 'fact', passages);
    expect(other.verdict).toMatchObject({ status: 'contradicted', fix: 'Replace Charles Ellis with Joseph Strauss.' });
    const absent = alignClaimText(nlp, null, 'It was painted by Irving Morrow.', 'fact', passages);
    expect(absent.verdict.status).toBe('not_stated');
    expect(absent.verdict.checks.join(' ')).toMatch(/Irving Morrow/);
    expect(absent.alignment).toMatchObject({ entities: 1, entitiesMissing: 1, ruleCertain: true });
  });

  it('createRuleVerifier implements Verifier over all the passages it is given', () => {
    const v = createRuleVerifier(nlp);
    expect(v.name).toBe('rules');
    const verdict = v.verify({ claim: { id: 'c0.0', text: 'It is 2.7 kilometres long.', type: 'fact' }, question: 'How long?', passages, evidence: [] });
    expect(verdict.status).toBe('supported');
    expect(verdict.probs).toBeNull();
    expect(verdict.evidence.map((e) => e.id)).toEqual(['p0']);
  });

  it('extractQuantities, sameQuantity and splitSentences are the engine\'s own', () => {
    const [a] = extractQuantities('2.7 km');
    const [b] = extractQuantities('2,700 metres');
    expect(a && b && sameQuantity(a, b)).toBe(true);
    expect(splitSentences('Dr. Who came. He left.')).toEqual([[0, 13], [14, 22]]);
  });
});
