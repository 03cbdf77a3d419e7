// Written by hand, 2026-12-04.
// A refusal of mention is false where a passage names the topic in another form of its word
// ("driving" / "do not drive") or without the noun that only says what kind of thing it is
// ("any proxy settings" / "HTTPS_PROXY ... through a proxy"), while an honest one stays a refusal.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Dormexa 10 mg tablets. Take one tablet at bedtime. Do not drive or use tools the next morning if you still feel sleepy. Do not take Dormexa for longer than 4 weeks.'];
const CLI = ['Tarnfield CLI reference: network. Set TARNFIELD_PROXY to send every API call through a proxy server. Set TARNFIELD_TIMEOUT to change the request timeout (default 30 seconds).'];

describe('refusals of mention against other forms of the topic word', () => {
  it('contradicts "nothing about driving" where the leaflet says not to drive', () => {
    expect(shippedStatuses({ question: 'Can I drive after taking Dormexa?', context: LEAFLET, answer: "The leaflet doesn't say anything about driving the next morning." })).toEqual(['contradicted']);
  });

  it('contradicts "no proxy settings" where the reference sets a proxy', () => {
    expect(shippedStatuses({ question: 'Can I use a proxy?', context: CLI, answer: "The CLI reference doesn't mention any proxy settings." })).toEqual(['contradicted']);
  });

  it('keeps an honest refusal of a topic the passages never name', () => {
    expect(shippedStatuses({ question: 'Can I drink alcohol?', context: LEAFLET, answer: "The leaflet doesn't say anything about drinking alcohol." })).not.toContain('contradicted');
    expect(shippedStatuses({ question: 'Is there a retry option?', context: CLI, answer: "The CLI reference doesn't mention any retry settings." })).not.toContain('contradicted');
  });

  // Written by hand, 2026-12-06: what a thing is listed as is no part of the topic.
  const SIDE = ['Corvan tablets leaflet. Common side effects include headache and nausea. Uncommon side effects include dry mouth and blurred vision.'];
  it('contradicts "doesn\'t list dry mouth as a side effect" where the leaflet lists it', () => {
    expect(shippedStatuses({ question: 'Is dry mouth a side effect?', context: SIDE, answer: "The leaflet doesn't list dry mouth as a side effect at all." })).toEqual(['contradicted']);
  });

  it('keeps "doesn\'t list X as a side effect" when X is named nowhere', () => {
    expect(shippedStatuses({ question: 'Is hair loss a side effect?', context: SIDE, answer: "The leaflet doesn't list hair loss as a side effect." })).not.toContain('contradicted');
  });
});
