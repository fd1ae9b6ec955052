import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminDashboardPage } from './dashboard-page';
import { adminProduct, listResponse } from './test/products';

// One of a kind on the dashboard (decision 0052): a painting's availability, and Hide/Show.

const LIST = 'GET /api/admin/products';
const monsoon = adminProduct({ id: 'a', title: 'Monsoon', type: 'painting' });
const fort = adminProduct({
  id: 'b',
  title: 'Old fort',
  type: 'painting',
  availability: 'reserved',
});
const lotus = adminProduct({
  id: 'c',
  title: 'Lotus pond',
  type: 'painting',
  availability: 'sold',
  hidden: true,
});
const pebble = adminProduct({ id: 'd', title: 'Ganesha pebble', type: 'stoneArt' });

const renderDashboard = () =>
  renderWithApp(<AdminDashboardPage />, { route: '/admin/dashboard', path: '/admin/dashboard' });
const rowOf = async (title: string) =>
  within((await within(await screen.findByRole('table')).findByText(title)).closest('tr')!);

describe('The dashboard’s one-of-a-kind paintings', { timeout: 20_000 }, () => {
  it('shows each painting’s availability, marks hidden products, and none for stone art', async () => {
    stubApi({ [LIST]: { body: listResponse([monsoon, fort, lotus, pebble]) } });
    renderDashboard();
    expect((await rowOf('Monsoon')).getByText('Available')).toBeInTheDocument();
    expect((await rowOf('Old fort')).getByText('Reserved')).toBeInTheDocument();
    const sold = await rowOf('Lotus pond');
    expect(sold.getByText('Sold')).toBeInTheDocument();
    expect(sold.getByText('Hidden')).toBeInTheDocument();
    expect(sold.getByRole('button', { name: 'Show Lotus pond' })).toBeInTheDocument();
    const stone = await rowOf('Ganesha pebble');
    expect(stone.queryByText(/^(Available|Reserved|Sold|Hidden)$/)).toBeNull();
    expect(stone.getByRole('button', { name: 'Hide Ganesha pebble' })).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Products' }));
    expect(cards.getAllByText('Sold')).toHaveLength(1);
  });

  it('hides a product from the shop and shows the list again from the server', async () => {
    let hidden = false;
    const fetchMock = stubApi({
      [LIST]: () => ({ body: listResponse([{ ...monsoon, hidden }]) }),
      'PATCH /api/adminop/a/hidden': async (request) => {
        hidden = ((await request.json()) as { hidden: boolean }).hidden;
        return { body: { product: { ...monsoon, hidden } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click((await rowOf('Monsoon')).getByRole('button', { name: 'Hide Monsoon' }));
    expect(await screen.findByText('Product hidden from the shop')).toBeInTheDocument();
    const patch = sentRequests(fetchMock).findIndex((request) => request.method === 'PATCH');
    expect(await sentBody(fetchMock, patch)).toEqual({ hidden: true });
    await waitFor(async () => expect((await rowOf('Monsoon')).getByText('Hidden')).toBeVisible());

    await user.click((await rowOf('Monsoon')).getByRole('button', { name: 'Show Monsoon' }));
    expect(await screen.findByText('Product shown in the shop')).toBeInTheDocument();
    await waitFor(async () => expect((await rowOf('Monsoon')).queryByText('Hidden')).toBeNull());
  });

  it("toasts the server's refusal and keeps the product as it was", async () => {
    stubApi({
      [LIST]: { body: listResponse([monsoon]) },
      'PATCH /api/adminop/a/hidden': {
        status: 404,
        body: { statusCode: 404, message: 'Product not found' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click((await rowOf('Monsoon')).getByRole('button', { name: 'Hide Monsoon' }));
    expect(
      await screen.findByText('Failed to change the product’s visibility: Product not found'),
    ).toBeInTheDocument();
    expect((await rowOf('Monsoon')).queryByText('Hidden')).toBeNull();
  });
});
