import type { AdminCoupon } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentBody, stubApi } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { AdminCouponsPage } from './coupons-page';

const coupon = (
  code: string,
  discount: number,
  expiryDate: string,
  usage: Partial<Pick<AdminCoupon, 'maxUses' | 'maxUsesPerCustomer' | 'uses' | 'heldUses'>> = {},
): AdminCoupon => ({
  id: `id-${code}`,
  code,
  discount,
  expiryDate,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
  heldUses: 0,
  ...usage,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const summer = coupon('SUMMER20', 1500, '2099-06-30', {
  maxUses: 100,
  maxUsesPerCustomer: 1,
  uses: 42,
  heldUses: 2,
});
const old = coupon('OLDIE', 250, '2020-01-01');

const renderCoupons = () =>
  renderWithApp(<AdminCouponsPage />, { route: '/admin/coupons', path: '/admin/coupons' });
const table = () => within(screen.getByRole('table'));
const statValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Coupon statistics' })).getByText(label)
    .nextElementSibling;

describe('AdminCouponsPage', { timeout: 20_000 }, () => {
  it('shows the stat cards, the table with INR without decimals and the status of each coupon', async () => {
    stubApi({ 'GET /api/coupons': { body: { coupons: [summer, old] } } });
    renderCoupons();
    expect(screen.getByText('Loading coupons...')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();

    expect(statValue('Total Coupons')).toHaveTextContent('2');
    expect(statValue('Active')).toHaveTextContent('1');
    expect(statValue('Expired')).toHaveTextContent('1');

    const rows = table().getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Code', 'Discount Amount', 'Expiry Date', 'Uses', 'Status', 'Actions']);
    expect(rows[1]).toHaveTextContent(
      /SUMMER20₹1,50030 Jun 209942 \/ 1001 per customer\+2 in checkoutActive/,
    );
    expect(rows[2]).toHaveTextContent(/OLDIE₹2501 Jan 20200 \/ UnlimitedExpired/);
    expect(screen.getByText('Showing 2 of 2 coupons')).toBeInTheDocument();
  });

  it('searches by code or discount amount and says when nothing matches', async () => {
    stubApi({ 'GET /api/coupons': { body: { coupons: [summer, old] } } });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    const search = await screen.findByRole('searchbox', { name: 'Search coupons...' });
    await screen.findByRole('table');

    await user.type(search, 'summer');
    expect(screen.getByText('Showing 1 of 2 coupons')).toBeInTheDocument();
    expect(table().getAllByRole('row')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, '250');
    expect(table().getByText('OLDIE')).toBeInTheDocument();
    expect(table().queryByText('SUMMER20')).not.toBeInTheDocument();
    await user.type(search, 'x');
    expect(screen.getByText('No coupons found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 2 coupons')).toBeInTheDocument();
  });

  it('keeps Create Coupon disabled until code, discount and expiry date are all filled', async () => {
    stubApi({ 'GET /api/coupons': { body: { coupons: [] } } });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Coupon' }));
    const submit = dialog.getByRole('button', { name: 'Create Coupon' });
    expect(dialog.getByLabelText('Coupon Code')).toHaveAttribute('placeholder', 'e.g. SUMMER20');
    expect(dialog.getByLabelText('Discount Amount (₹)')).toHaveAttribute('min', '1');
    expect(dialog.getByLabelText('Expiry Date')).toHaveAttribute(
      'min',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );

    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Coupon Code'), 'NEW10');
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Discount Amount (₹)'), '10');
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Expiry Date'), '2099-01-31');
    expect(submit).toBeEnabled();
    await user.clear(dialog.getByLabelText('Coupon Code'));
    await user.type(dialog.getByLabelText('Coupon Code'), '   ');
    expect(submit).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a coupon, toasts and shows it in the list without reloading', async () => {
    const created = coupon('NEW10', 10, '2099-01-31');
    const fetchMock = stubApi({
      'GET /api/coupons': { body: { coupons: [summer] } },
      'POST /api/coupons': { status: 201, body: { coupon: created } },
    });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Coupon' }));
    await user.type(dialog.getByLabelText('Coupon Code'), ' NEW10 ');
    await user.type(dialog.getByLabelText('Discount Amount (₹)'), '10');
    await user.type(dialog.getByLabelText('Expiry Date'), '2099-01-31');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));

    expect(await screen.findByText('Coupon created successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sentBody(fetchMock, 1)).toEqual({
      code: 'NEW10',
      discount: 10,
      expiryDate: '2099-01-31',
    });
    expect(table().getByText('NEW10')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 coupons')).toBeInTheDocument();
    expect(fetchMock.mock.calls).toHaveLength(2);
  });

  it("shows the server's message when creating fails, e.g. a duplicate code, else the spec's", async () => {
    const fetchMock = stubApi({
      'GET /api/coupons': { body: { coupons: [summer] } },
      'POST /api/coupons': {
        status: 409,
        body: { statusCode: 409, message: 'A coupon with this code already exists' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Coupon' }));
    await user.type(dialog.getByLabelText('Coupon Code'), 'summer20');
    await user.type(dialog.getByLabelText('Discount Amount (₹)'), '5');
    await user.type(dialog.getByLabelText('Expiry Date'), '2099-01-31');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('A coupon with this code already exists')).toBeInTheDocument();
    // The modal stays open with the values, so the admin can fix the code.
    expect(dialog.getByLabelText('Coupon Code')).toHaveValue('summer20');

    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    // The message can show before the button leaves its 'Creating...' state: wait for it.
    await user.click(await dialog.findByRole('button', { name: 'Create Coupon' }));
    expect(
      await screen.findByText('Failed to create coupon. Please try again.'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, then removes the coupon and toasts', async () => {
    stubApi({
      'GET /api/coupons': { body: { coupons: [summer, old] } },
      'DELETE /api/coupons/id-OLDIE': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    await screen.findByRole('table');
    await user.click(table().getByRole('button', { name: 'Delete coupon OLDIE' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete this coupon?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(table().queryByText('OLDIE')).not.toBeInTheDocument());
    expect(statValue('Total Coupons')).toHaveTextContent('1');
  });

  it('keeps the coupon and toasts the failure when deleting fails', async () => {
    stubApi({
      'GET /api/coupons': { body: { coupons: [old] } },
      'DELETE /api/coupons/id-OLDIE': { status: 500, body: { message: 'boom' } },
    });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    await screen.findByRole('table');
    await user.click(table().getByRole('button', { name: 'Delete coupon OLDIE' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete coupon. Please try again.'),
    ).toBeInTheDocument();
    expect(table().getByText('OLDIE')).toBeInTheDocument();
  });

  it('sends the usage limits only when typed (empty: unlimited)', async () => {
    const created = coupon('FEW10', 10, '2099-01-31', { maxUses: 50 });
    const fetchMock = stubApi({
      'GET /api/coupons': { body: { coupons: [] } },
      'POST /api/coupons': { status: 201, body: { coupon: created } },
    });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Coupon' }));
    expect(dialog.getByLabelText('Total Uses (optional)')).toHaveAttribute(
      'placeholder',
      'Unlimited',
    );
    await user.type(dialog.getByLabelText('Coupon Code'), 'FEW10');
    await user.type(dialog.getByLabelText('Discount Amount (₹)'), '10');
    await user.type(dialog.getByLabelText('Expiry Date'), '2099-01-31');
    await user.type(dialog.getByLabelText('Total Uses (optional)'), '50');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));

    expect(await screen.findByText('Coupon created successfully!')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 1)).toEqual({
      code: 'FEW10',
      discount: 10,
      expiryDate: '2099-01-31',
      maxUses: 50,
    });
    expect(table().getByText('0 / 50')).toBeInTheDocument();
  });

  it('edits the usage limits of a coupon, clearing one to unlimited, and shows the server’s refusal', async () => {
    const edited = coupon('SUMMER20', 1500, '2099-06-30', { maxUses: 200, uses: 42 });
    const fetchMock = stubApi({
      'GET /api/coupons': { body: { coupons: [summer, old] } },
      'PATCH /api/coupons/id-SUMMER20': { body: { coupon: edited } },
    });
    const user = userEvent.setup({ delay: null });
    renderCoupons();
    await screen.findByRole('table');
    await user.click(table().getByRole('button', { name: 'Edit usage limits of coupon SUMMER20' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Usage Limits' }));
    const total = dialog.getByLabelText('Total Uses (optional)');
    const perCustomer = dialog.getByLabelText('Uses per Customer (optional)');
    expect(total).toHaveValue(100);
    expect(perCustomer).toHaveValue(1);
    await user.clear(total);
    await user.type(total, '200');
    await user.clear(perCustomer);
    await user.click(dialog.getByRole('button', { name: 'Save Limits' }));

    expect(await screen.findByText('Coupon limits updated successfully!')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 1)).toEqual({ maxUses: 200, maxUsesPerCustomer: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(table().getAllByRole('row')[1]).toHaveTextContent('42 / 200');
    expect(table().queryByText('1 per customer')).not.toBeInTheDocument();

    fetchMock.mockImplementation(async () =>
      jsonResponse(400, {
        statusCode: 400,
        message: 'Uses per customer cannot be more than the total uses',
      }),
    );
    await user.click(table().getByRole('button', { name: 'Edit usage limits of coupon OLDIE' }));
    const again = within(screen.getByRole('dialog', { name: 'Edit Usage Limits' }));
    await user.type(again.getByLabelText('Total Uses (optional)'), '3');
    await user.type(again.getByLabelText('Uses per Customer (optional)'), '5');
    await user.click(again.getByRole('button', { name: 'Save Limits' }));
    expect(
      await screen.findByText('Uses per customer cannot be more than the total uses'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Usage Limits' })).toBeInTheDocument();
  });

  it('only logs a load failure and shows an empty list', async () => {
    stubApi({ 'GET /api/coupons': { status: 500, body: { message: 'down' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCoupons();
    expect(await screen.findByText('No coupons found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 coupons')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
