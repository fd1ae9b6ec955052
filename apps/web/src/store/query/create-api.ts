import type { Action } from '../store';
import {
  invalidateTags,
  resetApiState,
  runMutation,
  runningQueries,
  runQuery,
  updateQueryData,
  upsertQueryData,
  cacheKey,
  type Registry,
} from './cache';
import { makeInfiniteQueryHook, makeLazyQueryHook, makeMutationHook, makeQueryHook } from './hooks';
import type {
  AnyDefinition,
  ApiAction,
  ApiRoot,
  ApiThunk,
  BaseQuery,
  Builder,
  InfiniteData,
  InfiniteQueryDefinition,
  InfiniteQueryResult,
  MutationDefinition,
  MutationEndpoint,
  MutationPromise,
  MutationResult,
  PatchResult,
  QueryEndpoint,
  QueryOptions,
  QueryPromise,
  QueryResult,
  SkipToken,
  Tag,
} from './types';

/* eslint-disable @typescript-eslint/no-explicit-any -- the mapped types match any endpoint */
type Definitions = Record<string, AnyDefinition>;

type ResultOf<D> = D extends { types?: [infer R, unknown] } ? R : never;
type ArgOf<D> = D extends { types?: [unknown, infer A] } ? A : never;
type PageParamOf<D> = D extends { pageTypes?: [infer P] } ? P : never;
type CachedOf<D> =
  D extends InfiniteQueryDefinition<any, any, any, any>
    ? InfiniteData<ResultOf<D>, PageParamOf<D>>
    : ResultOf<D>;

type KeysOfKind<E, K> = { [N in keyof E]: E[N] extends { kind: K } ? N : never }[keyof E] & string;
type QueryNames<E> = KeysOfKind<E, 'query'>;

type Endpoints<E> = {
  [N in keyof E]: E[N] extends MutationDefinition<any, any, any>
    ? MutationEndpoint<ResultOf<E[N]>, ArgOf<E[N]>>
    : QueryEndpoint<CachedOf<E[N]>, ArgOf<E[N]>>;
};

