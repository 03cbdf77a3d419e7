import { describe, expect, it } from 'vitest';
import { declaredUnitQuantities } from './declared-units.ts';
import { extractQuantities } from './quantities.ts';

/** The re-read figures of each sentence, as "raw=value dim". */
const read = (...texts: string[]) => declaredUnitQuantities(texts.map((text) => ({ text, quantities: extractQuantities(text) })))
  .map((qs) => qs.map((q) => `${q.raw}=${q.value} ${q.dim}`));

describe('declaredUnitQuantities', () => {
  it('reads a bare figure with the unit its own sentence declares', () => {
    expect(read('`timeout` (number, default: 30): request timeout in seconds.')).toEqual([['30=30 time']]);
  });

  it('carries the unit over the short label sentences that follow', () => {
    // 43200 seconds is 12 hours; 250 ms is 0.25 s.
    expect(read('visibility_timeout: how long a message stays hidden, in seconds.', 'Default: 30.', 'Maximum: 43200.')).toEqual([[], ['30=30 time'], ['43200=43200 time']]);
    expect(read('Type: integer (milliseconds).', 'Default: 250.')).toEqual([[], ['250=0.25 time']]);
  });

  it('stops at a longer sentence that starts the next setting', () => {
    expect(read('retry_delay: wait between attempts, in seconds.', 'Default: 5.', 'max_receives: number of deliveries before a message is moved to the dead-letter queue.', 'Default: 5.'))
      .toEqual([[], ['5=5 time'], [], []]);
  });

  it('leaves figures with a unit of their own, bounds and plain prose alone', () => {
    expect(read('The limit is 100 requests per minute, in seconds terms 2 GB.')).toEqual([[]]);
    expect(read('Staff get 25 days of leave.', 'Default: 30.')).toEqual([[], []]);
  });
});

describe('declaredUnitQuantities, ranges', () => {
  it('reads both ends of a bare range with the declared unit', () => {
    // 604800 seconds is 7 days.
    expect(read('Set the expiry with expires_in, in seconds, from 60 up to 604800 (7 days).')).toEqual([['60=60 time', '604800=604800 time']]);
  });
});
