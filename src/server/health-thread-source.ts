/**
 * The code of the health thread (`--health-port`), as the text of a CommonJS script that
 * `health-listener.ts` starts with `new Worker(source, { eval: true })`. It is text, not a module
 * file, so that it runs the same from the source tree, the npm build and the single executable
 * (which has no files beside it): it needs only `node:http`, `node:https` and `workerData`.
 *
 * It answers `GET /v1/health` (and `GET /health`) from the shared state of `health-state.ts`,
 * with the body, headers and statuses of the main port's health: 200 `{ ok: true, checked_at }`,
 * or 503 `{ ok: false, checked_at }`. Every other request gets the spec's error body: 405 with
 * `Allow: GET` for another method on a health path, 404 elsewhere, and the socket layer's errors
 * (malformed request, header or request timeout) as spec-shaped errors too. Nothing is logged:
 * the log belongs to the main thread, and the health thread never waits for it.
 */
export const HEALTH_THREAD_SOURCE = String.raw`
'use strict';
const http = require('node:http');
const https = require('node:https');
const { workerData, parentPort } = require('node:worker_threads');
const { buffer, layout, host, port, tls, staleMs, dailyTokens, statuses, jsonHeaders, timeouts } = workerData;
const flags = new Int32Array(buffer, 0, layout.flagCount);
const beats = new BigInt64Array(buffer, layout.beatOffset, 1);
const staleNs = BigInt(staleMs) * 1000000n;
const HEALTH_PATHS = new Set(['/v1/health', '/health']);

function healthy() {
  return Atomics.load(flags, layout.ready) === 1 && Atomics.load(flags, layout.room) === 1
    && Atomics.load(flags, layout.store) === 1 && Atomics.load(flags, layout.closing) === 0
    && process.hrtime.bigint() - Atomics.load(beats, 0) < staleNs;
}

/** The headers of every answer: JSON, no cache, and the rate-limit headers of a request without a key. */
function headersAt(now, extra) {
  const d = new Date(now);
  const reset = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)).toISOString();
  return Object.assign({}, jsonHeaders, {
    'X-RateLimit-Limit': String(dailyTokens), 'X-RateLimit-Remaining': String(dailyTokens), 'X-RateLimit-Reset': reset,
  }, extra);
}

function errorBody(code, message) {
  return JSON.stringify({ error: { code, message } });
}

/** The path of a request target as the main port reads it (origin form kept as sent). */
function pathOf(target) {
  try {
    if (target.startsWith('/')) return new URL('http://localhost' + target.replaceAll('\\', '%5C')).pathname;
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

function answer(req, res) {
  const now = Date.now();
  const path = pathOf(req.url || '/');
  let status;
  let body;
  let extra = {};
  if (!HEALTH_PATHS.has(path)) {
    status = statuses.not_found;
    body = errorBody('not_found', 'No route ' + path.slice(0, 200) + '. This port answers GET /v1/health only.');
  } else if (req.method !== 'GET') {
    status = statuses.method_not_allowed;
    body = errorBody('method_not_allowed', path + ' accepts GET only.');
    extra = { Allow: 'GET' };
  } else {
    const ok = healthy();
    status = ok ? 200 : 503;
    body = JSON.stringify({ ok, checked_at: new Date(now).toISOString() });
  }
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  // A body is never read: it is dropped, and the connection closes after the answer.
  if (hasBody) extra.Connection = 'close';
  const headers = headersAt(now, extra);
  headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  if (hasBody) req.resume();
}

function rawError(code, message, extra) {
  const status = statuses[code];
  const body = errorBody(code, message);
  const headers = Object.assign(headersAt(Date.now(), extra), { 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' });
  const head = ['HTTP/1.1 ' + status + ' ' + (http.STATUS_CODES[status] || '')]
    .concat(Object.entries(headers).map(([k, v]) => k + ': ' + v)).join('\r\n');
  return head + '\r\n\r\n' + body;
}

function onClientError(err, socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  let response;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') response = rawError('invalid_request', 'the request did not arrive within ' + timeouts.headersMs / 1000 + ' seconds');
  else if (err.code === 'HPE_HEADER_OVERFLOW') response = rawError('request_too_large', 'the request headers are too large');
  else if (err.code === 'HPE_INVALID_METHOD') response = rawError('method_not_allowed', 'This port answers GET /v1/health only.', { Allow: 'GET' });
  else response = rawError('invalid_request', 'the HTTP request is malformed');
  socket.end(response);
}

const options = {
  headersTimeout: timeouts.headersMs, requestTimeout: timeouts.headersMs, connectionsCheckingInterval: 1000,
  requireHostHeader: false,
};
const server = tls ? https.createServer(Object.assign({ cert: tls.cert, key: tls.key }, options), answer) : http.createServer(options, answer);
server.on('clientError', onClientError);
server.on('connect', (req, socket) => {
  socket.end(rawError('method_not_allowed', 'CONNECT is not accepted; this port answers GET /v1/health only.', { Allow: 'GET' }));
});
server.on('error', (err) => {
  parentPort.postMessage({ type: 'error', code: err.code || 'unknown', message: err.message });
});
server.listen(port, host, () => {
  parentPort.postMessage({ type: 'listening', port: server.address().port });
});
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  server.close(() => parentPort.postMessage({ type: 'closed' }));
  server.closeAllConnections();
});
`;
