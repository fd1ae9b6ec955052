import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore, useStoreSelector } from '../store-context';
import { cacheKey, nextPageParam, runMutation, runQuery, type Registry } from './cache';
import {
  skipToken,
  type ApiError,
  type ApiRoot,
  type InfiniteData,
  type InfiniteQueryDefinition,
  type MutationPromise,
  type QueryEntry,
  type QueryOptions,
  type QueryPromise,
} from './types';

/**
 * The hooks each endpoint gets (`useXQuery`, `useLazyXQuery`, `useXInfiniteQuery`, `useXMutation`),
 * with RTK Query's result fields and their meaning (decision 0129).
 */

/** The cache entry for `arg` as a hook shows it, without subscribing to it. */
function useQueryState(registry: Registry, name: string, arg: unknown, skip: boolean) {
  const store = useStore<ApiRoot>();
  const key = skip ? undefined : cacheKey(name, arg);
  const entry = useStoreSelector((state: ApiRoot) =>
    key === undefined ? undefined : state.api.queries[key],
  );
  const resets = useStoreSelector((state: ApiRoot) => state.api.resets);
  const argRef = useRef(arg);
  argRef.current = arg;
  // `data` is the last answer while another argument loads (RTK Query's `data`; `currentData` is
  // the current argument's own); an emptied cache forgets it. Once the current argument's answer
  // has been shown, its entry is shown as it stands while it refetches or after a refetch failed,
  // so a change made there with `updateQueryData` (a mutation's answer) shows at once.
  const kept = useRef<{ resets: number; key?: string; data?: unknown }>({ resets });
  if (kept.current.resets !== resets) kept.current = { resets };
  if (entry?.status === 'fulfilled') kept.current = { resets, key, data: entry.data };
  const data =
    kept.current.key === key && entry?.data !== undefined
      ? entry.data
      : (kept.current.data ?? entry?.data);

  const refetch = useCallback(() => {
    // As RTK Query: a skipped query has no argument to ask with (it would ask with `skipToken`).
    if (skip) throw new Error('Cannot refetch a query that has not been started yet.');
    return store.dispatch(
      runQuery(registry, name, argRef.current, { forceRefetch: true, subscribe: false }),
    );
  }, [store, registry, name, skip]);
  const result = useMemo(() => {
    // Not skipped but not asked yet (before the first effect): loading, as RTK Query shows it.
    const fetching = !skip && (!entry || entry.status === 'pending');
    const hasData = data !== undefined;
    return {
      data,
      currentData: entry?.data,
      error: entry?.error,
      isUninitialized: skip,
      isFetching: fetching,
      isLoading: fetching && !hasData,
      isSuccess: entry?.status === 'fulfilled' || (hasData && (fetching || skip)),
      isError: entry?.status === 'rejected',
      status: skip ? 'uninitialized' : (entry?.status ?? 'pending'),
      originalArgs: entry?.originalArgs,
      refetch,
    };
  }, [entry, data, skip, refetch]);
  return { result, entry, key, resets, argRef, store };
}

function useQuery(registry: Registry, name: string, arg: unknown, options: QueryOptions = {}) {
  const skip = arg === skipToken || Boolean(options.skip);
  const state = useQueryState(registry, name, arg, skip);
  const { key, resets, argRef, store } = state;
  const { refetchOnMountOrArgChange = false, pollingInterval = 0 } = options;
  useEffect(() => {
    if (key === undefined) return;
    const request = store.dispatch(
      runQuery(registry, name, argRef.current, { forceRefetch: refetchOnMountOrArgChange }),
    );
    return request.unsubscribe;
    // `key` stands for the argument; `resets`: after an emptied cache, subscribe again.
  }, [store, registry, name, key, resets, argRef, refetchOnMountOrArgChange]);
  useEffect(() => {
    if (key === undefined || pollingInterval <= 0) return;
    const timer = setInterval(
      () =>
        void store.dispatch(
          runQuery(registry, name, argRef.current, { forceRefetch: true, subscribe: false }),
        ),
      pollingInterval,
    );
    return () => clearInterval(timer);
  }, [store, registry, name, key, argRef, pollingInterval]);
  return state;
}

