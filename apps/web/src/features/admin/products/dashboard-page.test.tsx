import { adminProductMessages as m } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { AdminDashboardPage } from './dashboard-page';
import { adminProduct, listResponse } from './test/products';

const LIST = 'GET /api/admin/products';

function renderDashboard(entry = '/admin/dashboard') {
  const user = userEvent.setup();
  const view = renderWithApp(<AdminDashboardPage />, { route: entry, path: '/admin/dashboard' });
  return { user, ...view };
}

/** The desktop table (the phone cards hold the same rows, hidden by CSS only). */
const table = () => screen.findByRole('table');

describe('AdminDashboardPage', () => {
  it('shows the figures and the products with the listed price rule', async () => {
    stubApi({
      [LIST]: {
        body: listResponse([
          adminProduct({ id: 'a', title: 'Lotus', price: 999, discountPercentage: 33 }),
          adminProduct({ id: 'b', title: 'Ganesha', type: 'painting', price: 1500 }),
        ]),
      },
    });
    renderDashboard();
    const lotus = (await within(await table()).findByText('Lotus')).closest('tr')!;
    // 999 x (1 - 33/100) = 669.33, sold in whole rupees (decision 0083); the original struck through.
    expect(within(lotus).getByText('₹669')).toBeInTheDocument();
    expect(within(lotus).getByText('₹999')).toBeInTheDocument();
    expect(within(lotus).getByText('33%')).toBeInTheDocument();
    expect(within(lotus).getByText('Stone Art')).toBeInTheDocument();
    const ganesha = within(await table())
      .getByText('Ganesha')
      .closest('tr')!;
    expect(within(ganesha).getByText('₹1,500')).toBeInTheDocument();
    expect(within(ganesha).getByText('No discount')).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Product statistics' });
    expect(within(stats).getByText('Total Products').nextSibling).toHaveTextContent('12');
    expect(within(stats).getByText('Active Discounts').nextSibling).toHaveTextContent('3');
    // Short where the card is narrow, the exact figure in the tooltip and to screen readers.
    const sales = within(stats).getByText('Total Sales').nextSibling as HTMLElement;
    expect(sales).toHaveAttribute('title', '₹1,25,000.50');
    expect(within(sales).getByText('₹1.3L')).toBeInTheDocument();
  });

  it("sends the URL's ?q=, the search box and the filters to the server", async () => {
    const fetchMock = stubApi({ [LIST]: { body: listResponse([]) } });
    const { user } = renderDashboard('/admin/dashboard?q=river');
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products...' })).toHaveValue('river');

    const urls = () =>
      sentRequests(fetchMock)
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/api/admin/products')
        .map((url) => url.searchParams);
    expect(urls()[0]?.get('q')).toBe('river');

    await user.selectOptions(screen.getByLabelText('Type'), 'painting');
    await user.selectOptions(screen.getByLabelText('Discount'), 'yes');
    await waitFor(() => {
      const last = urls().at(-1);
      expect([last?.get('q'), last?.get('type'), last?.get('discount')]).toEqual([
        'river',
        'painting',
        'yes',
      ]);
    });
  });

  it('toasts when the products cannot be fetched', async () => {
    stubApi({ [LIST]: { status: 500, body: { message: 'boom' } } });
    renderDashboard();
    expect(await screen.findByText(m.fetchFailed)).toBeInTheDocument();
    expect(screen.getByText(m.empty)).toBeInTheDocument();
  });

  it('deletes a product only after confirmation', async () => {
    const fetchMock = stubApi({
      [LIST]: { body: listResponse([adminProduct({ id: 'a', title: 'Lotus' })]) },
      'DELETE /api/adminop/delete/a': { status: 204 },
    });
    const { user } = renderDashboard();
    await user.click(await within(await table()).findByRole('button', { name: 'Delete Lotus' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Product' });
    expect(dialog).toHaveTextContent(m.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentRequests(fetchMock).some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(await table()).getByRole('button', { name: 'Delete Lotus' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Product' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
  });

  it('toasts a failed deletion', async () => {
    stubApi({
      [LIST]: { body: listResponse([adminProduct({ id: 'a', title: 'Lotus' })]) },
      'DELETE /api/adminop/delete/a': { status: 500, body: { message: 'nope' } },
    });
    const { user } = renderDashboard();
    await user.click(await within(await table()).findByRole('button', { name: 'Delete Lotus' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(m.deleteFailed)).toBeInTheDocument();
  });

  it('shows the details of a product and lets the admin delete a review', async () => {
    const fetchMock = stubApi({
      [LIST]: {
        body: listResponse([
          adminProduct({ id: 'a', title: 'Lotus', price: 1000, discountPercentage: 12.5 }),
        ]),
      },
      'GET /api/adminop/reviews/a': {
        body: {
          reviews: [{ id: 'r1', name: 'Ravi', review: 'Lovely', rating: 5, date: '' }],
          total: 1,
        },
      },
      'DELETE /api/adminop/reviews/r1': { status: 204 },
    });
    const { user } = renderDashboard();
    await user.click(await within(await table()).findByRole('button', { name: 'View Lotus' }));
    const dialog = screen.getByRole('dialog', { name: 'Product Details' });
    expect(
      within(dialog).getByText('Listed price', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('₹875');
    expect(
      within(dialog).getByText('Discount', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('12.5%');
    // The GST classification its invoices carry: the stone's defaults here.
    expect(within(dialog).getByText('HSN code').nextElementSibling).toHaveTextContent(
      '6802 (default)',
    );
    expect(within(dialog).getByText('GST rate').nextElementSibling).toHaveTextContent(
      '5% (default)',
    );
    expect(await within(dialog).findByText('Lovely')).toBeInTheDocument();

    // Escape closes only the confirmation above the details.
    await user.click(within(dialog).getByRole('button', { name: 'Delete review from Ravi' }));
    expect(screen.getByRole('dialog', { name: 'Delete Review' })).toHaveTextContent(
      'Are you sure you want to delete this review from Ravi? This action cannot be undone.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Product Details' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete review from Ravi' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Review' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Review deleted successfully.')).toBeInTheDocument();
    expect(
      sentRequests(fetchMock).some(
        (request) =>
          request.method === 'DELETE' &&
          new URL(request.url).pathname === '/api/adminop/reviews/r1',
      ),
    ).toBe(true);
  });
});

describe('the edit modal', () => {
  const lotus = adminProduct({ id: 'a', title: 'Lotus', price: 1000 });

  async function openEdit(routes: Parameters<typeof stubApi>[0] = {}, product = lotus) {
    const fetchMock = stubApi({ [LIST]: { body: listResponse([product]) }, ...routes });
    const { user } = renderDashboard();
    await user.click(await within(await table()).findByRole('button', { name: 'Edit Lotus' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    return { user, dialog, fetchMock };
  }

  it('checks the title, the price and the percentage with the spec messages', async () => {
    const { user, dialog, fetchMock } = await openEdit();
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '0');
    await user.clear(within(dialog).getByLabelText('Discount Percentage'));
    await user.type(within(dialog).getByLabelText('Discount Percentage'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText(m.editTitleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.priceInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(m.editDiscountRange)).toBeInTheDocument();
    expect(sentRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows the listed price as the admin types, saves and toasts', async () => {
    const { user, dialog, fetchMock } = await openEdit({
      'PUT /api/adminop/edit/a': { body: { product: { ...lotus, discountPercentage: 25 } } },
    });
    expect(within(dialog).getByLabelText('Type')).toHaveValue('stoneArt');
    await user.clear(within(dialog).getByLabelText('Discount Percentage'));
    await user.type(within(dialog).getByLabelText('Discount Percentage'), '25');
    expect(within(dialog).getByText('₹750')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument();

    const put = sentRequests(fetchMock).find((request) => request.method === 'PUT')!;
    const form = await put.formData();
    expect(form.get('discountPercentage')).toBe('25');
    expect(form.get('discount')).toBe('true');
    expect(form.get('mainImageUrl')).toBe(lotus.mainImageUrl);
    expect(form.get('sidebarImage2Url')).toBe(lotus.sidebarImageUrls[1]);
  });

  it('has every field the add wizard has: background colour, Premium and, for a painting, the artist', async () => {
    const { user, dialog, fetchMock } = await openEdit({
      'PUT /api/adminop/edit/a': { body: { product: lotus } },
    });
    const edit = within(dialog);
    expect(edit.getByLabelText('Hex colour code')).toHaveValue(lotus.bgColor);
    expect(edit.getByLabelText('Premium product')).not.toBeChecked();
    // A stone has no artist, as in the wizard.
    expect(edit.queryByLabelText('Artist (optional)')).not.toBeInTheDocument();

    await user.selectOptions(edit.getByLabelText('Type'), 'painting');
    await user.type(edit.getByLabelText('Artist (optional)'), 'Meera Iyer');
    await user.clear(edit.getByLabelText('Hex colour code'));
    await user.type(edit.getByLabelText('Hex colour code'), '#1A2B3C');
    await user.click(edit.getByLabelText('Premium product'));
    await user.click(edit.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();

    const put = sentRequests(fetchMock).find((request) => request.method === 'PUT')!;
    const form = await put.formData();
    expect(form.get('type')).toBe('painting');
    expect(form.get('artist')).toBe('Meera Iyer');
    expect(form.get('bgColor')).toBe('#1A2B3C');
    expect(form.get('isPremium')).toBe('true');
  });

  it('sends a cleared artist blank, so the server clears it', async () => {
    const painting = adminProduct({ id: 'a', title: 'Lotus', type: 'painting', artist: 'Meera' });
    const { user, dialog, fetchMock } = await openEdit(
      { 'PUT /api/adminop/edit/a': { body: { product: { ...painting, artist: null } } } },
      painting,
    );
    const edit = within(dialog);
    await user.clear(edit.getByLabelText('Artist (optional)'));
    await user.click(edit.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    const put = sentRequests(fetchMock).find((request) => request.method === 'PUT')!;
    expect((await put.formData()).get('artist')).toBe('');
  });

  it("shows the server's message when saving fails", async () => {
    const message = m.imageTypeNotAccepted;
    const first = await openEdit({
      'PUT /api/adminop/edit/a': { status: 400, body: { statusCode: 400, message } },
    });
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('falls back to the generic failure message', async () => {
    const { user, dialog } = await openEdit({
      'PUT /api/adminop/edit/a': { status: 502, body: 'Bad gateway' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.updateFailed)).toBeInTheDocument();
  });

  it("refuses an answer without the product: 'Invalid response from server'", async () => {
    const { user, dialog } = await openEdit({ 'PUT /api/adminop/edit/a': { body: { ok: true } } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.invalidResponse)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
  });

  it("shows the product's HSN code and GST rate, and sends them, blank for the defaults", async () => {
    const { user, dialog, fetchMock } = await openEdit({
      'PUT /api/adminop/edit/a': { body: { product: lotus } },
    });
    const hsn = within(dialog).getByLabelText('HSN code');
    expect(hsn).toHaveValue('');
    expect(hsn).toHaveAttribute('placeholder', '6802');
    expect(within(dialog).getByLabelText('GST rate (%)')).toHaveValue('');
    await user.type(hsn, '680221');
    await user.selectOptions(within(dialog).getByLabelText('GST rate (%)'), '18%');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    const put = sentRequests(fetchMock).find((request) => request.method === 'PUT')!;
    const form = await put.formData();
    expect(form.get('hsnCode')).toBe('680221');
    expect(form.get('gstRate')).toBe('18');
  });

  it('starts from a classified product and checks the HSN code', async () => {
    const carved = adminProduct({ id: 'a', title: 'Lotus', hsnCode: '68022100', gstRate: 12 });
    const fetchMock = stubApi({ [LIST]: { body: listResponse([carved]) } });
    const { user } = renderDashboard();
    await user.click(await within(await table()).findByRole('button', { name: 'Edit Lotus' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const hsn = within(dialog).getByLabelText('HSN code');
    expect(hsn).toHaveValue('68022100');
    expect(within(dialog).getByLabelText('GST rate (%)')).toHaveValue('12');
    await user.clear(hsn);
    await user.type(hsn, '6802x');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(hsn).toHaveAccessibleDescription(m.hsnCodeInvalid);
    expect(sentRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);
  });
});
