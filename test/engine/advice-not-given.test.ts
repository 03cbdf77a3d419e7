// Advice the passages do not give is not stated (issue 9 item 6): in a medical or legal answer it is
// the dangerous part. Advice they do give stays supported. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const leaflet = ['Renolax tablets: swallow one tablet whole with a glass of water each morning. Do not take more than one tablet in 24 hours. Tell your doctor if you are pregnant.'];
const ask = (answer: string) => shippedStatuses({ question: 'How do I take Renolax?', context: leaflet, answer });

describe('advice the passages do not give', () => {
  it('holds a recommendation with a thing no passage names ("avoid grapefruit juice")', () => {
    expect(ask('You should avoid grapefruit juice while taking Renolax.')).toEqual(['not_stated']);
  });

  it('supports a recommendation the leaflet gives', () => {
    expect(ask('You should swallow the tablet whole with a glass of water.')).toEqual(['supported']);
  });
});
