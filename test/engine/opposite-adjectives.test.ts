// An adjective against its opposite on the same noun ("severe headaches" / "mild headaches") is
// contradicted even where word vectors would match the adjective to a nearby noun ("severe" sits
// close to "effects"). Needs the shipped vectors, so it runs the default engine. Expectations
// read off the texts by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (context: string, answer: string) => shippedStatuses({ question: '', context: [context], answer });

describe('opposite adjectives', () => {
  it('contradicts "severe headaches" where the leaflet says "mild headaches"', () => {
    expect(statuses('Side effects may include mild headaches.', 'Side effects include severe headaches.')).toEqual(['contradicted']);
  });

  it('supports the same wording with the leaflet\'s adjective', () => {
    expect(statuses('Side effects may include mild headaches.', 'Side effects can include mild headaches.')).toEqual(['supported']);
  });

  it('contradicts "permanent" where the notice says "temporary"', () => {
    expect(statuses('The closure of the Elm Street car park is temporary.', 'The closure of the Elm Street car park is permanent.')).toEqual(['contradicted']);
  });
});
