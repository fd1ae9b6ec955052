/**
 * What a visitor asked for before being sent to sign in, kept so it can be completed once they have
 * an account (decision 0080): the product page's 'Add to Cart' with its size and quantity, or a
 * painting's 'Interested to buy'. It is kept in the tab's sessionStorage, so it survives the way
 * through sign-up, a reload or a password reset in the same tab, and nothing of it reaches the
 * server or another tab. It lapses after half an hour: a sign-in much later is a new visit, not
 * the end of that one.
 */
export type PendingAction =
  | { kind: 'add-to-cart'; productId: string; quantity: number; size: string; sizeId?: string }
  | { kind: 'interest'; productId: string }
  // The heart of a card or a product page (decision 0122).
  | { kind: 'save'; productId: string };

export interface PendingVisit {
  action: PendingAction;
  /** The page the visitor was on, where signing in takes them back. */
  returnTo: string;
}

const KEY = 'artshop.pending-action';
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;

interface Stored extends PendingVisit {
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage refused (a privacy setting): the visit is simply not resumed.
  }
}

function isAction(value: unknown): value is PendingAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  if (typeof action.productId !== 'string') return false;
  if (action.kind === 'interest' || action.kind === 'save') return true;
  return (
    action.kind === 'add-to-cart' &&
    typeof action.size === 'string' &&
    (action.sizeId === undefined || typeof action.sizeId === 'string') &&
    Number.isInteger(action.quantity) &&
    (action.quantity as number) >= 1
  );
}

/** Only a path of this site: a stored value must never send anyone elsewhere. */
const isLocalPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/** Keeps `action`, replacing any kept before: the last thing asked for is the one completed. */
export function rememberPendingAction(
  action: PendingAction,
  returnTo: string,
  now = Date.now(),
): void {
  const stored: Stored = { action, returnTo, savedAt: now };
  try {
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Full or refused storage: sign-in still works, it just lands home.
  }
}

/** The kept visit, or null when there is none, it lapsed or it cannot be read. */
export function pendingVisit(now = Date.now()): PendingVisit | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    const fresh =
      typeof stored.savedAt === 'number' &&
      now - stored.savedAt >= 0 &&
      now - stored.savedAt < PENDING_ACTION_TTL_MS;
    if (fresh && isAction(stored.action) && isLocalPath(stored.returnTo)) {
      return { action: stored.action, returnTo: stored.returnTo };
    }
  } catch {
    // Not ours or damaged: dropped below.
  }
  store?.removeItem(KEY);
  return null;
}

/** Where a finished sign-in (or sign-up) goes: back to the kept visit's page, else home. */
export function afterSignInPath(now = Date.now()): string {
  return pendingVisit(now)?.returnTo ?? '/';
}

/**
 * The kept action of `kind` for `productId`, removed as it is answered so that it runs once;
 * null (and the kept one left alone) when the kept action is about something else.
 */
export function takePendingAction<K extends PendingAction['kind']>(
  kind: K,
  productId: string,
  now = Date.now(),
): Extract<PendingAction, { kind: K }> | null {
  const visit = pendingVisit(now);
  if (!visit || visit.action.kind !== kind || visit.action.productId !== productId) return null;
  storage()?.removeItem(KEY);
  return visit.action as Extract<PendingAction, { kind: K }>;
}
