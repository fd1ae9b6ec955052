import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from '../lib/toast';
import { afterEach, vi } from 'vitest';

// `findBy*` waits up to 3 s, not 1: on a busy CI machine a page's first render imports its lazy
// parts (the page, the footer) through Vite's transform, which can take longer than a second.
configure({ asyncUtilTimeout: 3_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Toasts live in
// a module-level store: drop them too, or one test's toast shows up in the next test's page.
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.restoreAllMocks();
});

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

// Node's Request refuses relative URLs such as '/api/config' that RTK Query builds; resolve them
// against the jsdom page origin as a browser would.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  }
} as typeof Request;
