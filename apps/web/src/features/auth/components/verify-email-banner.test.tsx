import { emailVerificationMessages as m } from '@artshop/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { asha, loggedIn, visitor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { setUser } from '../auth.slice';
import { VerifyEmailBanner } from './verify-email-banner';

const BANNER = 'Please confirm your email address: we sent a link to asha@example.com.';
const unconfirmed = () => loggedIn({ emailVerified: false });

describe('VerifyEmailBanner', () => {
  it('tells a signed-in customer who has not confirmed where the link went', async () => {
    stubApi({});
    renderWithApp(<VerifyEmailBanner />, { preloadedState: unconfirmed() });
    const banner = await screen.findByRole('region', { name: 'Confirm your email address' });
    expect(banner).toHaveTextContent(BANNER);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('is not there for a confirmed customer, a visitor, or before the session is known', () => {
    stubApi({});
    const banner = () => screen.queryByRole('region', { name: 'Confirm your email address' });
    const states = [
      loggedIn(),
      visitor(),
      {
        auth: {
          isLoggedIn: true,
          user: { ...asha, emailVerified: false },
          status: 'loading' as const,
        },
      },
    ];
    for (const preloadedState of states) {
      const view = renderWithApp(<VerifyEmailBanner />, { preloadedState });
      expect(banner()).not.toBeInTheDocument();
      expect(screen.queryByText(/Please confirm your email address/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('sends a new link on Resend and says to check the email', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/verify-email/resend': { status: 202, body: { message: m.resent } },
    });
    renderWithApp(<VerifyEmailBanner />, { preloadedState: unconfirmed() });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please check your email for the newest link. We send at most 3 links an hour.',
    );
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    const [post] = sentRequests(fetchMock);
    expect(post?.method).toBe('POST');
    expect(new URL(post!.url).pathname).toBe('/api/auth/verify-email/resend');
  });

  it("shows the server's words when a resend is refused, and keeps the button", async () => {
    stubApi({
      'POST /api/auth/verify-email/resend': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts.' },
      },
    });
    renderWithApp(<VerifyEmailBanner />, { preloadedState: unconfirmed() });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('is gone once the account reads as confirmed', async () => {
    stubApi({});
    const { store } = renderWithApp(<VerifyEmailBanner />, { preloadedState: unconfirmed() });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    act(() => {
      store.dispatch(setUser({ ...asha, emailVerified: true }));
    });
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