export function makeQueryHook(registry: Registry, name: string) {
  return function useGeneratedQuery(arg: unknown, options?: QueryOptions) {
    return useQuery(registry, name, arg, options).result;
  };
}

export function makeLazyQueryHook(registry: Registry, name: string) {
  return function useGeneratedLazyQuery() {
    const store = useStore<ApiRoot>();
    const [last, setLast] = useState<{ arg: unknown } | null>(null);
    const request = useRef<QueryPromise<unknown> | null>(null);
    useEffect(() => () => request.current?.unsubscribe(), []);
    // Asks the server each time unless `preferCacheValue`; holds the latest answer until the next.
    const trigger = useCallback(
      (arg: unknown, preferCacheValue = false) => {
        request.current?.unsubscribe();
        const next = store.dispatch(
          runQuery(registry, name, arg, { forceRefetch: !preferCacheValue }),
        );
        request.current = next;
        setLast({ arg });
        return next;
      },
      [store],
    );
    const { result } = useQueryState(registry, name, last?.arg, last === null);
    return [trigger, result, { lastArg: last?.arg }] as const;
  };
}

export function makeInfiniteQueryHook(registry: Registry, name: string) {
  const definition = registry.definitions[name] as InfiniteQueryDefinition<
    unknown,
    unknown,
    unknown,
    string
  >;
  return function useGeneratedInfiniteQuery(arg: unknown, options?: QueryOptions) {
    const { result, entry, store, argRef } = useQuery(registry, name, arg, options);
    const fetchNextPage = useCallback(
      () =>
        store.dispatch(runQuery(registry, name, argRef.current, { next: true, subscribe: false })),
      [store, argRef],
    );
    const current = entry?.data as InfiniteData<unknown, unknown> | undefined;
    const hasNextPage = current ? nextPageParam(definition, current, arg) !== undefined : false;
    return useMemo(
      () => ({
        ...result,
        hasNextPage,
        isFetchingNextPage: result.isFetching && Boolean((entry as QueryEntry | undefined)?.next),
        fetchNextPage,
      }),
      [result, hasNextPage, entry, fetchNextPage],
    );
  };
}

type MutationState =
  | { status: 'uninitialized' }
  | { status: 'pending'; originalArgs: unknown }
  | { status: 'fulfilled'; originalArgs: unknown; data: unknown }
  | { status: 'rejected'; originalArgs: unknown; error: ApiError };

export function makeMutationHook(registry: Registry, name: string) {
  return function useGeneratedMutation() {
    const store = useStore<ApiRoot>();
    const [state, setState] = useState<MutationState>({ status: 'uninitialized' });
    // The hook shows its latest call only; an earlier one that ends later changes nothing.
    const latest = useRef<MutationPromise<unknown> | null>(null);
    const trigger = useCallback(
      (arg: unknown) => {
        const request = store.dispatch(runMutation<unknown>(registry, name, arg));
        latest.current = request;
        setState({ status: 'pending', originalArgs: arg });
        void request.then((done) => {
          if (latest.current !== request) return;
          setState(
            done.error
              ? { status: 'rejected', originalArgs: arg, error: done.error }
              : { status: 'fulfilled', originalArgs: arg, data: done.data },
          );
        });
        return request;
      },
      [store],
    );
    const reset = useCallback(() => {
      latest.current = null;
      setState({ status: 'uninitialized' });
    }, []);
    const result = useMemo(
      () => ({
        ...state,
        isUninitialized: state.status === 'uninitialized',
        isLoading: state.status === 'pending',
        isSuccess: state.status === 'fulfilled',
        isError: state.status === 'rejected',
        reset,
      }),
      [state, reset],
    );
    return [trigger, result] as const;
  };
}
