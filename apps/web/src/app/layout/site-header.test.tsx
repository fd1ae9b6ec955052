import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCartItems } from '../../features/cart/cart.slice';
import { loggedIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { setViewportWide } from '../../test/setup';
import { SiteHeader } from './site-header';

// The menu's code loads when the button is first reached for (site-header.tsx): wait for the drawer.
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('SiteHeader', () => {
  it('shows a cart badge of 0 when the cart is empty, and the count once it fills', () => {
    const { store } = renderWithApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/account/cart',
    );
    act(() => {
      store.dispatch(
        setCartItems([
          {
            productId: 'p1',
            title: 'Ganesha',
            size: '4x4',
            quantity: 2,
            price: 1500,
            discountPrice: 1500,
          },
        ]),
      );
    });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
  });

  it('points the account icon at sign-in for a visitor and at the account for a customer', () => {
    const { unmount } = renderWithApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    unmount();
    renderWithApp(<SiteHeader />, { preloadedState: loggedIn() });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
  });

  it('opens CustomArt in a new tab and lists both collections under Shop', async () => {
    renderWithApp(<SiteHeader />);
    const customArt = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Custom art',
    });
    expect(customArt).toHaveAttribute('target', '_blank');
    expect(customArt).toHaveAttribute('href', '/customarts');
    const shop = screen.getByRole('button', { name: 'Shop' });
    await userEvent.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Paintings' })).toHaveAttribute(
      'href',
      '/shop/paintings',
    );
    expect(screen.getByRole('link', { name: 'Stone Art' })).toHaveAttribute(
      'href',
      '/shop/stone-art',
    );
  });

  it('has every link of the desktop header in the phone menu, About included', async () => {
    renderWithApp(<SiteHeader />);
    const linksOf = (container: HTMLElement) =>
      within(container)
        .getAllByRole('link')
        .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    const desktop = linksOf(screen.getByRole('navigation', { name: 'Main' }));
    expect(desktop).toContain('About /careers/about-us');
    expect(desktop).toHaveLength(5); // Home, the two collections, CustomArt, About

    await openMenu();
    const phone = linksOf(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(phone).toEqual(expect.arrayContaining(desktop));
  });

  it('opens the mobile menu and closes it on a link click', async () => {
    const { router } = renderWithApp(<SiteHeader />);
    const menu = await openMenu();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await userEvent.click(within(menu).getByRole('link', { name: 'Stone Art' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/stone-art');
  });

  it('offers Logout instead of Sign In in the mobile menu of a customer', async () => {
    renderWithApp(<SiteHeader />, { preloadedState: loggedIn() });
    const menu = await openMenu();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('draws no mobile menu before the button is pressed, and opens it again after a close', async () => {
    renderWithApp(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await openMenu()).toBeInTheDocument();
  });

  it('closes the mobile menu on an outside click', async () => {
    renderWithApp(<SiteHeader />);
    await openMenu();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu when the window reaches 1024px', async () => {
    renderWithApp(<SiteHeader />);
    await openMenu();
    act(() => setViewportWide(true));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    setViewportWide(false);
  });
});
