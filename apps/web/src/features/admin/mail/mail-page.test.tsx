import {
  adminMailMessages,
  type AdminMailDetail,
  type AdminMailListResponse,
  type AdminMailSummary,
} from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminMailPage } from './mail-page';

const summary = (id: string, fields: Partial<AdminMailSummary> = {}): AdminMailSummary => ({
  id,
  kind: 'order-confirmation',
  to: `${id}@example.in`,
  subject: `Order ${id} confirmed`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:05.000Z',
  nextAttemptAt: '2026-11-20T10:02:00.000Z',
  ...fields,
});

const failed = summary('m2', {
  status: 'failed',
  attempts: 30,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  sentAt: null,
});
const sent = summary('m1');
const pending = summary('m3', { status: 'pending', attempts: 0, sentAt: null });

const listOf = (
  messages: AdminMailSummary[],
  fields: Partial<AdminMailListResponse> = {},
): { body: AdminMailListResponse } => ({
  body: { messages, total: messages.length, page: 1, pageSize: 20, delivery: 'smtp', ...fields },
});

const detail = (message: AdminMailSummary): AdminMailDetail => ({
  ...message,
  html: '<p>Thank you for your order</p><script>parent.alert(1)</script>',
  text: 'Thank you for your order',
  headers: {},
  withheldLink: null,
});

const renderMail = () =>
  renderWithApp(<AdminMailPage />, { route: '/admin/mail', path: '/admin/mail' });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('AdminMailPage', { timeout: 20_000 }, () => {
  it('lists the messages with their status, attempts and last error, and Resend only where it applies', async () => {
    stubApi({ 'GET /api/admin/mail': listOf([pending, failed, sent]) });
    renderMail();
    expect(screen.getByText('Loading mail...')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(3);
    expect(rows()[1]).toHaveTextContent('m2@example.in');
    expect(rows()[1]).toHaveTextContent('Failed');
    expect(rows()[1]).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');
    expect(within(rows()[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows()[0]!).queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
    expect(within(rows()[1]!).getByRole('button', { name: /^Resend/ })).toBeInTheDocument();
    expect(within(rows()[2]!).getByRole('button', { name: /^Resend/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 messages')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says so when mail is kept instead of sent', async () => {
    stubApi({
      'GET /api/admin/mail': listOf([summary('k1', { status: 'kept' })], { delivery: 'kept' }),
    });
    renderMail();
    expect(await screen.findByRole('note')).toHaveTextContent(/no SMTP server is set \(SMTP_URL\)/);
    expect(within(rows()[0]!).getByText('Kept')).toBeInTheDocument();
  });

  it('filters by status and searches through the server', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/mail': listOf([sent, failed]),
      'GET /api/admin/mail?status=failed&page=1': listOf([failed]),
      'GET /api/admin/mail?status=failed&q=m2&page=1': listOf([failed]),
    });
    const user = userEvent.setup();
    renderMail();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by recipient or subject...' }),
      'm2',
    );
    await waitFor(() =>
      expect(sentRequests(fetchMock).map((r) => new URL(r.url).search)).toContain(
        '?status=failed&q=m2&page=1',
      ),
    );
  });

  it('shows an empty list', async () => {
    stubApi({ 'GET /api/admin/mail': listOf([]) });
    renderMail();
    expect(
      await screen.findByText('No messages found matching your criteria.'),
    ).toBeInTheDocument();
  });

  it('opens a message: its HTML in a sandboxed frame with no permissions, and its text part', async () => {
    stubApi({
      'GET /api/admin/mail': listOf([failed]),
      'GET /api/admin/mail/m2': { body: { message: detail(failed) } },
    });
    const user = userEvent.setup();
    renderMail();
    await user.click(
      await screen.findByRole('button', { name: 'Open Order m2 confirmed to m2@example.in' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order m2 confirmed' });
    const frame = await within(dialog).findByTitle('HTML part of the message');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Thank you for your order');
    expect(within(dialog).getByRole('region', { name: 'Text part' })).toHaveTextContent(
      'Thank you for your order',
    );
    expect(within(dialog).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('says where the link of a reset email is: never in the copy it shows', async () => {
    const reset = summary('m4', { kind: 'password-reset', subject: 'Reset your password' });
    const kept = summary('m5', {
      kind: 'password-reset',
      subject: 'Reset your password',
      status: 'kept',
    });
    const redacted = {
      html: '<a href="https://shop.example.in/reset-password?token=REDACTED">Reset</a>',
      text: 'https://shop.example.in/reset-password?token=REDACTED',
    };
    stubApi({
      'GET /api/admin/mail': listOf([reset, kept]),
      'GET /api/admin/mail/m4': {
        body: { message: { ...detail(reset), ...redacted, withheldLink: 'sent-only' } },
      },
      'GET /api/admin/mail/m5': {
        body: { message: { ...detail(kept), ...redacted, withheldLink: 'server-log' } },
      },
    });
    const user = userEvent.setup();
    renderMail();
    await user.click(
      await screen.findByRole('button', { name: 'Open Reset your password to m4@example.in' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      adminMailMessages.linkWithheld,
    );
    expect(within(dialog).getByRole('region', { name: 'Text part' })).toHaveTextContent(
      'token=REDACTED',
    );
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      screen.getByRole('button', { name: 'Open Reset your password to m5@example.in' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      adminMailMessages.linkInServerLog,
    );
  });

  it('shows no such note for other mail', async () => {
    stubApi({
      'GET /api/admin/mail': listOf([sent]),
      'GET /api/admin/mail/m1': { body: { message: detail(sent) } },
    });
    const user = userEvent.setup();
    renderMail();
    await user.click(await screen.findByRole('button', { name: /^Open Order m1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order m1 confirmed' });
    await within(dialog).findByRole('region', { name: 'Text part' });
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('resends a failed message and shows its new state', async () => {
    const resent = { ...failed, status: 'pending' as const, attempts: 0, lastError: null };
    let listCalls = 0;
    const fetchMock = stubApi({
      'GET /api/admin/mail': () => {
        listCalls += 1;
        return listOf([listCalls > 1 ? resent : failed]);
      },
      'POST /api/admin/mail/m2/resend': { body: { message: detail(resent) } },
    });
    const user = userEvent.setup();
    renderMail();
    await user.click(
      await screen.findByRole('button', { name: 'Resend Order m2 confirmed to m2@example.in' }),
    );
    expect(await screen.findByText('The message will be sent again shortly.')).toBeInTheDocument();
    await waitFor(() => expect(within(rows()[0]!).getByText('Pending')).toBeInTheDocument());
    expect(
      sentRequests(fetchMock).some(
        (r) => r.method === 'POST' && r.url.endsWith('/api/admin/mail/m2/resend'),
      ),
    ).toBe(true);
  });

  it("shows the server's reason when a resend is refused", async () => {
    stubApi({
      'GET /api/admin/mail': listOf([failed]),
      'POST /api/admin/mail/m2/resend': {
        status: 409,
        body: { statusCode: 409, message: 'This message is already waiting to be sent' },
      },
    });
    const user = userEvent.setup();
    renderMail();
    await user.click(await screen.findByRole('button', { name: /^Resend/ }));
    expect(
      await screen.findByText(
        'Could not resend the message: This message is already waiting to be sent',
      ),
    ).toBeInTheDocument();
  });
});
