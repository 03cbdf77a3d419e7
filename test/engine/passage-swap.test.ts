// A figure taken from the passage about another thing. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PLANS = [
  'Harbourline Starter broadband. Download speed: 80 Mbps. Monthly price: £24. Minimum term 12 months.',
  'Harbourline Ultra broadband. Download speed: 500 Mbps. Monthly price: £39. Minimum term 18 months.',
];

describe('a figure from another thing\'s passage', () => {
  it('is contradicted with the figure of the passage about the claim\'s thing', () => {
    const [claim] = shippedClaims({ question: 'How much is Ultra?', context: PLANS, answer: 'The Ultra plan\'s monthly price is £24.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace £24 with £39.');
  });

  it('is supported when it is the claim\'s thing\'s own figure', () => {
    expect(shippedClaims({ question: 'How much is Ultra?', context: PLANS, answer: 'Ultra costs £39 a month.' })[0]?.status).toBe('supported');
  });

  it('is left alone when the name does not tell the passages apart', () => {
    const [claim] = shippedClaims({ question: 'How much is it?', context: PLANS, answer: 'Harbourline broadband\'s monthly price is £24.' });
    expect(claim?.fix ?? '').not.toContain('£39');
  });
});

describe('a figure from another thing\'s passage, the thing named before', () => {
  const OFFICES = [
    'Flexible working, Leeds office. Staff may start between 7.30am and 10am. Core hours are 10am to 4pm, Monday to Friday.',
    'Flexible working, York office. Staff may start between 7am and 10am. Core hours are 10am to 3pm, Monday to Thursday, and 10am to 1pm on Fridays.',
  ];

  it('is contradicted when the answer named the thing in the claim before', () => {
    const claims = shippedClaims({ question: 'What are the York hours?', context: OFFICES, answer: 'In York you can start between 7am and 10am. Core hours are 10am to 4pm, Monday to Thursday.' });
    expect(claims[1]?.status).toBe('contradicted');
    expect(claims[1]?.fix).toBe('Replace 4pm with 3pm.');
  });

  it('is left alone when the other passage names no other thing', () => {
    const context = ['Brightwell Labs reported first-quarter revenue of $3.6 million.', 'Second-quarter revenue was $4.1 million, the company said.'];
    const claims = shippedClaims({ question: 'Revenue?', context, answer: 'Brightwell Labs had $3.6 million in the first quarter. In the second quarter it was $4.1 million.' });
    expect(claims.map((c) => c.status)).toEqual(['supported', 'supported']);
  });
});
