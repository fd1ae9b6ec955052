import type { Action } from '../store';
import type {
  AnyDefinition,
  ApiAction,
  ApiError,
  ApiState,
  ApiStore,
  ApiThunk,
  BaseQuery,
  InfiniteData,
  InfiniteQueryDefinition,
  MutationPromise,
  PatchResult,
  QueryArgs,
  QueryEntry,
  QueryPromise,
  Settled,
  Tag,
  TagRef,
  Tags,
} from './types';

/**
 * The cache's engine (decision 0129): entries live in the store's `api` state (plain JSON, so the
 * server hands them to the browser), while what cannot be serialised — requests in flight,
 * subscriber counts, removal timers — lives beside each store in `runtimeOf(store)`.
 */

/** The endpoints one API knows and how it calls the server. */
export interface Registry {
  definitions: Record<string, AnyDefinition>;
  baseQuery: BaseQuery;
}

const RESET = 'api/reset';
const HYDRATE = 'api/hydrate';
const DEFAULT_KEEP_SECONDS = 60;

/** The action that gives the browser's store the server's cache (`{ api: ApiState }`). */
export const hydrateApi = (payload: unknown) => ({ type: HYDRATE, payload });

export function apiReducer(state: ApiState = { queries: {}, resets: 0 }, action: Action): ApiState {
  const { type, key, entry, payload } = action as ApiAction & { payload?: { api?: ApiState } };
  if (type === RESET) return { queries: {}, resets: state.resets + 1 };
  if (type === HYDRATE) {
    // Only answers: a request the server left running would never end here.
    const settled = Object.entries(payload?.api?.queries ?? {}).filter(
      ([, given]) => given && given.status !== 'pending',
    );
    return { ...state, queries: { ...state.queries, ...Object.fromEntries(settled) } };
  }
  if (key === undefined || !type.startsWith('api/')) return state;
  const queries = { ...state.queries };
  if (entry) queries[key] = entry;
  else delete queries[key];
  return { ...state, queries };
}

