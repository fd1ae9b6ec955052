/**
 * The app's router: React Router's names and behaviour for what the app uses — a route
 * table with nested layouts and lazy pages, links, navigation, params and the query string — in a
 * few kilobytes instead of React Router's 28.7 KB, which alone took over a quarter of the first
 * view's JavaScript budget (docs/decisions/0062).
 */
export { useLocation, useNavigate, useSearchParams } from './hooks';
export { Link, NavLink, type LinkProps } from './links';
export type { AppLocation, NavigateOptions, Navigator } from './location';
export { onFirstNavigation } from './navigation-events';
export { loadPagesFor, Navigate, Outlet, useParams } from './route-tree';
export {
  matchRoutes,
  type PageRef,
  type Params,
  type RouteDef,
  type RouteMatch,
} from './route-table';
export { BrowserRouter, MemoryRouter, StaticRouter, type MemoryRouterHandle } from './routers';
