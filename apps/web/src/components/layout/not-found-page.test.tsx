import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { jsonResponse } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

describe('NotFoundPage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'Not Found' })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers an unknown path with a 404 page and a title', async () => {
    renderWithApp(null, { routes, entries: ['/no/such/page'] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Page not found \| /);
  });

  it('goes back to the previous page', async () => {
    const { router } = renderWithApp(null, { routes, entries: ['/careers/faq', '/no/such/page'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/careers/faq');
  });

  it('links to /contact, which opens the contact page', async () => {
    const { router } = renderWithApp(null, { routes, entries: ['/nope'] });
    await userEvent.click(await screen.findByRole('link', { name: 'Contact us' }));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/careers/contact-us');
  });
});
