// The one entry point of @artshop/shared. Each domain adds its own `export *` line here.
export * from './money';
export * from './catalog/product.schema';
