// Joining adverbs ("instead", "exactly", a sentence-opening "Whether") link the answer's points and
// state no fact: no claim is held for leaving them unsaid, and a negation inside a leading
// condition ("If they don't pay, ...") is the condition's, not a denial of the passage.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { createWinkNlp } from '../../src/models/wink.ts';
import { isContent } from '../../src/engine/text/unit-facts.ts';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const nlp = createWinkNlp();
const contentOf = (text: string) => nlp.analyse(text).tokens.filter(isContent).map((t) => t.text);

const SAVER = ['Pellan Bank savings. The Easy Saver pays 4.26 percent gross a year, paid monthly. The minimum balance is 500 zells.'];
const CLAIMS = ['Small claims guide. Send the other side a letter before action giving them 14 days to pay. After that, you can issue your claim online through the Claims Portal.'];

describe('joining adverbs and condition clauses', () => {
  it('reads "instead", "exactly" and an opening "Whether" as no content', () => {
    expect(contentOf('You could choose monthly interest instead.')).toEqual(['choose', 'monthly', 'interest']);
    expect(contentOf('Whether you qualify is exactly the question.')).toEqual(['qualify', 'question']);
  });

  it('sends a supported claim that ends with "instead"', () => {
    expect(shippedStatuses({ question: 'Can I get monthly interest?', context: SAVER, answer: 'You could choose monthly interest at 4.26 percent instead.' })).toEqual(['supported']);
  });

  it('leaves a negation in a leading "If" clause to the condition', () => {
    expect(shippedStatuses({ question: 'What next?', context: CLAIMS, answer: "If they don't pay, issue your claim online through the Claims Portal." })).toEqual(['supported']);
  });

  it('still judges a negation in the main clause', () => {
    expect(shippedStatuses({ question: 'What next?', context: CLAIMS, answer: "If they don't pay, you can't issue your claim online through the Claims Portal." })).toEqual(['contradicted']);
  });
});
