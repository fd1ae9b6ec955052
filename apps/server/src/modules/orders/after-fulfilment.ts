import type { AdminOrderStatusChange } from '@artshop/shared';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { NotificationSettings } from '../mail/notifications/notification-settings';

/** A fulfilment step other than cancelling (which refunds: modules/refunds/cancellation.service.ts). */
export type FulfilmentChange = Exclude<AdminOrderStatusChange, { status: 'cancelled' }>;

export interface AfterFulfilmentContext {
  settings: NotificationSettings;
  change: FulfilmentChange;
  /** false when only the parcel details of 'shipped' were corrected. */
  newStep: boolean;
}

/**
 * What follows a fulfilment change (decision 0069), like what follows a payment: an ordered list
 * of steps run in the change's transaction, composed once by the shop
 * (modules/commerce/after-fulfilment-steps.ts), so orders import none of the modules that react.
 * `order` is the row as it was before the change, locked until the commit.
 */
export type AfterFulfilmentStep = (
  tx: Db,
  order: OrderRow,
  ctx: AfterFulfilmentContext,
) => Promise<void>;
