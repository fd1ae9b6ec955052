import { useEffect, useState } from 'react';

/**
 * The attribute the sticky top bars carry (the shop's header, the back-office's top bar), so the
 * toasts can sit below them (decision 0091).
 */
export const TOP_BAR_SELECTOR = '[data-top-bar]';

/** Where the lowest top bar ends on screen now, in CSS pixels (0 when none is shown). */
export function topBarsBottom(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll<HTMLElement>(TOP_BAR_SELECTOR)) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  return Math.max(0, Math.round(bottom));
}

/**
 * The top bars' bottom edge, followed as the page scrolls (a banner above a sticky bar scrolls
 * away), resizes (the back-office's bar wraps to two rows on a phone) or shows new toasts (`key`:
 * the page under them may have changed its bars).
 */
export function useTopBarsBottom(key: unknown): number {
  const [bottom, setBottom] = useState(topBarsBottom);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBottom(topBarsBottom()));
    };
    setBottom(topBarsBottom());
    // Every browser the shop supports has it; a test's DOM may not.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    document.querySelectorAll(TOP_BAR_SELECTOR).forEach((bar) => resized?.observe(bar));
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [key]);
  return bottom;
}
