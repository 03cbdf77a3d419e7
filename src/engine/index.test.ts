import { expect, it } from 'vitest';

it('keeps a small public surface', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
    [
      "RULES_MODEL",
      "alignClaimText",
      "createEngine",
      "createRuleVerifier",
      "extractQuantities",
      "sameQuantity",
      "splitSentences",
      "worstStatus",
    ]
  `);
});
