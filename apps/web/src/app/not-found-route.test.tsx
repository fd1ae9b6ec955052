import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPagesFor } from '../lib/router';
import { routes } from './routes';
import { stubApi } from '../test/fetch-stub';
import { renderWithApp } from '../test/render';

describe('NotFoundPage', () => {
  // Every API call answers 404: these pages need nothing from the server.
  beforeEach(() => {
    stubApi({});
  });

  it('answers an unknown path with a 404 page and a title', async () => {
    // The page is lazy: loaded first, as the browser's entry does before it draws a page.
    await loadPagesFor(routes, '/no/such/page');
    renderWithApp(null, { routes, route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Page not found \| /);
  });

  it('goes back to the previous page', async () => {
    const { router } = renderWithApp(null, {
      routes,
      history: ['/careers/faq'],
      route: '/no/such/page',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/careers/faq');
  });

  it('links to /contact, which opens the contact page', async () => {
    const { router } = renderWithApp(null, { routes, route: '/nope' });
    await userEvent.click(await screen.findByRole('link', { name: 'Contact us' }));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/careers/contact-us');
  });
});
