import { describe, expect, it } from 'vitest';
import { parseVerifierArtefact, readVerifier } from './load-verifier.ts';
import { readVectors } from './vectors.ts';

describe('verifier artefact', () => {
  it('rejects a malformed artefact', () => {
    expect(() => parseVerifierArtefact({ version: 'x' })).toThrow(/malformed/);
    expect(() => parseVerifierArtefact(null)).toThrow(/malformed/);
  });

  it('loads the committed model: version, three-way probabilities that sum to 1, monotone calibration', () => {
    const { verifier, scorer, artefact } = readVerifier(readVectors());
    expect(scorer.version).toMatch(/^ground-verifier-\d+\.\d+\.\d+$/);
    for (let i = 1; i < artefact.calibration.y.length; i++) {
      expect(artefact.calibration.y[i] ?? 0).toBeGreaterThanOrEqual(artefact.calibration.y[i - 1] ?? 0);
    }
    const passages = [{ id: 'p0', text: 'The Eiffel Tower in Paris was finished in 1889 for the World\'s Fair.' }];
    const v = verifier.verify({ claim: { id: 'c0', text: 'The Eiffel Tower was finished in 1889.', type: 'fact' }, question: 'When?', passages, evidence: [] });
    const p = v.probs;
    expect(p).not.toBeNull();
    expect((p?.supported ?? 0) + (p?.contradicted ?? 0) + (p?.not_stated ?? 0)).toBeCloseTo(1, 10);
    const off = verifier.verify({ claim: { id: 'c1', text: 'The tower was painted green by Napoleon in 1750.', type: 'fact' }, question: 'When?', passages, evidence: [] });
    // A claim the passage states must score as better supported than one it does not mention.
    expect(p?.supported ?? 0).toBeGreaterThan(off.probs?.supported ?? 1);
  });
});
