import {
  adminNewsletterMessages,
  type AdminSubscriberListResponse,
  type Newsletter,
} from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminNewsletterPage } from './newsletter-page';

const subscribers: AdminSubscriberListResponse = {
  subscribers: [
    {
      id: 's1',
      email: 'asha@example.in',
      subscribedAt: '2026-03-01T08:00:00.000Z',
      unsubscribedAt: null,
    },
    {
      id: 's2',
      email: 'gone@example.in',
      subscribedAt: '2026-02-01T08:00:00.000Z',
      unsubscribedAt: '2026-03-02T08:00:00.000Z',
    },
  ],
  total: 2,
  active: 3,
  unsubscribed: 1,
  page: 1,
  pageSize: 20,
};

const sent: Newsletter = {
  id: 'n1',
  subject: 'Diwali collection',
  body: 'Hello',
  recipients: 3,
  sentAt: '2026-03-03T08:00:00.000Z',
};

const routes = (newsletters: Newsletter[] = []) => ({
  'GET /api/admin/newsletter/subscribers': { body: subscribers },
  'GET /api/admin/newsletter': { body: { newsletters } },
  'POST /api/admin/newsletter/preview': async (request: Request) => {
    const { subject } = (await request.json()) as { subject: string };
    return { body: { html: `<html><body><p>${subject}</p></body></html>`, text: subject } };
  },
  'POST /api/admin/newsletter': async (request: Request) => {
    const body = (await request.json()) as { subject: string; body: string };
    return { status: 201, body: { newsletter: { ...sent, id: 'n2', ...body } } };
  },
});

const renderPage = () =>
  renderWithApp(<AdminNewsletterPage />, { route: '/admin/newsletter', path: '/admin/newsletter' });

const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Subscriber statistics' })).getByText(label)
    .nextElementSibling;

describe('AdminNewsletterPage', { timeout: 20_000 }, () => {
  it('shows the counts, the subscribers, the CSV export and the sent newsletters', async () => {
    stubApi(routes([sent]));
    renderPage();
    const table = await screen.findByRole('table');
    expect(stat('Active subscribers')).toHaveTextContent('3');
    expect(stat('Unsubscribed')).toHaveTextContent('1');
    expect(stat('All addresses')).toHaveTextContent('4');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('asha@example.in');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Unsubscribed');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers.csv',
    );
    const list = await screen.findByRole('list', { name: 'Sent newsletters' });
    expect(list).toHaveTextContent('Diwali collection');
    expect(list).toHaveTextContent('to 3 subscribers');
  });

  it('previews the draft once typing pauses, asks before sending, then sends', async () => {
    const fetchMock = stubApi(routes());
    renderPage();
    await screen.findByRole('table');
    expect(screen.getByText(adminNewsletterMessages.previewEmpty)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Subject'), 'Spring stones');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello{Enter}{Enter}New pieces.');
    const preview = await screen.findByTitle('Newsletter preview');
    expect(preview).toHaveAttribute('sandbox', '');
    expect(preview.getAttribute('srcdoc')).toContain('Spring stones');
    // Debounced: one preview for the finished draft, not one per key.
    const previews = sentRequests(fetchMock).filter((r) => r.url.endsWith('/preview'));
    expect(previews.length).toBeLessThanOrEqual(2);

    await userEvent.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send newsletter' });
    expect(dialog).toHaveTextContent('Send to 3 subscribers?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Newsletter sent to 3 subscribers.')).toBeInTheDocument();
    const post = sentRequests(fetchMock).find(
      (r) => r.method === 'POST' && new URL(r.url).pathname === '/api/admin/newsletter',
    );
    expect(await post?.json()).toEqual({ subject: 'Spring stones', body: 'Hello\n\nNew pieces.' });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
  });

  it('refuses to send an empty draft and sends nothing', async () => {
    const fetchMock = stubApi(routes());
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(adminNewsletterMessages.subjectRequired);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(fetchMock).some((r) => r.method === 'POST')).toBe(false);
  });
});
