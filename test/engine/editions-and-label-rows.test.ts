// Written by hand, 2026-12-04.
// - Rows written in one run, each a label before its own figure ("Standard parcel: Northern Region £5.20,
//   Island Zones £9.80"), are parted at the comma: a figure put on the other label is contradicted
//   (segment-swap.ts, labelCommas()); a label may hold a number ("3-year annualised 3.9%"), and rows
//   come all or none: a run where one comma parts no labelled rows ("ongoing charge 0.65%, yield
//   4.8%", "yield" tagged a verb) is cut nowhere, so "4.8% versus 1.2%" is not read across two rows.
// - Two dated editions of one document ("Hallam Leisure prices 2024" and "Hallam Leisure prices
//   2025"): a figure only the older edition gives, said of the same row, is contradicted with the
//   latest edition's figure for that row (update-swap.ts, olderEditions(), sameRow()). Not when the
//   claim names the older edition, not when the user asks about a date the older edition covers.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('label-figure rows after a comma', () => {
  const POST = ['Corrin Post prices from 3 March. Standard parcel (up to 5 kg): Northern Region £5.20, Island Zones £9.80. Signed-for delivery adds £1.50.'];

  it('contradicts the figure put on the other label', () => {
    expect(shippedStatuses({ question: 'What does a standard parcel to the islands cost?', context: POST, answer: 'For the Island Zones, a standard parcel costs £5.20.' })).toEqual(['contradicted']);
  });

  it('supports each label with its own figure', () => {
    expect(shippedStatuses({ question: 'What does a standard parcel cost?', context: POST, answer: 'For the Island Zones, a standard parcel costs £9.80.' })).toEqual(['supported']);
  });

  it('cuts no run where one comma parts no labelled rows ("4.8% versus 1.2%")', () => {
    const context = ['Fund comparison. Harlow Income Fund: 3-year annualised 3.9%, ongoing charge 0.65%, yield 4.8%. Harlow Growth Fund: 3-year annualised 3.1%, ongoing charge 0.80%, yield 1.2%.'];
    expect(shippedStatuses({ question: 'Which fund pays more?', context, answer: 'The Income Fund pays a much higher yield, 4.8% versus 1.2%.' })).not.toContain('contradicted');
  });

  it('keeps the shared subject for every row ("(default 8, maximum 64)")', () => {
    const context = ['Kettle config. workers sets how many worker threads run (default 8, maximum 64). Set it in kettle.toml.'];
    expect(shippedStatuses({ question: 'How high can workers go?', context, answer: 'You can set workers as high as 64.' })).not.toContain('contradicted');
  });
});

describe('dated editions of one document', () => {
  const PRICES = [
    'Hallam Leisure prices 2025. Swim: adult £5.80; concession £4.10. Gym: adult £9.50; concession £6.90.',
    'Hallam Leisure prices 2024. Swim: adult £5.40; concession £3.80. Gym: adult £9.00; concession £6.50.',
  ];

  it('contradicts the older edition\'s figure for the same row', () => {
    expect(shippedStatuses({ question: 'How much is an adult swim?', context: PRICES, answer: 'An adult swim costs £5.40.' })).toEqual(['contradicted']);
  });

  it('supports the latest edition\'s figure', () => {
    expect(shippedStatuses({ question: 'How much is an adult swim?', context: PRICES, answer: 'An adult swim costs £5.80.' })).toEqual(['supported']);
  });

  it('does not contradict a claim that names the older edition', () => {
    expect(shippedStatuses({ question: 'How much was a swim in 2024?', context: PRICES, answer: 'In 2024 an adult swim cost £5.40.' })).not.toContain('contradicted');
  });

  it('reads the edition in force on the date the user asks about', () => {
    const timetable = [
      'Tarrow Ferries timetable, winter season (valid 2 November 2025 to 28 March 2026). First sailing from Tarrow departs 07:20.',
      'Tarrow Ferries timetable, summer season (valid 29 March 2026 to 31 October 2026). First sailing from Tarrow departs 06:40.',
    ];
    expect(shippedStatuses({ question: 'When is the first sailing on 14 January 2026?', context: timetable, answer: 'The first sailing from Tarrow departs 07:20.' })).not.toContain('contradicted');
  });
});
