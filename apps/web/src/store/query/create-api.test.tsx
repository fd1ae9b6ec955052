import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/fixtures';
import { makeStore, noteApi, notes, wrapperFor, type Note } from '../../test/note-api';
import { hydrateApi } from './cache';
import { skipToken } from './types';

const api = noteApi().injectEndpoints({
  endpoints: (build) => ({
    notes: build.query<Note[], void>({
      query: () => '/notes',
      transformResponse: (body: { notes: Note[] }) => body.notes,
      providesTags: [{ type: 'Note', id: 'LIST' }],
    }),
    note: build.query<Note, string>({
      query: (id) => `/notes/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Note', id }],
    }),
    addNote: build.mutation<Note, string>({
      query: (text) => ({ url: '/notes', method: 'POST', body: { text } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Note', id: 'LIST' }]),
    }),
    // Shows the new text at once and puts it back if the server refuses.
    renameNote: build.mutation<Note, Note>({
      query: ({ id, text }) => ({ url: `/notes/${id}`, method: 'PUT', body: { text } }),
      async onQueryStarted(note, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          api.util.updateQueryData('notes', undefined, (notes) => {
            const shown = notes.find((item) => item.id === note.id);
            if (shown) shown.text = note.text;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    pages: build.infiniteQuery<{ items: string[]; total: number }, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _all, offset) =>
          offset + 2 < lastPage.total ? offset + 2 : undefined,
      },
      query: ({ queryArg, pageParam }) => `/pages/${queryArg}?offset=${pageParam}`,
    }),
  }),
});

const gets = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  sentRequests(fetchMock).filter(
    (request) => request.method === 'GET' && new URL(request.url).pathname === path,
  ).length;

describe('the data layer', () => {
  it('fetches one key once for every hook that reads it, then answers from the cache', async () => {
    const fetchMock = stubApi({ 'GET /api/notes': { body: { notes } } });
    const store = makeStore();
    const wrapper = wrapperFor(store);
    const first = renderHook(() => api.useNotesQuery(), { wrapper });
    const second = renderHook(() => api.useNotesQuery(), { wrapper });
    expect(first.result.current.isLoading).toBe(true);

    await waitFor(() => expect(first.result.current.data).toEqual(notes));
    expect(second.result.current.data).toEqual(notes);
    expect(gets(fetchMock, '/api/notes')).toBe(1);

    // A later reader of the same key is answered from the cache, at once.
    const third = renderHook(() => api.useNotesQuery(), { wrapper });
    expect(third.result.current).toMatchObject({ data: notes, isLoading: false, isSuccess: true });
    expect(gets(fetchMock, '/api/notes')).toBe(1);
  });

  it('refetches the queries a mutation invalidates, and only those', async () => {
    let stored = [...notes];
    const fetchMock = stubApi({
      'GET /api/notes': () => ({ body: { notes: stored } }),
      'GET /api/notes/n1': { body: notes[0] },
      'POST /api/notes': () => {
        stored = [...stored, { id: 'n3', text: 'third' }];
        return { body: stored[2] };
      },
    });
    const store = makeStore();
    const wrapper = wrapperFor(store);
    const list = renderHook(() => api.useNotesQuery(), { wrapper });
    const one = renderHook(() => api.useNoteQuery('n1'), { wrapper });
    await waitFor(() => expect(list.result.current.data).toHaveLength(2));
    await waitFor(() => expect(one.result.current.data).toEqual(notes[0]));

    const add = renderHook(() => api.useAddNoteMutation(), { wrapper });
    await act(() => add.result.current[0]('third').unwrap());

    await waitFor(() => expect(list.result.current.data).toHaveLength(3));
    expect(gets(fetchMock, '/api/notes')).toBe(2);
    // The single note provides another tag: not asked again.
    expect(gets(fetchMock, '/api/notes/n1')).toBe(1);
  });

  it('shows an optimistic change at once and undoes it when the server refuses', async () => {
    let answerRename!: (response: Response) => void;
    stubApi({
      'GET /api/notes': { body: { notes } },
      'PUT /api/notes/n1': () => new Promise<Response>((resolve) => (answerRename = resolve)),
    });
    const store = makeStore();
    const wrapper = wrapperFor(store);
    const list = renderHook(() => api.useNotesQuery(), { wrapper });
    await waitFor(() => expect(list.result.current.data).toEqual(notes));

    const rename = renderHook(() => api.useRenameNoteMutation(), { wrapper });
    let request!: ReturnType<(typeof rename.result.current)[0]>;
    act(() => {
      request = rename.result.current[0]({ id: 'n1', text: 'renamed' });
    });
    expect(list.result.current.data?.[0]?.text).toBe('renamed');
    expect(rename.result.current[1].isLoading).toBe(true);

    await waitFor(() => expect(answerRename).toBeDefined());
    await act(async () => {
      answerRename(jsonResponse(409, { message: 'Someone renamed it first' }));
      await request;
    });
    await waitFor(() => expect(list.result.current.data?.[0]?.text).toBe('first'));
    expect(rename.result.current[1]).toMatchObject({
      isError: true,
      error: { status: 409, data: { message: 'Someone renamed it first' } },
    });
    // The cached list was never changed in place: the first answer is as the server sent it.
    expect(notes[0]?.text).toBe('first');
  });

  it("starts the browser's store from the server's cache: the same first render, no second fetch", async () => {
    const fetchMock = stubApi({ 'GET /api/notes': { body: { notes } } });
    const server = makeStore();
    await server.dispatch(api.endpoints.notes.initiate(undefined, { subscribe: false }));
    await Promise.all(server.dispatch(api.util.getRunningQueriesThunk()));
    const handedOver = JSON.parse(JSON.stringify({ api: server.getState().api })) as unknown;
    server.dispatch(api.util.resetApiState());
    expect(server.getState().api.queries).toEqual({});

    const browser = makeStore();
    browser.dispatch(hydrateApi(handedOver));
    const { result } = renderHook(() => api.useNotesQuery(), { wrapper: wrapperFor(browser) });
    expect(result.current).toMatchObject({ data: notes, isLoading: false, isFetching: false });
    await act(async () => undefined);
    expect(gets(fetchMock, '/api/notes')).toBe(1);
  });

  it('fetches nothing for a skipped query until it has an argument', async () => {
    const fetchMock = stubApi({ 'GET /api/notes/n2': { body: notes[1] } });
    const store = makeStore();
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => api.useNoteQuery(id ?? skipToken),
      { wrapper: wrapperFor(store), initialProps: { id: null as string | null } },
    );
    expect(result.current).toMatchObject({
      isUninitialized: true,
      isLoading: false,
      isFetching: false,
      data: undefined,
    });
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ id: 'n2' });
    await waitFor(() => expect(result.current.data).toEqual(notes[1]));
    expect(result.current.isUninitialized).toBe(false);
  });

  it('asks the server again on mount with refetchOnMountOrArgChange, showing the cached data meanwhile', async () => {
    let version = 1;
    const fetchMock = stubApi({
      'GET /api/notes': () => ({ body: { notes: [{ id: 'n1', text: `v${version++}` }] } }),
    });
    const store = makeStore();
    const wrapper = wrapperFor(store);
    const first = renderHook(() => api.useNotesQuery(), { wrapper });
    await waitFor(() => expect(first.result.current.data?.[0]?.text).toBe('v1'));

    const plain = renderHook(() => api.useNotesQuery(), { wrapper });
    expect(plain.result.current.isFetching).toBe(false);
    const fresh = renderHook(
      () => api.useNotesQuery(undefined, { refetchOnMountOrArgChange: true }),
      {
        wrapper,
      },
    );
    expect(fresh.result.current).toMatchObject({ isFetching: true, isLoading: false });
    expect(fresh.result.current.data?.[0]?.text).toBe('v1');
    await waitFor(() => expect(fresh.result.current.data?.[0]?.text).toBe('v2'));
    expect(first.result.current.data?.[0]?.text).toBe('v2');
    expect(gets(fetchMock, '/api/notes')).toBe(2);
  });

  it("appends a page per 'Load more' and says when there is no more", async () => {
    const page = (items: string[]) => ({ body: { items, total: 3 } });
    const fetchMock = stubApi({
      'GET /api/pages/a?offset=0': page(['a1', 'a2']),
      'GET /api/pages/a?offset=2': page(['a3']),
    });
    const store = makeStore();
    const { result } = renderHook(() => api.usePagesInfiniteQuery('a'), {
      wrapper: wrapperFor(store),
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);

    act(() => void result.current.fetchNextPage());
    expect(result.current.isFetchingNextPage).toBe(true);
    await waitFor(() => expect(result.current.isFetchingNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((each) => each.items)).toEqual(['a1', 'a2', 'a3']);
    expect(result.current.data?.pageParams).toEqual([0, 2]);
    expect(result.current.hasNextPage).toBe(false);

    // A refetch asks for every page shown, from the first.
    await act(() => result.current.refetch());
    expect(result.current.data?.pages).toHaveLength(2);
    expect(sentRequests(fetchMock).map((request) => new URL(request.url).search)).toEqual([
      '?offset=0',
      '?offset=2',
      '?offset=0',
      '?offset=2',
    ]);
  });

  it('keeps a change made while a refetch ran over the older answer of that refetch', async () => {
    let answerList!: (response: Response) => void;
    let calls = 0;
    stubApi({
      'GET /api/notes': () =>
        ++calls === 1
          ? { body: { notes } }
          : new Promise<Response>((resolve) => (answerList = resolve)),
    });
    const store = makeStore();
    const { result } = renderHook(() => api.useNotesQuery(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.data).toEqual(notes));

    let refetch!: ReturnType<typeof result.current.refetch>;
    act(() => {
      refetch = result.current.refetch();
    });
    await waitFor(() => expect(answerList).toBeDefined());
    // A mutation's answer arrives first and is put in the cache.
    act(() => {
      store.dispatch(
        api.util.updateQueryData('notes', undefined, (draft) => {
          draft.push({ id: 'n3', text: 'third' });
        }),
      );
    });
    await act(async () => {
      answerList(jsonResponse(200, { notes }));
      await refetch;
    });
    expect(result.current).toMatchObject({ isFetching: false, isSuccess: true });
    expect(result.current.data).toHaveLength(3);
  });

  it('drops an entry nobody uses once its keepUnusedDataFor has passed', async () => {
    stubApi({ 'GET /api/notes': { body: { notes } } });
    const store = makeStore();
    const { unmount } = renderHook(() => api.useNotesQuery(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(Object.keys(store.getState().api.queries)).toHaveLength(1));
    vi.useFakeTimers();
    unmount();
    vi.advanceTimersByTime(59_000);
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(store.getState().api.queries).toEqual({});
  });
});
