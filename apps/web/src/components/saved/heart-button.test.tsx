import { savedMessages } from '@artshop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingVisit } from '../../lib/pending-action';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { loggedIn, visitor } from '../../test/fixtures';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { HeartButton } from './heart-button';

const piece = makeProduct({ id: 'p-1', title: 'Monsoon Dusk', type: 'painting' });
const heart = () => screen.getByRole('button', { name: savedMessages.save('Monsoon Dusk') });

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the heart of a piece (saved pieces)', () => {
  it('sends a visitor to sign in, keeping the save for when they are back', async () => {
    const fetchMock = stubApi({});
    const { router } = renderWithApp(<HeartButton product={piece} />, {
      route: '/productoverview/p-1',
      stubs: { '/signin': 'Sign in page' },
      preloadedState: visitor(),
    });
    await userEvent.click(heart());
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(pendingVisit()).toEqual({
      action: { kind: 'save', productId: 'p-1' },
      returnTo: '/productoverview/p-1',
    });
    expect(sentRequests(fetchMock).filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("shows a customer's saved piece pressed, and takes it off the list", async () => {
    let saved = true;
    const fetchMock = stubApi({
      'GET /api/user/saved': () => ({
        body: { products: saved ? [{ ...piece, savedAt: '2026-11-27T10:00:00.000Z' }] : [] },
      }),
      'DELETE /api/user/saved/p-1': () => {
        saved = false;
        return { status: 204 };
      },
    });
    renderWithApp(<HeartButton product={piece} />, { preloadedState: loggedIn() });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText(savedMessages.removed)).toBeInTheDocument();
    expect(sentRequests(fetchMock).some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('completes a save kept from before signing in, once', async () => {
    window.sessionStorage.setItem(
      'artshop.pending-action',
      JSON.stringify({
        action: { kind: 'save', productId: 'p-1' },
        returnTo: '/productoverview/p-1',
        savedAt: Date.now(),
      }),
    );
    const fetchMock = stubApi({
      'GET /api/user/saved': { body: { products: [] } },
      'POST /api/user/saved/p-1': { body: { productId: 'p-1', saved: true } },
    });
    renderWithApp(<HeartButton product={piece} />, { preloadedState: loggedIn() });
    expect(await screen.findByText(savedMessages.saved)).toBeInTheDocument();
    const posts = sentRequests(fetchMock).filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(pendingVisit()).toBeNull();
  });
});
