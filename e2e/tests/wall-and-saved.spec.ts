import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { desktopOnly, expect, test } from '../fixtures';
import { signInAdmin } from '../support/accounts';
import { webpFile } from '../support/images';

// 'View on a wall' (decision 0121) on the desktop and the phone: the painting drawn to scale
// beside a sofa 200 cm wide, checked by the drawn sizes, not by a screenshot. Saved pieces
// (decision 0122): a heart on the product, then the piece in My Account > Saved.

/** Adds a painting through the admin API (the caller holds the admin session). */
async function addPainting(
  request: APIRequestContext,
  fields: { title: string; widthCm?: string; heightCm?: string },
): Promise<{ id: string }> {
  const response = await request.post('/api/adminop/add', {
    multipart: {
      title: fields.title,
      description: 'Acrylic on canvas, for the wall test.',
      price: '36000',
      bgColor: '#f4e1c1',
      type: 'painting',
      discount: 'false',
      ...(fields.widthCm ? { widthCm: fields.widthCm } : {}),
      ...(fields.heightCm ? { heightCm: fields.heightCm } : {}),
      mainImage: await webpFile('main.webp', '#2a3f97'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product;
}

test("'View on a wall' draws the painting to scale beside a 200 cm sofa", async ({
  page,
  request,
}) => {
  await signInAdmin(request);
  const mark = randomUUID().slice(0, 8);
  const painting = await addPainting(request, {
    title: `Ghats in the rain ${mark}`,
    widthCm: '91.4',
    heightCm: '61',
  });

  await page.goto(`/productoverview/${painting.id}`);
  await expect(page.getByText('Size: 91.4 cm wide × 61 cm high')).toBeVisible();
  const open = page.getByRole('button', { name: 'View on a wall' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'On a wall: 91.4 cm wide × 61 cm high' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /sofa 200 cm wide, drawn to scale/ })).toBeVisible();

  const paintingBox = await dialog.getByTestId('wall-painting').boundingBox();
  const sofaBox = await dialog.getByTestId('wall-sofa').boundingBox();
  const viewport = page.viewportSize();
  if (!paintingBox || !sofaBox || !viewport) throw new Error('the wall view was not drawn');
  // The painting's drawn width is its 91.4 cm at the sofa's scale, to a pixel or two.
  expect(Math.abs(paintingBox.width - (sofaBox.width * 91.4) / 200)).toBeLessThanOrEqual(2);
  expect(Math.abs(paintingBox.height - (sofaBox.width * 61) / 200)).toBeLessThanOrEqual(2);
  // Centred over the sofa, and the whole sofa is on the screen (a phone's too).
  expect(
    Math.abs(paintingBox.x + paintingBox.width / 2 - (sofaBox.x + sofaBox.width / 2)),
  ).toBeLessThanOrEqual(1);
  expect(sofaBox.x).toBeGreaterThanOrEqual(0);
  expect(sofaBox.x + sofaBox.width).toBeLessThanOrEqual(viewport.width);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test(
  'a heart saves the piece, and My Account > Saved lists it',
  desktopOnly,
  async ({ page, request, loginAs }) => {
    await signInAdmin(request);
    const title = `Saved sunrise ${randomUUID().slice(0, 8)}`;
    const painting = await addPainting(request, { title });
    await loginAs();

    await page.goto(`/productoverview/${painting.id}`);
    const heart = page.getByRole('button', { name: `Save ${title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/my-account?tab=saved');
    const saved = page.getByRole('list', { name: 'Saved pieces' });
    await expect(saved.getByRole('link', { name: title })).toBeVisible();
    // Taken off the list from there, it is gone.
    await saved.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
  },
);
