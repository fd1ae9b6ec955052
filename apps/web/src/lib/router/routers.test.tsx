import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './links';
import type { Navigator } from './location';
import { Outlet, useParams } from './route-tree';
import type { RouteDef } from './route-table';
import { BrowserRouter, MemoryRouter, StaticRouter } from './routers';
import { useSearchParams } from './hooks';
import { renderToString } from 'react-dom/server';

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/shop" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Shop
        </NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

function Product() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <h1>Product {id}</h1>
      <p>tab {search.get('tab') ?? 'none'}</p>
      <button type="button" onClick={() => setSearch({ tab: 'reviews' }, { replace: true })}>
        Reviews
      </button>
      <Link to="/">Home link</Link>
    </>
  );
}

const routes: RouteDef[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Link to="/shop/7">To product 7</Link> },
      { path: 'shop/:id', element: <Product /> },
      { path: 'old', redirectTo: '/shop/1' },
    ],
  },
];

function renderAt(entry: string) {
  const handle: { current: Navigator | null } = { current: null };
  render(
    <MemoryRouter routes={routes} initialEntries={[entry]} initialIndex={0} handle={handle} />,
  );
  return handle;
}

describe('the router', () => {
  it('moves on a plain click, marks the active link, and reads params and the query', async () => {
    const handle = renderAt('/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'To product 7' }));
    expect(await screen.findByRole('heading', { name: 'Product 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Reviews' }));
    expect(await screen.findByText('tab reviews')).toBeInTheDocument();
    expect(handle.current?.location.search).toBe('?tab=reviews');
  });

  it('follows an old address to its new one, replacing it', async () => {
    const handle = renderAt('/old');
    expect(await screen.findByRole('heading', { name: 'Product 1' })).toBeInTheDocument();
    expect(handle.current?.location.pathname).toBe('/shop/1');
  });

  it('leaves a modified click (a new tab) to the browser', async () => {
    const handle = renderAt('/shop/3');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Home link' }));
    expect(handle.current?.location.pathname).toBe('/shop/3');
  });

  it('goes back and forward through its history, drawing each page again', async () => {
    const handle = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'To product 7' }));
    expect(await screen.findByRole('heading', { name: 'Product 7' })).toBeInTheDocument();
    await act(() => handle.current?.navigate(-1));
    expect(await screen.findByRole('link', { name: 'To product 7' })).toBeInTheDocument();
    expect(handle.current?.location.pathname).toBe('/');
    await act(() => handle.current?.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Product 7' })).toBeInTheDocument();
    // A move with `replace` takes the current entry's place: back leads past it.
    await act(() => handle.current?.navigate('/shop/8', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'Product 8' })).toBeInTheDocument();
    await act(() => handle.current?.navigate(-1));
    expect(await screen.findByRole('link', { name: 'To product 7' })).toBeInTheDocument();
  });

  it("in the browser, moves with the History API and follows the browser's back button", async () => {
    window.history.replaceState(null, '', '/');
    render(<BrowserRouter routes={routes} />);
    await userEvent.click(screen.getByRole('link', { name: 'To product 7' }));
    expect(await screen.findByRole('heading', { name: 'Product 7' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/shop/7');
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'To product 7' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('renders on the server the page for a URL, with real hrefs', () => {
    const html = renderToString(<StaticRouter url="/shop/9?tab=x" routes={routes} />);
    expect(html).toContain('Product <!-- -->9');
    expect(html).toContain('tab <!-- -->x');
    expect(html).toContain('href="/"');
  });
});
