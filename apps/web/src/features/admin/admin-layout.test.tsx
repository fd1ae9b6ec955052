import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { setViewportWide } from '../../test/setup';
import { AdminLayout } from './admin-layout';

const admin = { name: 'Meera Shah', email: 'meera@example.com' };
const signedIn = {
  'GET /api/admin': { body: { admin } },
  'GET /api/admin/stats': { body: { orders: { total: 12, pending: 5, toShip: 4, completed: 3 } } },
  'POST /api/admin/signout': { status: 204 },
};

/** The layout over two stand-in admin pages, with the sign-in page at /admin. */
function renderAdmin(path = '/admin/coupons') {
  return renderWithApp(null, {
    route: path,
    routes: [
      { path: '/admin', element: <p>Admin sign-in page</p> },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'coupons', element: <h1>Coupons page</h1> },
          { path: 'dashboard', element: <h1>Dashboard page</h1> },
          { path: '*', element: <h1>Other admin page</h1> },
        ],
      },
    ],
  });
}

describe('AdminLayout', { timeout: 20_000 }, () => {
  afterEach(() => setViewportWide(false));

  describe('the guard', () => {
    it.each([
      ['a visitor (401)', 401],
      ['a signed-in customer (403)', 403],
    ])('sends %s to /admin', async (_label, status) => {
      stubApi({ 'GET /api/admin': { status, body: { statusCode: status, message: 'No' } } });
      const { router } = renderAdmin();
      expect(await screen.findByText('Admin sign-in page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
      expect(screen.queryByText('Coupons page')).not.toBeInTheDocument();
    });

    it('shows nothing of the page until the server has confirmed the admin session', async () => {
      let answer: (response: Response) => void = () => undefined;
      stubApi({
        ...signedIn,
        'GET /api/admin': () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      renderAdmin();
      await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
      expect(screen.queryByText('Coupons page')).not.toBeInTheDocument();
      expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
      act(() => answer(jsonResponse(200, { admin })));
      expect(await screen.findByRole('heading', { name: 'Coupons page' })).toBeInTheDocument();
    });
  });

  describe('for an admin', () => {
    it('shows the top bar, the seven links, the status, the admin and the order figures', async () => {
      stubApi(signedIn);
      renderAdmin();
      expect(await screen.findByRole('heading', { name: 'Coupons page' })).toBeInTheDocument();
      expect(screen.getByText('Admin Dashboard')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

      const nav = screen.getByRole('navigation', { name: 'Admin' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Dashboard',
        'All Orders',
        'Custom art requests',
        'Coupons',
        'Website Reviews',
        'Interested Buyers',
        'Add Product',
        'Artists',
        'Mail',
        'Messages',
        'Newsletter',
        'Invoices',
        'Offers',
        'Shipping',
        'COD remittances',
        'Privacy',
      ]);
      expect(within(nav).getByRole('link', { name: 'Custom art requests' })).toHaveAttribute(
        'href',
        '/admin/customArt',
      );
      expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByText('System Status: Online')).toBeInTheDocument();
      expect(screen.getByText('Meera Shah')).toBeInTheDocument();
      expect(screen.getByText('meera@example.com')).toBeInTheDocument();

      const figures = screen.getByRole('region', { name: 'Order figures' });
      await waitFor(() => expect(within(figures).getByText('12')).toBeInTheDocument());
      const figure = (label: string) =>
        within(figures).getByText(label).nextElementSibling?.textContent;
      expect(figure('Total Orders')).toBe('12');
      expect(figure('Pending')).toBe('5');
      // Paid and not yet sent, apart from delivered (decision 0086).
      expect(figure('To ship')).toBe('4');
      expect(figure('Completed')).toBe('3');
    });

    it("links the admin's own Security page beside the admin, apart from the seven links", async () => {
      stubApi(signedIn);
      const { router } = renderAdmin();
      const identity = await screen.findByRole('region', { name: 'Signed-in admin' });
      const security = within(identity).getByRole('link', { name: 'Security' });
      expect(security).toHaveAttribute('href', '/admin/security');
      await userEvent.click(security);
      expect(await screen.findByRole('heading', { name: 'Other admin page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/security');
    });

    it('the top search opens the dashboard filtered by the text', async () => {
      stubApi(signedIn);
      const { router } = renderAdmin();
      const search = await screen.findByRole('searchbox', { name: 'Search the shop admin' });
      await userEvent.type(search, ' river stone {Enter}');
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?q=river%20stone');
      // The dashboard has its own search box: the bar shows none there (decision 0086).
      expect(
        screen.queryByRole('searchbox', { name: 'Search the shop admin' }),
      ).not.toBeInTheDocument();
    });

    it('logout ends the session on the server, then goes to /admin', async () => {
      const fetchMock = stubApi(signedIn);
      const { router } = renderAdmin();
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByText('Admin sign-in page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
      const signOut = sentRequests(fetchMock).find((request) =>
        request.url.endsWith('/api/admin/signout'),
      );
      expect(signOut?.method).toBe('POST');
    });

    it('keeps the admin on the page with a message when the server cannot log out', async () => {
      stubApi({ ...signedIn, 'POST /api/admin/signout': { status: 500, body: {} } });
      renderAdmin();
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByText('Could not log out. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Coupons page' })).toBeInTheDocument();
    });
  });

  describe('the drawer under 1024px', () => {
    const openDrawer = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
      return screen.getByRole('dialog', { name: 'Admin menu' });
    };

    it('opens from the menu button and closes when a link is followed', async () => {
      stubApi(signedIn);
      const { router } = renderAdmin();
      const drawer = await openDrawer();
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(within(drawer).getByText('meera@example.com')).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole('link', { name: 'All Orders' }));
      expect(await screen.findByRole('heading', { name: 'Other admin page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/allorders');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on Escape, on a click outside and with its close button', async () => {
      stubApi(signedIn);
      renderAdmin();
      await openDrawer();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await openDrawer();
      fireEvent.mouseDown(screen.getByRole('heading', { name: 'Coupons page' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const drawer = await openDrawer();
      await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes by itself when the window reaches 1024px', async () => {
      stubApi(signedIn);
      renderAdmin();
      await openDrawer();
      act(() => setViewportWide(true));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
