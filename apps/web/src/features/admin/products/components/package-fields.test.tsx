import {
  adminProductMessages as m,
  PACKAGE_DEFAULTS,
  productPackageMessages as ui,
} from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { AdminDashboardPage } from '../dashboard-page';
import { adminProduct, listResponse } from '../test/products';

/** The parcel for the courier in the product edit form (decision 0094). */

const LIST = 'GET /api/admin/products';

async function openEdit(product: ReturnType<typeof adminProduct>) {
  const fetchMock = stubApi({
    [LIST]: { body: listResponse([product]) },
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

describe('the parcel in the product edit form', () => {
  it("shows the type's default as a placeholder, the product's own figures as values, and sends them", async () => {
    const stone = adminProduct({
      id: 'a',
      title: 'Lotus',
      type: 'stoneArt',
      package: { ...PACKAGE_DEFAULTS.stoneArt, weightGrams: 650 },
    });
    const { user, dialog, fetchMock } = await openEdit(stone);
    const weight = within(dialog).getByLabelText(ui.weightLabel);
    expect(weight).toHaveValue('650');
    const height = within(dialog).getByLabelText(ui.heightLabel);
    expect(height).toHaveValue('');
    expect(height).toHaveAttribute('placeholder', String(PACKAGE_DEFAULTS.stoneArt.heightCm));

    await user.type(height, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    const put = sentRequests(fetchMock).find((request) => request.method === 'PUT')!;
    const form = await put.formData();
    expect(form.get('packageWeightGrams')).toBe('650');
    expect(form.get('packageHeightCm')).toBe('12');
    // Blank: the type's default, as the server reads it.
    expect(form.get('packageLengthCm')).toBe('');
  });

  it('refuses a weight that is not whole grams with the shared message, and sends nothing', async () => {
    const { user, dialog, fetchMock } = await openEdit(
      adminProduct({ id: 'b', title: 'Ganesha', type: 'stoneArt' }),
    );
    const weight = within(dialog).getByLabelText(ui.weightLabel);
    await user.type(weight, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(weight).toHaveAccessibleDescription(ui.weightInvalid);
    expect(sentRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);
  });
});
