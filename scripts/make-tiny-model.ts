/**
 * Writes two tiny Hugging Face text-classification models, the fixtures that prove loading,
 * tokenising, batching and label mapping of `--model` without a network:
 *
 * - `fixtures/models/tiny-nli/`: an NLI cross-encoder (labels contradiction, entailment, neutral);
 * - `fixtures/models/tiny-consistency/`: a binary consistency classifier (hallucinated, consistent).
 *
 * Each has the files a real exported model has: `config.json` (architectures, model_type,
 * id2label, label2id), a BERT-style WordPiece tokenizer (`tokenizer.json`,
 * `tokenizer_config.json`) and `onnx/model.onnx`, taking `input_ids` and `attention_mask`
 * (int64, [batch, sequence]) and returning `logits` (float, [batch, labels]).
 *
 * The weights are chosen, not trained, so that a test can work out every output by hand. The
 * graph counts, over the whole (premise, hypothesis) pair, how often each vocabulary word occurs
 * (attention-masked sum of one-hot embeddings). Then, with
 *   R = how many distinct content words occur at least twice (in practice: on both sides), and
 *   N = how many negation tokens (not, no, never) occur, neg1 = N - 2·max(N-1, 0) (1 iff N = 1),
 * the NLI logits are   contradiction = 20·neg1 - 10,  entailment = 2·R - 3,  neutral = 0,
 * and the consistency logits are   hallucinated = 0,  consistent = 2·R - 3 - 20·neg1.
 * Stop words, punctuation, special tokens and the `##` pieces are zero rows (they count for
 * nothing); unknown words become [UNK], also a zero row. So "the cat sat on the mat" against
 * "the cat sat" gives R = 2 (cat, sat): logits (-10, 1, 0), P(entailment) = e/(e + 1 + e^-10).
 *
 * The ONNX protobuf is written with protobufjs from the few messages of onnx.proto it needs
 * (field numbers as in ONNX's IR). Deterministic: the same bytes on every run.
 *
 *   node scripts/make-tiny-model.ts [--out DIR]   (default fixtures/models)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import protobuf from 'protobufjs';

/** The messages of ONNX's IR this script writes (ONNX IR version 8, opset 13). */
const ONNX_PROTO = `
syntax = "proto3";
package onnx;
message AttributeProto { string name = 1; int64 i = 3; repeated int64 ints = 8; int32 type = 20; }
message ValueInfoProto { string name = 1; TypeProto type = 2; }
message NodeProto { repeated string input = 1; repeated string output = 2; string name = 3; string op_type = 4; repeated AttributeProto attribute = 5; }
message GraphProto { repeated NodeProto node = 1; string name = 2; repeated TensorProto initializer = 5; repeated ValueInfoProto input = 11; repeated ValueInfoProto output = 12; }
message TensorProto { repeated int64 dims = 1; int32 data_type = 2; string name = 8; bytes raw_data = 9; }
message TensorShapeProto { message Dimension { int64 dim_value = 1; string dim_param = 2; } repeated Dimension dim = 1; }
message TypeProto { message Tensor { int32 elem_type = 1; TensorShapeProto shape = 2; } Tensor tensor_type = 1; }
message OperatorSetIdProto { string domain = 1; int64 version = 2; }
message ModelProto { int64 ir_version = 1; string producer_name = 2; string producer_version = 3; GraphProto graph = 7; repeated OperatorSetIdProto opset_import = 8; }
`;

