/**
 * Hostile HTTP/1.1 requests for the server fuzz test, as raw bytes: random methods, targets,
 * versions, headers (unicode, obs-text, duplicates, conflicting lengths, oversized) and bodies
 * (valid checks and batches, wrong types, prototype keys, malformed JSON, invalid UTF-8, deep
 * nesting, bodies over the 1 MB limit declared or chunked, and raw garbage).
 */
import fc from 'fast-check';

export interface FuzzKeys {
  /** A key whose workspace has room for every request. */
  roomy: string;
  /** A key whose workspace has little allowance and the default 60 requests a minute. */
  tight: string;
}

/** One generated request: its bytes, and what the test needs to judge the answer. */
export interface FuzzRequest {
  bytes: Buffer;
  method: string;
  /** The request asked the fake engine to fail (answer "FAIL"): a 502 is then legitimate. */
  engineFails: boolean;
  /** Human-readable summary for failure messages. */
  label: string;
}

const ITEM = { question: 'When was it built?', context: ['It was built in 1887.'], answer: 'It was built in 1887.' };

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n));
const text = (minLength: number): fc.Arbitrary<string> => fc.oneof(
  { weight: 3, arbitrary: fc.string({ minLength, maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), loneSurrogate), minLength, maxLength: 20 }) },
);

const answer = fc.oneof({ weight: 8, arbitrary: text(1) }, { weight: 1, arbitrary: fc.constant('FAIL') }, { weight: 1, arbitrary: fc.constant('UNCHECKABLE') });

const metadata = fc.oneof(
  fc.record({ environment: text(0), session_id: text(0), tags: fc.array(text(0), { maxLength: 25 }) }, { requiredKeys: [] }),
  fc.dictionary(text(1), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 25 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A request the service must check (unless a limit or the headers refuse it). */
const validItem = fc.record({
  question: text(1),
  context: fc.oneof(text(1), fc.array(text(1), { minLength: 1, maxLength: 4 })),
  answer,
  profile: fc.constantFrom('precision', 'balanced'),
  metadata: fc.record({ environment: text(0), session_id: text(0), tags: fc.array(text(0), { maxLength: 5 }), team: text(0) }, { requiredKeys: [] }),
}, { requiredKeys: ['question', 'context', 'answer'] });

/** Like a valid one, but any optional field may hold anything. */
const checkItem = fc.record({
  question: text(1),
  context: fc.oneof(text(1), fc.array(text(1), { minLength: 1, maxLength: 4 })),
  answer,
  profile: fc.constantFrom('precision', 'balanced', 'fast', 3),
  metadata,
}, { requiredKeys: ['question', 'context', 'answer'] });

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value) ?? 'null');
}

function hugeBody(size: number): Buffer {
  const head = `{"question":"q","answer":"a","context":"`;
  return Buffer.from(`${head}${'x'.repeat(size - head.length - 2)}"}`);
}

const PROTOTYPE_BODIES = [
  `{"question":"q","context":"c","__proto__":{"answer":"a"}}`,
  `{"__proto__":${JSON.stringify(ITEM)}}`,
  `{"question":"q","context":"c","answer":"a","constructor":{"prototype":{"polluted":1}},"__proto__":{"polluted":1}}`,
  `{"question":"q","context":"c","answer":"a","metadata":{"__proto__":{"tags":5,"environment":[]}}}`,
  `{"question":"q","context":"c","answer":"a","metadata":{"constructor":{"prototype":{"x":1}}}}`,
  `{"__proto__":{"items":[${JSON.stringify(ITEM)}]}}`,
  `{"items":[{"__proto__":${JSON.stringify(ITEM)}}]}`,
  `{"items":{"__proto__":[${JSON.stringify(ITEM)}],"length":1,"0":${JSON.stringify(ITEM)}}}`,
  `{"question":{"toString":"q"},"context":{"length":1},"answer":{"valueOf":1}}`,
  `{"question":"q","context":["c"],"answer":"a","hasOwnProperty":1,"toJSON":"x"}`,
];

