// Runs the hand-checked engine cases in fixtures/engine/*.json through the real engine with
// wink-nlp. Each expectation was written by reading the texts (see the files' "about").
// It lives under test/ because engine tests may not read files (the dependency rule).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CheckResult, type Claim } from '../../src/contract/schemas.ts';
import { createEngine, type Verifier } from '../../src/engine/index.ts';
import { createWinkNlp } from '../../src/models/wink.ts';
import { readWordnetLexicon } from '../../src/models/wordnet.ts';

interface ClaimExpect {
  id: string; text?: string; span?: [number, number]; type?: string; status?: string;
  /** A status the claim must not have (where the text alone does not fix one, but rules out this one). */
  not_status?: string;
  /** Whether the rules settle the verdict (a trained verifier cannot overturn it). */
  rule_certain?: boolean;
  checks?: string | string[]; fix?: string | null; evidence?: string[]; evidence_text?: string[]; rests_on?: string[];
}
interface Case {
  name: string; question: string; context: string | string[]; answer: string;
  expect: {
    status?: 'ok' | 'unavailable'; reason?: string; sentences?: string[]; sentence_spans?: Array<[number, number]>;
    statuses?: string[]; claims?: ClaimExpect[]; corrections?: string[] | string | null; hint?: string | null;
  };
}

const dir = new URL('../../fixtures/engine/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const nlp = createWinkNlp();
// The shipped lexicon (WordNet) but no word vectors: expectations hold on words the texts share.
const lexicon = readWordnetLexicon();
const engine = createEngine({ nlp, lexicon, now: () => 0, newId: () => 'chk_test' });
// A verifier that only records, per claim, whether the rules were certain (it is asked only then).
const certain = new Map<string, boolean>();
const probe: Verifier = {
  name: 'probe',
  verify(input) {
    certain.set(input.claim.id, input.alignment?.ruleCertain ?? false);
    return { status: input.alignment?.ruleStatus ?? 'not_stated', probs: null, checks: [], fix: null, evidence: [] };
  },
};
const probed = createEngine({ nlp, lexicon, verifier: probe, now: () => 0, newId: () => 'chk_test' });

function checkClaim(claim: Claim | undefined, e: ClaimExpect): void {
  expect(claim, `claim ${e.id} exists`).toBeDefined();
  if (!claim) return;
  if (e.text !== undefined) expect(claim.text).toBe(e.text);
  if (e.span !== undefined) expect(claim.span).toEqual(e.span);
  if (e.type !== undefined) expect(claim.type).toBe(e.type);
  if (e.status !== undefined) expect(claim.status).toBe(e.status);
  if (e.not_status !== undefined) expect(claim.status).not.toBe(e.not_status);
  if (Array.isArray(e.checks)) expect(claim.checks).toEqual(e.checks);
  else if (e.checks !== undefined) expect(claim.checks.join(' ')).toMatch(new RegExp(e.checks));
  if (e.fix === null) expect(claim.fix).toBeNull();
  else if (e.fix !== undefined) expect(claim.fix ?? '').toMatch(new RegExp(e.fix));
  if (e.evidence !== undefined) expect(claim.evidence.map((x) => x.id)).toEqual(e.evidence);
  if (e.evidence_text !== undefined) expect(claim.evidence.map((x) => x.text)).toEqual(e.evidence_text);
  if (e.rests_on !== undefined) expect(claim.rests_on).toEqual(e.rests_on);
}

for (const file of files) {
  const { cases } = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { cases: Case[] };
  describe(`fixtures/engine/${file}`, () => {
    for (const c of cases) {
      it(c.name, () => {
        const result = CheckResult.parse(engine.check({ question: c.question, context: c.context, answer: c.answer }));
        const e = c.expect;
        expect(result.status).toBe(e.status ?? 'ok');
        if (e.reason) expect(String(result.meta.reason)).toMatch(new RegExp(e.reason));
        if (e.sentences) expect(result.sentences.map((s) => s.text)).toEqual(e.sentences);
        if (e.sentence_spans) expect(result.sentences.map((s) => s.span)).toEqual(e.sentence_spans);
        if (e.statuses) expect(result.sentences.map((s) => s.status)).toEqual(e.statuses);
        const claims = result.sentences.flatMap((s) => s.claims);
        for (const ce of e.claims ?? []) checkClaim(claims.find((x) => x.id === ce.id), ce);
        if ((e.claims ?? []).some((ce) => ce.rule_certain !== undefined)) {
          certain.clear();
          probed.check({ question: c.question, context: c.context, answer: c.answer });
          for (const ce of e.claims ?? []) if (ce.rule_certain !== undefined) expect(certain.get(ce.id), `rule_certain of ${ce.id}`).toBe(ce.rule_certain);
        }
        if (e.corrections === null) expect(result.corrections).toBeUndefined();
        else if (Array.isArray(e.corrections)) {
          expect(result.corrections?.length).toBe(e.corrections.length);
          e.corrections.forEach((line, i) => expect(result.corrections?.[i] ?? '').toMatch(new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
        } else if (e.corrections !== undefined) expect((result.corrections ?? []).join('\n')).toMatch(new RegExp(e.corrections));
        if (e.hint === null) expect(result.regeneration_hint).toBeUndefined();
        else if (e.hint !== undefined) expect(result.regeneration_hint ?? '').toMatch(new RegExp(e.hint, 's'));
      });
    }
  });
}
