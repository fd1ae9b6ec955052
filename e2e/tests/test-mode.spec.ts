import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

// The browser suite runs the production build without Razorpay keys and with
// PAYMENTS_TEST_MODE=true: every page, shopper and admin, must say that no real money moves
// (docs/decisions/0035-no-test-payments-in-production-by-default.md). Neither that notice nor the
// chat button may cover anything (decision 0081).

const NOTICE = 'Test mode: no real payments';

/**
 * What of the page lies under `floating`, drawn in the viewport as it stands: each text (by its
 * words) and each image, icon or control (by its tag) whose box meets the element's box.
 */
function coveredBy(floating: Locator): Promise<string[]> {
  return floating.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Screen-reader-only text is a 1-pixel box: it covers nothing and nothing covers it.
    const meets = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < box.right &&
      box.left < r.right &&
      r.top < box.bottom &&
      box.top < r.bottom;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = node.textContent?.trim();
      if (!words || element.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(meets)) hits.push(words);
    }
    const controls = document.querySelectorAll('img, svg, button, a, input, select, textarea');
    for (const other of Array.from(controls)) {
      if (element.contains(other) || other.contains(element)) continue;
      if (meets(other.getBoundingClientRect())) hits.push(`<${other.tagName.toLowerCase()}>`);
    }
    return hits;
  });
}

test('every page says the shop runs in test mode, covering nothing', async ({ page, loginAs }) => {
  await page.goto('/');
  const notice = page.getByRole('note').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  expect(await coveredBy(notice)).toEqual([]);

  await page.goto('/shop/stone-art');
  await expect(notice).toBeVisible();
  expect(await coveredBy(notice)).toEqual([]);

  await page.goto('/admin');
  await expect(notice).toBeVisible();

  await loginAs('admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(notice).toBeVisible();
  // Not on the back-office's sidebar (nor anything else).
  expect(await coveredBy(notice)).toEqual([]);
});

test('the chat button leaves the end of the page uncovered', async ({ page }) => {
  await page.goto('/');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toBeVisible();
  // The footer comes after the first paint (decision 0064): down to it, then to the very end.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByText(/©/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => window.innerHeight + window.scrollY >= document.body.scrollHeight - 1),
    )
    .toBe(true);
  expect(await coveredBy(chat)).toEqual([]);
});