/** Bodies as [text or bytes, whether the fake engine is asked to fail]. */
const body: fc.Arbitrary<{ bytes: Buffer; fails: boolean; kind: string }> = fc.oneof(
  { weight: 30, arbitrary: validItem.map((item) => ({ bytes: json(item), fails: item.answer === 'FAIL', kind: 'check' })) },
  { weight: 10, arbitrary: fc.array(validItem, { minLength: 1, maxLength: 50 }).map((items) => ({ bytes: json({ items }), fails: false, kind: `batch(${items.length})` })) },
  { weight: 10, arbitrary: checkItem.map((item) => ({ bytes: json(item), fails: item.answer === 'FAIL', kind: 'odd check' })) },
  { weight: 6, arbitrary: fc.record({ items: fc.array(checkItem, { minLength: 1, maxLength: 55 }), metadata }, { requiredKeys: ['items'] })
    .map((b) => ({ bytes: json(b), fails: false, kind: `odd batch(${b.items.length})` })) },
  { weight: 8, arbitrary: fc.record({ question: fc.jsonValue(), context: fc.jsonValue(), answer: fc.jsonValue(), items: fc.jsonValue() }, { requiredKeys: [] })
    .map((b) => ({ bytes: json(b), fails: false, kind: 'wrong types' })) },
  { weight: 6, arbitrary: fc.jsonValue().map((v) => ({ bytes: json(v), fails: false, kind: 'any json' })) },
  { weight: 8, arbitrary: fc.constantFrom(...PROTOTYPE_BODIES).map((t) => ({ bytes: Buffer.from(t), fails: false, kind: 'prototype keys' })) },
  { weight: 8, arbitrary: fc.tuple(checkItem, fc.nat(), fc.string({ maxLength: 3 }))
    .map(([item, at, junk]) => {
      const t = JSON.stringify(item);
      const cut = at % (t.length + 1);
      return { bytes: Buffer.from(t.slice(0, cut) + junk), fails: false, kind: 'malformed json' };
    }) },
  { weight: 4, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => ({ bytes: Buffer.from(b), fails: false, kind: 'bytes' })) },
  { weight: 2, arbitrary: fc.constantFrom(10_000, 100_000, 400_000).map((depth) => ({ bytes: Buffer.from(`{"question":"q","context":"c","answer":"a","metadata":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`), fails: false, kind: `deep(${depth})` })) },
  { weight: 2, arbitrary: fc.constantFrom(1_000_001, 1_300_000, 5_000_000).map((size) => ({ bytes: hugeBody(size), fails: false, kind: `huge(${size})` })) },
  { weight: 2, arbitrary: fc.constant({ bytes: Buffer.alloc(0), fails: false, kind: 'empty' }) },
);

const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['POST', '/v1/ground/basic'], ['POST', '/v1/ground/basic/batch'], ['GET', '/v1/health'], ['GET', '/v1/openapi.json'],
];
/** Most requests use a route with its own method, so that they get past routing. */
const route = fc.constantFrom(...ROUTES).map(([m, path]) => ({ method: m, target: path }));

const target = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...ROUTES.map(([, path]) => path)) },
  { weight: 4, arbitrary: fc.constantFrom(
    '/v1/ground/basic/', '/v1//health', '/V1/health', '/v1/health?x=1#y', '//evil/v1/health', '/v1/ground/basic%00', '/../v1/health',
    '/v1/ground/basic\\batch', '*', 'http://evil.test/v1/health', '/v1/ground/basic?%ff', '/__proto__', '/v1/constructor', '/v1/health/..',
  ) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `/${s}`) },
);

const method = fc.oneof(
  { weight: 30, arbitrary: fc.constant('POST') },
  { weight: 10, arbitrary: fc.constant('GET') },
  { weight: 4, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'TRACK', 'CONNECT', 'FOO', 'post', 'P0ST', 'M-SEARCH', 'PROPFIND') },
);

const headerName = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-_0123456789!#$%&*+.^`|~XYZ'), minLength: 1, maxLength: 20 });
/** Header values: printable ASCII, UTF-8 (unicode) or obs-text bytes; never CR, LF or NUL. */
const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => Buffer.from(s, 'latin1')),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => Buffer.from(s, 'utf8')),
  fc.uint8Array({ min: 0x80, max: 0xff, maxLength: 20 }).map((b) => Buffer.from(b)),
);

