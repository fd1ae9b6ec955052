import type { Db } from '../../db/client';
import { httpError } from '../../lib/http-error';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';

export interface CancelOrderInput {
  orderId: string;
  reason: string | undefined;
  adminId: string | null;
}

/** STUB (issue 15, refunds helper): cancels a paid, unshipped order and refunds what is left. */
export async function cancelOrder(
  _db: Db,
  _provider: PaymentProviderAdapter,
  _settings: NotificationSettings,
  _input: CancelOrderInput,
): Promise<void> {
  throw httpError(501, 'Cancellation is not built yet');
}
