import { codMessages, type CodRemittance, type ShippingSettingsResponse } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminCodRemittancesPage } from './cod-remittances-page';
import { AdminShippingPage } from './shipping-page';

// The back-office's cash on delivery: its limit and fee (decision 0099), the remittances (0101).

const shipping: ShippingSettingsResponse = {
  settings: { minDays: 3, maxDays: 7, codAvailable: true, blockedPinPrefixes: [] },
  shiprocket: true,
};

const collected = (overrides: Partial<CodRemittance> = {}): CodRemittance => ({
  orderId: 'order-1',
  number: 'AS-1001',
  customer: 'Asha Rao',
  deliveredAt: '2026-11-20T06:00:00.000Z',
  amount: 1249,
  cashReference: null,
  remitted: false,
  remittedOn: null,
  remittanceReference: null,
  ...overrides,
});

describe('cash on delivery in the back-office', { timeout: 20_000 }, () => {
  it("edits the COD limit and fee with the server's rules", async () => {
    const fetchMock = stubApi({
      'GET /api/admin/shipping-settings': { body: shipping },
      'GET /api/admin/cod-settings': { body: { settings: { maxRupees: 5000, feeRupees: 49 } } },
      'PUT /api/admin/cod-settings': async (request) => ({
        body: { settings: await request.json() },
      }),
    });
    renderWithApp(<AdminShippingPage />, { route: '/admin/shipping', path: '/admin/shipping' });
    const user = userEvent.setup();
    const max = await screen.findByLabelText(codMessages.maxLabel);
    expect(max).toHaveValue('5000');
    await user.clear(max);
    await user.click(screen.getByRole('button', { name: 'Save cash on delivery' }));
    expect(await screen.findByText(codMessages.maxInvalid)).toBeInTheDocument();
    expect(sentRequests(fetchMock).some((r) => r.method === 'PUT')).toBe(false);

    await user.type(max, '3000');
    await user.clear(screen.getByLabelText(codMessages.feeLabel));
    await user.type(screen.getByLabelText(codMessages.feeLabel), '0');
    await user.click(screen.getByRole('button', { name: 'Save cash on delivery' }));
    expect(await screen.findByText(codMessages.settingsSaved)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'PUT /api/admin/cod-settings')).toEqual({
      maxRupees: 3000,
      feeRupees: 0,
    });
  });

  it('lists the collected orders, marks one remitted and offers the CSV', async () => {
    let remitted = false;
    const fetchMock = stubApi({
      'GET /api/admin/cod-remittances': () => ({
        body: {
          remittances: [
            remitted
              ? collected({ remitted: true, remittedOn: '2026-11-25', remittanceReference: 'UTR9' })
              : collected(),
            collected({
              orderId: 'order-2',
              number: 'AS-1002',
              remitted: true,
              remittedOn: '2026-11-21',
              remittanceReference: 'UTR1',
            }),
          ],
        },
      }),
      'PUT /api/admin/cod-remittances/order-1': async (request) => {
        remitted = true;
        return { body: { remittance: collected({ ...(await request.json()), remitted: true }) } };
      },
    });
    renderWithApp(<AdminCodRemittancesPage />, {
      route: '/admin/cod-remittances',
      path: '/admin/cod-remittances',
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Mark AS-1001 remitted' });
    expect(screen.getByText('Yes, 2026-11-21 · UTR1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/cod-remittances.csv',
    );

    await user.click(within(form).getByRole('button', { name: 'Mark remitted' }));
    expect(await screen.findByText(codMessages.cashReferenceRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Remittance reference'), 'UTR9');
    await user.clear(within(form).getByLabelText('Remitted on'));
    await user.type(within(form).getByLabelText('Remitted on'), '2026-11-25');
    await user.click(within(form).getByRole('button', { name: 'Mark remitted' }));
    expect(await screen.findByText('Yes, 2026-11-25 · UTR9')).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'PUT /api/admin/cod-remittances/order-1')).toEqual({
      reference: 'UTR9',
      remittedOn: '2026-11-25',
    });
  });
});
