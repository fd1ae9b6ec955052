import type { Page } from '@playwright/test';
import { desktopOnly, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { adminCredentials } from '../test-env';
import { toastWith } from '../support/toasts';

// The admin sign-in, the guard of every /admin/* page and the shared layout (spec section 2
// 'Admin sign-in' and 'Admin shared layout', sections 5 and 8). Runs on both projects.

const ADMIN_LINKS = [
  ['Dashboard', '/admin/dashboard'],
  ['All Orders', '/admin/allorders'],
  ['Custom art requests', '/admin/customArt'],
  ['Coupons', '/admin/coupons'],
  ['Website Reviews', '/admin/website-reviews'],
  ['Interested Buyers', '/admin/interested-buyers'],
  ['Add Product', '/admin/add-product'],
  ['Artists', '/admin/artists'],
  ['Mail', '/admin/mail'],
  ['Messages', '/admin/messages'],
  ['Newsletter', '/admin/newsletter'],
  ['Invoices', '/admin/invoices'],
  ['Offers', '/admin/offers'],
  ['Shipping', '/admin/shipping'],
  ['COD remittances', '/admin/cod-remittances'],
  ['Privacy', '/admin/privacy'],
] as const;

/** The form's own error line (role alert), as opposed to a toast. */
const formAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Sign In' });
const topBar = (page: Page) => page.getByRole('banner');
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The sidebar: always there on a desktop, behind the menu button on a phone; returns it. */
async function openSidebar(page: Page, isMobile: boolean) {
  const sidebar = isMobile
    ? page.getByRole('dialog', { name: 'Admin menu' })
    : page.getByRole('complementary').filter({ has: adminNav(page) });
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeVisible();
  await expect(adminNav(page)).toBeVisible();
  return sidebar;
}

test.describe('admin sign-in', desktopOnly, () => {
  test('refuses empty fields and a wrong password, then signs in to the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(signInHeading(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(formAlert(page)).toHaveText('Please fill in all fields.');
    await submitSignIn(page, adminCredentials.email, '');
    await expect(formAlert(page)).toHaveText('Please fill in all fields.');

    // One wrong try only: failures count per account, and this admin serves every admin spec.
    await submitSignIn(page, adminCredentials.email, 'not-the-password-1');
    await expect(formAlert(page)).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/admin$/);

    await submitSignIn(page, adminCredentials.email.toUpperCase(), adminCredentials.password);
    await expect(toastWith(page, 'Admin login successful.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(topBar(page).getByText('Admin Dashboard')).toBeVisible();
  });

  test("a customer's password opens no admin session", async ({ page, loginAs }) => {
    const customer = await loginAs();
    await page.goto('/admin');
    await submitSignIn(page, customer.email, customer.password);
    await expect(formAlert(page)).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("with a session already open, /admin says 'Already logged in as admin.' and moves on", async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.goto('/admin');
    await expect(toastWith(page, 'Already logged in as admin.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('admin guard', desktopOnly, () => {
  test('sends a visitor from /admin/coupons to /admin', async ({ page }) => {
    await page.goto('/admin/coupons');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(signInHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coupons' })).toHaveCount(0);
  });

  test('sends a signed-in customer from /admin/coupons to /admin', async ({ page, loginAs }) => {
    await loginAs();
    await page.goto('/admin/coupons');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(signInHeading(page)).toBeVisible();
    await expect(toastWith(page, 'Already logged in as admin.')).toHaveCount(0);
  });
});

test.describe('admin layout', () => {
  test('the sidebar: seven links, status, the admin, the order figures, and navigation', async ({
    page,
    loginAs,
    isMobile,
  }) => {
    await loginAs('admin');
    // The figures on screen must be the server's, which the integration tests prove are counted.
    const statsResponse = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/stats') && response.ok(),
    );
    await page.goto('/admin/coupons');
    await expect(topBar(page).getByText('Admin Dashboard')).toBeVisible();
    const stats = (await (await statsResponse).json()) as {
      orders: { total: number; pending: number; toShip: number; completed: number };
    };

    const sidebar = await openSidebar(page, isMobile);
    const links = adminNav(page).getByRole('link');
    await expect(links).toHaveText(ADMIN_LINKS.map(([label]) => label));
    for (const [label, href] of ADMIN_LINKS) {
      await expect(adminNav(page).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(sidebar.getByText('System Status: Online')).toBeVisible();
    const identity = sidebar.getByRole('region', { name: 'Signed-in admin' });
    await expect(identity).toContainText(adminCredentials.email);
    await expect(identity).toContainText('Admin');

    const figures = sidebar.getByRole('region', { name: 'Order figures' });
    await expect(figures.getByRole('definition')).toHaveText([
      String(stats.orders.total),
      String(stats.orders.pending),
      String(stats.orders.toShip),
      String(stats.orders.completed),
    ]);
    await expect(figures.getByRole('term')).toHaveText([
      'Total Orders',
      'Pending',
      'To ship',
      'Completed',
    ]);
    await expectNoSeriousA11yViolations(page);

    await adminNav(page).getByRole('link', { name: 'All Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/allorders$/);
    if (isMobile) await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeHidden();
    await openSidebar(page, isMobile);
    await expect(adminNav(page).getByRole('link', { name: 'All Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the sidebar is 16rem wide on a desktop and a drawer on a phone', async ({
    page,
    loginAs,
    isMobile,
  }) => {
    await loginAs('admin');
    await page.goto('/admin/coupons');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (!isMobile) {
      await expect(menuButton).toBeHidden();
      const sidebar = page.getByRole('complementary').filter({ has: adminNav(page) });
      const box = await sidebar.boundingBox();
      expect(box?.width).toBe(256);
      return;
    }
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    // A tap on the shaded page beside the panel.
    await page.mouse.click(370, 600);
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 844 });
    await expect(drawer).toBeHidden();
    await expect(adminNav(page)).toBeVisible();
  });

  test(
    'the top search opens the dashboard filtered by the text',
    desktopOnly,
    async ({ page, loginAs }) => {
      await loginAs('admin');
      await page.goto('/admin/coupons');
      const search = topBar(page).getByRole('searchbox', { name: 'Search the shop admin' });
      await search.fill('Ganesha');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/admin\/dashboard\?q=Ganesha$/);
    },
  );

  test(
    'logout ends the session on the server, then goes to /admin',
    desktopOnly,
    async ({ page, loginAs }) => {
      await loginAs('admin');
      await page.goto('/admin/coupons');
      const cookies = await page.context().cookies();
      const token = cookies.find((cookie) => cookie.name === 'admin_token')?.value;
      expect(token).toBeTruthy();

      await topBar(page).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(signInHeading(page)).toBeVisible();

      // The old cookie, replayed by hand, no longer opens anything: the server ended the session.
      const replay = await page.request.get('/api/admin', {
        headers: { cookie: `admin_token=${token}` },
      });
      expect(replay.status()).toBe(401);
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(signInHeading(page)).toBeVisible();
    },
  );
});
