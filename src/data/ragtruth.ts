/**
 * Loader for RAGTruth's published format (ParticleMedia/RAGTruth): `response.jsonl` (one LLM
 * response per line, with annotated hallucination spans) and `source_info.jsonl` (the task input
 * each response was generated from). The corpus itself is not in ../shared/data; a user who has
 * it points `loadRagTruth` at the folder holding the two files.
 */
import { join } from 'node:path';
import type { Example, Label } from './example.ts';
import { readJsonl } from './read-files.ts';

/** One annotated span; `start`/`end` index the response in code points (Python string offsets). */
interface RagTruthSpan {
  start: number;
  end: number;
  text?: string;
  label_type?: string;
  implicit_true?: boolean;
  due_to_null?: boolean;
}

interface RagTruthResponse {
  id: string | number;
  source_id: string | number;
  model?: string;
  labels?: RagTruthSpan[];
  split?: string;
  quality?: string;
  response: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface RagTruthSource {
  source_id: string | number;
  task_type: string;
  source?: string;
  source_info: Json;
}

/**
 * Span types are "Evident/Subtle Conflict" (contradicts the source) and "Evident/Subtle Baseless
 * Info" (adds what the source does not say): only conflicts -> C, only baseless -> NS, both -> NS_OR_C.
 */
export function ragTruthLabel(spans: readonly RagTruthSpan[]): Label {
  if (spans.length === 0) return 'S';
  const conflict = spans.some((s) => /conflict/i.test(s.label_type ?? ''));
  const baseless = spans.some((s) => !/conflict/i.test(s.label_type ?? ''));
  if (conflict && !baseless) return 'C';
  if (baseless && !conflict) return 'NS';
  return 'NS_OR_C';
}

/** Renders Data2txt's structured record as `path: value` lines a text verifier can read. */
function flattenRecord(value: Json, path: string, lines: string[]): void {
  if (value === null || value === '') return;
  if (Array.isArray(value)) value.forEach((item, i) => flattenRecord(item, `${path} ${i + 1}`.trim(), lines));
  else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flattenRecord(item, `${path} ${key.replace(/_/g, ' ')}`.trim(), lines);
  } else lines.push(`${path}: ${String(value)}`);
}

/** QA passages arrive as one string "passage 1:...\n\npassage 2:..."; split them back apart. */
function splitQaPassages(text: string): string[] {
  const parts = text.split(/(?:^|\n+)passage \d+:/).map((p) => p.trim()).filter((p) => p !== '');
  return parts.length > 0 ? parts : [text.trim()];
}

function passagesAndQuestion(source: RagTruthSource): { passages: string[]; question?: string } {
  const info = source.source_info;
  if (typeof info === 'string') return { passages: [info.trim()] };
  if (source.task_type === 'QA' && info !== null && typeof info === 'object' && !Array.isArray(info)) {
    const question = typeof info.question === 'string' ? info.question.trim() : undefined;
    const passages = typeof info.passages === 'string' ? splitQaPassages(info.passages) : [JSON.stringify(info.passages)];
    return question ? { passages, question } : { passages };
  }
  const lines: string[] = [];
  flattenRecord(info, '', lines);
  return { passages: [lines.join('\n')] };
}

/**
 * Code-point spans of the annotations, sorted and merged where they overlap or touch. Where the
 * given offsets do not cover the span's `text` but the text occurs in the response, the
 * occurrence is used instead.
 */
export function ragTruthSpans(response: string, spans: readonly RagTruthSpan[]): Array<[number, number]> {
  const points = [...response];
  const ranges = spans.map((span): [number, number] => {
    const { start, end, text } = span;
    if (text && points.slice(start, end).join('') !== text) {
      const at = response.indexOf(text);
      if (at >= 0) {
        const from = [...response.slice(0, at)].length;
        return [from, from + [...text].length];
      }
    }
    return [Math.max(0, start), Math.min(points.length, end)];
  });
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges.filter(([s, e]) => s < e).sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Reads `response.jsonl` and `source_info.jsonl` from `dir` into one Example per response:
 * passages from the source (QA: its passages, question set; Summary: the article; Data2txt: the
 * record as `path: value` lines), claim = the response, spans = annotated hallucinations.
 * RAGTruth's `train` split is `use: 'train'`, its `test` split `use: 'report'`; grouped by source.
 */
export function loadRagTruth(dir: string): Example[] {
  const sources = new Map(
    readJsonl<RagTruthSource>(join(dir, 'source_info.jsonl')).map((s) => [String(s.source_id), s]),
  );
  return readJsonl<RagTruthResponse>(join(dir, 'response.jsonl')).map((row): Example => {
    const source = sources.get(String(row.source_id));
    if (!source) throw new Error(`ragtruth response ${row.id}: no source ${row.source_id} in source_info.jsonl`);
    const annotations = row.labels ?? [];
    const split = row.split ?? 'test';
    const spans = ragTruthSpans(row.response, annotations);
    const types = [...new Set(annotations.map((a) => a.label_type ?? 'unknown'))];
    const quality = row.quality && row.quality !== 'good' ? [`quality:${row.quality}`] : [];
    return {
      set: 'ragtruth',
      use: split === 'train' ? 'train' : 'report',
      split,
      id: `ragtruth/${split}/${row.id}`,
      group: `source:${row.source_id}`,
      ...passagesAndQuestion(source),
      claim: row.response,
      label: ragTruthLabel(annotations),
      ...(spans.length > 0 ? { spans } : {}),
      sourceLabel: [...(types.length > 0 ? types : ['none']), ...quality].join(','),
    };
  });
}
