import { useEffect, useRef } from 'react';
import { takePendingAction, type PendingAction } from '../../../lib/pending-action';
import { useAppSelector } from '../../../store/hooks';

/**
 * Completes what a visitor asked for on this product before signing in (decision 0080): once the
 * session is known to be a customer's, the kept action of `kind` for `productId` is taken (so it
 * runs once, even under React's double effects) and handed to `run`.
 */
export function useResumePendingAction<K extends PendingAction['kind']>(
  kind: K,
  productId: string,
  run: (action: Extract<PendingAction, { kind: K }>) => void,
): void {
  const signedIn = useAppSelector((s) => s.auth.status === 'ready' && s.auth.isLoggedIn);
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  useEffect(() => {
    if (!signedIn) return;
    const action = takePendingAction(kind, productId);
    if (action) latestRun.current(action);
  }, [signedIn, kind, productId]);
}
