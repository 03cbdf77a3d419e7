import { describe, expect, it } from 'vitest';
import { mapLabels, parseModelConfig, probabilitiesOf, TransformerModelError } from './transformer-config.ts';

const NLI = { architectures: ['DebertaV2ForSequenceClassification'], model_type: 'deberta-v2', id2label: { 0: 'contradiction', 1: 'entailment', 2: 'neutral' } };

describe('mapLabels', () => {
  it('finds the NLI labels in any order and casing', () => {
    expect(mapLabels({ 0: 'contradiction', 1: 'entailment', 2: 'neutral' })).toMatchObject({ kind: 'nli', supported: 1, contradicted: 0, notStated: 2 });
    expect(mapLabels({ 0: 'ENTAILMENT', 1: 'Neutral', 2: 'CONTRADICTION' })).toMatchObject({ kind: 'nli', supported: 0, contradicted: 2, notStated: 1 });
    expect(mapLabels({ 2: 'entailment', 0: 'neutral', 1: 'contradiction' })).toMatchObject({ supported: 2, contradicted: 1, notStated: 0, labels: ['neutral', 'contradiction', 'entailment'] });
  });

  it('reads binary consistency labels (no contradicted outcome)', () => {
    expect(mapLabels({ 0: 'hallucinated', 1: 'consistent' })).toMatchObject({ kind: 'consistency', supported: 1, notStated: 0, contradicted: null });
    expect(mapLabels({ 0: 'Supported', 1: 'Not Supported' })).toMatchObject({ kind: 'consistency', supported: 0, notStated: 1 });
    expect(mapLabels({ 0: 'NOT-SUPPORTED', 1: 'supported' })).toMatchObject({ supported: 1, notStated: 0 });
  });

  it('refuses label sets it cannot read, naming them', () => {
    expect(() => mapLabels({ 0: 'LABEL_0', 1: 'LABEL_1' })).toThrow(/unknown label set \["LABEL_0","LABEL_1"\]/);
    expect(() => mapLabels({ 0: 'positive', 1: 'negative', 2: 'neutral' })).toThrow(TransformerModelError);
    // Two labels that both mean "entailment" cannot be told apart.
    expect(() => mapLabels({ 0: 'entailment', 1: 'entails', 2: 'contradiction' })).toThrow(/unknown label set/);
    expect(() => mapLabels(undefined)).toThrow(/no id2label/);
    expect(() => mapLabels({ 0: 'entailment', 5: 'neutral', 2: 'contradiction' })).toThrow(/number its labels 0 to 2/);
  });
});

describe('parseModelConfig', () => {
  it('accepts a sequence-classification model and keeps its type', () => {
    expect(parseModelConfig(NLI)).toMatchObject({ architecture: 'DebertaV2ForSequenceClassification', modelType: 'deberta-v2', labels: { kind: 'nli' } });
  });

  it('refuses other architectures, a missing model_type and non-objects', () => {
    expect(() => parseModelConfig({ ...NLI, architectures: ['BertForMaskedLM'] })).toThrow(/unknown architecture \["BertForMaskedLM"\]/);
    expect(() => parseModelConfig({ ...NLI, architectures: undefined })).toThrow(/unknown architecture null/);
    expect(() => parseModelConfig({ ...NLI, model_type: undefined })).toThrow(/no model_type/);
    expect(() => parseModelConfig([])).toThrow(/not a JSON object/);
  });
});

describe('probabilitiesOf', () => {
  it('is the softmax of the logits, placed by label', () => {
    const map = mapLabels({ 0: 'contradiction', 1: 'entailment', 2: 'neutral' });
    // logits (-10, 1, 0): P(entailment) = e / (e + 1 + e^-10) = 0.731049...
    const p = probabilitiesOf([-10, 1, 0], map);
    expect(p.supported).toBeCloseTo(Math.E / (Math.E + 1 + Math.exp(-10)), 12);
    expect(p.not_stated).toBeCloseTo(1 / (Math.E + 1 + Math.exp(-10)), 12);
    expect(p.supported + p.contradicted + p.not_stated).toBeCloseTo(1, 12);
    // Large logits do not overflow.
    expect(probabilitiesOf([1000, 0, 0], map).contradicted).toBeCloseTo(1, 12);
  });

  it('gives a binary model no contradicted mass', () => {
    const p = probabilitiesOf([0, 1], mapLabels({ 0: 'hallucinated', 1: 'consistent' }));
    expect(p.contradicted).toBe(0);
    expect(p.supported).toBeCloseTo(Math.E / (1 + Math.E), 12);
    expect(p.not_stated).toBeCloseTo(1 / (1 + Math.E), 12);
  });
});
