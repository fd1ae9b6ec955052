import { shippingSettingsMessages as m, type ShippingSettingsResponse } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminShippingPage } from './shipping-page';

const SETTINGS = '/api/admin/shipping-settings';

const defaults: ShippingSettingsResponse = {
  settings: { minDays: 3, maxDays: 7, codAvailable: false, blockedPinPrefixes: ['744'] },
  shiprocket: false,
};

const renderPage = () =>
  renderWithApp(<AdminShippingPage />, { route: '/admin/shipping', path: '/admin/shipping' });

describe('AdminShippingPage', { timeout: 20_000 }, () => {
  it('starts from the saved settings and saves the days, the COD flag and the prefixes', async () => {
    const fetchMock = stubApi({
      [`GET ${SETTINGS}`]: { body: defaults },
      [`PUT ${SETTINGS}`]: async (request) => ({
        body: { settings: await request.json(), shiprocket: false },
      }),
    });
    renderPage();
    expect(await screen.findByText(m.shiprocketOff)).toBeInTheDocument();
    const prefixes = screen.getByLabelText(m.prefixesLabel);
    expect(prefixes).toHaveValue('744');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(m.maxDaysLabel));
    await user.type(screen.getByLabelText(m.maxDaysLabel), '9');
    await user.click(screen.getByLabelText(m.codLabel));
    await user.type(prefixes, ', 194101\n744');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, `PUT ${SETTINGS}`)).toEqual({
      minDays: 3,
      maxDays: 9,
      codAvailable: true,
      blockedPinPrefixes: ['744', '194101'],
    });
  });

  it('names what is wrong under the field and sends nothing', async () => {
    const fetchMock = stubApi({ [`GET ${SETTINGS}`]: { body: defaults } });
    renderPage();
    const user = userEvent.setup();
    const max = await screen.findByLabelText(m.maxDaysLabel);
    await user.clear(max);
    await user.type(max, '2');
    await user.type(screen.getByLabelText(m.prefixesLabel), ' 0123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(m.daysOrder)).toBeInTheDocument();
    expect(screen.getByText(m.prefixInvalid)).toBeInTheDocument();
    expect(sentRequests(fetchMock).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