/** One entry per endpoint and argument; object keys are sorted, so `{a, b}` and `{b, a}` share one. */
export function cacheKey(endpointName: string, arg: unknown): string {
  const sorted = JSON.stringify(arg, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
  return `${endpointName}(${sorted ?? ''})`;
}

interface Runtime {
  running: Map<string, Promise<Settled<unknown>>>;
  subscribers: Map<string, number>;
  timers: Map<string, ReturnType<typeof setTimeout>>;
}

const runtimes = new WeakMap<object, Runtime>();

function runtimeOf(store: ApiStore): Runtime {
  let runtime = runtimes.get(store);
  if (!runtime) {
    runtime = { running: new Map(), subscribers: new Map(), timers: new Map() };
    runtimes.set(store, runtime);
  }
  return runtime;
}

let lastId = 0;
const newRequestId = () => `r${++lastId}`;

function tagsOf<R, A>(
  tags: Tags<string, R, A> | undefined,
  result: R | undefined,
  error: ApiError | undefined,
  arg: A,
): TagRef[] {
  const list = typeof tags === 'function' ? tags(result, error, arg) : (tags ?? []);
  return list.map((tag: Tag<string>) => (typeof tag === 'string' ? { type: tag } : tag));
}

/**
 * Calls the server and gives its answer through the endpoint's `transformResponse`; a throw (in
 * `transformResponse`, say) becomes an error like any other.
 */
async function call(
  registry: Registry,
  definition: AnyDefinition,
  args: () => QueryArgs,
  arg: unknown,
  extra: unknown,
): Promise<{ data?: unknown; error?: ApiError }> {
  try {
    const result = await registry.baseQuery(args(), extra);
    if (result.error) return { error: result.error };
    const { transformResponse } = definition;
    return {
      data: transformResponse ? transformResponse(result.data, result.meta, arg) : result.data,
    };
  } catch (failure) {
    return { error: { status: 'CUSTOM_ERROR', error: String(failure) } };
  }
}

const settledOf = (entry: QueryEntry | undefined): Settled<unknown> => ({
  data: entry?.data,
  error: entry?.error,
  isSuccess: entry?.status === 'fulfilled',
  isError: entry?.status === 'rejected',
});

/** The next page's parameter of an infinite query, or undefined at the end. */
export function nextPageParam(
  definition: InfiniteQueryDefinition<unknown, unknown, unknown, string>,
  data: InfiniteData<unknown, unknown>,
  arg: unknown,
): unknown {
  const { pages, pageParams } = data;
  if (!pages.length) return definition.infiniteQueryOptions.initialPageParam;
  const next = definition.infiniteQueryOptions.getNextPageParam(
    pages[pages.length - 1],
    pages,
    pageParams[pageParams.length - 1],
    pageParams,
    arg,
  );
  return next ?? undefined;
}

/**
 * An infinite query's pages: the next one appended, or (first load, refetch) the first page and as
 * many after it as were shown, so a refetched list keeps its length.
 */
async function fetchPages(
  registry: Registry,
  store: ApiStore,
  definition: InfiniteQueryDefinition<unknown, unknown, unknown, string>,
  arg: unknown,
  shown: InfiniteData<unknown, unknown> | undefined,
  next: boolean,
): Promise<{ data?: unknown; error?: ApiError }> {
  const page = (pageParam: unknown) =>
    call(
      registry,
      definition,
      () => definition.query({ queryArg: arg, pageParam }),
      arg,
      store.extra,
    );
  const data: InfiniteData<unknown, unknown> =
    next && shown ? { ...shown } : { pages: [], pageParams: [] };
  const count = next && shown ? shown.pages.length + 1 : Math.max(1, shown?.pages.length ?? 0);
  while (data.pages.length < count) {
    const pageParam = nextPageParam(definition, data, arg);
    if (pageParam === undefined) break;
    const answer = await page(pageParam);
    if (answer.error) return answer;
    data.pages = [...data.pages, answer.data];
    data.pageParams = [...data.pageParams, pageParam];
  }
  return { data };
}

/** Runs `recipe` on a copy of `base` (Immer's `produce` without Immer: the copy is a deep clone). */
export function produce<T>(base: T, recipe: (draft: T) => T | void): T {
  const draft = structuredClone(base);
  const result = recipe(draft);
  return result === undefined ? draft : result;
}

/** Fetches one entry into the cache; every caller of the same key meanwhile shares the request. */
function fetchEntry(
  registry: Registry,
  store: ApiStore,
  name: string,
  key: string,
  arg: unknown,
  next: boolean,
): Promise<Settled<unknown>> {
  const runtime = runtimeOf(store);
  const definition = registry.definitions[name];
  if (!definition || definition.kind === 'mutation') throw new Error(`No query named ${name}`);
  const requestId = newRequestId();
  const before = store.getState().api.queries[key];

  const run = async (): Promise<Settled<unknown>> => {
    const outcome =
      definition.kind === 'infinite'
        ? await fetchPages(
            registry,
            store,
            definition,
            arg,
            before?.data as InfiniteData<unknown, unknown>,
            next,
          )
        : await call(registry, definition, () => definition.query(arg), arg, store.extra);
    if (runtime.running.get(key) === promise) runtime.running.delete(key);
    const current = store.getState().api.queries[key];
    // Emptied (a reset, an invalidation nobody was reading) or replaced (`upsertQueryData`) since:
    // nobody is waiting for this answer in the cache.
    const own = current?.requestId === requestId;
    const { error } = outcome;
    // Changed in the cache with `updateQueryData` while this request ran (a mutation's answer put
    // there): this answer may predate that change, so the change stands and nothing follows the
    // older answer (decision 0129).
    if (own && !error && current.data !== before?.data) {
      // This request answered: an earlier one's error, kept while it ran, is over.
      const kept: QueryEntry = {
        ...current,
        status: 'fulfilled',
        error: undefined,
        next: undefined,
      };
      store.dispatch({ type: 'api/superseded', key, entry: kept, arg, payload: kept.data });
      if (!runtime.subscribers.get(key)) scheduleRemoval(registry, store, key);
      return settledOf(kept);
    }
    let { data } = outcome;
    if (
      !error &&
      own &&
      definition.kind === 'query' &&
      definition.merge &&
      current.data !== undefined
    ) {
      const { merge } = definition;
      data = produce(current.data, (cached) => merge(cached, data));
    }
    const tags = tagsOf(
      definition.providesTags as Tags<string, unknown, unknown>,
      error ? undefined : data,
      error,
      arg,
    );
    const entry: QueryEntry | undefined = !own
      ? undefined
      : error
        ? { ...current, status: 'rejected', error, tags, next: undefined }
        : {
            status: 'fulfilled',
            endpointName: name,
            originalArgs: arg,
            requestId,
            data,
            tags,
            fulfilledTimeStamp: Date.now(),
          };
    store.dispatch({
      type: error ? 'api/rejected' : 'api/fulfilled',
      ...(entry && { key, entry }),
      endpointName: name,
      arg,
      payload: data,
      error,
    });
    if (!runtime.subscribers.get(key)) scheduleRemoval(registry, store, key);
    return settledOf(
      entry ?? ({ ...outcome, status: error ? 'rejected' : 'fulfilled' } as QueryEntry),
    );
  };

  let settle!: (settled: Settled<unknown>) => void;
  const promise = new Promise<Settled<unknown>>((resolve) => (settle = resolve));
  runtime.running.set(key, promise);
  clearTimeout(runtime.timers.get(key));
  store.dispatch({
    type: 'api/pending',
    key,
    entry: {
      ...before,
      status: 'pending',
      endpointName: name,
      originalArgs: arg,
      requestId,
      next: next || undefined,
    },
    endpointName: name,
    arg,
    payload: undefined,
  });
  void run().then(settle);
  return promise;
}

function scheduleRemoval(registry: Registry, store: ApiStore, key: string): void {
  const runtime = runtimeOf(store);
  const entry = store.getState().api.queries[key];
  if (!entry) return;
  const definition = registry.definitions[entry.endpointName];
  const seconds =
    (definition?.kind === 'mutation' ? undefined : definition?.keepUnusedDataFor) ??
    DEFAULT_KEEP_SECONDS;
  clearTimeout(runtime.timers.get(key));
  runtime.timers.set(
    key,
    setTimeout(
      () => {
        runtime.timers.delete(key);
        if (runtime.subscribers.get(key) || runtime.running.has(key)) return;
        store.dispatch({ type: 'api/removed', key });
      },
      // setTimeout's limit is about 24.8 days.
      Math.min(seconds, 2_000_000) * 1000,
    ),
  );
}

export interface QueryOptionsInternal {
  /** Hold the entry until `unsubscribe` (true by default, as RTK Query's `initiate`). */
  subscribe?: boolean;
  /** Fetch though the cache has an answer: always, or when it is older than so many seconds. */
  forceRefetch?: boolean | number;
  /** Append an infinite query's next page. */
  next?: boolean;
}

/** Reads one entry from the cache, fetching it when it is missing, failed or forced. */
export function runQuery<R>(
  registry: Registry,
  name: string,
  arg: unknown,
  options: QueryOptionsInternal = {},
): ApiThunk<QueryPromise<R>> {
  return (store) => {
    const runtime = runtimeOf(store);
    const key = cacheKey(name, arg);
    let running = runtime.running.get(key);
    if (!running) {
      const entry = store.getState().api.queries[key];
      const { forceRefetch = false, next = false } = options;
      const forced =
        forceRefetch === true ||
        (typeof forceRefetch === 'number' &&
          Date.now() - (entry?.fulfilledTimeStamp ?? 0) >= forceRefetch * 1000);
      running =
        entry?.status === 'fulfilled' && !forced && !next
          ? Promise.resolve(settledOf(entry))
          : fetchEntry(registry, store, name, key, arg, next);
    }
    let subscribed = options.subscribe !== false;
    if (subscribed) {
      runtime.subscribers.set(key, (runtime.subscribers.get(key) ?? 0) + 1);
      clearTimeout(runtime.timers.get(key));
    }
    const settled = running as Promise<Settled<R>>;
    return Object.assign(
      settled.then((result) => result),
      {
        arg,
        unwrap: () =>
          settled.then((result) =>
            result.isError ? Promise.reject(result.error) : (result.data as R),
          ),
        unsubscribe: () => {
          if (!subscribed) return;
          subscribed = false;
          const count = (runtime.subscribers.get(key) ?? 1) - 1;
          if (count > 0) runtime.subscribers.set(key, count);
          else {
            runtime.subscribers.delete(key);
            if (!runtime.running.has(key)) scheduleRemoval(registry, store, key);
          }
        },
        refetch: () =>
          store.dispatch(
            runQuery<R>(registry, name, arg, { forceRefetch: true, subscribe: false }),
          ),
      },
    );
  };
}

/** Runs a mutation: `onQueryStarted` first, then the call, then the tags it invalidates. */
export function runMutation<R>(
  registry: Registry,
  name: string,
  arg: unknown,
): ApiThunk<MutationPromise<R>> {
  return (store) => {
    const definition = registry.definitions[name];
    if (definition?.kind !== 'mutation') throw new Error(`No mutation named ${name}`);
    const requestId = newRequestId();
    store.dispatch({ type: 'api/pending', endpointName: name, arg, payload: undefined });
    let fulfil!: (value: { data: R }) => void;
    let fail!: (reason: { error: ApiError }) => void;
    const queryFulfilled = new Promise<{ data: R }>((resolve, reject) => {
      fulfil = resolve;
      fail = reject;
    });
    queryFulfilled.catch(() => undefined);
    // What `queryFulfilled` rejects with when the call fails.
    let failure: { error: ApiError } | undefined;
    let started: unknown;
    try {
      started = definition.onQueryStarted?.(arg, {
        dispatch: store.dispatch,
        getState: store.getState,
        extra: store.extra,
        requestId,
        queryFulfilled,
      });
    } catch (mistake) {
      started = Promise.reject(mistake);
    }
    // A handler that awaits the answer and lets its failure through has nothing more to say; any
    // other throw is a mistake in the handler and goes on as an unhandled rejection, where the
    // console and the tests see it (as in RTK Query). The mutation itself goes on either way.
    Promise.resolve(started).catch((reason: unknown) => {
      if (reason !== failure) throw reason;
    });
    const result = (async () => {
      const { data, error } = await call(
        registry,
        definition,
        () => definition.query(arg),
        arg,
        store.extra,
      );
      store.dispatch({
        type: error ? 'api/rejected' : 'api/fulfilled',
        endpointName: name,
        arg,
        payload: data,
        error,
      });
      if (error) fail((failure = { error }));
      else fulfil({ data: data as R });
      const invalidated = tagsOf(definition.invalidatesTags, data, error, arg);
      if (invalidated.length) store.dispatch(invalidateTags(registry, invalidated));
      return error ? { error } : { data: data as R };
    })();
    return Object.assign(result, {
      arg,
      requestId,
      unwrap: () => result.then((done) => (done.error ? Promise.reject(done.error) : done.data)),
    });
  };
}

/**
 * Entries providing any of `tags` are stale: those in use are fetched again (after the request in
 * flight, whose answer may predate the change), the others are dropped. A tag without an id matches
 * every entry of its type; one with an id only entries providing that id.
 */
export function invalidateTags(registry: Registry, tags: readonly Tag<string>[]): ApiThunk<void> {
  return (store) => {
    const runtime = runtimeOf(store);
    const wanted = tagsOf(tags, undefined, undefined, undefined);
    for (const [key, entry] of Object.entries(store.getState().api.queries)) {
      const stale = entry?.tags?.some((provided) =>
        wanted.some(
          (tag) => tag.type === provided.type && (tag.id === undefined || tag.id === provided.id),
        ),
      );
      if (!entry || !stale) continue;
      const running = runtime.running.get(key);
      if (!runtime.subscribers.get(key)) {
        // A request in flight is forgotten with the entry: its answer may predate the change, so it
        // is not cached, and the next reader asks again instead of sharing it.
        runtime.running.delete(key);
        store.dispatch({ type: 'api/removed', key });
        continue;
      }
      const refetch = () =>
        void store.dispatch(
          runQuery(registry, entry.endpointName, entry.originalArgs, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
      if (running) void running.then(refetch);
      else refetch();
    }
  };
}

/** Changes one entry's data with `recipe`; `undo` puts it back (an optimistic update that failed). */
export function updateQueryData(
  name: string,
  arg: unknown,
  recipe: (draft: never) => unknown,
): ApiThunk<PatchResult> {
  return (store) => {
    const key = cacheKey(name, arg);
    const entry = store.getState().api.queries[key];
    if (entry?.data === undefined) return { undo: () => undefined };
    const before = entry.data;
    const after = produce(before, recipe as (draft: unknown) => unknown);
    store.dispatch({ type: 'api/patched', key, entry: { ...entry, data: after } });
    return {
      undo: () => {
        const now = store.getState().api.queries[key];
        if (now?.data === after) {
          store.dispatch({ type: 'api/patched', key, entry: { ...now, data: before } });
        }
      },
    };
  };
}

/** Puts an answer in the cache as if the server had just given it. */
export function upsertQueryData(
  registry: Registry,
  name: string,
  arg: unknown,
  data: unknown,
): ApiThunk<void> {
  return (store) => {
    const definition = registry.definitions[name];
    const key = cacheKey(name, arg);
    const entry: QueryEntry = {
      status: 'fulfilled',
      endpointName: name,
      originalArgs: arg,
      requestId: newRequestId(),
      data,
      tags:
        definition?.kind === 'query' ? tagsOf(definition.providesTags, data, undefined, arg) : [],
      fulfilledTimeStamp: Date.now(),
    };
    store.dispatch({ type: 'api/upserted', key, entry });
    if (!runtimeOf(store).subscribers.get(key)) scheduleRemoval(registry, store, key);
  };
}

/** Every query request in flight (the server renderer waits for them before it renders). */
export const runningQueries = (): ApiThunk<Promise<unknown>[]> => (store) => [
  ...runtimeOf(store).running.values(),
];

/**
 * Empties the cache and stops its timers (the server renderer, so a rendered page's store can go;
 * the admin's sign-out). Mounted hooks subscribe again and fetch afresh.
 */
export const resetApiState = (): ApiThunk<void> => (store) => {
  const runtime = runtimeOf(store);
  for (const timer of runtime.timers.values()) clearTimeout(timer);
  runtime.timers.clear();
  runtime.running.clear();
  store.dispatch({ type: RESET });
};
