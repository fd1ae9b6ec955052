type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Calls `listener` as each move of the browser's router starts (a link, `navigate`, Back or
 * Forward), before the next page is drawn; answers the function that stops it. For code that must be
 * there before a move redraws the layout, such as a part of the page that hydrates late.
 */
export function onNavigate(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Said by the browser's router as a move starts. */
export function navigationStarts(): void {
  for (const listener of [...listeners]) listener();
}
