import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/fixtures';
import { makeStore, noteApi, notes, type Note } from '../../test/note-api';

const api = noteApi().injectEndpoints({
  endpoints: (build) => ({
    notes: build.query<Note[], void>({
      query: () => '/notes',
      transformResponse: (body: { notes: Note[] }) => body.notes,
      providesTags: [{ type: 'Note', id: 'LIST' }],
    }),
    // What the answer came with, as `transformResponse` is given it.
    notesStatus: build.query<number | undefined, void>({
      query: () => '/notes',
      transformResponse: (_body: unknown, meta) => meta?.response?.status,
    }),
    addNote: build.mutation<Note, string>({
      query: (text) => ({ url: '/notes', method: 'POST', body: { text } }),
      invalidatesTags: [{ type: 'Note', id: 'LIST' }],
    }),
    // Handlers with a mistake in them, and one that only lets the call's failure through.
    addNoteThenTrip: build.mutation<Note, string>({
      query: (text) => ({ url: '/notes', method: 'POST', body: { text } }),
      async onQueryStarted(_text, { queryFulfilled }) {
        await queryFulfilled;
        throw new Error('after the answer');
      },
    }),
    addNoteTripping: build.mutation<Note, string>({
      query: (text) => ({ url: '/notes', method: 'POST', body: { text } }),
      onQueryStarted() {
        throw new Error('before the call');
      },
    }),
    renameNote: build.mutation<Note, Note>({
      query: ({ id, text }) => ({ url: `/notes/${id}`, method: 'PUT', body: { text } }),
      async onQueryStarted(_note, { queryFulfilled }) {
        await queryFulfilled;
      },
    }),
  }),
});

const third = { id: 'n3', text: 'third' };

/**
 * The unhandled rejections while `run` goes and a moment after, kept from Vitest's own listener
 * (which fails the run on one) meanwhile.
 */
async function unhandledRejections(run: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const vitests = process.listeners('unhandledRejection');
  process.removeAllListeners('unhandledRejection');
  const listener = (reason: unknown) => void seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', listener);
    for (const each of vitests) process.on('unhandledRejection', each);
  }
  return seen;
}

describe('the cache', () => {
  it('keeps no answer of a request that ran while a mutation invalidated its entry and nobody read it', async () => {
    let stored = [...notes];
    let answerVisit!: (response: Response) => void;
    let calls = 0;
    const fetchMock = stubApi({
      'GET /api/notes': () =>
        ++calls === 2
          ? new Promise<Response>((resolve) => (answerVisit = resolve))
          : { body: { notes: stored } },
      'POST /api/notes': () => {
        stored = [...stored, third];
        return { body: third };
      },
    });
    const store = makeStore();
    await store.dispatch(api.endpoints.notes.initiate(undefined, { subscribe: false }));

    // A page that asks afresh on each visit, left before the list came.
    const visit = store.dispatch(api.endpoints.notes.initiate(undefined, { forceRefetch: true }));
    visit.unsubscribe();
    await store.dispatch(api.endpoints.addNote.initiate('third'));
    // The list as it was before the note was added.
    answerVisit(jsonResponse(200, { notes }));
    await visit;

    const next = await store.dispatch(
      api.endpoints.notes.initiate(undefined, { subscribe: false }),
    );
    expect(next.data).toEqual([...notes, third]);
    const lists = sentRequests(fetchMock).filter((request) => request.method === 'GET');
    expect(lists).toHaveLength(3);
  });

  it('forgets an earlier error once a refetch answers, though a change made meanwhile stands', async () => {
    let answerRetry!: (response: Response) => void;
    let calls = 0;
    stubApi({
      'GET /api/notes': () => {
        calls += 1;
        if (calls === 1) return { body: { notes } };
        if (calls === 2) return { status: 503, body: { message: 'Try again later' } };
        return new Promise<Response>((resolve) => (answerRetry = resolve));
      },
    });
    const store = makeStore();
    const select = api.endpoints.notes.select();
    await store.dispatch(api.endpoints.notes.initiate(undefined, { subscribe: false }));
    await store.dispatch(
      api.endpoints.notes.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    expect(select(store.getState())).toMatchObject({ status: 'rejected', error: { status: 503 } });

    const retry = store.dispatch(
      api.endpoints.notes.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    store.dispatch(
      api.util.updateQueryData('notes', undefined, (draft) => {
        draft.push(third);
      }),
    );
    answerRetry(jsonResponse(200, { notes }));
    const settled = await retry;

    expect(select(store.getState())).toMatchObject({ status: 'fulfilled', error: undefined });
    expect(select(store.getState()).data).toEqual([...notes, third]);
    expect(settled).toMatchObject({ isSuccess: true, error: undefined });
  });

  it("gives transformResponse the answer's meta, as its type says", async () => {
    stubApi({ 'GET /api/notes': { status: 203, body: { notes } } });
    const store = makeStore();
    const answer = await store.dispatch(
      api.endpoints.notesStatus.initiate(undefined, { subscribe: false }),
    );
    expect(answer.data).toBe(203);
  });

  it("lets a mistake in a mutation's onQueryStarted through, and the call's own failure not", async () => {
    stubApi({
      'POST /api/notes': { body: third },
      'PUT /api/notes/n1': { status: 409, body: { message: 'Someone renamed it first' } },
    });
    const store = makeStore();
    const results: unknown[] = [];
    const seen = await unhandledRejections(async () => {
      results.push(await store.dispatch(api.endpoints.addNoteThenTrip.initiate('third')));
      results.push(await store.dispatch(api.endpoints.addNoteTripping.initiate('third')));
      results.push(await store.dispatch(api.endpoints.renameNote.initiate(notes[0]!)));
    });

    expect(seen).toEqual([new Error('after the answer'), new Error('before the call')]);
    // The mutations themselves went on.
    expect(results).toEqual([
      { data: third },
      { data: third },
      { error: { status: 409, data: { message: 'Someone renamed it first' } } },
    ]);
  });
});
