// A setting's old value told as its value: the release note says the default "changed from 30 s
// to 60 s", so "the default is 30 seconds" is contradicted with 60 s; the new value, the old one
// told as the past, and a series over years are not.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const NOTES = ['Halyard Queue - Release notes. v2.3.0: maximum message size raised from 256 KB to 1 MB. v2.4.0: added dead-letter queues; default visibility timeout changed from 30 s to 60 s.'];

function first(answer: string, context = NOTES) {
  return shippedClaims({ question: 'What is the default visibility timeout?', context, answer })[0];
}

describe('a value a change has replaced', () => {
  it('is contradicted with the new value', () => {
    const c = first('In v2.4.0 the default visibility timeout is 30 seconds.');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toContain('60 s');
  });

  it('is not contradicted when the answer gives the new value or tells the old one as the past', () => {
    expect(first('In v2.4.0 the default visibility timeout is 60 seconds.')?.status).toBe('supported');
    expect(first('Before v2.4.0 the default visibility timeout was 30 seconds.')?.status).not.toBe('contradicted');
  });

  it('leaves a series over years alone', () => {
    const report = ['Annual results. Group revenue increased from $10 million in 2023 to $12 million in 2024.'];
    expect(first('Group revenue in 2023 came to $10 million.', report)?.status).not.toBe('contradicted');
  });
});
