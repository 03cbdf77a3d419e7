// The library's public surface (src/index.ts, the package's `exports`): the list of names is
// pinned, and `check` is tried on answers whose verdicts were worked out by hand.
import { describe, expect, it } from 'vitest';
import * as ground from './index.ts';

describe('the package entry', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(ground).sort()).toMatchInlineSnapshot(`
      [
        "BatchRequest",
        "BatchResponse",
        "CLAIM_STATUSES",
        "CLAIM_TYPES",
        "CheckRequest",
        "CheckResponse",
        "CheckResult",
        "Claim",
        "ClaimStatus",
        "ClaimType",
        "ConnectLine",
        "ENGINE_VERSION",
        "ERRORS",
        "ERROR_CODES",
        "ErrorBody",
        "Evidence",
        "GroundError",
        "Health",
        "LIMITS",
        "Metadata",
        "Sentence",
        "Usage",
        "check",
        "createDefaultEngine",
      ]
    `);
  });

  it('check: a wrong year is contradicted with the passage as evidence, a restated one supported', () => {
    const result = ground.check({
      question: 'When was the tower built?',
      context: ['The tower was built in 1887.'],
      answer: 'It was built in 1889.',
    });
    expect(result.status).toBe('ok');
    expect(result.id).toMatch(/^chk_[0-9a-f]{32}$/);
    expect(result.score.model).toBe(ground.ENGINE_VERSION);
    expect(result.sentences.map((s) => s.status)).toEqual(['contradicted']);
    expect(result.sentences[0]?.claims[0]?.evidence).toEqual([{ id: 'p0', text: 'The tower was built in 1887.' }]);
    expect(ground.CheckResult.safeParse(result).success).toBe(true);

    const fine = ground.check({ question: 'When was the tower built?', context: 'The tower was built in 1887.', answer: 'It was built in 1887.' });
    expect(fine.sentences.map((s) => s.status)).toEqual(['supported']);
  });

  it('check: an invalid request throws a GroundError naming the field', () => {
    const call = (): unknown => ground.check({ question: 'Q?', context: [], answer: 'A.' });
    expect(call).toThrow(ground.GroundError);
    expect(call).toThrow(/context/);
    try {
      call();
    } catch (error) {
      expect((error as InstanceType<typeof ground.GroundError>).code).toBe('invalid_request');
      expect(ground.ERRORS[(error as InstanceType<typeof ground.GroundError>).code].http).toBe(422);
    }
  });
});
