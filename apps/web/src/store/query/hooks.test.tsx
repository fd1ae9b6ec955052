import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/fixtures';
import { makeStore, noteApi, notes, wrapperFor, type Note } from '../../test/note-api';

const api = noteApi().injectEndpoints({
  endpoints: (build) => ({
    notes: build.query<Note[], void>({
      query: () => '/notes',
      transformResponse: (body: { notes: Note[] }) => body.notes,
    }),
  }),
});

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
    const store = makeStore();
    const { result } = renderHook(() => api.useNotesQuery(), {
      wrapper: wrapperFor(store),
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

  it('refuses to refetch a skipped query instead of asking with no argument', () => {
    const fetchMock = stubApi({ 'GET /api/notes': { body: { notes } } });
    const { result } = renderHook(() => api.useNotesQuery(undefined, { skip: true }), {
      wrapper: wrapperFor(makeStore()),
    });
    expect(result.current.isUninitialized).toBe(true);
    expect(() => result.current.refetch()).toThrow('has not been started yet');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