const FLOAT = 1;
const INT64 = 7;
/** AttributeProto.type for an int attribute. */
const ATTR_INT = 2;

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
const NEGATIONS = ['not', 'no', 'never'];
/** Zero rows: stop words, punctuation and word pieces count for nothing. */
const ZERO = [
  'the', 'a', 'an', 'of', 'in', 'on', 'at', 'to', 'for', 'and', 'or', 'but', 'is', 'was', 'were', 'are', 'be', 'been',
  'it', 'its', 'by', 'with', 'as', 'that', 'this', 'from', 'has', 'had', 'have', 'he', 'she', 'they', 'his', 'her',
  'their', 'which', 'who', 'did', 'does', 'do', 'than', 'more', 'also', 'there', 'then', 'about',
  '.', ',', "'", '-', '!', '?', ';', ':', '(', ')', '##s', '##ed', '##ing', '##es',
];
/** Content words: each has its own count. Chosen for fixtures/eiffel.json and the tests. */
const CONTENT = [
  'eiffel', 'tower', 'paris', 'finish', 'finished', 'complete', 'completed', 'built', 'build', 'designed', 'design',
  'gustave', 'company', 'world', 'fair', 'metres', 'meters', 'tall', 'height', 'antennas', 'including', 'france',
  'french', 'city', 'capital', 'river', 'seine', 'visitors', 'year', 'years', 'million', 'opened', 'open', 'iron',
  'steel', 'structure', 'engineer', 'architect', 'bridge', 'museum', 'painted', 'paint', 'colour', 'color', 'brown',
  'cat', 'cats', 'dog', 'dogs', 'sat', 'sit', 'mat', 'sky', 'blue', 'green', 'red', 'water', 'boils', 'boil', 'degrees',
  'celsius', 'sea', 'level', 'sun', 'rises', 'east', 'west', 'north', 'south', 'moon', 'earth', 'planet', 'largest',
  'smallest', 'company', 'revenue', 'profit', 'rose', 'fell', 'percent', 'quarter', 'sales', 'price', 'prices', 'market',
  'bank', 'rate', 'rates', 'interest', 'inflation', 'growth', 'report', 'reported', 'announced', 'ceo', 'founded',
  'born', 'died', 'wrote', 'book', 'novel', 'author', 'won', 'prize', 'nobel', 'physics', 'chemistry', 'marie', 'curie',
  'scientist', 'discovered', 'radium', 'polonium', 'doctor', 'patient', 'patients', 'drug', 'dose', 'daily', 'take',
  'food', 'trial', 'study', 'results', 'effective', 'safe', 'treatment', 'school', 'students', 'teacher', 'library',
  'train', 'station', 'airport', 'flight', 'hours', 'minutes', 'kilometres', 'road', 'car', 'cars', 'electric',
  'battery', 'energy', 'solar', 'wind', 'power', 'coal', 'gas', 'oil', 'climate', 'rain', 'snow', 'summer', 'winter',
  'red', 'apple', 'apples', 'fruit', 'tree', 'trees', 'forest', 'mountain', 'highest', 'lake', 'deep', 'long', 'old',
  'new', 'first', 'last', 'one', 'two', 'three', 'four', 'five', 'ten', 'hundred', 'thousand',
  '1884', '1887', '1889', '1900', '1930', '2020', '2023', '2024', '330', '300', '324',
];

/** The vocabulary, ids in order: special tokens, negations, zero rows, then content words (deduplicated). */
function vocabulary(): { tokens: string[]; content: string[] } {
  const content = [...new Set(CONTENT)];
  return { tokens: [...SPECIAL, ...NEGATIONS, ...ZERO, ...content], content };
}

function floatTensor(name: string, dims: number[], values: Float32Array | number[]): object {
  const data = values instanceof Float32Array ? values : Float32Array.from(values);
  // raw_data is little-endian; build it byte by byte so the output does not depend on the host.
  const raw = Buffer.alloc(data.length * 4);
  data.forEach((v, i) => raw.writeFloatLE(v, i * 4));
  return { name, dims, data_type: FLOAT, raw_data: raw };
}

function int64Tensor(name: string, values: number[]): object {
  const raw = Buffer.alloc(values.length * 8);
  values.forEach((v, i) => raw.writeBigInt64LE(BigInt(v), i * 8));
  return { name, dims: [values.length], data_type: INT64, raw_data: raw };
}

function valueInfo(name: string, elemType: number, dims: Array<string | number>): object {
  return {
    name,
    type: { tensor_type: { elem_type: elemType, shape: { dim: dims.map((d) => (typeof d === 'string' ? { dim_param: d } : { dim_value: d })) } } },
  };
}

function node(op: string, inputs: string[], outputs: string[], attribute: object[] = []): object {
  return { op_type: op, input: inputs, output: outputs, name: outputs[0], attribute };
}

/**
 * The ONNX model: one-hot rows per content word plus one negation column; logits are a linear
 * map of [counts, max(counts-1, 0), max(counts-2, 0)] (see the file comment).
 */
function modelBytes(tokens: string[], content: string[], head: { labels: number; weights: Float32Array; bias: number[] }): Uint8Array {
  const columns = content.length + 1; // content words, then the negation count
  const neg = content.length;
  const embedding = new Float32Array(tokens.length * columns);
  tokens.forEach((t, id) => {
    const c = content.indexOf(t);
    if (c >= 0 && id >= SPECIAL.length + NEGATIONS.length + ZERO.length) embedding[id * columns + c] = 1;
    if (NEGATIONS.includes(t)) embedding[id * columns + neg] = 1;
  });
  const graph = {
    name: 'tiny-classifier',
    node: [
      node('Gather', ['embedding', 'input_ids'], ['embedded'], [{ name: 'axis', type: ATTR_INT, i: 0 }]),
      node('Cast', ['attention_mask'], ['mask'], [{ name: 'to', type: ATTR_INT, i: FLOAT }]),
      node('Unsqueeze', ['mask', 'axis_last'], ['mask3']),
      node('Mul', ['embedded', 'mask3'], ['masked']),
      node('ReduceSum', ['masked', 'axis_sequence'], ['counts'], [{ name: 'keepdims', type: ATTR_INT, i: 0 }]),
      node('Sub', ['counts', 'one'], ['less_one']),
      node('Relu', ['less_one'], ['over_one']),
      node('Sub', ['counts', 'two'], ['less_two']),
      node('Relu', ['less_two'], ['over_two']),
      node('Concat', ['counts', 'over_one', 'over_two'], ['features'], [{ name: 'axis', type: ATTR_INT, i: 1 }]),
      node('MatMul', ['features', 'weights'], ['scores']),
      node('Add', ['scores', 'bias'], ['logits']),
    ],
    initializer: [
      floatTensor('embedding', [tokens.length, columns], embedding),
      int64Tensor('axis_last', [2]),
      int64Tensor('axis_sequence', [1]),
      floatTensor('one', [], [1]),
      floatTensor('two', [], [2]),
      floatTensor('weights', [3 * columns, head.labels], head.weights),
      floatTensor('bias', [head.labels], head.bias),
    ],
    input: [valueInfo('input_ids', INT64, ['batch_size', 'sequence_length']), valueInfo('attention_mask', INT64, ['batch_size', 'sequence_length'])],
    output: [valueInfo('logits', FLOAT, ['batch_size', head.labels])],
  };
  const ModelProto = protobuf.parse(ONNX_PROTO, { keepCase: true }).root.lookupType('onnx.ModelProto');
  const model = { ir_version: 8, producer_name: 'ground make-tiny-model', producer_version: '1', graph, opset_import: [{ domain: '', version: 13 }] };
  const problem = ModelProto.verify(model);
  if (problem) throw new Error(`invalid ONNX model: ${problem}`);
  return ModelProto.encode(ModelProto.fromObject(model)).finish();
}

