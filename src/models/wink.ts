/**
 * The only module that imports wink-nlp: adapts it to the engine's `Nlp` interface, with
 * token offsets in Unicode code points. Only tokens are read: the engine splits sentences itself
 * and uses no wink entities.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Nlp, NlpAnalysis, NlpToken } from '../engine/types.ts';
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
      return { tokens };
    },
  };
}
