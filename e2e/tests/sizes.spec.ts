import { formatINR, type Product } from '@artshop/shared';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { firstDemoProduct, sellingPrice } from '../support/catalogue';

// Sizes that mean something (decision 0082): a stone's sizes are its own, each with its own price;
// the page preselects the piece's own size, and the cart keeps the size chosen at its price.

test('a customer chooses a size, sees its price, and the cart keeps that size and price', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  const { id } = await firstDemoProduct(page.request, 'stoneArt');
  const response = await page.request.get(`/api/adminop/${id}`);
  const product = ((await response.json()) as { data: Product }).data;
  const [own, ...others] = product.sizes;
  expect(own, 'the demo stone has its own size').toBeTruthy();
  // The dearest other size, so the price visibly changes.
  const other = others.sort((a, b) => sellingPrice(b) - sellingPrice(a))[0]!;
  expect(sellingPrice(other)).not.toBe(sellingPrice(own!));

  await page.goto(`/productoverview/${id}`);
  const size = page.getByRole('combobox', { name: 'Size' });
  const price = page.getByTestId('product-price');
  // The piece's own size first and chosen, every size with its price.
  await expect(size).toHaveValue(own!.label);
  await expect(size.locator('option')).toHaveText(
    product.sizes.map((option) => `${option.label} · ${formatINR(sellingPrice(option))}`),
  );
  await expect(price).toHaveText(formatINR(sellingPrice(own!)));

  await size.selectOption(other.label);
  await expect(price).toHaveText(formatINR(sellingPrice(other)));
  // The footer hydrates when the shopper nears it (decision 0064); the scan waits for every button.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  const line = page.getByRole('listitem', { name: product.title });
  await expect(line).toContainText(`Size: ${other.label}`);
  await expect(line).toContainText(formatINR(sellingPrice(other)));
  // The summary adds up from the MRP of that size (decision 0083).
  const summary = page.getByLabel('Order summary', { exact: true });
  await expect(summary).toContainText(`MRP${formatINR(other.price!)}`);
});
