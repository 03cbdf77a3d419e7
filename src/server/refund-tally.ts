/**
 * The shutdown summary of refunds: wraps the logger and adds up, from the `request` lines, what
 * was reserved and released instead of charged (`refunded`) and how many of those requests had
 * lost their client (`status: null`: gone, or cut off by the drain), since `restart()`.
 */
import type { Logger } from './logger.ts';

export interface RefundTotals {
  /** Requests whose reservation was released (nothing charged). */
  requests: number;
  tokens: number;
  /** Of those, the requests whose client was gone before the answer. */
  clientGone: number;
}

export interface RefundTally {
  logger: Logger;
  /** Starts counting again from zero (e.g. when shutdown begins). */
  restart(): void;
  totals(): RefundTotals;
}

/** Wraps `logger`; lines pass through unchanged. */
export function createRefundTally(logger: Logger): RefundTally {
  let totals: RefundTotals = { requests: 0, tokens: 0, clientGone: 0 };
  return {
    logger: (event, fields) => {
      const refunded = fields.refunded;
      if (event === 'request' && typeof refunded === 'number' && refunded > 0) {
        totals = { requests: totals.requests + 1, tokens: totals.tokens + refunded, clientGone: totals.clientGone + (fields.status === null ? 1 : 0) };
      }
      logger(event, fields);
    },
    restart: () => { totals = { requests: 0, tokens: 0, clientGone: 0 }; },
    totals: () => ({ ...totals }),
  };
}
