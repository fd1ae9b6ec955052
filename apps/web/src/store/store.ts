/**
 * The app's store (decision 0129): one state object made of slices, changed only by dispatching
 * actions through the slices' reducers, and watched by React through `useSyncExternalStore`
 * (./store-context.tsx). Redux's model without Redux: reducers are plain functions that return a new
 * object for a change, and a thunk (a function dispatched instead of an action) gets the store.
 */
export interface Action {
  type: string;
}

/** A thunk: work that reads and changes the store (the data layer's requests are thunks). */
export type Thunk<S, R> = (store: Store<S>) => R;

export interface Dispatch<S> {
  <R>(thunk: Thunk<S, R>): R;
  <A extends Action>(action: A): A;
}

export interface Store<S> {
  getState(): S;
  dispatch: Dispatch<S>;
  /** Calls `listener` after every change of state; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Given to every thunk with the store: the data layer's transport (store/api.ts). */
  readonly extra: unknown;
}

export type Reducer<T> = (state: T | undefined, action: Action) => T;

/** One reducer per key of the state, each owning its own part. */
export type Reducers<S> = { [K in keyof S]: Reducer<S[K]> };

export function createStore<S extends object>(
  reducers: Reducers<S>,
  preloaded: Partial<S> = {},
  extra: unknown = undefined,
): Store<S> {
  const keys = Object.keys(reducers) as (keyof S)[];
  const listeners = new Set<() => void>();
  const reduce = (previous: Partial<S>, action: Action): S => {
    const next = {} as S;
    let changed = false;
    for (const key of keys) {
      next[key] = reducers[key](previous[key], action);
      changed ||= next[key] !== previous[key];
    }
    return changed ? next : (previous as S);
  };
  let state = reduce(preloaded, { type: '@init' });

  const store: Store<S> = {
    getState: () => state,
    dispatch: ((input: Action | Thunk<S, unknown>) => {
      if (typeof input === 'function') return input(store);
      const next = reduce(state, input);
      if (next !== state) {
        state = next;
        for (const listener of [...listeners]) listener();
      }
      return input;
    }) as Dispatch<S>,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    extra,
  };
  return store;
}

export interface PayloadAction<P> extends Action {
  payload: P;
}

export interface ActionCreator<P> {
  (payload: P): PayloadAction<P>;
  readonly type: string;
  match(action: Action): action is PayloadAction<P>;
}

/** An action creator with its type and a type guard, as Redux Toolkit's `createAction`. */
export function createAction<P = void>(type: string): ActionCreator<P> {
  const create = (payload: P) => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: Action): action is PayloadAction<P> => action.type === type,
  });
}
