// Rules that cut a context sentence into parts read every sentence of a passage, not only its
// first: a figure swapped between two things in a passage's third sentence is contradicted.
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const MILEAGE = 'Business travel expenses. Business mileage in a private car is reimbursed at 45p per mile for the first 10,000 miles and 25p per mile after that. Motorcycles are reimbursed at 24p per mile and bicycles at 20p per mile.';

describe('a figure given for another thing in a later sentence', () => {
  it('is contradicted, with the figure the passage gives that thing', () => {
    const [claim] = shippedClaims({ question: 'What do I get for cycling to a client?', context: [MILEAGE], answer: 'Business journeys by bicycle are reimbursed at 24p a mile.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toContain('20p');
  });

  it('leaves the right figure supported', () => {
    const [claim] = shippedClaims({ question: 'What do I get for cycling to a client?', context: [MILEAGE], answer: 'Business journeys by bicycle are reimbursed at 20p a mile.' });
    expect(claim?.status).toBe('supported');
  });
});
