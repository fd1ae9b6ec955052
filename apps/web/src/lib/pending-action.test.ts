import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  PENDING_ACTION_TTL_MS,
  pendingVisit,
  rememberPendingAction,
  takePendingAction,
} from './pending-action';

const line = { kind: 'add-to-cart', productId: 'p1', quantity: 2, size: '6 x 4 inches' } as const;

describe('pending action (decision 0080)', () => {
  it('is kept with its page, and signing in goes back there', () => {
    expect(afterSignInPath()).toBe('/');
    rememberPendingAction(line, '/productoverview/p1', 1000);
    expect(pendingVisit(1000)).toEqual({ action: line, returnTo: '/productoverview/p1' });
    expect(afterSignInPath(1000)).toBe('/productoverview/p1');
  });

  it('is taken once, and only by its own product and kind', () => {
    rememberPendingAction(line, '/productoverview/p1', 1000);
    expect(takePendingAction('add-to-cart', 'p2', 1000)).toBeNull();
    expect(takePendingAction('interest', 'p1', 1000)).toBeNull();
    expect(takePendingAction('add-to-cart', 'p1', 1000)).toEqual(line);
    expect(takePendingAction('add-to-cart', 'p1', 1000)).toBeNull();
  });

  it('lapses after half an hour', () => {
    rememberPendingAction(line, '/productoverview/p1', 1000);
    expect(pendingVisit(1000 + PENDING_ACTION_TTL_MS - 1)).not.toBeNull();
    expect(pendingVisit(1000 + PENDING_ACTION_TTL_MS)).toBeNull();
    expect(afterSignInPath(1000)).toBe('/');
  });

  it('never sends anyone off the site, and drops what it cannot read', () => {
    rememberPendingAction(line, '//evil.example/p1', 1000);
    expect(afterSignInPath(1000)).toBe('/');
    sessionStorage.setItem('artshop.pending-action', '{not json');
    expect(pendingVisit()).toBeNull();
    sessionStorage.setItem(
      'artshop.pending-action',
      JSON.stringify({ action: { ...line, quantity: 0 }, returnTo: '/', savedAt: Date.now() }),
    );
    expect(pendingVisit()).toBeNull();
    expect(sessionStorage.getItem('artshop.pending-action')).toBeNull();
  });
});
