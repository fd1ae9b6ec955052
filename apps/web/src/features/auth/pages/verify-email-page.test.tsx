import { emailVerificationMessages as m } from '@artshop/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../../test/fetch-stub';
import { asha, loggedIn } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { authApi } from '../auth.api';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';
const INVALID =
  'This confirmation link is invalid or has expired. Sign in and choose Resend for a new one.';

const renderPage = (
  query = `?token=${TOKEN}`,
  preloadedState = loggedIn({ emailVerified: false }),
) =>
  renderWithApp(<VerifyEmailPage />, {
    route: `/verify-email${query}`,
    path: '/verify-email',
    preloadedState,
  });

describe('VerifyEmailPage', () => {
  it('sends nothing on opening, confirms when the button is pressed, and reloads the account', async () => {
    let confirmed = false;
    const fetchMock = stubApi({
      'POST /api/auth/verify-email': () => {
        confirmed = true;
        return { body: { message: m.verified } };
      },
      'GET /api/user/me': () => ({ body: { user: { ...asha, emailVerified: confirmed } } }),
    });
    const { store } = renderPage();
    // The app's session query, as app/providers.tsx starts it.
    await act(() => store.dispatch(authApi.endpoints.me.initiate()));
    expect(store.getState().auth.user?.emailVerified).toBe(false);
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(screen.getByText(m.question)).toBeInTheDocument();
    // A mail scanner that opens the link (and runs its script) confirms nothing.
    expect(sentRequests(fetchMock).map((r) => new URL(r.url).pathname)).toEqual(['/api/user/me']);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your email address is confirmed.',
    );
    expect(await bodySentTo(fetchMock, 'POST /api/auth/verify-email')).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Confirm email address' })).not.toBeInTheDocument();
    // The session is read again, so the banner goes.
    await waitFor(() => expect(store.getState().auth.user?.emailVerified).toBe(true));
  });

  it("shows the server's words for a used or expired link, and keeps the button", async () => {
    stubApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: m.invalidToken },
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('button', { name: 'Confirm email address' })).toBeEnabled();
  });

  it('says the address is confirmed when a used link is followed again by a confirmed account', async () => {
    stubApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: m.invalidToken },
      },
    });
    renderPage(`?token=${TOKEN}`, loggedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is already confirmed.',
    );
  });

  it('says the link is incomplete without a token, and sends nothing', () => {
    const fetchMock = stubApi({});
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(m.missingToken);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
