import type { AdminOffer } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminOffersPage } from './offers-page';

const HOUR = 3_600_000;
/** The clock of every test: only `Date` is fixed, so the timers the data layer and the debounce use run. */
const NOW = new Date('2026-11-21T10:00:00.000Z');
const fromNow = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const offer = (id: string, overrides: Partial<AdminOffer> = {}): AdminOffer => ({
  id,
  kind: 'painting',
  productId: 'p1',
  customArtId: null,
  title: 'Monsoon over Kochi',
  imageUrl: '/media/products/monsoon-320.webp',
  price: 14500,
  deliveryFee: 50,
  note: null,
  status: 'open',
  expiresAt: fromNow(48 * HOUR),
  createdAt: '2026-11-20T10:00:00.000Z',
  orderId: null,
  withdrawnReason: null,
  customer: { id: 'u1', name: 'Asha Rao', email: 'asha@example.in' },
  ...overrides,
});

const open = offer('o1');
const quote = offer('o2', {
  kind: 'customArt',
  productId: null,
  customArtId: 'r1',
  title: 'Custom stone art: Our dog Bruno',
  imageUrl: null,
  price: 2500.5,
  deliveryFee: 0,
  status: 'accepted',
  expiresAt: fromNow(5 * HOUR),
  customer: { id: 'u2', name: 'Ravi Kumar', email: 'ravi@mail.in' },
});
const paid = offer('o3', { status: 'paid', title: 'Lotus pond', expiresAt: fromNow(-HOUR) });
const lapsed = offer('o4', { status: 'expired', title: 'Old fort', expiresAt: fromNow(-HOUR) });

const LIST = 'GET /api/admin/offers';
const renderOffers = () =>
  renderWithApp(<AdminOffersPage />, { route: '/admin/offers', path: '/admin/offers' });
const table = () => within(screen.getByRole('table'));
const rowOf = (title: string) => within(table().getByText(title).closest('tr') as HTMLElement);

describe('AdminOffersPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists the offers with customer, price, delivery, status and the time left', async () => {
    stubApi({ [LIST]: { body: { offers: [open, quote, paid, lapsed] } } });
    renderOffers();
    expect(screen.getByText('Loading offers...')).toBeInTheDocument();
    await screen.findByRole('table');

    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Piece', 'Customer', 'Price', 'Delivery', 'Status', 'Created', 'Actions']);
    expect(table().getAllByRole('row')[1]).toHaveTextContent(
      'Monsoon over KochiPaintingAsha Raoasha@example.in₹14,500₹50OpenExpires in 2d 00h 00m20 Nov 2026',
    );
    expect(rowOf('Custom stone art: Our dog Bruno').getByText('Custom art')).toBeInTheDocument();
    expect(rowOf('Custom stone art: Our dog Bruno').getByText('₹2,500.50')).toBeInTheDocument();
    expect(rowOf('Custom stone art: Our dog Bruno').getByText('Accepted')).toBeInTheDocument();
    expect(
      rowOf('Custom stone art: Our dog Bruno').getByText('Expires in 05h 00m'),
    ).toBeInTheDocument();
    // Settled offers show no clock and cannot be withdrawn.
    expect(rowOf('Lotus pond').getByText('Paid')).toBeInTheDocument();
    expect(rowOf('Old fort').getByText('Expired')).toBeInTheDocument();
    for (const title of ['Lotus pond', 'Old fort']) {
      expect(rowOf(title).queryByText(/^Expires in/)).toBeNull();
      expect(rowOf(title).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    }
    expect(screen.getByText('Showing 4 of 4 offers')).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Offers' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(4);
  });

  it('reads an open offer whose time has run out as expired, without a withdraw', async () => {
    stubApi({ [LIST]: { body: { offers: [offer('o5', { expiresAt: fromNow(-HOUR) })] } } });
    renderOffers();
    await screen.findByRole('table');
    expect(rowOf('Monsoon over Kochi').getByText('Expired')).toBeInTheDocument();
    expect(rowOf('Monsoon over Kochi').queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it('sends the search and the status filter to the server', async () => {
    const fetchMock = stubApi({ [LIST]: { body: { offers: [] } } });
    const user = userEvent.setup({ delay: null });
    renderOffers();
    expect(await screen.findByText('No offers found matching your criteria.')).toBeInTheDocument();

    const filters = within(screen.getByRole('group', { name: 'Filter by status' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Open',
      'Accepted',
      'Paid',
      'Declined',
      'Withdrawn',
      'Expired',
    ]);
    await user.click(filters.getByRole('button', { name: 'Expired' }));
    expect(filters.getByRole('button', { name: 'Expired' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search offers...' }), ' asha ');

    const params = () =>
      sentRequests(fetchMock).map((request) => new URL(request.url).searchParams.toString());
    expect(params()[0]).toBe('');
    await waitFor(() => expect(params().at(-1)).toBe('q=asha&status=expired'));
  });

  it('withdraws an open offer after confirmation and reloads the list', async () => {
    let withdrawn = false;
    const fetchMock = stubApi({
      [LIST]: () => ({
        body: { offers: [withdrawn ? { ...open, status: 'withdrawn' } : open] },
      }),
      'POST /api/admin/offers/o1/withdraw': () => {
        withdrawn = true;
        return { body: { offer: { ...open, status: 'withdrawn' } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderOffers();
    await screen.findByRole('table');
    await user.click(
      rowOf('Monsoon over Kochi').getByRole('button', {
        name: 'Withdraw the offer for Monsoon over Kochi to Asha Rao',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw offer' }));
    expect(
      dialog.getByText(
        'Withdraw the offer for Monsoon over Kochi to Asha Rao? They will no longer be able to accept it.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Offer withdrawn')).toBeInTheDocument();
    expect(await rowOf('Monsoon over Kochi').findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(fetchMock).filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it("toasts the server's refusal to withdraw and keeps the offer", async () => {
    stubApi({
      [LIST]: { body: { offers: [open] } },
      'POST /api/admin/offers/o1/withdraw': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Only an open or accepted offer that has not been paid can be withdrawn.',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderOffers();
    await screen.findByRole('table');
    await user.click(rowOf('Monsoon over Kochi').getByRole('button', { name: /^Withdraw/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw offer' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(
      await screen.findByText(
        'Failed to withdraw the offer: Only an open or accepted offer that has not been paid can be withdrawn.',
      ),
    ).toBeInTheDocument();
    expect(rowOf('Monsoon over Kochi').getByText('Open')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      [LIST]: () =>
        fail ? { status: 500, body: { message: 'down' } } : { body: { offers: [open] } },
    });
    const user = userEvent.setup({ delay: null });
    renderOffers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load offers.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
