// The admin area's one entry point: the router imports only this module, lazily, so all admin
// code lands in its own chunk.
export { AdminLayout } from './admin-layout';
export * from './admin-placeholder-pages';
