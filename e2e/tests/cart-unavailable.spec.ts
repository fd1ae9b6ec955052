import { expect, test } from '../fixtures';
import { addFreshStoneArt, setProductHidden } from '../support/catalogue';

// A product the admin hides leaves the shoppers' carts (decision 0073): the cart page says which
// and why, its lines go, and it can no longer be added. Each test adds its own stone art, so no
// other test's product is ever hidden. Runs on both projects.

test('a shopper sees why an item left the cart after the admin hid it', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('admin');
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}${testInfo.retry}`;
  const lotus = await addFreshStoneArt(page.request, `E2E Lotus ${suffix}`);
  const peacock = await addFreshStoneArt(page.request, `E2E Peacock ${suffix}`);
  await loginAs();
  for (const product of [lotus, peacock]) {
    const added = await page.request.post('/api/user/cart/add', {
      data: { productId: product.id, quantity: 1, size: '5 x 3 inches' },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await page.goto('/account/cart');
  await expect(page.getByRole('listitem', { name: lotus.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // The admin hides it while it sits in the cart; the shopper comes back to the cart.
  await setProductHidden(page.request, lotus.id, true);
  const removal = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      new URL(response.url()).pathname === `/api/user/cart/${lotus.id}`,
  );
  await page.reload();
  const notice = page.getByRole('status', { name: 'Removed from your cart' });
  await expect(notice).toHaveText(
    `${lotus.title} is no longer available and was removed from your cart`,
  );
  await expect(page.getByRole('listitem', { name: lotus.title })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: peacock.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect((await removal).status()).toBe(200);
  // Its lines are gone for good: the summary and the order hold what the page shows.
  await expect(notice).toBeVisible();

  // Told once: the next visit shows the cart without it and without the notice.
  await page.reload();
  await expect(page.getByRole('listitem', { name: peacock.title })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A product page left open cannot put it back.
  const again = await page.request.post('/api/user/cart/add', {
    data: { productId: lotus.id, quantity: 1, size: '5 x 3 inches' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    'This product is no longer available.',
  );
});
