import { describe, expect, it } from 'vitest';
import { acronymsIn, spelledOutWords } from './acronyms.ts';
import { namesLoosely } from './name-mention.ts';

describe('spelledOutWords', () => {
  it('finds the words an acronym stands for', () => {
    expect(spelledOutWords('claims that the Services infringe intellectual property rights', 'IP')).toEqual(['intellectual', 'property']);
    expect(spelledOutWords('SAML single sign-on is available', 'SSO')).toEqual(['single', 'sign', 'on']);
    expect(spelledOutWords('Ask Human Resources first', 'HR')).toEqual(['human', 'resources']);
    expect(spelledOutWords('The Department of Health said', 'DH')).toEqual(['department', 'health']);
  });

  it('knows titles and quarters said otherwise', () => {
    expect(spelledOutWords('Chief executive Priya Nandakumar said', 'CEO')).toEqual(['chief', 'executive']);
    expect(spelledOutWords('to close in the first quarter of 2025', 'Q1')).toEqual(['first', 'quarter']);
    expect(spelledOutWords('to close in the first quarter of 2025', 'Q2')).toBeNull();
  });

  it('does not read chance runs of short words as an acronym', () => {
    expect(spelledOutWords('we handle it in part through partners', 'IP')).toBeNull();
    expect(spelledOutWords('the fee is paid', 'FP')).toBeNull();
    expect(spelledOutWords('intellectual property', 'ip')).toBeNull();
  });

  it('lists the acronyms of a text once each', () => {
    expect(acronymsIn('SAML SSO for SSO users, reported in Q3 by the CEO.')).toEqual(['SAML', 'SSO', 'Q3', 'CEO']);
  });
});

describe('namesLoosely', () => {
  it('allows a first or middle name inserted between the words of a name', () => {
    expect(namesLoosely('Mayor Lina Ortiz said the project would be done by 2027.', 'Mayor Ortiz')).toBe(true);
    expect(namesLoosely('Council member Raj Patel criticised the cost.', 'Raj Patel')).toBe(true);
  });

  it('does not join names across other words, lists or sentences', () => {
    expect(namesLoosely('John Brown and Mary Smith founded the firm.', 'John Smith')).toBe(false);
    expect(namesLoosely('Partners: John, Smith and Co.', 'John Smith')).toBe(false);
    expect(namesLoosely('Mayor Lina Ortiz spoke.', 'Mayor Gomez')).toBe(false);
    expect(namesLoosely('It was written by J. K. Rowling.', 'J. K. Rowling')).toBe(true);
    expect(namesLoosely('We met the Mayor. Ortiz left early.', 'Mayor Ortiz')).toBe(false);
  });

  it('reads an acronym of the name spelled out in the text', () => {
    expect(namesLoosely('SAML single sign-on is available on Business plans.', 'SAML SSO')).toBe(true);
    expect(namesLoosely('Chief executive Priya Nandakumar said the half had started well.', 'CEO Priya Nandakumar')).toBe(true);
    expect(namesLoosely('Infringing intellectual property is covered.', 'IP')).toBe(true);
    expect(namesLoosely('Infringing property is covered.', 'IP')).toBe(false);
  });
});
