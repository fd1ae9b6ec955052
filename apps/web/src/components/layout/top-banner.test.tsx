import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TopBanner } from './top-banner';

describe('TopBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers 20% off with a sign-up link to a visitor', () => {
    renderWithApp(<TopBanner />);
    expect(screen.getByText(/20% off your first order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes a signed-in customer by name', () => {
    renderWithApp(<TopBanner />, { state: loggedIn() });
    expect(screen.getByText(/Welcome,/)).toHaveTextContent('Welcome, Asha Rao');
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).not.toBeInTheDocument();
  });

  it('logs out: clears the session, tells the server and goes home', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { store, router } = renderWithApp(<TopBanner />, {
      state: loggedIn(),
      entries: ['/shop/paintings'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, user: null });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/signout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Sign Up Now' })).toBeInTheDocument();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { store } = renderWithApp(<TopBanner />, { state: loggedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
