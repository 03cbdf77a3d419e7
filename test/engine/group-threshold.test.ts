// A group told by a bound after its noun ("Guests under 18 need to be with an adult") states the
// threshold a passage words the other way round with an exception ("guests must be at least 18
// unless accompanied by an adult"). A claim that negates, or says nothing of the exception, is not
// helped: the figure stays unstated for it.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LOUNGE = ['The Tamsel Lounge dress and conduct rules: guests must be at least 18 unless accompanied by an adult. Smart casual clothing is expected.'];
const status = (answer: string) => shippedClaims({ question: 'Can my son come to the lounge?', context: LOUNGE, answer }).map((c) => c.status);

describe('a group told by the other side of a threshold', () => {
  it('with the exception made the rule, is stated', () => {
    expect(status('Guests under 18 need to be with an adult.')).toEqual(['supported']);
  });

  it('negated, or without the exception, is not', () => {
    expect(status('Guests under 18 don\'t need to be with an adult.')).not.toContain('supported');
    expect(status('Guests under 18 can use the lounge on their own.')).not.toContain('supported');
  });
});
