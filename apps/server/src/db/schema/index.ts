// Every table, so Drizzle (and drizzle-kit) see one schema.
export * from './users';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './requests';
export * from './rate-limits';
export * from './mail';
export * from './invoices';
export * from './offers';
export * from './addresses';
export * from './shipping';
export * from './privacy';
export * from './certificates';
export * from './whatsapp';
export * from './saved';
