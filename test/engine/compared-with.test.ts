// A comparison written without "than" ("quicker at 50 minutes, compared with 35 on the bus"):
// one claim, judged by its own two figures. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const ROUTES = ['The express bus to the airport takes 35 minutes and costs €8. The train takes 50 minutes and costs €4.50.'];

describe('a comparison said with "compared with"', () => {
  it('is one claim', () => {
    const claims = shippedClaims({ question: 'Which is quicker?', context: ROUTES, answer: 'The bus is the quicker option at 35 minutes, compared with 50 on the train.' });
    expect(claims).toHaveLength(1);
    expect(claims[0]?.status).toBe('supported');
  });

  it('is contradicted when its figures go the other way', () => {
    const [claim] = shippedClaims({ question: 'Which is quicker?', context: ROUTES, answer: 'The train is the quicker option at 50 minutes, compared with 35 on the bus.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('50 minutes and 35 minutes');
  });

  it('reads a cheaper price the same way', () => {
    const [claim] = shippedClaims({ question: 'Which is cheaper?', context: ROUTES, answer: 'The bus is cheaper at €8, compared with €4.50 for the train.' });
    expect(claim?.status).toBe('contradicted');
  });
});
