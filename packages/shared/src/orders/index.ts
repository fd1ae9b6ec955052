export * from './orders.messages';
export * from './checkout.schema';
export * from './order.schema';
export * from './address-book';
export * from './order-number';
export * from './admin-order.schema';
export * from './order-lifecycle.schema';
export * from './order-lifecycle.ui';
