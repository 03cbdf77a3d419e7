// "Any household can apply" where the passage says "Households receiving council tax support can
// apply": a participle after the noun picks out a kind, and "any" widens it. Not when the claim picks
// out the same kind itself ("any request covering more than 10 days" for "Leave requests covering
// more than 10 days").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const GRANT = ['Morrow District Council has set aside 1.2 million morvas for a hardship grant. Households receiving council tax support can apply for a one-off payment of 200 morvas. Applications close on 31 May.'];
const LEAVE = ['Annual leave at Pennick Ltd. Leave requests must be approved by your line manager. Leave requests covering more than 10 consecutive working days also need approval from the department director.'];

describe('a participle that picks out a kind', () => {
  it('contradicts "any household" against "households receiving council tax support"', () => {
    expect(shippedStatuses({ question: 'Who can apply for the hardship grant?', context: GRANT, answer: 'Any household in the district can apply for a one-off payment of 200 morvas.' })).toEqual(['contradicted']);
  });

  it('passes the kind the passage names', () => {
    expect(shippedStatuses({ question: 'Who can apply for the hardship grant?', context: GRANT, answer: 'Households receiving council tax support can apply for a one-off payment of 200 morvas.' })).toEqual(['supported']);
  });

  it('passes "any" of the same kind the claim picks out itself', () => {
    expect(shippedStatuses({ question: 'Who approves long leave?', context: LEAVE, answer: 'Any request covering more than 10 consecutive working days also needs approval from the department director.' })).not.toContain('contradicted');
  });
});
