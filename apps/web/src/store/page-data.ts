import type { Params } from '../lib/router';
import type { AppDispatch } from './root-state';

/**
 * What a server-rendered page needs before it renders: a page module may export `prefetch`, which
 * starts the page's queries (the renderer waits for every running query) and says whether the
 * thing the URL names exists, so an unknown product answers 404. The browser never calls it: its
 * hooks fetch as they mount, and after hydration the server's answers are already in the store.
 */
export interface PrefetchContext {
  dispatch: AppDispatch;
  params: Params;
  url: URL;
}

export type PageOutcome = 'found' | 'not-found';

export type Prefetch = (context: PrefetchContext) => Promise<PageOutcome | void> | void;
