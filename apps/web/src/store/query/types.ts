import type { Action, Store, Thunk } from '../store';

/**
 * The data layer's types (decision 0129). The names follow RTK Query's, which the features were
 * written against: `build.query`, `providesTags`, `useXQuery`, `skipToken` and so on.
 */

/** A failed call in fetchBaseQuery's shape: the HTTP status and the server's JSON body, or why none. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  data?: unknown;
  /** For a network, parse or programming failure: what went wrong. */
  error?: string;
  /** For a body that was not JSON: the HTTP status it came with. */
  originalStatus?: number;
}

/** One call: a path under the API's base, or a path with its method, body, query and options. */
export type QueryArgs =
  | string
  | {
      url: string;
      method?: string;
      /** A plain object or array is sent as JSON; FormData and the like as they are. */
      body?: unknown;
      /** Query string parameters; undefined ones are left out. */
      params?: Record<string, unknown>;
      headers?: Record<string, string>;
      credentials?: RequestCredentials;
      cache?: RequestCache;
    };

export interface ResponseMeta {
  request: Request;
  response?: Response;
}

export type BaseQueryResult =
  | { data: unknown; error?: undefined; meta?: ResponseMeta }
  | { error: ApiError; data?: undefined; meta?: ResponseMeta };

/** Makes one call; `extra` is the store's transport (where the API is and which fetch reaches it). */
export type BaseQuery = (args: QueryArgs, extra: unknown) => Promise<BaseQueryResult>;

/** A cache tag: a type alone (every entry of that type) or a type with an id. */
export type Tag<T extends string> = T | { type: T; id?: string | number };
export interface TagRef {
  type: string;
  id?: string | number;
}
export type Tags<T extends string, R, A> =
  | readonly Tag<T>[]
  | ((result: R | undefined, error: ApiError | undefined, arg: A) => readonly Tag<T>[]);

/** A query's cache entry, kept in the store under `api.queries[key]`; plain JSON, so the server can hand it over. */
export interface QueryEntry {
  status: 'pending' | 'fulfilled' | 'rejected';
  endpointName: string;
  originalArgs: unknown;
  /** Which request last wrote the entry: an answer for an entry since removed is dropped. */
  requestId: string;
  data?: unknown;
  error?: ApiError;
  /** The tags the last answer provides, matched by `invalidateTags`. */
  tags?: TagRef[];
  fulfilledTimeStamp?: number;
  /** True while an infinite query fetches its next page. */
  next?: boolean;
}

export interface ApiState {
  queries: Record<string, QueryEntry | undefined>;
  /** How many times the cache was emptied (`resetApiState`): mounted hooks subscribe again. */
  resets: number;
}

export interface ApiRoot {
  api: ApiState;
}

export type ApiStore = Store<ApiRoot>;
export type ApiThunk<R> = Thunk<ApiRoot, R>;

/** What the lifecycle actions carry, so slices can follow an endpoint's answers. */
export interface ApiAction<R = unknown, A = unknown> extends Action {
  endpointName?: string;
  key?: string;
  entry?: QueryEntry;
  arg: A;
  payload: R;
  error?: ApiError;
}

export interface InfiniteData<R, P> {
  pages: R[];
  pageParams: P[];
}

/** Given to a mutation's `onQueryStarted`: the store, and the answer once it comes. */
export interface LifecycleApi<R> {
  dispatch: ApiStore['dispatch'];
  getState: ApiStore['getState'];
  extra: unknown;
  requestId: string;
  /** Resolves with the answer; rejects with `{ error }` when the call fails. */
  queryFulfilled: Promise<{ data: R; meta?: ResponseMeta }>;
}

// The definitions. `kind` tells them apart at run time, `types` carries R and A for the hooks' types.
interface Common<R, A> {
  /** Transforms the JSON body into what the cache holds (a field of it, a pick). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each endpoint names its body's type
  transformResponse?: (body: any, meta: ResponseMeta | undefined, arg: A) => R;
  types?: [R, A];
}

export interface QueryDefinition<R, A, T extends string> extends Common<R, A> {
  kind: 'query';
  query: (arg: A) => QueryArgs;
  providesTags?: Tags<T, R, A>;
  /** Seconds an entry stays after its last subscriber left (60 when not given). */
  keepUnusedDataFor?: number;
  /** Folds a refetched answer into the cached one; may change `cached` in place or return a value. */
  merge?: (cached: R, incoming: R) => R | void;
}

export interface MutationDefinition<R, A, T extends string> extends Common<R, A> {
  kind: 'mutation';
  query: (arg: A) => QueryArgs;
  invalidatesTags?: Tags<T, R, A>;
  onQueryStarted?: (arg: A, api: LifecycleApi<R>) => unknown;
}

