import type { Db } from '../../db/client';

export interface PaymentOutcome {
  orderId: string;
  outcome: 'success' | 'failed';
  paymentId: string | null;
}

/**
 * The one payment state machine (stub until it lands): moves an order forward only, and on the
 * first success empties the cart and adds to orderCount exactly once. Returns whether it changed.
 */
export async function applyPaymentOutcome(_db: Db, _input: PaymentOutcome): Promise<boolean> {
  return false;
}
