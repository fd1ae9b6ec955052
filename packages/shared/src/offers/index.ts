export * from './offer.schema';
export * from './commission.schema';
export * from './offer.ui';
export * from './offer-admin.ui';
export * from './availability.ui';