type Hooks<E> = {
  [N in QueryNames<E> as `use${Capitalize<N>}Query`]: (
    arg: ArgOf<E[N]> | SkipToken,
    options?: QueryOptions,
  ) => QueryResult<ResultOf<E[N]>>;
} & {
  [N in QueryNames<E> as `useLazy${Capitalize<N>}Query`]: () => readonly [
    (arg: ArgOf<E[N]>, preferCacheValue?: boolean) => QueryPromise<ResultOf<E[N]>>,
    QueryResult<ResultOf<E[N]>>,
    { lastArg?: ArgOf<E[N]> },
  ];
} & {
  [N in KeysOfKind<E, 'infinite'> as `use${Capitalize<N>}InfiniteQuery`]: (
    arg: ArgOf<E[N]> | SkipToken,
    options?: QueryOptions,
  ) => InfiniteQueryResult<ResultOf<E[N]>, PageParamOf<E[N]>>;
} & {
  [N in KeysOfKind<E, 'mutation'> as `use${Capitalize<N>}Mutation`]: () => readonly [
    (arg: ArgOf<E[N]>) => MutationPromise<ResultOf<E[N]>>,
    MutationResult<ResultOf<E[N]>>,
  ];
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface ApiUtil<T extends string, E> {
  /** Changes the cached data of one entry in place (a copy of it; see `produce` in ./cache.ts). */
  updateQueryData<N extends QueryNames<E>>(
    name: N,
    arg: ArgOf<E[N]>,
    recipe: (draft: ResultOf<E[N]>) => ResultOf<E[N]> | void,
  ): ApiThunk<PatchResult>;
  /** Puts an answer in the cache as if the server had given it (a mutation's answer, say). */
  upsertQueryData<N extends QueryNames<E>>(
    name: N,
    arg: ArgOf<E[N]>,
    data: ResultOf<E[N]>,
  ): ApiThunk<void>;
  invalidateTags(tags: readonly Tag<T>[]): ApiThunk<void>;
  getRunningQueriesThunk(): ApiThunk<Promise<unknown>[]>;
  resetApiState(): ApiThunk<void>;
}

export type Api<T extends string, E> = Hooks<E> & {
  endpoints: Endpoints<E>;
  util: ApiUtil<T, E>;
  /** More tag types for the endpoints injected next (the admin area's own). */
  enhanceEndpoints<A extends string>(options: { addTagTypes: readonly A[] }): Api<T | A, E>;
  /** Adds endpoints (each feature its own, in its own module, so the admin's stay in its chunk). */
  injectEndpoints<N extends Definitions>(options: {
    endpoints: (build: Builder<T>) => N;
  }): Api<T, E & N>;
};

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Matchers for the actions an endpoint's calls dispatch, so a slice can follow its answers. */
const matcher = (type: string, name: string) => (action: Action) =>
  action.type === type && (action as ApiAction).endpointName === name;

/**
 * The one API of the app (store/api.ts): a base query that reaches the server and, added by the
 * features, the endpoints, each with its hooks and `initiate` (RTK Query's `createApi`, in small).
 */
export function createApi<T extends string>(options: {
  baseQuery: BaseQuery;
  tagTypes: readonly T[];
}): Api<T, Record<never, never>> {
  const registry: Registry = { definitions: {}, baseQuery: options.baseQuery };
  const endpoints: Record<string, unknown> = {};
  const api: Record<string, unknown> = {
    endpoints,
    util: {
      updateQueryData,
      upsertQueryData: (name: string, arg: unknown, data: unknown) =>
        upsertQueryData(registry, name, arg, data),
      invalidateTags: (tags: readonly Tag<T>[]) => invalidateTags(registry, tags),
      getRunningQueriesThunk: runningQueries,
      resetApiState,
    },
    enhanceEndpoints: () => api,
    injectEndpoints({ endpoints: define }: { endpoints: (build: Builder<T>) => Definitions }) {
      const build = {
        query: (definition: object) => ({ ...definition, kind: 'query' }),
        mutation: (definition: object) => ({ ...definition, kind: 'mutation' }),
        infiniteQuery: (definition: object) => ({ ...definition, kind: 'infinite' }),
      } as unknown as Builder<T>;
      for (const [name, definition] of Object.entries(define(build))) {
        // A module evaluated twice (a test's fresh import) defines the same endpoints again.
        if (registry.definitions[name]) continue;
        registry.definitions[name] = definition;
        const hookName = capitalise(name);
        const matchers = {
          matchPending: matcher('api/pending', name),
          matchFulfilled: matcher('api/fulfilled', name),
          matchRejected: matcher('api/rejected', name),
        };
        if (definition.kind === 'mutation') {
          endpoints[name] = {
            ...matchers,
            initiate: (arg: unknown) => runMutation(registry, name, arg),
          };
          api[`use${hookName}Mutation`] = makeMutationHook(registry, name);
          continue;
        }
        endpoints[name] = {
          ...matchers,
          initiate: (arg: unknown, options?: { subscribe?: boolean; forceRefetch?: boolean }) =>
            runQuery(registry, name, arg, options),
          select: (arg: unknown) => (state: ApiRoot) => ({
            status: 'uninitialized',
            ...state.api.queries[cacheKey(name, arg)],
          }),
        };
        if (definition.kind === 'infinite') {
          api[`use${hookName}InfiniteQuery`] = makeInfiniteQueryHook(registry, name);
        } else {
          api[`use${hookName}Query`] = makeQueryHook(registry, name);
          api[`useLazy${hookName}Query`] = makeLazyQueryHook(registry, name);
        }
      }
      return api;
    },
  };
  return api as unknown as Api<T, Record<never, never>>;
}
