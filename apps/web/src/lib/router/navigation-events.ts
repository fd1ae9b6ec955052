type Listener = () => void;

const listeners = new Set<Listener>();
let moved = false;

/**
 * Calls `listener` once, as the browser's router starts its first move (a link, `navigate`, Back or
 * Forward), before the next page is drawn; at once if a move has already started, since a part that
 * hydrates late may first render after a tap that came while the page was still hydrating. Answers
 * the function that stops it. For code that must be there before a move redraws the layout.
 */
export function onFirstNavigation(listener: Listener): () => void {
  if (moved) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Said by the browser's router as a move starts. */
export function navigationStarts(): void {
  moved = true;
  const waiting = [...listeners];
  listeners.clear();
  for (const listener of waiting) listener();
}
