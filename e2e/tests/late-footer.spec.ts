import { expect, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';
import { waitForHydration } from '../support/hydration';
import { confirmedSubscription, withMailShop } from '../support/newsletter';

// The footer hydrates late (decision 0064): the server's footer stays as it is until the shopper
// scrolls near it or the app moves to another page. Every test here also runs under the hydration
// watch (fixtures.ts), which fails it on any mismatch React reports while the footer hydrates.

const footerChunk = /\/assets\/site-footer-[^/]+\.js$/;

test('a product page leaves the footer to the server until the shopper scrolls to it', async ({
  page,
}) => {
  const product = await firstDemoProduct(page.request, 'stoneArt');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (footerChunk.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.goto(`/productoverview/${product.id}`);
  await waitForHydration(page.getByRole('button', { name: /Add to Cart/ }));

  const footer = page.locator('footer');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  // Drawn by the server, links and all, and not yet live: the button waits for its code.
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/careers/faq');
  await expect(subscribe).toBeDisabled();
  expect(fetched).toEqual([]);

  await footer.scrollIntoViewIfNeeded();
  await expect(subscribe).toBeEnabled();
  expect(fetched).toHaveLength(1);
  await footer.getByRole('textbox').fill('not-an-email');
  await subscribe.click();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
});

test('a move to another page before the footer hydrated draws the next page and a live footer', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.locator('header');
  await waitForHydration(header.getByRole('link', { name: 'Cart, 0 items' }));
  await page.getByRole('link', { name: /Shop Now/ }).click();
  await expect(page).toHaveURL(/\/shop\/stone-art$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Stone Art/);
  const footer = page.locator('footer');
  await waitForHydration(footer.getByRole('link', { name: 'Paintings' }));
  await footer.getByRole('link', { name: 'Paintings' }).click();
  await expect(page).toHaveURL(/\/shop\/paintings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Paintings/);
});

// A subscribed customer confirmed from the mailbox (decision 0074): on a shop that sends its mail.
withMailShop(
  "a subscribed customer's footer hydrates from the visitor's HTML, then hides the newsletter",
  async ({ page, loginAs, mailShop }) => {
    const account = await loginAs();
    await confirmedSubscription(page.request, mailShop, account.email);

    await page.goto('/careers/faq');
    const footer = page.locator('footer');
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await waitForHydration(footer.getByRole('link', { name: 'FAQ' }));
    await expect(footer.getByRole('heading', { name: 'Join our art circle' })).toHaveCount(0);
  },
);
