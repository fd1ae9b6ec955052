import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate } from './hooks';
import { Link } from './links';
import { Outlet } from './route-tree';
import type { RouteDef } from './route-table';
import { BrowserRouter, MemoryRouter } from './routers';

// jsdom has no layout: the window's position is this variable, moved by the router's scrollTo or
// by the test (the visitor scrolling). Each scroll records the page on screen when it happened.
let position = { x: 0, y: 0 };
let scrolls: { to: { x: number; y: number }; page: string | null | undefined }[] = [];
let broughtIntoView: { id: string; page: string | null | undefined }[] = [];
const pageOnScreen = () => document.querySelector('h1')?.textContent;

beforeEach(() => {
  position = { x: 0, y: 0 };
  scrolls = [];
  broughtIntoView = [];
  vi.spyOn(window, 'scrollX', 'get').mockImplementation(() => position.x);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => position.y);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    position = { x, y };
    scrolls.push({ to: position, page: pageOnScreen() });
  }) as typeof window.scrollTo);
  // jsdom lacks scrollIntoView altogether.
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      broughtIntoView.push({ id: this.id, page: pageOnScreen() });
    },
  });
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`at ${pathname}${search}${hash}`}</p>;
}

function BackAndForward() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/about">About</Link>
      <Link to="/about#contact">Contact us</Link>
    </>
  );
}

function About() {
  return (
    <>
      <h1>About</h1>
      <Link to="#team">Our team</Link>
      <Link to="?tab=letters">Letters</Link>
      <section id="team">Team</section>
      <section id="contact">Contact</section>
    </>
  );
}

// The About page is lazy, loaded afresh in each test, so every first move to it waits for its code.
let pages = 0;
function makeRoutes(): RouteDef[] {
  pages += 1;
  const about = { module: `about-${pages}.tsx`, name: 'About', clientOnly: false };
  const load = () => new Promise<Record<string, unknown>>((done) => setTimeout(done, 0, { About }));
  return [
    {
      path: '/',
      element: (
        <>
          <Where />
          <BackAndForward />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <Home /> },
        { path: 'about', page: { ...about, load } },
      ],
    },
  ];
}

const sources = {
  memory: () =>
    render(
      <MemoryRouter
        routes={makeRoutes()}
        initialEntries={['/']}
        initialIndex={0}
        handle={{ current: null }}
      />,
    ),
  browser: () => {
    window.history.replaceState(null, '', '/');
    return render(<BrowserRouter routes={makeRoutes()} />);
  },
};

describe.each(Object.entries(sources))('scrolling with the %s history', (_source, renderApp) => {
  it('starts a new page at the top once it is drawn, and keeps the place for a new query', async () => {
    renderApp();
    position = { x: 0, y: 400 };
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(scrolls).toEqual([{ to: { x: 0, y: 0 }, page: 'About' }]);

    position = { x: 0, y: 250 };
    await userEvent.click(screen.getByRole('link', { name: 'Letters' }));
    expect(await screen.findByText('at /about?tab=letters')).toBeInTheDocument();
    expect(position).toEqual({ x: 0, y: 250 });
    expect(scrolls).toHaveLength(1);
  });

  it('brings a #hash target into view on the new page, and on the same page without a new one', async () => {
    renderApp();
    position = { x: 0, y: 400 };
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    const heading = await screen.findByRole('heading', { name: 'About' });
    expect(broughtIntoView).toEqual([{ id: 'contact', page: 'About' }]);
    expect(scrolls).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Our team' }));
    expect(await screen.findByText('at /about#team')).toBeInTheDocument();
    expect(broughtIntoView).toEqual([
      { id: 'contact', page: 'About' },
      { id: 'team', page: 'About' },
    ]);
    // The same page stayed: its heading is the very element drawn before.
    expect(screen.getByRole('heading', { name: 'About' })).toBe(heading);
  });

  it('returns with Back and Forward to where the visitor was on each entry', async () => {
    renderApp();
    position = { x: 0, y: 300 };
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    position = { x: 0, y: 120 };

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrolls.at(-1)).toEqual({ to: { x: 0, y: 300 }, page: 'Home' });

    position = { x: 0, y: 310 };
    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(scrolls.at(-1)).toEqual({ to: { x: 0, y: 120 }, page: 'About' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrolls.at(-1)).toEqual({ to: { x: 0, y: 310 }, page: 'Home' });
  });
});

describe('the browser router', () => {
  it("turns the browser's own scroll restoration off while it runs, and on as the page is left", () => {
    window.history.replaceState(null, '', '/');
    const view = render(<BrowserRouter routes={makeRoutes()} />);
    expect(window.history.scrollRestoration).toBe('manual');
    fireEvent(window, new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    fireEvent(window, new Event('pageshow'));
    expect(window.history.scrollRestoration).toBe('manual');
    view.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('gives an entry the browser made itself (a plain #hash link) a key of its own', async () => {
    window.history.replaceState(null, '', '/');
    render(<BrowserRouter routes={makeRoutes()} />);
    position = { x: 0, y: 200 };
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    // As a browser does for `<a href="#team">`: a new entry without state, then popstate.
    act(() => {
      window.history.pushState(null, '', '/about#team');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await waitFor(() => expect(broughtIntoView).toEqual([{ id: 'team', page: 'About' }]));
    // Not taken for the first entry, whose kept place (200) would have been restored instead.
    expect(scrolls).toEqual([{ to: { x: 0, y: 0 }, page: 'About' }]);
  });
});
