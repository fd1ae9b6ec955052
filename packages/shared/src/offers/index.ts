export * from './offer.schema';
export * from './commission.schema';
