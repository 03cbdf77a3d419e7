// Written by hand, 2026-12-04.
// Which of two named things raises or lowers the other (support/effect-direction.ts): "Brexafen
// pushes up the level of Tolvamid" where the leaflet says "Tolvamid increases the amount of
// brexafen in your blood" is contradicted (the verbs differ, so the role-swap rule, which wants the
// claim's verb in the source, does not see it); the leaflet's own direction is supported; a lowering verb is not read
// against a raising one.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Tolvamid 10 mg tablets: other medicines. Tolvamid increases the amount of brexafen in your blood, which can cause dizziness; your doctor may reduce your brexafen dose. Antacids lower the absorption of Tolvamid, so take them 2 hours apart.'];

describe('the direction of an effect between two named medicines', () => {
  it('contradicts the effect told the other way round', () => {
    expect(shippedStatuses({ question: 'Can I take Tolvamid with brexafen?', context: LEAFLET, answer: 'Brexafen pushes up the level of Tolvamid in your blood.' })).toEqual(['contradicted']);
  });

  it('supports the effect as the leaflet tells it', () => {
    expect(shippedStatuses({ question: 'Can I take Tolvamid with brexafen?', context: LEAFLET, answer: 'Tolvamid pushes up the level of brexafen in your blood.' })).not.toContain('contradicted');
  });

  it('does not read a lowering verb against the raising one', () => {
    expect(shippedStatuses({ question: 'Can I take Tolvamid with brexafen?', context: LEAFLET, answer: 'Your doctor may lower your brexafen dose.' })).not.toContain('contradicted');
  });
});
