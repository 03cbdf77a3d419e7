import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../../test/helpers/temp-dirs.ts';
import { countJsonlRows } from './count-rows.ts';

const tempDir = useTempDirs('ground-count-');

function file(text: string): string {
  const path = join(tempDir(), 'rows.jsonl');
  writeFileSync(path, text);
  return path;
}

describe('countJsonlRows', () => {
  it('counts lines that are not blank, CRLF or not, with or without a last newline', async () => {
    expect(await countJsonlRows(file('{"a":1}\n{"a":2}\n'))).toBe(2);
    expect(await countJsonlRows(file('{"a":1}\r\n\r\n  \t\n{"a":2}'))).toBe(2);
    expect(await countJsonlRows(file('\ufeff{"a":1}\n\n'))).toBe(1);
    expect(await countJsonlRows(file(''))).toBe(0);
    // A broken line is still a row (an error row in the report).
    expect(await countJsonlRows(file('{oops\n{"a":2}\n'))).toBe(2);
  });

  it('counts across chunk boundaries (lines longer than a read)', async () => {
    const long = `{"a":"${'x'.repeat(3 << 20)}"}`;
    expect(await countJsonlRows(file(`${long}\n${long}\n\n${long}`))).toBe(3);
  });
});
