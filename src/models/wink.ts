/**
 * The only module that imports wink-nlp: adapts it to the engine's `Nlp` interface, with
 * token and sentence offsets in Unicode code points.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Nlp, NlpAnalysis, NlpEntity, NlpToken } from '../engine/types.ts';
import { utf16ToCodePointTable } from '../engine/code-points.ts';

/** Loads wink-nlp with its English model (about 150 ms, once per process or worker). */
export function createWinkNlp(): Nlp {
  const nlp = winkNLP(model);
  const its = nlp.its;
  return {
    analyse(text: string): NlpAnalysis {
      const doc = nlp.readDoc(text);
      const cp = utf16ToCodePointTable(text);
      const tokens: NlpToken[] = [];
      // wink keeps each token's preceding whitespace; walking them reproduces the offsets.
      let at = 0;
      const raw = doc.tokens();
      const texts = raw.out() as string[];
      const spaces = raw.out(its.precedingSpaces) as string[];
      const normals = raw.out(its.normal) as string[];
      const lemmas = raw.out(its.lemma as unknown as typeof its.normal) as string[];
      const pos = raw.out(its.pos) as string[];
      const stops = raw.out(its.stopWordFlag) as boolean[];
      const kinds = raw.out(its.type) as string[];
      texts.forEach((t, i) => {
        const found = text.indexOf(t, at + (spaces[i]?.length ?? 0));
        const start = found >= 0 ? found : at;
        at = start + t.length;
        tokens.push({
          text: t, start: cp[start] ?? 0, end: cp[Math.min(at, text.length)] ?? 0,
          normal: normals[i] ?? t.toLowerCase(), lemma: lemmas[i] ?? t, pos: pos[i] ?? 'X',
          isStop: stops[i] ?? false, kind: kinds[i] ?? 'word',
        });
      });
      // Sentences and entities are computed on first use only: the engine splits sentences itself
      // and reads no wink entities, and entity recognition is a large share of wink's time.
      let sentences: Array<[number, number]> | null = null;
      let entities: NlpEntity[] | null = null;
      const spanOf = ([first, last]: [number, number]): [number, number] | null => {
        const a = tokens[first];
        const b = tokens[last];
        return a && b ? [a.start, b.end] : null;
      };
      return {
        tokens,
        get sentences() {
          sentences ??= (doc.sentences().out(its.span) as unknown as Array<[number, number]>).flatMap((span) => {
            const at = spanOf(span);
            return at ? [at] : [];
          });
          return sentences;
        },
        get entities() {
          if (!entities) {
            const spans = doc.entities().out(its.span) as unknown as Array<[number, number]>;
            const types = doc.entities().out(its.type) as string[];
            const values = doc.entities().out() as string[];
            entities = spans.flatMap((span, i) => {
              const at = spanOf(span);
              return at ? [{ start: at[0], end: at[1], type: types[i] ?? 'UNKNOWN', value: values[i] ?? '' }] : [];
            });
          }
          return entities;
        },
      };
    },
  };
}