/** The request generator. */
export function fuzzRequest(keys: FuzzKeys): fc.Arbitrary<FuzzRequest> {
  const authorization = fc.oneof(
    { weight: 14, arbitrary: fc.constant<string | null>(`Bearer ${keys.roomy}`) },
    { weight: 3, arbitrary: fc.constant<string | null>(`Bearer ${keys.tight}`) },
    { weight: 1, arbitrary: fc.constant<string | null>(`bearer  ${keys.roomy}`) },
    { weight: 2, arbitrary: fc.constant<string | null>(null) },
    { weight: 2, arbitrary: fc.constantFrom<string | null>('Bearer', 'Bearer grd_live_', `Basic ${keys.roomy}`, `Bearer ${keys.roomy}x`, `Bearer ${'A'.repeat(5000)}`) },
  );
  const contentType = fc.oneof(
    { weight: 14, arbitrary: fc.constant<string | null>('application/json') },
    { weight: 3, arbitrary: fc.constant<string | null>(null) },
    { weight: 3, arbitrary: fc.constantFrom<string | null>('text/plain;charset=UTF-8', 'application/json; charset=latin1', 'APPLICATION/JSON; charset="utf-8"', 'multipart/form-data', '', 'application/json-seq') },
  );
  const framing = fc.oneof(
    { weight: 20, arbitrary: fc.constant('length') },
    { weight: 3, arbitrary: fc.constant('chunked') },
    { weight: 1, arbitrary: fc.constantFrom('no-length', 'short-length', 'two-lengths', 'bad-length', 'bad-chunks', 'length+chunked') },
  );
  const extra = fc.array(fc.tuple(headerName, headerValue), { maxLength: 5 });
  const special = fc.oneof(
    { weight: 20, arbitrary: fc.constant('none') },
    { weight: 1, arbitrary: fc.constantFrom('no-host', 'expect-continue', 'expect-odd', 'huge-header', 'xff', 'http/1.0', 'http/2.0', 'bad-version', 'garbage') },
  );
  const line = fc.oneof(
    { weight: 3, arbitrary: route },
    { weight: 2, arbitrary: fc.record({ method, target }) },
  );
  return fc.record({ line, authorization, contentType, framing, extra, special, body })
    .map(({ line: l, ...rest }) => ({ ...rest, method: l.method, target: l.target }))
    .map((r) => ({ bytes: serialise(r), method: r.method, engineFails: r.body.fails, label: `${r.method} ${r.target.slice(0, 60)} ${r.framing} ${r.special} ${r.body.kind} auth=${r.authorization?.slice(0, 12) ?? '-'} ct=${r.contentType ?? '-'}` }));
}

interface Parts {
  method: string; target: string; authorization: string | null; contentType: string | null;
  framing: string; extra: Array<[string, Buffer]>; special: string; body: { bytes: Buffer };
}

function serialise(r: Parts): Buffer {
  if (r.special === 'garbage') return Buffer.concat([r.body.bytes, Buffer.from('\r\n\r\n')]);
  const version = r.special === 'http/1.0' ? 'HTTP/1.0' : r.special === 'http/2.0' ? 'HTTP/2.0' : r.special === 'bad-version' ? 'HTTP/9' : 'HTTP/1.1';
  const lines: Buffer[] = [Buffer.from(`${r.method} ${r.target} ${version}`, 'utf8')];
  const add = (name: string, value: string | Buffer): void => { lines.push(Buffer.concat([Buffer.from(`${name}: `), Buffer.from(value)])); };
  if (r.special !== 'no-host') add('Host', '127.0.0.1');
  if (r.authorization !== null) add('Authorization', r.authorization);
  if (r.contentType !== null) add('Content-Type', r.contentType);
  if (r.special === 'expect-continue') add('Expect', '100-continue');
  if (r.special === 'expect-odd') add('Expect', 'the-unexpected');
  if (r.special === 'huge-header') add('X-Huge', 'h'.repeat(20_000));
  if (r.special === 'xff') add('X-Forwarded-For', '203.0.113.7, not-an-ip, ::1');
  for (const [name, value] of r.extra) add(name, value);
  const bytes = r.body.bytes;
  let payload = bytes;
  switch (r.framing) {
    case 'length': add('Content-Length', String(bytes.length)); break;
    case 'short-length': add('Content-Length', String(Math.floor(bytes.length / 2))); break;
    case 'two-lengths': add('Content-Length', String(bytes.length)); add('Content-Length', String(bytes.length + 1)); break;
    case 'bad-length': add('Content-Length', '-1'); break;
    case 'chunked': add('Transfer-Encoding', 'chunked'); payload = chunked(bytes); break;
    case 'bad-chunks': add('Transfer-Encoding', 'chunked'); payload = Buffer.concat([Buffer.from('zz\r\n'), bytes]); break;
    case 'length+chunked': add('Content-Length', String(bytes.length)); add('Transfer-Encoding', 'chunked'); payload = chunked(bytes); break;
    default: break; // no-length: the body is sent unannounced, i.e. as the next request
  }
  return Buffer.concat([Buffer.concat(lines.flatMap((l) => [l, Buffer.from('\r\n')])), Buffer.from('\r\n'), payload]);
}

function chunked(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024) {
    const piece = bytes.subarray(at, at + 64 * 1024);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}
