import { newsletterConfirmMessages } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import { ConfirmSubscriptionPage } from './confirm-subscription-page';

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';

const renderPage = (query = `?token=${TOKEN}`) =>
  renderWithApp(<ConfirmSubscriptionPage />, {
    route: `/newsletter/confirm${query}`,
    path: '/newsletter/confirm',
  });

describe('ConfirmSubscriptionPage', () => {
  it('asks nothing of the server on opening, and confirms when the button is pressed', async () => {
    const fetchMock = stubApi({
      'POST /api/newsletter/confirm': { body: { message: newsletterConfirmMessages.confirmed } },
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(screen.getByText(newsletterConfirmMessages.question)).toBeInTheDocument();
    // A mail scanner that opens the link (and runs its script) confirms nothing.
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your subscription is confirmed.',
    );
    const [post] = sentRequests(fetchMock);
    expect(post?.method).toBe('POST');
    expect(new URL(post!.url).pathname).toBe('/api/newsletter/confirm');
    expect(await bodySentTo(fetchMock, 'POST /api/newsletter/confirm')).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });

  it("shows the server's words for a used or expired link, and keeps the button", async () => {
    stubApi({
      'POST /api/newsletter/confirm': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: newsletterConfirmMessages.invalidToken,
        },
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired. Please subscribe again.',
    );
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
  });

  it('says the link is incomplete without a token, and sends nothing', () => {
    const fetchMock = stubApi({});
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(newsletterConfirmMessages.missingToken);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
