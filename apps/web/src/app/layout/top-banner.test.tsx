import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { loggedIn, visitor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TopBanner } from './top-banner';

describe('TopBanner', () => {
  it("says nothing until the session is known, so a customer never sees the visitors' offer", () => {
    renderWithApp(<TopBanner />);
    expect(screen.queryByText(/20% off your first order/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome,/)).not.toBeInTheDocument();
  });

  it('offers 20% off with a sign-up link to a visitor', () => {
    renderWithApp(<TopBanner />, { preloadedState: visitor() });
    expect(screen.getByText(/20% off your first order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes a signed-in customer by name', () => {
    renderWithApp(<TopBanner />, { preloadedState: loggedIn() });
    expect(screen.getByText(/Welcome,/)).toHaveTextContent('Welcome, Asha Rao');
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).not.toBeInTheDocument();
  });

  it('logs out: clears the session, tells the server and goes home', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/signout': { status: 204 } });
    const { store, router } = renderWithApp(<TopBanner />, {
      preloadedState: loggedIn(),
      route: '/shop/paintings',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, user: null });
    expect(sentRequests(fetchMock)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/api\/auth\/signout$/),
      }),
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Sign Up Now' })).toBeInTheDocument();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    stubApi({
      'POST /api/auth/signout': () => {
        throw new TypeError('offline');
      },
    });
    const { store } = renderWithApp(<TopBanner />, { preloadedState: loggedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
