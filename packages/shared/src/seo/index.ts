export * from './preview';
export * from './public-pages';
export * from './json-ld';
