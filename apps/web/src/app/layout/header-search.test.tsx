import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SiteHeader } from './site-header';

// The header's search field (decision 0107): a GET form to /search that the router follows once
// the app runs, in the header and in the phone menu.
describe('the header search', () => {
  it('is a GET form to /search, and takes the shopper to the results of the words typed', async () => {
    const { router } = renderWithApp(<SiteHeader />, { stubs: { '/search': 'Results' } });
    const form = within(screen.getByRole('banner')).getAllByRole('search')[0]!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox', { name: 'Search the shop' });
    expect(field).toHaveAttribute('name', 'q');
    await userEvent.type(field, '  radha krisna {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=radha+krisna');
  });

  it('searches from the phone menu and closes it', async () => {
    const { router } = renderWithApp(<SiteHeader />, { stubs: { '/search': 'Results' } });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.type(within(menu).getByRole('searchbox'), 'indgo{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=indgo'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
