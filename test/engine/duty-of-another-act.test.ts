// A duty on one act against a permission for another is no flip: "you'll need to pay a new fee"
// against "A new application can be submitted at any time, with a new fee" (the permission is to
// submit; the fee comes with it). A duty on the permitted act itself still is.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const VISA = ['If an e-visa application is refused, the applicant receives an email stating the reason. A new application can be submitted at any time, with a new fee, once the reason for refusal has been addressed.'];
const status = (answer: string) => shippedClaims({ question: 'What can I do after a refusal?', context: VISA, answer }).map((c) => c.status);

describe('a duty against a permission', () => {
  it('of another act is no flip', () => {
    expect(status('You can submit a new application at any time, though you\'ll need to pay a new fee.')).not.toContain('contradicted');
  });

  it('of the same act still is', () => {
    const context = ['Visitors may sign the guest book at reception.'];
    expect(shippedClaims({ question: 'Do I sign in?', context, answer: 'Visitors must sign the guest book at reception.' }).map((c) => c.status)).toEqual(['contradicted']);
  });
});
