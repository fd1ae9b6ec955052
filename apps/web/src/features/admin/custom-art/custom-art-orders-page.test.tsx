import type { CustomArt } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminCustomArtPage } from './custom-art-orders-page';

const request = (id: string, firstName: string, overrides: Partial<CustomArt> = {}): CustomArt => ({
  id,
  firstName,
  lastName: 'Rao',
  email: `${firstName.toLowerCase()}@example.in`,
  phone: '9876543210',
  description: 'A wedding photo on a river stone',
  // The admin's authenticated address of the private photo (decision 0040).
  artUrl: `/api/admin/customArt/${id}/image`,
  status: 'pending',
  stage: 'requested',
  createdAt: '2026-11-20T06:30:00.000Z',
  ...overrides,
});

const asha = request('r1', 'Asha', { phone: '9123456780', description: 'Our dog Bruno' });
const meera = request('r2', 'Meera', { status: 'completed', email: 'meera@shop.in' });
const ravi = request('r3', 'Ravi', { artUrl: null });

const renderCustomArt = () =>
  renderWithApp(<AdminCustomArtPage />, { route: '/admin/customArt', path: '/admin/customArt' });
const table = () => within(screen.getByRole('table'));
/** The table's body rows, by the name each shows. */
const names = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const rowOf = (name: string) =>
  within(table().getByText(name, { exact: false }).closest('tr') as HTMLElement);