/** Weights of a head: `set(label, featureBlock, column, value)` where block 0 = counts, 1 = over one, 2 = over two. */
function headWeights(columns: number, labels: number, fill: (set: (label: number, block: number, column: number, value: number) => void) => void): Float32Array {
  const w = new Float32Array(3 * columns * labels);
  fill((label, block, column, value) => {
    w[(block * columns + column) * labels + label] = value;
  });
  return w;
}

function tokenizerFiles(tokens: string[]): { tokenizer: object; config: object } {
  const special = (content: string) => ({ id: tokens.indexOf(content), content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map(special),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [{ SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } }],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } }, { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [tokens.indexOf('[CLS]')], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [tokens.indexOf('[SEP]')], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100,
      vocab: Object.fromEntries(tokens.map((t, i) => [t, i])),
    },
  };
  const config = {
    tokenizer_class: 'BertTokenizer', do_lower_case: true, model_max_length: 128, clean_up_tokenization_spaces: true,
    unk_token: '[UNK]', sep_token: '[SEP]', pad_token: '[PAD]', cls_token: '[CLS]', mask_token: '[MASK]',
  };
  return { tokenizer, config };
}

function writeModel(dir: string, labels: string[], bytes: Uint8Array, tokens: string[]): void {
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  const id2label = Object.fromEntries(labels.map((l, i) => [String(i), l]));
  const label2id = Object.fromEntries(labels.map((l, i) => [l, i]));
  const config = {
    architectures: ['BertForSequenceClassification'], model_type: 'bert', id2label, label2id,
    vocab_size: tokens.length, max_position_embeddings: 128, pad_token_id: 0,
  };
  const { tokenizer, config: tokenizerConfig } = tokenizerFiles(tokens);
  const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(join(dir, 'config.json'), json(config));
  writeFileSync(join(dir, 'tokenizer.json'), json(tokenizer));
  writeFileSync(join(dir, 'tokenizer_config.json'), json(tokenizerConfig));
  writeFileSync(join(dir, 'onnx', 'model.onnx'), bytes);
  writeFileSync(join(dir, 'README.md'), `# ${dir.split('/').at(-1)}\n\nA tiny test fixture written by \`node scripts/make-tiny-model.ts\` (see that file for its exact behaviour). Not a real model.\n`);
}

function main(): void {
  const at = process.argv.indexOf('--out');
  const out = resolve(at >= 0 ? (process.argv[at + 1] ?? '') : 'fixtures/models');
  const { tokens, content } = vocabulary();
  const columns = content.length + 1;
  const neg = content.length;
  const each = (f: (c: number) => void) => content.forEach((_, c) => f(c));

  // NLI, labels in the order of common cross-encoders: 0 contradiction, 1 entailment, 2 neutral.
  const nli = headWeights(columns, 3, (set) => {
    set(0, 0, neg, 20);
    set(0, 1, neg, -40);
    each((c) => { set(1, 1, c, 2); set(1, 2, c, -2); });
  });
  writeModel(join(out, 'tiny-nli'), ['contradiction', 'entailment', 'neutral'], modelBytes(tokens, content, { labels: 3, weights: nli, bias: [-10, -3, 0] }), tokens);

  // Binary consistency, HHEM-style: 0 hallucinated, 1 consistent.
  const consistency = headWeights(columns, 2, (set) => {
    set(1, 0, neg, -20);
    set(1, 1, neg, 40);
    each((c) => { set(1, 1, c, 2); set(1, 2, c, -2); });
  });
  writeModel(join(out, 'tiny-consistency'), ['hallucinated', 'consistent'], modelBytes(tokens, content, { labels: 2, weights: consistency, bias: [0, -3] }), tokens);
  process.stdout.write(`wrote ${join(out, 'tiny-nli')} and ${join(out, 'tiny-consistency')} (${tokens.length} tokens, ${content.length} content words)\n`);
}

main();
