/**
 * Reading what a client still sends after it was answered. A server that closes a connection
 * with unread bytes in its receive buffer makes the kernel send a TCP reset, and a client that
 * writes its whole request before reading (Node's fetch, most HTTP libraries) then sees
 * "connection reset" instead of the answer waiting in its buffer, e.g. a 413 for a 20 MB body.
 * So the rest of the request is read and dropped, within bounds, before the connection closes.
 */
import type { Duplex, Readable } from 'node:stream';

/** At most this many bytes, for at most this long, are read and dropped after an answer. */
export interface LingerLimits {
  bytes: number;
  ms: number;
}

/** 32 MB (a 20 MB body is drained; past that the connection is cut) within 10 s. */
export const DEFAULT_LINGER: Readonly<LingerLimits> = { bytes: 32 * 1024 * 1024, ms: 10_000 };

/**
 * Drops whatever `source` (the request, or the socket itself once Node's HTTP parser has let go of
 * it) still delivers, and destroys `socket` when the limits are passed. `onEnd` runs when the
 * source ends within them (default: destroy the socket, for a connection whose answer is written).
 */
export function drainThenClose(source: Readable, socket: Duplex, limits: LingerLimits, onEnd: () => void = () => socket.destroy()): void {
  if (socket.destroyed) return;
  if (source.readableEnded) {
    onEnd();
    return;
  }
  let seen = 0;
  const cut = (): void => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(cut, limits.ms);
  timer.unref();
  source.removeAllListeners('data');
  source.on('data', (chunk: Buffer) => {
    seen += chunk.byteLength;
    if (seen > limits.bytes) cut();
  });
  // Removed when the body ends: a kept-alive socket drains many bodies, one listener at a time.
  const onClose = (): void => clearTimeout(timer);
  source.once('end', () => {
    clearTimeout(timer);
    socket.off('close', onClose);
    onEnd();
  });
  socket.once('close', onClose);
  source.resume();
}
