// Correct answers that were held, each read as a careful reader reads it, with the error that must
// still be caught beside it: a magnitude joined by hyphens ("a 312-million-morva budget"), "up to"
// a lead time ("cancel up to 48 hours before arrival" is at least 48 hours' notice), a negation that
// describes a noun ("Data that hasn't been exported ... may be deleted"), and a text named by its
// owner or the writer's own copy as the subject of a refusal ("Trennick's results don't give ...").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const BUDGET = ['Dunmere Council budget. Councillors approved a budget of 312 million morvas for next year, including 18 million morvas for road repairs.'];
const HOSTEL = ['Brackley Hostel cancellation policy. Free cancellation up to 48 hours before the arrival date. Cancellations made less than 48 hours before arrival are charged the first night.'];
const EXPORT = ['Cloudvane subscription terms. If your subscription expires, your account becomes read-only for 60 days so that you can export your data. Data not exported within 60 days may be deleted.'];
const RESULTS = ['Trennick Foods full-year results. Revenue rose 6% to 820 million krells. Operating margin was 9.1%, up from 8.4%.'];

describe('a magnitude joined by hyphens', () => {
  it('reads "312-million-morva" as 312 million', () => {
    expect(extractQuantities('a 312-million-morva budget')[0]).toMatchObject({ raw: '312-million', value: 312_000_000 });
    expect(extractQuantities('a 2.5-billion-dollar deal')[0]).toMatchObject({ value: 2_500_000_000, dim: 'money:USD' });
  });

  it('supports the figure and still contradicts another', () => {
    expect(shippedStatuses({ question: 'What budget did Dunmere approve?', context: BUDGET, answer: 'Dunmere Council has signed off a 312-million-morva budget for next year.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'What budget did Dunmere approve?', context: BUDGET, answer: 'Dunmere Council has signed off a 321-million-morva budget for next year.' })).not.toContain('supported');
  });
});

describe('"up to" a lead time', () => {
  it('is the least notice: "at least 48 hours before" says the same', () => {
    expect(shippedStatuses({ question: 'Can I cancel for free?', context: HOSTEL, answer: 'You can cancel for free as long as you do it at least 48 hours before your arrival date.' })).toEqual(['supported']);
  });

  it('another lead time is still held', () => {
    expect(shippedStatuses({ question: 'Can I cancel for free?', context: HOSTEL, answer: 'You can cancel for free as long as you do it at least 24 hours before your arrival date.' })).not.toContain('supported');
  });

  it('the same bound words are never a flip', () => {
    expect(shippedStatuses({ question: 'Can I cancel for free?', context: HOSTEL, answer: 'Free cancellation is possible up to 48 hours before you arrive.' })).toEqual(['supported']);
    const tracking = ['Parcel tracking. A parcel can show as delivered up to 48 hours early. If it has not arrived 48 hours after that, report it missing.'];
    expect(shippedStatuses({ question: 'My parcel shows delivered but is not here.', context: tracking, answer: 'A parcel can show as delivered up to 48 hours before it actually arrives.' })).not.toContain('contradicted');
  });
});

describe('a negation that describes a noun', () => {
  it('in a relative clause of the claim denies nothing', () => {
    expect(shippedStatuses({ question: 'What happens when my subscription expires?', context: EXPORT, answer: 'Data that hasn\'t been exported within those 60 days may be deleted.' })).toEqual(['supported']);
  });

  it('a plain denial of what the passage states is still contradicted', () => {
    const plain = ['Cloudvane subscription terms. Data not exported within 60 days of expiry is deleted.'];
    expect(shippedStatuses({ question: 'What happens when my subscription expires?', context: plain, answer: 'Data that is not exported within 60 days is not deleted.' })).toContain('contradicted');
  });
});

describe('a text named by its owner as the subject of a refusal', () => {
  it('"Trennick\'s results don\'t give ..." is an honest refusal', () => {
    expect(shippedStatuses({ question: 'What margin will Trennick target next year?', context: RESULTS, answer: 'Trennick\'s results don\'t give a profit margin target for next year.' })).toEqual(['not_checked']);
    expect(shippedStatuses({ question: 'Is there a size limit?', context: RESULTS, answer: 'The docs I have don\'t give a payload size limit.' })).toEqual(['not_checked']);
  });

  it('a refusal to give what the passage gives is contradicted', () => {
    expect(shippedStatuses({ question: 'What was the margin?', context: RESULTS, answer: 'Trennick\'s results don\'t give an operating margin.' })).toEqual(['contradicted']);
  });
});
