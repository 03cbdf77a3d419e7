// A "may" that grants leave hedges nothing; a permission used "by giving notice" or "only if"
// carries a duty; "would" in reported speech says it will happen. Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const status = (context: string, answer: string, question = '') => shippedStatuses({ question, context: [context], answer });

describe('a permission and its conditions are no hedge', () => {
  it('"may cancel ... by giving a month\'s notice" states the duty to give the notice', () => {
    expect(status('Members may cancel at any time by giving one full calendar month of notice.', 'You need to give one full calendar month of notice to cancel.', 'How do I cancel?')).toEqual(['supported']);
  });

  it('"may only use ... if all rent has been paid" states that the rent needs to be paid', () => {
    expect(status('The tenant may only use the break clause if all rent due has been paid up to date.', 'Your rent needs to be fully paid up to date for you to use the break clause.', 'Can I use the break clause?')).toEqual(['supported']);
  });

  it('"may be returned ... for a full refund" does not hedge "you\'ll get a full refund"', () => {
    expect(status('Unopened small appliances may be returned within 30 days of delivery for a full refund to the original payment method.', "You'll get a full refund to the card you originally paid with.", 'Can I return my blender?')).toEqual(['supported']);
  });

  it('"the Customer may export" does not hedge "you\'ll have 30 days to export"', () => {
    expect(status('For 30 days after termination, the Customer may export its Customer Data using the self-service export tool at no charge.', "You'll have 30 days after the subscription ends to export your data with the self-service tool.", 'What happens to my data?')).toEqual(['supported']);
  });

  it('"said schools would reopen" states "they\'ll reopen"', () => {
    expect(status('The regional authority said schools would reopen once buildings had been checked, which it expected to take a week.', "They'll reopen once the buildings have been checked.", 'When will schools reopen?')).toEqual(['supported']);
  });

  it('"may be eligible" is a chance, not leave: "you\'ll receive" overstates it', () => {
    expect(status('Employees may be eligible for a discretionary annual bonus of up to 10% of basic salary.', "You'll receive a bonus of 10% of your basic salary.", 'Will I get a bonus?')).toEqual(['contradicted']);
  });
});
