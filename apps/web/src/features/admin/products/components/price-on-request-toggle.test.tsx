import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogUi } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { sentBody, sentRequests, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { AdminDashboardPage } from '../dashboard-page';
import { adminProduct, listResponse } from '../test/products';

// The owner's 'Price on request' switch on a painting's row (decision 0089).

const LIST = 'GET /api/admin/products';
const monsoon = adminProduct({ id: 'a', title: 'Monsoon', type: 'painting' });
const pebble = adminProduct({ id: 'd', title: 'Ganesha pebble', type: 'stoneArt' });
const rowOf = async (title: string) =>
  within((await within(await screen.findByRole('table')).findByText(title)).closest('tr')!);

describe('Price on request in the back-office', { timeout: 20_000 }, () => {
  it('switches a painting to price on request and back; stone art has no switch', async () => {
    let priceOnRequest = false;
    const fetchMock = stubApi({
      [LIST]: () => ({ body: listResponse([{ ...monsoon, priceOnRequest }, pebble]) }),
      'PATCH /api/adminop/a/price-on-request': async (request) => {
        priceOnRequest = ((await request.json()) as { priceOnRequest: boolean }).priceOnRequest;
        return { body: { product: { ...monsoon, priceOnRequest } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AdminDashboardPage />, { route: '/admin/dashboard', path: '/admin/dashboard' });
    const name = catalogUi.priceOnRequestToggle('Monsoon');
    expect(
      (await rowOf('Ganesha pebble')).queryByRole('button', { name: /Price on request/ }),
    ).toBeNull();
    const toggle = (await rowOf('Monsoon')).getByRole('button', { name });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(await screen.findByText(catalogUi.priceOnRequestOn)).toBeInTheDocument();
    const patch = sentRequests(fetchMock).findIndex((request) => request.method === 'PATCH');
    expect(await sentBody(fetchMock, patch)).toEqual({ priceOnRequest: true });
    await waitFor(async () =>
      expect((await rowOf('Monsoon')).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });
});