describe('AdminCustomArtPage', { timeout: 20_000 }, () => {
  it('lists the requests in a table and as phone cards with their fields and status', async () => {
    stubApi({ 'GET /api/customArt': { body: [asha, meera] } });
    renderCustomArt();
    expect(screen.getByText('Loading custom art requests...')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();

    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'Name', 'Email', 'Phone', 'Date', 'Status', 'Actions']);
    expect(table().getAllByRole('row')[1]).toHaveTextContent(
      /Asha Raoasha@example\.in912345678020 Nov 2026Pending/,
    );
    expect(rowOf('Meera Rao').getByText('Completed')).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Custom art requests' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(2);
    expect(cards.getAllByRole('listitem')[0]).toHaveTextContent('Asha Rao');
  });

  it('searches name, email, phone and description, and combines the search with the filter', async () => {
    stubApi({ 'GET /api/customArt': { body: [asha, meera, ravi] } });
    const user = userEvent.setup({ delay: null });
    renderCustomArt();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search custom art requests...' });

    await user.type(search, 'MEERA RAO');
    expect(names()).toEqual(['Meera Rao']);
    await user.clear(search);
    await user.type(search, '@shop.in');
    expect(names()).toEqual(['Meera Rao']);
    await user.clear(search);
    await user.type(search, '91234 56780');
    expect(names()).toEqual(['Asha Rao']);
    await user.clear(search);
    await user.type(search, 'river stone');
    expect(names()).toEqual(['Meera Rao', 'Ravi Rao']);

    const filters = within(screen.getByRole('group', { name: 'Filter by status' }));
    await user.click(filters.getByRole('button', { name: 'Pending' }));
    expect(filters.getByRole('button', { name: 'Pending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(names()).toEqual(['Ravi Rao']);
    await user.click(filters.getByRole('button', { name: 'Completed' }));
    expect(names()).toEqual(['Meera Rao']);
    await user.clear(search);
    await user.type(search, 'bruno');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText('No custom art requests found matching your criteria.'),
    ).toBeInTheDocument();
    await user.click(filters.getByRole('button', { name: 'All' }));
    expect(names()).toEqual(['Asha Rao']);
  });

  it('offers Mark Completed only for a pending request, and updates the list after success', async () => {
    const fetchMock = stubApi({
      'GET /api/customArt': { body: [asha, meera] },
      'PUT /api/customArt/r1': { body: { customArt: { ...asha, status: 'completed' } } },
    });
    const user = userEvent.setup({ delay: null });
    renderCustomArt();
    await screen.findByRole('table');

    expect(rowOf('Meera Rao').queryByRole('button', { name: 'Mark Completed' })).toBeNull();
    await user.click(rowOf('Asha Rao').getByRole('button', { name: 'Mark Completed' }));

    expect(await screen.findByText('Order status updated successfully!')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 1)).toEqual({ status: 'completed' });
    expect(rowOf('Asha Rao').getByText('Completed')).toBeInTheDocument();
    expect(rowOf('Asha Rao').queryByRole('button', { name: 'Mark Completed' })).toBeNull();
    // Updated in place: no second load of the list.
    expect(fetchMock.mock.calls).toHaveLength(2);
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
        name: 'Pending',
      }),
    );
    expect(
      screen.getByText('No custom art requests found matching your criteria.'),
    ).toBeInTheDocument();
  });

  it("shows the spec's failure message with the server's reason and keeps the status", async () => {
    stubApi({
      'GET /api/customArt': { body: [asha] },
      'PUT /api/customArt/r1': {
        status: 404,
        body: { statusCode: 404, message: 'Custom art request not found' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCustomArt();
    await screen.findByRole('table');
    await user.click(rowOf('Asha Rao').getByRole('button', { name: 'Mark Completed' }));
    expect(
      await screen.findByText('Failed to update order status: Custom art request not found'),
    ).toBeInTheDocument();
    expect(rowOf('Asha Rao').getByText('Pending')).toBeInTheDocument();
    expect(rowOf('Asha Rao').getByRole('button', { name: 'Mark Completed' })).toBeEnabled();
  });

  it('opens the details with every field; the current status button is disabled, the other sets it', async () => {
    stubApi({
      'GET /api/customArt': { body: [meera] },
      'PUT /api/customArt/r2': { body: { customArt: { ...meera, status: 'pending' } } },
    });
    const user = userEvent.setup({ delay: null });
    renderCustomArt();
    await screen.findByRole('table');
    await user.click(rowOf('Meera Rao').getByRole('button', { name: 'View' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Custom art request' }));
    for (const text of ['Meera Rao', 'meera@shop.in', '9876543210', 'r2']) {
      expect(dialog.getByText(text)).toBeInTheDocument();
    }
    expect(dialog.getByText('A wedding photo on a river stone')).toBeInTheDocument();
    expect(dialog.getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'meera@shop.in' })).toHaveAttribute(
      'href',
      'mailto:meera@shop.in',
    );

    const markCompleted = dialog.getByRole('button', { name: 'Mark as Completed' });
    const markPending = dialog.getByRole('button', { name: 'Mark as Pending' });
    expect(markCompleted).toBeDisabled();
    expect(markPending).toBeEnabled();
    await user.click(markPending);

    expect(await screen.findByText('Order status updated successfully!')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Mark as Pending' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(rowOf('Meera Rao').getByText('Pending')).toBeInTheDocument();
    expect(rowOf('Meera Rao').getByRole('button', { name: 'Mark Completed' })).toBeEnabled();
  });

  it('enlarges the reference image from the details and returns to them', async () => {
    stubApi({ 'GET /api/customArt': { body: [asha, ravi] } });
    const user = userEvent.setup({ delay: null });
    renderCustomArt();
    await screen.findByRole('table');
    await user.click(rowOf('Asha Rao').getByRole('button', { name: 'View' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Enlarge the reference image of Asha Rao',
      }),
    );

    const preview = within(screen.getByRole('dialog', { name: 'Reference Image' }));
    expect(preview.getByRole('img', { name: 'Reference image sent by Asha Rao' })).toHaveAttribute(
      'src',
      '/api/admin/customArt/r1/image',
    );
    await user.click(preview.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Custom art request' })).toBeInTheDocument();

    // A request without an image has nothing to enlarge.
    expect(
      rowOf('Ravi Rao').queryByRole('button', { name: /Enlarge the reference image/ }),
    ).toBeNull();
  });

  it('shows a dismissible banner when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/customArt': { status: 500, body: { message: 'down' } } });
    const user = userEvent.setup({ delay: null });
    renderCustomArt();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Failed to load custom art requests. Please refresh the page.',
    );
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
