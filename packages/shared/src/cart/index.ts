export * from './cart.constants';
export * from './cart.messages';
export * from './cart.schema';
export * from './totals';
