// "mid-March" is stated by a date in March; "by a fifth" is a 20% change, and a wrong one is
// corrected as a percentage ("25%", never "25 fifth"). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const claimsOf = (context: string[], answer: string) => shippedClaims({ question: 'What is planned?', context, answer });

describe('months and fractions said loosely', () => {
  it('states "mid-March" by a date in March, and not by one in May', () => {
    expect(claimsOf(['The new tram line is due to open on 14 March 2026.'], 'The new tram line is due to open in mid-March.')[0]?.status).toBe('supported');
    expect(claimsOf(['The new tram line is due to open on 14 May 2026.'], 'The new tram line is due to open in mid-March.')[0]?.status).not.toBe('supported');
  });

  it('reads "grew by a fifth" as 20%, and corrects a wrong fifth as a percentage', () => {
    expect(claimsOf(['Revenue rose from $2.0 billion to $2.4 billion.'], 'Revenue grew by a fifth, from $2.0 billion to $2.4 billion.')[0]?.status).toBe('supported');
    const [wrong] = claimsOf(['Revenue rose from $2.0 billion to $2.5 billion.'], 'Revenue grew by a fifth, from $2.0 billion to $2.5 billion.');
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toBe('Replace a fifth with 25%.');
  });
});
