import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonLogger, createLineBuffer } from './logger.ts';

describe('createLineBuffer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the lines of one moment together, in order, once the delay has passed', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = createLineBuffer((text) => writes.push(text), { delayMs: 25 });
    lines.write('a\n');
    lines.write('b\n');
    vi.advanceTimersByTime(24);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a\nb\n']);
    lines.write('c\n');
    vi.advanceTimersByTime(25);
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes at once past the size limit, and on flush', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = createLineBuffer((text) => writes.push(text), { delayMs: 1000, maxBytes: 6 });
    lines.write('abc\n');
    expect(writes).toEqual([]);
    lines.write('de\n');
    expect(writes).toEqual(['abc\nde\n']);
    lines.write('f\n');
    lines.flush();
    lines.flush(); // nothing left: no empty write
    expect(writes).toEqual(['abc\nde\n', 'f\n']);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(2);
  });

  it('carries the JSON logger\'s lines unchanged', () => {
    const writes: string[] = [];
    const lines = createLineBuffer((text) => writes.push(text));
    const logger = createJsonLogger(lines.write, () => 0);
    logger('request', { status: 401 });
    logger('request', { status: 200 });
    lines.flush();
    expect(writes).toEqual(['{"time":"1970-01-01T00:00:00.000Z","event":"request","status":401}\n{"time":"1970-01-01T00:00:00.000Z","event":"request","status":200}\n']);
  });
});
