import { unsubscribeMessages } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'a1'.repeat(32);
const status = (unsubscribed: boolean) => ({
  body: { subscription: { email: 'reader@example.in', unsubscribed } },
});

const renderPage = (query = `?token=${TOKEN}`) =>
  renderWithApp(<UnsubscribePage />, { route: `/unsubscribe${query}`, path: '/unsubscribe' });

describe('UnsubscribePage', () => {
  it('only reads the link on opening, and unsubscribes when the button is pressed', async () => {
    const fetchMock = stubApi({
      'GET /api/newsletter/unsubscribe': status(false),
      'POST /api/newsletter/unsubscribe': { body: { message: unsubscribeMessages.unsubscribed } },
    });
    renderPage();
    expect(await screen.findByText('reader@example.in')).toBeInTheDocument();
    expect(screen.getByText(unsubscribeMessages.question)).toBeInTheDocument();
    expect(sentRequests(fetchMock).map((r) => r.method)).toEqual(['GET']);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(unsubscribeMessages.unsubscribed);
    const post = sentRequests(fetchMock).find((r) => r.method === 'POST');
    expect(new URL(post!.url).search).toBe(`?token=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('says when the address is already unsubscribed, with no button', async () => {
    stubApi({ 'GET /api/newsletter/unsubscribe': status(true) });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      unsubscribeMessages.alreadyUnsubscribed,
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it("shows the server's words for an unknown link, and a message for a link without token", async () => {
    stubApi({
      'GET /api/newsletter/unsubscribe': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: unsubscribeMessages.unknownToken },
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeMessages.unknownToken);
  });

  it('asks nothing of the server without a token', () => {
    const fetchMock = stubApi({});
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(unsubscribeMessages.missingToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
