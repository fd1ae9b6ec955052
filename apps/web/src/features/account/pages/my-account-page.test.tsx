import { commissionMessages, offerMessages } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn } from '../../../test/fixtures';
import { makeOffer, makeRequest } from '../../../test/offers';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithApp, type RenderOptions } from '../../../test/render';
import { MyAccountPage } from './my-account-page';

/** /my-account (after the home page, so Back has somewhere to go), with stand-in pages. */
const renderAccount = (options: RenderOptions = {}) =>
  renderWithApp(<MyAccountPage />, {
    route: '/my-account',
    path: '/my-account',
    history: ['/'],
    stubs: { '/signin': 'Sign in page', '/': 'Home page' },
    ...options,
  });

const menu = () => within(screen.getByRole('navigation', { name: 'My Account' }));

describe('MyAccountPage', { timeout: 20_000 }, () => {
  it('sends a visitor to /signin', () => {
    renderAccount({
      preloadedState: { auth: { isLoggedIn: false, user: null, status: 'ready' } },
    });
    expect(screen.getByText('Sign in page')).toBeInTheDocument();
  });

  it('waits for the session check instead of redirecting', () => {
    renderAccount();
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
  });

  it("shows My Details first: cards with 'N/A' and 'Invalid Date', and the completion bar", () => {
    renderAccount({
      preloadedState: loggedIn({
        phone: null,
        createdAt: 'yesterday-ish',
        address: { street: '1 MG Road', city: 'Pune', state: null, zip: null, country: 'India' },
      }),
    });
    expect(document.title).toContain('My Account');
    expect(screen.getByRole('heading', { name: 'My Details' })).toBeInTheDocument();
    expect(menu().getByRole('button', { name: 'My Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = (label: string) => screen.getByText(label).nextElementSibling;
    expect(card('Full Name')).toHaveTextContent('Asha Rao');
    expect(card('Phone')).toHaveTextContent('N/A');
    expect(card('City and State')).toHaveTextContent('Pune');
    expect(card('PIN code and Country')).toHaveTextContent('India');
    expect(card('Account Created')).toHaveTextContent('Invalid Date');
    // name + email + 2/4 of the address = 2.5 / 4 -> 63%
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '63',
    );
  });

  it("shows 'No orders yet' when the orders cannot be loaded, and only logs the failure", async () => {
    stubApi({ 'GET /api/order/user': { status: 500, body: { message: 'boom' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount({ preloadedState: loggedIn() });
    await userEvent.setup({ delay: null }).click(menu().getByRole('button', { name: 'My Orders' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalled();
  });

  it('opens the tab named in the address (the order emails link to ?tab=orders)', async () => {
    stubApi({ 'GET /api/order/user': { body: { orders: [] } } });
    renderAccount({ route: '/my-account?tab=orders', preloadedState: loggedIn() });
    expect(menu().getByRole('button', { name: 'My Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('opens the drawer from the menu button and closes it on a tab or an outside click', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderAccount({ preloadedState: loggedIn() });
    const opener = screen.getByRole('button', { name: /Account menu/ });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByTestId('account-menu-backdrop'));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    await user.click(menu().getByRole('button', { name: 'Account Settings' }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('Back goes to the previous page', async () => {
    renderAccount({ preloadedState: loggedIn() });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('counts the open offers on the Offers tab and on the phone menu button', async () => {
    stubApi({
      'GET /api/offers': {
        body: {
          offers: [
            makeOffer({ id: 'a' }),
            makeOffer({ id: 'b' }),
            makeOffer({ id: 'c', status: 'paid' }),
            makeOffer({ id: 'd', status: 'expired' }),
          ],
        },
      },
    });
    renderAccount({ preloadedState: loggedIn() });
    const offersTab = menu().getByRole('button', { name: 'Offers' });
    await waitFor(() => expect(offersTab).toHaveAccessibleDescription('2 open offers'));
    expect(within(offersTab).getByTestId('open-offers-badge')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAccessibleName(
      'Account menu: My Details, 2 open offers',
    );
  });

  it('shows no count when no offer is open', async () => {
    stubApi({ 'GET /api/offers': { body: { offers: [makeOffer({ status: 'declined' })] } } });
    renderAccount({ preloadedState: loggedIn() });
    await userEvent.setup({ delay: null }).click(menu().getByRole('button', { name: 'Offers' }));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.queryByTestId('open-offers-badge')).not.toBeInTheDocument();
    expect(menu().getByRole('button', { name: 'Offers' })).not.toHaveAccessibleDescription();
  });

  it('opens Offers from ?tab=offers (the offer email) and My requests from ?tab=requests', async () => {
    stubApi({
      'GET /api/offers': { body: { offers: [makeOffer()] } },
      'GET /api/customArt/mine': { body: { requests: [makeRequest()] } },
    });
    const first = renderAccount({ route: '/my-account?tab=offers', preloadedState: loggedIn() });
    expect(menu().getByRole('button', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { name: offerMessages.tabTitle, level: 2 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept and pay' })).toBeInTheDocument();
    first.unmount();

    renderAccount({ route: '/my-account?tab=requests', preloadedState: loggedIn() });
    expect(menu().getByRole('button', { name: 'My requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('list', { name: commissionMessages.requestsTabTitle }),
    ).toBeInTheDocument();
  });

  it('names the chosen tab in the address, replacing the entry so Back leaves the account', async () => {
    stubApi({ 'GET /api/offers': { body: { offers: [] } } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAccount({ preloadedState: loggedIn() });
    await user.click(menu().getByRole('button', { name: 'Offers' }));
    expect(router.state.location.search).toBe('?tab=offers');
    expect(await screen.findByText(offerMessages.noOffers)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
