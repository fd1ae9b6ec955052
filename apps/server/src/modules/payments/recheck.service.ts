import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { PaymentProviderAdapter } from '../../payments/provider';

/** Asks the provider about a pending order and applies what it says (stub until it lands). */
export async function recheckPendingOrder(
  _db: Db,
  _payments: PaymentProviderAdapter,
  _order: OrderRow,
): Promise<void> {}
