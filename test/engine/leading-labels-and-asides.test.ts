// Four readings a careful reader makes without thinking, each once a false contradiction:
// a list whose labels lead their figures ("Grade A, 3,000; Grade B, 5,000"), a "will" inside
// "too early to say what it will be", "rather than as an injection" against "no injection is
// needed", and a denial in a ";" part about another thing ("frozen items are never left").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const GRADES = ['Relocation support at Harnley Works. Staff asked to relocate receive a lump-sum allowance based on grade: Grade A, 2,000 drebs; Grade B, 4,500 drebs; Grade C, 7,000 drebs. The allowance is paid with the first salary after the move.'];
const DIVIDEND = [
  'Pellmoor Freight half-year results. The board declared an interim dividend of 9 drebs per share, up from 8 drebs.',
  'Pellmoor dividend policy. The company aims to pay out about half of annual profit as dividends, split between an interim and a final payment. The final dividend is decided when full-year results are published.',
];
const SPRAY = ['Corvanix flu vaccine for children. Corvanix is given as a spray into each nostril, so no injection is needed.'];
const DELIVERY = ['Greenbrook grocery delivery. When booking, you can choose a safe place such as a porch or shed for ambient and chilled items; frozen items are never left unattended.'];

describe('labels that lead their figures', () => {
  it('reads each label with the figure after it', () => {
    expect(shippedStatuses({ question: 'I am Grade B. What allowance do I get?', context: GRADES, answer: 'At Grade B you receive a lump-sum allowance of 4,500 drebs.' })).toEqual(['supported']);
  });

  it('still contradicts a figure from the next label', () => {
    expect(shippedStatuses({ question: 'I am Grade B. What allowance do I get?', context: GRADES, answer: 'At Grade B you receive a lump-sum allowance of 7,000 drebs.' })).toContain('contradicted');
  });
});

describe('a "will" the claim itself leaves open', () => {
  it('is no prediction against "aims to"', () => {
    expect(shippedStatuses({ question: 'Will the final dividend be bigger?', context: DIVIDEND, answer: 'The final dividend is decided when full-year results are published, so it is too early to say what it will be.' })).not.toContain('contradicted');
  });

  it('a plain prediction against "aims to" is still held', () => {
    expect(shippedStatuses({ question: 'Will the company pay out half its profit?', context: DIVIDEND, answer: 'The company will pay out half of annual profit as dividends.' })).toContain('contradicted');
  });
});

describe('"rather than" sets a thing aside as "no" does', () => {
  it('agrees with "no injection is needed"', () => {
    expect(shippedStatuses({ question: 'Is Corvanix an injection?', context: SPRAY, answer: 'Corvanix is given as a spray into each nostril rather than as an injection.' })).toEqual(['supported']);
  });

  it('a claim that an injection is needed is still contradicted', () => {
    expect(shippedStatuses({ question: 'Is Corvanix an injection?', context: SPRAY, answer: 'Corvanix is given with an injection into the arm.' })).toContain('contradicted');
  });
});

describe('a denial in a ";" part about another thing', () => {
  it('does not deny what the other part grants', () => {
    expect(shippedStatuses({ question: 'What if I am out when the delivery comes?', context: DELIVERY, answer: 'When you book, you can choose a safe place like a porch or shed where the driver can leave your ambient and chilled shopping.' })).not.toContain('contradicted');
  });

  it('still denies it for the thing that part names', () => {
    expect(shippedStatuses({ question: 'What if I am out when the delivery comes?', context: DELIVERY, answer: 'The driver can leave frozen items in the safe place.' })).toContain('contradicted');
  });
});
