type Listener = () => void;

const listeners = new Set<Listener>();
let moved = false;

/**
 * Calls `listener` as each move of the browser's router starts (a link, `navigate`, Back or
 * Forward), before the next page is drawn; answers the function that stops it. For code that must be
 * there before a move redraws the layout, such as a part of the page that hydrates late.
 */
export function onNavigate(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether a move has started since the page loaded. A part that hydrates late may first render
 * after a move began (a tap while the page was still hydrating): it must not wait for a next move.
 */
export function hasNavigated(): boolean {
  return moved;
}

/** Said by the browser's router as a move starts. */
export function navigationStarts(): void {
  moved = true;
  for (const listener of [...listeners]) listener();
}