export interface InfiniteQueryDefinition<R, A, P, T extends string> extends Common<R, A> {
  kind: 'infinite';
  infiniteQueryOptions: {
    initialPageParam: P;
    /** The next page's parameter, or undefined (or null) when there is none. */
    getNextPageParam: (
      lastPage: R,
      allPages: R[],
      lastPageParam: P,
      allPageParams: P[],
      arg: A,
    ) => P | undefined | null;
  };
  query: (args: { queryArg: A; pageParam: P }) => QueryArgs;
  providesTags?: Tags<T, InfiniteData<R, P>, A>;
  keepUnusedDataFor?: number;
  pageTypes?: [P];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- any endpoint, whatever its types */
export type AnyDefinition =
  | QueryDefinition<any, any, string>
  | MutationDefinition<any, any, string>
  | InfiniteQueryDefinition<any, any, any, string>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface Builder<T extends string> {
  query<R, A>(definition: Omit<QueryDefinition<R, A, T>, 'kind'>): QueryDefinition<R, A, T>;
  mutation<R, A>(
    definition: Omit<MutationDefinition<R, A, T>, 'kind'>,
  ): MutationDefinition<R, A, T>;
  infiniteQuery<R, A, P>(
    definition: Omit<InfiniteQueryDefinition<R, A, P, T>, 'kind'>,
  ): InfiniteQueryDefinition<R, A, P, T>;
}

/** Pass instead of an argument to leave a query idle (nothing is fetched, nothing is read). */
export const skipToken: unique symbol = Symbol.for('skip-query');
export type SkipToken = typeof skipToken;

export interface QueryOptions {
  skip?: boolean;
  /** Fetch again on mount (or argument change) though the cache has an answer: true, or when older than this many seconds. */
  refetchOnMountOrArgChange?: boolean | number;
  /** Fetch again every so many milliseconds while mounted (0: never). */
  pollingInterval?: number;
}

export interface Settled<R> {
  data?: R;
  error?: ApiError;
  isSuccess: boolean;
  isError: boolean;
}

/** What `initiate` and a lazy trigger return: the answer, and the subscription it holds. */
export type QueryPromise<R> = Promise<Settled<R>> & {
  arg: unknown;
  /** The data, or a rejection with the error. */
  unwrap(): Promise<R>;
  /** Lets the entry go (after `keepUnusedDataFor`) once nothing else uses it. */
  unsubscribe(): void;
  refetch(): QueryPromise<R>;
};

export type MutationPromise<R> = Promise<
  { data: R; error?: undefined } | { error: ApiError; data?: undefined }
> & {
  arg: unknown;
  requestId: string;
  unwrap(): Promise<R>;
};

interface ResultFlags {
  error?: ApiError;
  isLoading: boolean;
  isUninitialized: boolean;
  isError: boolean;
  originalArgs?: unknown;
}

/** `isSuccess` says `data` is there. */
type WithData<R> = { isSuccess: true; data: R } | { isSuccess: false; data?: R };

export type QueryResult<R> = ResultFlags &
  WithData<R> & {
    currentData?: R;
    isFetching: boolean;
    status: 'uninitialized' | QueryEntry['status'];
    refetch(): QueryPromise<R>;
  };

export type InfiniteQueryResult<R, P> = QueryResult<InfiniteData<R, P>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): QueryPromise<InfiniteData<R, P>>;
};

export type MutationResult<R> = ResultFlags &
  WithData<R> & {
    status: 'uninitialized' | QueryEntry['status'];
    reset(): void;
  };

export interface EndpointMatchers<R, A> {
  matchPending(action: Action): action is ApiAction<undefined, A>;
  matchFulfilled(action: Action): action is ApiAction<R, A>;
  matchRejected(action: Action): action is ApiAction<undefined, A> & { error: ApiError };
}

export interface QueryEndpoint<R, A> extends EndpointMatchers<R, A> {
  initiate(
    arg: A,
    options?: { subscribe?: boolean; forceRefetch?: boolean },
  ): ApiThunk<QueryPromise<R>>;
  /** The cache entry's state for `arg` (tests read it). */
  select(
    arg: A,
  ): (state: ApiRoot) => Partial<QueryEntry> & { data?: R; status: QueryResult<R>['status'] };
}

export interface MutationEndpoint<R, A> extends EndpointMatchers<R, A> {
  initiate(arg: A): ApiThunk<MutationPromise<R>>;
}

export interface PatchResult {
  /** Puts the data back as it was, unless a newer answer or change has replaced it since. */
  undo(): void;
}
