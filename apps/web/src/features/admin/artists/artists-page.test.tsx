import type { AdminArtist } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminArtistsPage } from './artists-page';

const meera: AdminArtist = {
  id: 'a1',
  name: 'Meera Pillai',
  slug: 'meera-pillai',
  city: 'Kochi',
  bio: 'Backwaters at dawn.',
  photo: null,
  productCount: 3,
};

// Admin > Artists (decision 0108): the profiles with their products, added and edited in a form.
describe('AdminArtistsPage', { timeout: 20_000 }, () => {
  it('lists the profiles and adds one, sending what the form holds', async () => {
    const added = { ...meera, id: 'a2', name: 'Arjun Das', slug: 'arjun-das', productCount: 0 };
    let listed = [meera];
    const fetchMock = stubApi({
      'GET /api/admin/artists': () => ({ body: { artists: listed } }),
      'POST /api/admin/artists': () => {
        listed = [added, meera];
        return { status: 201, body: { artist: added } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AdminArtistsPage />, { route: '/admin/artists', path: '/admin/artists' });
    const list = await screen.findByRole('list', { name: 'Artists' });
    expect(within(list).getByText('Meera Pillai')).toBeInTheDocument();
    expect(within(list).getByText('Kochi · 3 products')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View page' })).toHaveAttribute(
      'href',
      '/artists/meera-pillai',
    );

    await user.click(screen.getByRole('button', { name: 'Add artist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add artist' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter the artist’s name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Arjun Das');
    await user.type(within(dialog).getByLabelText(/^City/), 'Kochi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodySentTo(fetchMock, 'POST /api/admin/artists')).toEqual({
      name: 'Arjun Das',
      slug: '',
      city: 'Kochi',
      bio: '',
    });
    expect(await screen.findByText('Arjun Das')).toBeInTheDocument();
  });
});
