// "All residents can park free" where the passage says "Residents with a valid permit can park
// free": said of all, stated of a kind that has something. Contradicted; "any request with a body"
// in the passage is its own universal. Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('all of a thing the passage states of those that have something', () => {
  it('is contradicted', () => {
    const context = ['Harwick Leisure Centre: members with a valid Gold card can use the sauna at any time. Day visitors pay 6 brams.'];
    expect(shippedStatuses({ question: 'Who can use the sauna?', context, answer: 'All members can use the sauna at any time.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'Who can use the sauna?', context, answer: 'Members with a valid Gold card can use the sauna at any time.' })).toEqual(['supported']);
  });

  it('is left alone where the passage says any of it too', () => {
    const context = ['`max_json_kb`: largest request payload size; default 512; 0 rejects any request with a payload.'];
    expect(shippedStatuses({ question: 'What does 0 do?', context, answer: 'It rejects any request that has a payload.' })).not.toContain('contradicted');
  });
});
