// Written by hand, 2026-12-05.
// "doesn't mention any way to X" refuses X: it is false where a passage says how to X, and stays
// an honest refusal where no passage does.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const CARDS = ['Brindle Market gift cards come in values from 10 to 150 marls. A card can be reloaded at any till in store or online with its card number. Cards are valid for two years from the last reload.'];
const TOOL = ['Wexford CLI setup. Download the installer from the releases page and run it. After installing, run wexford init in your project folder. To uninstall, run wexford self remove.'];

describe('refusals of a way to do something', () => {
  it('contradicts "no way to reload" where the passage says how a card is reloaded', () => {
    expect(shippedStatuses({ question: 'Can I add money to my gift card?', context: CARDS, answer: "The gift card page doesn't mention any way to reload a card." })).toEqual(['contradicted']);
  });

  it('contradicts "no way to uninstall" where the passage gives the uninstall command', () => {
    expect(shippedStatuses({ question: 'How do I remove Wexford?', context: TOOL, answer: "The docs don't mention any way to uninstall Wexford." })).toEqual(['contradicted']);
  });

  it('keeps an honest refusal of a way the passages never give', () => {
    expect(shippedStatuses({ question: 'Can I swap my card for cash?', context: CARDS, answer: "The gift card page doesn't mention any way to transfer a balance to another card." })).not.toContain('contradicted');
    expect(shippedStatuses({ question: 'Can I update Wexford?', context: TOOL, answer: "The docs don't mention any way to downgrade Wexford." })).not.toContain('contradicted');
  });
});
