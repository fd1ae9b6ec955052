import { adminProductMessages as m } from '@artshop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFile, FakeXhr, stubUploads } from '../../../test/fake-xhr';
import { renderWithApp } from '../../../test/render';
import { AdminAddProductPage } from './add-product-page';
import { adminProduct } from './test/products';

function renderWizard() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithApp(<AdminAddProductPage />, {
    route: '/admin/add-product',
    path: '/admin/add-product',
    history: ['/admin/coupons'],
    stubs: { '/admin/dashboard': 'Dashboard page', '/admin/coupons': 'Coupons page' },
  });
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillStep1(user: User) {
  await user.type(screen.getByLabelText('Product Title'), 'Peacock Stone');
  await user.type(screen.getByLabelText('Description'), 'A river stone painted with a peacock');
  await next(user);
}

async function fillStep2(user: User) {
  await user.type(screen.getByLabelText('Price (₹)'), '1499.50');
  await user.click(screen.getByLabelText('Yes'));
  await user.type(screen.getByLabelText('Discount Percentage'), '10');
  await next(user);
}

async function chooseImages(user: User) {
  await user.upload(screen.getByLabelText('Main Image'), fakeFile('main.webp'));
  await user.upload(screen.getByLabelText('Sidebar Images (optional)'), [
    fakeFile('side-1.webp'),
    fakeFile('side-2.webp'),
  ]);
}

describe('AdminAddProductPage', () => {
  stubUploads();

  it('step 1: Next asks for the title and the description', async () => {
    const { user } = renderWizard();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await next(user);
    expect(screen.getByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Product Title'), '   ');
    await user.type(screen.getByLabelText('Description'), 'Painted');
    await next(user);
    expect(screen.getByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.queryByText(m.descriptionRequired)).not.toBeInTheDocument();
  });

  it('step 2: price, colour and discount percentage; Back keeps what was typed', async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Type')).toHaveValue('painting');

    await user.type(screen.getByLabelText('Price (₹)'), '0');
    const hex = screen.getByLabelText('Hex colour code');
    await user.clear(hex);
    await user.type(hex, '#12');
    await user.click(screen.getByLabelText('Yes'));
    await next(user);
    expect(screen.getByText(m.priceInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.bgColorInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.discountPercentageInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Product Title')).toHaveValue('Peacock Stone');
    await next(user);
    expect(screen.getByLabelText('Hex colour code')).toHaveValue('#12');
  });

  it('step 2: without a discount no percentage is asked for', async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    await user.type(screen.getByLabelText('Price (₹)'), '800');
    expect(screen.queryByLabelText('Discount Percentage')).not.toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it("step 2: HSN code and GST rate, empty for the type's defaults", async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    const hsn = screen.getByLabelText('HSN code');
    expect(hsn).toHaveAttribute('placeholder', '9701');
    expect(hsn).toHaveAccessibleDescription(
      'Leave empty for the defaults: HSN 9701 for paintings, 6802 for stone art, GST 5%.',
    );
    const rate = screen.getByLabelText('GST rate (%)');
    expect(rate).toHaveValue('');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5% (default)', '0%', '0.25%', '3%', '5%', '12%', '18%', '28%', '40%']);
    await user.selectOptions(screen.getByLabelText('Product Type'), 'Stone Art');
    expect(hsn).toHaveAttribute('placeholder', '6802');

    await user.type(screen.getByLabelText('Price (₹)'), '800');
    await user.type(hsn, '97');
    await next(user);
    expect(hsn).toHaveAccessibleDescription(m.hsnCodeInvalid);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.clear(hsn);
    await next(user);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('sends the HSN code and GST rate only when set', async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    await user.type(screen.getByLabelText('HSN code'), '97019100');
    await user.selectOptions(screen.getByLabelText('GST rate (%)'), '12%');
    await fillStep2(user);
    await chooseImages(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const form = FakeXhr.last!.body as FormData;
    expect(form.get('hsnCode')).toBe('97019100');
    expect(form.get('gstRate')).toBe('12');
  });

  it('step 3: a main image, up to 2 sidebars, photos as they come, at most 20 MB (decision 0087)', async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    await fillStep2(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByText(m.mainImageRequired)).toBeInTheDocument();
    // The sidebars are optional: nothing is asked of them.
    expect(screen.queryByText(m.sidebarImagesAtMostTwo)).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Main Image'), fakeFile('scan.gif', 'image/gif'));
    expect(screen.getByText(m.imageTypeNotAccepted)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Main Image'),
      fakeFile('huge.jpg', 'image/jpeg', 20 * 1024 * 1024 + 1),
    );
    expect(screen.getByText(m.imageTooLarge)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Main Image'), fakeFile('IMG_0042.jpg', 'image/jpeg'));
    expect(screen.queryByText(m.imageTooLarge)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Main image preview' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Sidebar Images (optional)'), [
      fakeFile('a.png', 'image/png'),
      fakeFile('b.webp'),
      fakeFile('c.avif', 'image/avif'),
    ]);
    expect(screen.getByText(m.sidebarImagesTooMany)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Sidebar image/ })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Sidebar Images (optional)'), [
      fakeFile('a.png', 'image/png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const form = FakeXhr.last!.body as FormData;
    expect((form.get('mainImage') as File).name).toBe('IMG_0042.jpg');
    expect((form.get('sidebarImage1') as File).name).toBe('a.png');
    expect(form.get('sidebarImage2')).toBeNull();
  });

  it('sends the form with progress, then toasts and goes to the dashboard', async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await chooseImages(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/adminop/add', true]);
    const form = xhr.body as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      title: 'Peacock Stone',
      description: 'A river stone painted with a peacock',
      price: '1499.50',
      bgColor: '#ffffff',
      type: 'painting',
      discount: 'true',
      discountPercentage: '10',
      isPremium: 'false',
      // The sizes part (decision 0082): the own size by its type's default name, no others.
      size: '',
      weightGrams: '',
      otherSizes: '[]',
    });
    expect((form.get('mainImage') as File).name).toBe('main.webp');
    expect((form.get('sidebarImage1') as File).name).toBe('side-1.webp');
    expect((form.get('sidebarImage2') as File).name).toBe('side-2.webp');

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Adding Product...' })).toBeDisabled();

    act(() => xhr.respond(201, { message: m.added, product: adminProduct() }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText(m.added)).toBeInTheDocument();
  });

  it("shows the server's message, or the spec's one, when adding fails", async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await chooseImages(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    act(() => FakeXhr.last!.respond(400, { statusCode: 400, message: m.imageTypeNotAccepted }));
    expect(await screen.findByText(m.imageTypeNotAccepted)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    act(() => FakeXhr.last!.respond(502, '<html>Bad gateway</html>'));
    expect(await screen.findByText(m.addFailed)).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('the close button goes back', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText('Coupons page')).toBeInTheDocument());
  });
});
