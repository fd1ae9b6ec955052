import type { Refund } from '@artshop/shared';
import type { Db } from '../../db/client';
import { httpError } from '../../lib/http-error';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';

export interface CreateRefundInput {
  orderId: string;
  amountPaise: number;
  reason: string;
  /** The admin's Idempotency-Key header: the same key on the same order answers the same refund. */
  requestKey: string | null;
  adminId: string | null;
  cancellation?: boolean;
}

/** STUB (issue 15, refunds helper): refunds part or all of a paid order through the provider. */
export async function createRefund(
  _db: Db,
  _provider: PaymentProviderAdapter,
  _settings: NotificationSettings,
  _input: CreateRefundInput,
): Promise<Refund> {
  throw httpError(501, 'Refunds are not built yet');
}
