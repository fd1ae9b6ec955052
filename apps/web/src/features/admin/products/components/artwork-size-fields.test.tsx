import { adminProductMessages as m, artworkSizeMessages as ui } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { AdminDashboardPage } from '../dashboard-page';
import { adminProduct, listResponse } from '../test/products';

/** A painting's own width and height in the product edit form (decision 0121). */

async function openEdit(product: ReturnType<typeof adminProduct>) {
  const fetchMock = stubApi({
    'GET /api/admin/products': { body: listResponse([product]) },
    [`PUT /api/adminop/edit/${product.id}`]: { body: { product } },
  });
  const user = userEvent.setup();
  renderWithApp(<AdminDashboardPage />, { route: '/admin/dashboard', path: '/admin/dashboard' });
  await user.click(
    await within(await screen.findByRole('table')).findByRole('button', {
      name: `Edit ${product.title}`,
    }),
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit Product' }), fetchMock };
}

describe("the work's size in the product edit form", () => {
  it("shows a painting's width and height and sends them as typed", async () => {
    const { user, dialog, fetchMock } = await openEdit(
      adminProduct({ id: 'w', title: 'Ghats', type: 'painting', widthCm: 91.4, heightCm: null }),
    );
    expect(within(dialog).getByLabelText(ui.widthLabel)).toHaveValue('91.4');
    const height = within(dialog).getByLabelText(ui.heightLabel);
    expect(height).toHaveValue('');
    await user.type(height, '61');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    const put = sentRequests(fetchMock).find((request) => request.method === 'PUT')!;
    const form = await put.formData();
    expect([form.get('widthCm'), form.get('heightCm')]).toEqual(['91.4', '61']);
  });

  it('refuses a side that is not a positive number of cm, and sends nothing', async () => {
    const { user, dialog, fetchMock } = await openEdit(
      adminProduct({ id: 'x', title: 'Dusk', type: 'painting' }),
    );
    const width = within(dialog).getByLabelText(ui.widthLabel);
    await user.type(width, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(width).toHaveAccessibleDescription(ui.sideInvalid);
    expect(sentRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);
  });

  it('is not shown for stone art', async () => {
    const { dialog } = await openEdit(adminProduct({ id: 's', title: 'Lotus', type: 'stoneArt' }));
    expect(within(dialog).queryByLabelText(ui.widthLabel)).not.toBeInTheDocument();
  });
});
