import { describe, expect, it } from 'vitest';
import { csvRecord, csvRow } from './csv.ts';
import { errorRow, heldRow } from './fixtures.test-helpers.ts';

describe('csv report', () => {
  it('quotes commas, quotes and line breaks (a lone LF or CR too); null is empty; CRLF ends the record', () => {
    expect(csvRecord(['a,b', 'say "hi"', 'one\ntwo', 'one\rtwo', 'crlf\r\nx', null, 0.5, 3])).toBe('"a,b","say ""hi""","one\ntwo","one\rtwo","crlf\r\nx",,0.5,3\r\n');
  });

  it('text from the input never starts a spreadsheet formula', () => {
    expect(csvRecord(['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', 'plain'])).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-1,'@SUM(A1),plain\r\n`);
  });

  it('a held row and an error row, cell by cell', () => {
    expect(csvRecord(csvRow(heldRow))).toBe('answers.jsonl,2,1,hold,ok,0.71,2,2,0,1,0,0,1,0,1 not stated claim; p_hallucinated 0.71 >= 0.42,Remove penguins or add a source that states it.,chk_1,test-model,,\r\n');
    expect(csvRecord(csvRow(errorRow))).toBe('answers.jsonl,3,2,error,,,,,,,,,,,,,,,invalid_request,the record is not valid JSON\r\n');
  });
});
