import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newCustomer, test } from '../fixtures';
import { signInAdmin, signInCustomer } from '../support/accounts';
import { addFreshStoneArt, pressWriteAReview } from '../support/catalogue';
import { toastWith } from '../support/toasts';

// Honest ratings (decision 0077): a product shows the reviews' real average and count, or 'No
// reviews yet', on its page, its cards and its JSON-LD; only a signed-in customer writes a review,
// with the name from the account and a star rating of their own choosing. Every test runs on both
// projects, each on a stone art piece of its own, so no other test's reviews touch its figures.

/** The `Product` JSON-LD the server writes into a product page's head. */
async function productJsonLd(request: APIRequestContext, id: string) {
  const response = await request.get(`/productoverview/${id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  return nodes.find((node) => node['@type'] === 'Product');
}

test('a piece nobody reviewed says so; a customer reviews it and the page shows the real figures', async ({
  page,
  request,
  loginAs,
}, testInfo) => {
  // A piece of its own, added by the admin on this test's separate request context.
  await signInAdmin(request);
  const title = `Honest pebble ${testInfo.project.name} ${randomUUID().slice(0, 8)}`;
  const stone = await addFreshStoneArt(request, title);

  // No reviews: no stars, no made-up figure, no aggregateRating for search engines.
  await page.goto(`/productoverview/${stone.id}`);
  const main = page.getByRole('main');
  // The piece's own details (the 'You might also like' cards below have ratings of their own).
  const details = page.locator('[data-product-details]');
  await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(details.getByText('No reviews yet', { exact: true })).toBeVisible();
  await expect(details.getByRole('img', { name: /^Rated / })).toHaveCount(0);
  await expect(main.getByText('4.5/5')).toHaveCount(0);
  await expect(
    main.getByText('No reviews yet. Be the first to share your experience!'),
  ).toBeVisible();
  expect(await productJsonLd(request, stone.id)).not.toHaveProperty('aggregateRating');
  // Its card, first in the collection (newest first), says the same.
  await page.goto('/shop/stone-art');
  const card = main.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('No reviews yet')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Rated / })).toHaveCount(0);

  // A visitor is sent to sign in; a signed-in customer gets the form.
  await page.goto(`/productoverview/${stone.id}`);
  await pressWriteAReview(page);
  await expect(toastWith(page, 'Please sign in to write a review.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  const customer = await loginAs('customer');
  await page.goto(`/productoverview/${stone.id}`);
  await pressWriteAReview(page);
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(dialog.getByLabel('Your name')).toHaveValue(customer.name);
  // No star is chosen for the customer: a rating must be picked.
  for (const radio of await dialog.getByRole('radio').all()) {
    await expect(radio).toHaveAttribute('aria-checked', 'false');
  }
  const text = `Just as pictured (${randomUUID().slice(0, 8)}).`;
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please choose a rating')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await expect(dialog.getByText('Please choose a rating')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Thank you! Your review has been posted.')).toBeVisible();

  // The page follows at once, with the server's figures: one review of 4 stars.
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText(customer.name);
  await expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(details.getByText('4.0/5', { exact: true })).toBeVisible();
  await expect(details.getByText('(1 review)', { exact: true })).toBeVisible();
  await expect(details.getByText('No reviews yet', { exact: true })).toHaveCount(0);

  // A second customer gives 3 stars: the average and count are the server's, on a fresh page,
  // on the card and in the JSON-LD.
  await signInCustomer(request, newCustomer('second-reviewer'));
  const second = await request.post(`/api/adminop/reviews/${stone.id}`, {
    data: { name: 'Ravi Kumar', review: 'Smaller than I thought.', rating: 3 },
  });
  expect(second.status(), await second.text()).toBe(201);

  await page.goto(`/productoverview/${stone.id}`);
  await expect(details.getByText('3.5/5', { exact: true })).toBeVisible();
  await expect(details.getByText('(2 reviews)', { exact: true })).toBeVisible();
  await expect(details.getByRole('img', { name: /^Rated / })).toHaveAccessibleName(
    'Rated 3.5 out of 5',
  );
  await expect(page.getByText('All Reviews (2)')).toBeVisible();
  expect((await productJsonLd(request, stone.id))?.aggregateRating).toMatchObject({
    ratingValue: 3.5,
    reviewCount: 2,
  });

  await page.goto('/shop/stone-art');
  await expect(card.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
  await expect(card.getByText('(2)')).toBeVisible();
  await expect(card.getByText('No reviews yet')).toHaveCount(0);
});

test('a visitor cannot post a review through the API', async ({ request }, testInfo) => {
  await signInAdmin(request);
  const stone = await addFreshStoneArt(
    request,
    `Unreviewed pebble ${testInfo.project.name} ${randomUUID().slice(0, 8)}`,
  );
  // An admin's back-office session is not a customer's: still 401, as for no session at all.
  const refused = await request.post(`/api/adminop/reviews/${stone.id}`, {
    data: { name: 'Asha Rao', review: 'Lovely.', rating: 5 },
  });
  expect(refused.status()).toBe(401);
  const product = await request.get(`/api/adminop/${stone.id}`);
  expect(((await product.json()) as { data: { ratingCount: number } }).data.ratingCount).toBe(0);
});
