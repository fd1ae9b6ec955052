import type { ReactNode } from 'react';
import { createStore } from '../store/store';
import { StoreProvider } from '../store/store-context';
import { apiReducer } from '../store/query/cache';
import { createApi } from '../store/query/create-api';
import { fetchQuery } from '../store/query/fetch-query';
import type { ApiRoot } from '../store/query/types';

/**
 * A small API of the data layer's tests' own, over the real fetch layer, so each test states the
 * server it talks to: each test file injects the endpoints it needs into `noteApi()`.
 */
export interface Note {
  id: string;
  text: string;
}

export const notes: Note[] = [
  { id: 'n1', text: 'first' },
  { id: 'n2', text: 'second' },
];

export const noteApi = () =>
  createApi({ baseQuery: (args) => fetchQuery(args, { baseUrl: '/api' }), tagTypes: ['Note'] });

export const makeStore = () => createStore<ApiRoot>({ api: apiReducer });

export function wrapperFor(store: ReturnType<typeof makeStore>) {
  return ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>{children}</StoreProvider>
  );
}
