import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MAX_MS, startWhenShown } from './after-first-paint';

/** A stand-in for the browser's Paint Timing observer (jsdom has none), driven by `paint()`. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static live = new Set<FakePaintObserver>();
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    FakePaintObserver.live.add(this);
  }
  disconnect() {
    FakePaintObserver.live.delete(this);
  }
  static paint(name: string) {
    const entries = [{ name, entryType: 'paint' }];
    const list = { getEntriesByName: (n: string) => entries.filter((e) => e.name === n) };
    for (const observer of [...FakePaintObserver.live])
      observer.callback(list as unknown as PerformanceObserverEntryList, observer as never);
  }
}

function drawnRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Stone art</h1></main>';
  return root;
}

describe('startWhenShown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.live.clear();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    // In this order: the last test stubs requestAnimationFrame over the fake one, and unstubbing
    // after the clock is gone would put that dead fake back for the next files (whatever waits on
    // it would wait for ever).
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts a server-drawn page only after its first contentful paint', () => {
    const run = vi.fn();
    startWhenShown(drawnRoot(), run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();

    FakePaintObserver.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();

    FakePaintObserver.paint('first-contentful-paint');
    expect(run).not.toHaveBeenCalled(); // in a task of its own, not inside the observer's callback
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);

    // Neither a later paint nor the fallback starts it a second time.
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.live.size).toBe(0);
  });

  it('starts a page that never paints (a background tab) after the longest wait', () => {
    const run = vi.fn();
    startWhenShown(drawnRoot(), run);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.live.size).toBe(0);
  });

  it("starts a personal page's bare shell at once: it has nothing to paint", () => {
    const run = vi.fn();
    startWhenShown(document.createElement('div'), run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.live.size).toBe(0);
  });

  it('falls back to a task after the next frame where the browser has no Paint Timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const run = vi.fn();
    startWhenShown(drawnRoot(), run);
    expect(run).not.toHaveBeenCalled();
    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
