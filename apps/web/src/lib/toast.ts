import type * as HotToastModule from 'react-hot-toast';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

/**
 * The app's toasts, with react-hot-toast loaded on the first one (docs/benchmarks.md). No page's
 * first view shows a toast, so its 4 KB (and goober, its CSS-in-JS) stay off the wire until a
 * shopper does something that answers with one. A call made while the library is loading is queued
 * and played in order once it has arrived; each call still returns its toast's id at once, so
 * `dismiss(id)` works before the library is there.
 */

export type ToastLibrary = typeof HotToastModule;
export type ToastMessage = ValueOrFunction<Renderable, Toast>;

type HotToast = ToastLibrary['default'];
type Call = (hot: HotToast) => void;

let library: ToastLibrary | null = null;
let loading: Promise<void> | null = null;
let queue: Call[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('react-hot-toast').then(
    (module) => {
      library = module;
      const calls = queue;
      queue = [];
      for (const call of calls) call(module.default);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed chunk (the network dropped): lose these messages, let the next toast try again.
      console.error('Loading the toasts failed', error);
      queue = [];
      loading = null;
    },
  );
}

function run(call: Call): void {
  if (library) {
    call(library.default);
    return;
  }
  queue.push(call);
  load();
}

/** Our own id when the caller gives none, so the call can answer before the library is loaded. */
function show(kind: 'blank' | 'success' | 'error', message: ToastMessage, options?: ToastOptions) {
  lastId += 1;
  const id = options?.id ?? `toast-${lastId}`;
  run((hot) => {
    const withId = { ...options, id };
    if (kind === 'blank') hot(message, withId);
    else hot[kind](message, withId);
  });
  return id;
}

/** Only what was asked for: closing or removing toasts never loads the library by itself. */
function whenRequested(call: Call): void {
  if (library || loading) run(call);
}

export const toast = Object.assign(
  (message: ToastMessage, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: ToastMessage, options?: ToastOptions) => show('success', message, options),
    error: (message: ToastMessage, options?: ToastOptions) => show('error', message, options),
    /** Closes one toast (with its exit animation), or all of them without an id. */
    dismiss: (id?: string) => whenRequested((hot) => hot.dismiss(id)),
    /** Drops one toast at once, or all of them without an id (tests clear the screen with it). */
    remove: (id?: string) => whenRequested((hot) => hot.remove(id)),
  },
);

/** The loaded library, or null until the first toast has brought it (for app/app-toaster.tsx). */
export function getToastLibrary(): ToastLibrary | null {
  return library;
}

/** Calls `listener` once the library has loaded; returns the unsubscribe function. */
export function subscribeToToastLibrary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
