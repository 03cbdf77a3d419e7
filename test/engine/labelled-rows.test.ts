// Rows written as labelled sentences ("Children 6-12 years: ...; do not give more than 4 ...",
// "Adults: ...; do not take more than 8 ..."): a figure of one row said of the other is
// contradicted naming the row's own figure; a document's own headings ("Clause 4.2:") and
// limits said with a participle ("shouldn't be used for more than 7 days") are read as such.
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { createDefaultEngine } from '../../src/models/default-engine.ts';

const engine = createDefaultEngine();
const claimsOf = (context: string[], answer: string, question = '') => engine.check({ question, context, answer }).sentences.flatMap((s) => s.claims);

const DOSES = ['Children 6-12 years: 1 tablet every 6 hours; do not give more than 4 tablets in 24 hours. Adults: 2 tablets every 4 to 6 hours; do not take more than 8 tablets in 24 hours.'];

describe('labelled rows', () => {
  it("contradicts a row's figure said of the other row, naming the right one", () => {
    const [claim] = claimsOf(DOSES, "Children shouldn't be given more than 8 tablets in 24 hours.");
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('4');
  });

  it("sends each row's own figure", () => {
    expect(claimsOf(DOSES, "Children shouldn't be given more than 4 tablets in 24 hours.").map((c) => c.status)).toEqual(['supported']);
  });

  it('does not read clause headings as rows', () => {
    const context = ['Clause 4.2: The Client shall pay the fees set out in Schedule 1 within 45 days of the invoice date. Clause 4.3: All fees are exclusive of VAT.', 'Schedule 1 – Fees: Build phase £60,000.'];
    expect(claimsOf(context, 'Schedule 1 puts the build phase at £60,000, plus VAT, since fees are quoted exclusive of it.').map((c) => c.status)).not.toContain('contradicted');
  });
});

describe('a limit said with a participle', () => {
  it('reads "shouldn\'t be used for more than 7 days" as the leaflet\'s "Do not use for more than 7 days"', () => {
    expect(claimsOf(['Do not use for more than 7 days in a row.'], "It shouldn't be used for more than 7 days in a row.").map((c) => c.status)).toEqual(['supported']);
  });
});

describe('places and their adjectives', () => {
  it('reads "English and Welsh law" as the laws of England and Wales', () => {
    const context = ['This Agreement shall be governed by the laws of England and Wales. The parties submit to the exclusive jurisdiction of the courts of England and Wales.'];
    expect(claimsOf(context, 'Disputes go to the courts of England and Wales, under English and Welsh law.').map((c) => c.status)).not.toContain('not_stated');
  });
});

describe('a denial is not a confirmation', () => {
  it('contradicts "has confirmed plans" against "has denied reports that it plans"', () => {
    const context = ["Brennan Valley Health Trust has denied reports that it plans to close the children's ward at St Aldric's Hospital."];
    expect(claimsOf(context, "The trust has confirmed plans to close the children's ward.").map((c) => c.status)).toEqual(['contradicted']);
    expect(claimsOf(context, "The trust has denied plans to close the children's ward.").map((c) => c.status)).toEqual(['supported']);
  });
});
