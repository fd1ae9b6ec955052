// The one entry point of @artshop/shared. Each domain adds its own `export *` line here.
export * from './money';
export * from './shop';
export * from './catalog/product.schema';
export * from './catalog/price';
export * from './catalog/catalog-api.schema';
export * from './reviews/review.schema';
export * from './messages/newsletter';
export * from './auth/auth.schema';
export * from './errors/api-error';
export * from './newsletter/newsletter.schema';
export * from './custom-art/custom-art.schema';
export * from './cart';
export * from './orders';
export * from './admin/admin-coupons.schema';
export * from './admin/admin-products.schema';
export * from './admin/admin-session.schema';
export * from './admin/admin-interest.schema';
