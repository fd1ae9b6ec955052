import { useCallback, useMemo } from 'react';
import { useNavigator, type AppLocation, type NavigateOptions } from './location';

export function useLocation(): AppLocation {
  return useNavigator().location;
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> {
  return useNavigator().navigate;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query string as URLSearchParams, and a setter that moves to the same path with another. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((previous: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useNavigator();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(value).toString();
      void navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}
