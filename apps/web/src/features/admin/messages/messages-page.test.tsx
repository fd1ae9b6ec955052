import type { AdminContactListResponse, ContactMessage } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminMessagesPage } from './messages-page';

const unread: ContactMessage = {
  id: 'm1',
  name: 'Meera Shah',
  email: 'meera@example.in',
  subject: 'A stone for my garden',
  message: 'Can you paint our dog?\nHe is brown.',
  readAt: null,
  createdAt: '2026-03-04T08:00:00.000Z',
};
const read: ContactMessage = {
  ...unread,
  id: 'm2',
  name: 'Ravi Kumar',
  email: 'ravi@shop.in',
  subject: 'Re: Delivery',
  message: 'Thanks!',
  readAt: '2026-03-03T08:00:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
};

const listBody = (messages: ContactMessage[], unreadCount = 1): AdminContactListResponse => ({
  messages,
  total: messages.length,
  unread: unreadCount,
  page: 1,
  pageSize: 20,
});

const renderPage = () =>
  renderWithApp(<AdminMessagesPage />, { route: '/admin/messages', path: '/admin/messages' });

describe('AdminMessagesPage', { timeout: 20_000 }, () => {
  it('lists the messages with the unread marker and count', async () => {
    stubApi({ 'GET /api/admin/contact-messages': { body: listBody([unread, read]) } });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('A stone for my garden');
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Unread')).not.toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Message statistics' });
    expect(within(stats).getByText('Unread').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Showing 2 of 2 messages')).toBeInTheDocument();
  });

  it('opening a message marks it read; it can be marked unread and answered by email', async () => {
    let current = unread;
    const fetchMock = stubApi({
      'GET /api/admin/contact-messages': () => ({
        body: listBody([current, read], current.readAt ? 0 : 1),
      }),
      'PATCH /api/admin/contact-messages/m1': async (request) => {
        const { read: isRead } = (await request.json()) as { read: boolean };
        current = { ...unread, readAt: isRead ? '2026-03-05T08:00:00.000Z' : null };
        return { body: { contactMessage: current } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /A stone for my garden/ }));
    const dialog = await screen.findByRole('dialog', { name: 'A stone for my garden' });
    expect(within(dialog).getByText(/Can you paint our dog\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:meera@example.in?subject=Re%3A%20A%20stone%20for%20my%20garden',
    );
    await waitFor(() => expect(within(dialog).getByText('Read')).toBeInTheDocument());
    const patch = sentRequests(fetchMock).find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ read: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument(),
    );
    const patches = sentRequests(fetchMock).filter((request) => request.method === 'PATCH');
    expect(await patches[1]?.json()).toEqual({ read: false });
  });

  it('does not mark an already read message again, and keeps one "Re:"', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/contact-messages': { body: listBody([read], 0) },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Re: Delivery/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:ravi@shop.in?subject=Re%3A%20Delivery',
    );
    expect(sentRequests(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('searches and filters unread on the server', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/contact-messages': { body: listBody([unread]) } });
    renderPage();
    await screen.findByRole('list', { name: 'Contact messages' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages...' }), 'garden');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => {
      const last = new URL(sentRequests(fetchMock).at(-1)!.url);
      expect(last.searchParams.get('q')).toBe('garden');
      expect(last.searchParams.get('unread')).toBe('true');
      expect(last.searchParams.get('page')).toBe('1');
    });
  });
});
