import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/fixtures';
import { createStore } from '../store';
import { StoreProvider } from '../store-context';
import { apiReducer } from './cache';
import { createApi } from './create-api';
import { fetchQuery } from './fetch-query';
import type { ApiRoot } from './types';

interface Note {
  id: string;
  text: string;
}

const api = createApi({
  baseQuery: (args) => fetchQuery(args, { baseUrl: '/api' }),
  tagTypes: ['Note'],
}).injectEndpoints({
  endpoints: (build) => ({
    notes: build.query<Note[], void>({
      query: () => '/notes',
      transformResponse: (body: { notes: Note[] }) => body.notes,
    }),
  }),
});

const notes = [
  { id: 'n1', text: 'first' },
  { id: 'n2', text: 'second' },
];

describe('useXQuery', () => {
  it('shows a change made while its entry refetches, and keeps showing it when the refetch fails', async () => {
    let answerList!: (response: Response) => void;
    let calls = 0;
    stubApi({
      'GET /api/notes': () =>
        ++calls === 1
          ? { body: { notes } }
          : new Promise<Response>((resolve) => (answerList = resolve)),
    });
    const store = createStore<ApiRoot>({ api: apiReducer });
    const { result } = renderHook(() => api.useNotesQuery(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <StoreProvider store={store}>{children}</StoreProvider>
      ),
    });
    await waitFor(() => expect(result.current.data).toEqual(notes));

    let refetch!: ReturnType<typeof result.current.refetch>;
    act(() => {
      refetch = result.current.refetch();
    });
    await waitFor(() => expect(answerList).toBeDefined());
    // A mutation's answer is put in the cache while the list is asked again.
    act(() => {
      store.dispatch(
        api.util.updateQueryData('notes', undefined, (draft) => {
          draft[0]!.text = 'renamed';
        }),
      );
    });
    expect(result.current.isFetching).toBe(true);
    expect(result.current.data?.[0]?.text).toBe('renamed');

    await act(async () => {
      answerList(jsonResponse(503, { message: 'Try again later' }));
      await refetch;
    });
    expect(result.current.isError).toBe(true);
    expect(result.current.data?.[0]?.text).toBe('renamed');
  });
});
