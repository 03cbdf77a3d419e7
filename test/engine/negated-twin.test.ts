// A clause that says the claim with a "not" (support/negated-twin.ts), found even when the claim's
// window is another sentence; and the clauses it leaves alone. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (context: string[], answer: string) => shippedStatuses({ question: 'What does the clause say?', context, answer });

const BREAK = ['Clause 9. 9.1 The Tenant may end this Lease on the third anniversary by giving 6 months\' written notice. 9.2 The break needs all rent to be paid. 9.3 The Landlord has no right to break this Lease.'];
const CACHE = ['Caching. Each worker process keeps its own cache in memory. Worker processes do not share a cache.'];

describe('a clause that says the claim with a "not"', () => {
  it('contradicts the claim', () => {
    expect(statuses(BREAK, 'The landlord also has a right to break the lease on the same date.')).toContain('contradicted');
    expect(statuses(CACHE, 'All worker processes share one cache.')).toContain('contradicted');
  });

  it('leaves alone the claim the passage states', () => {
    expect(statuses(BREAK, 'The tenant may end the lease on the third anniversary with 6 months\' written notice.')).not.toContain('contradicted');
  });

  it('leaves alone a clause under a condition, a clause with a figure of its own, and "instead of no ..."', () => {
    expect(statuses(['If LOG_LEVEL is not set, the level is INFO. Set LOG_LEVEL to DEBUG for verbose logging.'], 'Setting LOG_LEVEL to DEBUG turns on verbose logging.')).not.toContain('contradicted');
    expect(statuses(['Exit fees. No exit fees apply in the last 49 days of a fixed term.'], 'Exit fees apply.')).not.toContain('contradicted');
    expect(statuses(['Changed: the default query timeout is now 60 seconds instead of no timeout.'], 'The default query timeout is now 60 seconds.')).not.toContain('contradicted');
  });
});

describe('a thing said to pause that the passage says goes on', () => {
  const HOLIDAY = ['Payment holidays. Interest continues to accrue during a payment holiday.'];
  const FREEZE = ['Membership freeze. During a freeze your monthly fee is paused.'];

  it('is contradicted, and so is the reverse', () => {
    expect(statuses(HOLIDAY, 'Interest is frozen during a payment holiday.')).toEqual(['contradicted']);
    expect(statuses(FREEZE, 'During a freeze your monthly fee continues to apply.')).toContain('contradicted');
  });

  it('is supported when told the same way', () => {
    expect(statuses(HOLIDAY, 'Interest still accrues during a payment holiday.')).not.toContain('contradicted');
  });
});

describe('free told as paid, with the charge named', () => {
  const VISITS = ['Booking. If a part must be ordered, a follow-up visit is scheduled at no additional call-out charge.'];

  it('is contradicted ("another call-out fee", "costs extra")', () => {
    expect(statuses(VISITS, 'If a part must be ordered, the follow-up visit has another call-out fee.')).toEqual(['contradicted']);
    expect(statuses(VISITS, 'The follow-up visit costs extra.')).toEqual(['contradicted']);
  });

  it('is supported when told as free', () => {
    expect(statuses(VISITS, 'If a part must be ordered, the follow-up visit has no extra call-out charge.')).toEqual(['supported']);
  });
});

describe('one side of a relationship put for the other', () => {
  const COURT = ['Small claims. Hearings are usually held at the court nearest to the defendant\'s address.'];
  const NOTICE = ['Ending the tenancy. Tenants must give two months\' notice in writing.'];

  it('is contradicted', () => {
    expect(statuses(COURT, 'Hearings take place at the court closest to where the claimant lives.')).toEqual(['contradicted']);
    expect(statuses(NOTICE, 'Landlords must give two months\' notice in writing.')).toEqual(['contradicted']);
  });

  it('is supported when the side is the passage\'s', () => {
    expect(statuses(COURT, 'Hearings take place at the court closest to the defendant\'s address.')).toEqual(['supported']);
  });

  it('is left alone when the passages name both sides', () => {
    expect(statuses(['Tenants must report repairs to the landlord promptly.'], 'The landlord must be told about repairs promptly.')).not.toContain('contradicted');
  });
});
