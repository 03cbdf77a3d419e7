// Written by hand, 2026-12-07 (2.45.0): three false contradictions.
// - only-narrowing.ts: "and"/"or" are read as words ("for up to 24 hours" lists no "f" beside "up");
// - no-denial.ts: "Unhealthy targets receive no new traffic" denies nothing of a healthy target;
// - modal-strength.ts: "if you want garden waste collected" is a condition, not a choice.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

const claimOf = (context: string[], answer: string, part: string) => shippedClaimOf({ question: 'What should I know?', context, answer }, part);

describe('a narrowing "only"', () => {
  const alerts = ['Portline alerts. Alerts can be muted for up to 24 hours at a time from the console.'];

  it('is not read as leaving out a listed thing when the passage lists none ("for up to")', () => {
    expect(claimOf(alerts, 'Alerts can be muted, but only for up to 24 hours at a time.', 'muted')?.status).toBe('supported');
  });

  it('is not read as leaving out a listed thing when a word after it only begins with "or"', () => {
    expect(claimOf(['Kelby app. The app is available on iOS orders page for members.'], 'The app is only available on iOS.', 'app')?.status).not.toBe('contradicted');
  });

  it('is still contradicted by a list of two (guard)', () => {
    const claim = claimOf(['Paying for parking. You can pay by card or cash at the machine.'], 'You can pay at the machine only by card.', 'pay');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says only card; p0 also names cash/);
    const app = claimOf(['Kelby app. The app is available on iOS and Android.'], 'The app is only available on iOS.', 'app');
    expect(app?.checks[0]).toMatch(/^The answer says only iOS; p0 also names Android/);
  });
});

describe('a denial said of the opposite kind', () => {
  const checks = ['Portline health checks. Unhealthy targets receive no new traffic, but existing connections are allowed to finish.'];

  it('does not contradict a claim about the plain kind ("healthy")', () => {
    expect(claimOf(checks, 'Once a target is healthy again, it receives new traffic.', 'healthy')?.status).not.toBe('contradicted');
  });

  it('still contradicts a claim about the kind it denies (guard)', () => {
    const claim = claimOf(checks, 'Unhealthy targets still receive new traffic.', 'Unhealthy');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/there is no traffic/);
  });
});

describe('a wish in a claim', () => {
  it('with its object is a condition, not a choice: a duty restated stands', () => {
    const context = ['Garden waste. From 1 April, households who want their garden waste collected must buy a permit.'];
    expect(claimOf(context, 'A permit is needed from 1 April if you want garden waste collected.', 'permit')?.status).not.toBe('contradicted');
  });

  it('without one is a choice that a duty contradicts (guard)', () => {
    const claim = claimOf(['Visitors must sign in at reception.'], 'Visitors can sign in if they want to.', 'Visitors');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says if they want to; p0 says must/);
  });
});
