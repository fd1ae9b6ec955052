import { shipCommissionOfOrder } from '../custom-art/commission-stage.service';
import { queueFulfilmentUpdate } from '../mail/notifications/fulfilment';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { collectCashOnDelivery } from './cash-on-delivery-steps';

/**
 * What follows an admin's fulfilment change, in order (decision 0069), in the change's
 * transaction; the order status route hands it to the orders module.
 */
export const afterFulfilmentSteps: readonly AfterFulfilmentStep[] = [
  // A cash on delivery order delivered is paid: the invoice is issued with it (decision 0101).
  collectCashOnDelivery,
  // A new step tells the customer, and so do corrected parcel details (decisions 0044, 0047).
  (tx, order, { settings, change, newStep }) =>
    queueFulfilmentUpdate(tx, settings, order.id, change.status, { correction: !newStep }),
  // An order made from a custom art quote ships its commission too (decision 0053).
  async (tx, order, { change, newStep }) => {
    if (newStep && change.status === 'shipped') await shipCommissionOfOrder(tx, order);
  },
];
