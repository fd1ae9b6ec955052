import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newCustomer, test } from '../fixtures';
import { demoProducts, firstDemoProduct } from '../support/catalogue';
import { signInAdmin } from '../support/accounts';

// A guest's 'Add to Cart' or 'Interested to buy' waits through sign-in and is completed on their
// return to the product (decision 0080; the journey 'guest to cart after sign-in').

/** An account made beside the browser, so the page itself stays a guest's until it signs in. */
async function accountFor(request: APIRequestContext) {
  const account = newCustomer('guest-kept');
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** On the sign-in page, at its top (not scrolled to the footer), with the waiting action's message. */
async function expectSignInAsking(page: Page, message: string) {
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeInViewport();
  await expect(page.getByText(message, { exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test("a guest's Add to Cart is kept through sign-in, with its size and quantity", async ({
  page,
  request,
}) => {
  const account = await accountFor(request);
  const stone = await firstDemoProduct(request, 'stoneArt');
  await page.goto(`/productoverview/${stone.id}`);
  const size = page.getByLabel('Size');
  // The product's last size (its own sizes, decision 0082), most often not the one preselected.
  const offered = await size
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const chosen = offered[offered.length - 1]!;
  await size.selectOption(chosen);
  const quantity = page.getByRole('group', { name: 'Quantity' });
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.getByRole('status')).toHaveText('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expectSignInAsking(page, 'Please log in to add this to your cart.');
  await expectNoSeriousA11yViolations(page);
  await signInOnPage(page, account.email, account.password);

  await expect(page).toHaveURL(new RegExp(`/productoverview/${stone.id}$`));
  await expect(page.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await expect(size).toHaveValue(chosen);
  await expect(quantity.getByRole('status')).toHaveText('3');
  const cart = await page.request.get('/api/user/cart');
  expect(cart.status()).toBe(200);
  const { cartItems } = (await cart.json()) as {
    cartItems: { id: string; quantity: number; size: string }[];
  };
  expect(cartItems.map(({ id, quantity: q, size: s }) => ({ id, quantity: q, size: s }))).toEqual([
    { id: stone.id, quantity: 3, size: chosen },
  ]);
  // A reload adds nothing more: the kept action ran once.
  await page.reload();
  await expect(page.getByRole('heading', { name: stone.title, level: 1 })).toBeVisible();
  const again = (await (await page.request.get('/api/user/cart')).json()) as {
    cartItems: { quantity: number }[];
  };
  expect(again.cartItems.map((item) => item.quantity)).toEqual([3]);
});

test("a guest's 'Interested to buy' is recorded once they have signed in", async ({
  page,
  request,
  playwright,
}) => {
  const account = await accountFor(request);
  const paintings = await demoProducts<{ id: string; title: string; availability: string }>(
    request,
    'painting',
  );
  const painting = paintings.find((p) => p.availability === 'available')!;
  await page.goto(`/productoverview/${painting.id}`);
  await page.getByRole('button', { name: 'Interested to buy' }).click();

  await expectSignInAsking(page, 'Please log in to express your interest.');
  await signInOnPage(page, account.email, account.password);

  await expect(page).toHaveURL(new RegExp(`/productoverview/${painting.id}$`));
  await expect(
    page.getByText('Interest sent. We will get in touch with you about this painting.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Interested to buy' })).toHaveCount(0);

  // The shop sees it: the back-office's list of interested buyers has this customer for it.
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInAdmin(admin);
    const response = await admin.get('/api/user/interested-buyer');
    const { interestedBuyersData } = (await response.json()) as {
      interestedBuyersData: { user: { email: string }; product: { title: string } | null }[];
    };
    expect(
      interestedBuyersData.filter((entry) => entry.user.email === account.email),
    ).toMatchObject([{ product: { title: painting.title } }]);
  } finally {
    await admin.dispose();
  }
});
