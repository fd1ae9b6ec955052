import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast as hotToast } from 'react-hot-toast';
import { toast } from '../lib/toast';
import { afterEach, vi } from 'vitest';
import { formBodies } from './fetch-stub';
import { playUserEventsWithoutPauses } from './user-event-without-pauses';

// `findBy*` waits up to 3 s, not 1: on a busy CI machine a page's first render imports its lazy
// parts (the page, the footer) through Vite's transform, which can take longer than a second.
configure({ asyncUtilTimeout: 3_000 });
playUserEventsWithoutPauses();

// What <head> holds before this file's tests (goober's <style> for the toasts, once they were shown).
const headAtStart = new Set(document.head.children);

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Toasts live in
// a module-level store: drop them too, or one test's toast shows up in the next test's page. A
// worker runs many files in one jsdom (isolate: false in ../../vitest.config.ts), so the rest of
// what a test may leave behind goes too: the next test, in this file or another, starts at '/' on
// an empty page with real timers and the real globals.
afterEach(() => {
  act(() => {
    toast.remove();
    // A test with its own copy of lib/toast (vi.resetModules) shows its toasts in the same library.
    hotToast.remove();
  });
  cleanup();
  vi.restoreAllMocks();
  // Globals first: one stubbed over a fake timer gets the fake back, which the clock then replaces.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  viewportWide = false;
  // Nodes added outside a rendered tree: the payment form of cart/lib/post-form.ts (jsdom does not
  // leave the page on submit), a script tag, the body's styles (a modal's scroll lock).
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  // React's image preloads stay in <head> for the page's life, goober's styles too (kept: goober
  // remembers which rules it wrote there).
  for (const element of [...document.head.children]) {
    if (!headAtStart.has(element) && element.id !== '_goober') element.remove();
  }
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom cannot scroll (it only reports "not implemented"): the router scrolls on every move
// (docs/decisions/0067), so here that does nothing; tests about scrolling spy on it.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom has no matchMedia; tests drive breakpoint changes through `setViewportWide` below.
const mediaListeners = new Set<(event: MediaQueryListEvent) => void>();
let viewportWide = false;

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      get matches() {
        return viewportWide;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        mediaListeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList,
});

/** Simulates the window crossing the min-width breakpoint that every matchMedia query watches. */
export function setViewportWide(wide: boolean): void {
  viewportWide = wide;
  for (const listener of mediaListeners) listener({ matches: wide } as MediaQueryListEvent);
}

// Node's Request refuses relative URLs such as '/api/config' that the data layer builds; resolve them
// against the jsdom page origin as a browser would. A multipart body is kept as the page built it
// (sentFormData in fetch-stub.ts): Node 24's fetch cannot serialise jsdom's File objects, so the
// Request's own copy of an upload loses the file's bytes.
// Node's own class, kept across files: this file runs again before each file, which would otherwise
// stack one more subclass per file on the worker's global.
const withNodeRequest = globalThis as typeof globalThis & { nodeRequest?: typeof Request };
const NodeRequest = (withNodeRequest.nodeRequest ??= globalThis.Request);
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
    if (init?.body instanceof FormData) formBodies.set(this, init.body);
  }
} as typeof Request;
