import type { InterestedBuyer, InterestedBuyerProduct } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminInterestedBuyersPage } from './interested-buyers-page';

const monsoon: InterestedBuyerProduct = {
  id: 'p1',
  title: 'Monsoon over Kochi',
  type: 'painting',
  mainImageUrl: '/media/products/monsoon-1280.webp',
  price: 2000,
  discount: true,
  discountPrice: 1500,
  discountPercentage: 25,
  orderCount: 3,
  description: 'Oil on canvas, 24 x 36 inches',
};
const ganesha: InterestedBuyerProduct = {
  ...monsoon,
  id: 'p2',
  title: 'Ganesha pebble',
  type: 'stoneArt',
  mainImageUrl: null,
  price: 1250,
  discount: false,
  discountPrice: 1250,
  discountPercentage: 0,
  orderCount: 0,
  description: 'Hand-painted river stone',
};

const entry = (
  id: string,
  username: string,
  email: string,
  product: InterestedBuyerProduct | null,
  status: InterestedBuyer['status'] = 'open',
): InterestedBuyer => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { username, email, createdAt: '2025-12-24T08:30:00.000Z' },
  product,
  status,
});

const data = [
  entry('i1', 'Asha Rao', 'asha@example.in', monsoon),
  entry('i2', 'Ravi Kumar', 'ravi@mail.in', ganesha),
  entry('i3', 'Ghost Buyer', 'ghost@example.in', null),
];

/** The whole answer for these entries, as the server gives it unsearched. */
const answer = (entries: InterestedBuyer[], total = entries.length) => ({
  body: { interestedBuyersData: entries, total, stats: { total } },
});

/**
 * The server's side for a list of entries: its search (any part of the name, email or title, in
 * any letter case) and its paging, with both counts; entries without a product are left out.
 */
const serve = (entries: InterestedBuyer[]) => (request: Request) => {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const kept = entries.filter((e) => e.product !== null);
  const found = kept.filter((e) =>
    [e.user.username, e.user.email, e.product!.title].some((text) =>
      text.toLowerCase().includes(q),
    ),
  );
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? found.length);
  return {
    body: {
      interestedBuyersData: found.slice(offset, offset + limit),
      total: found.length,
      stats: { total: kept.length },
    },
  };
};

const renderBuyers = () =>
  renderWithApp(<AdminInterestedBuyersPage />, {
    route: '/admin/interested-buyers',
    path: '/admin/interested-buyers',
  });
const table = () => within(screen.getByRole('table'));
const names = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const total = () =>
  within(screen.getByRole('region', { name: 'Interested buyer statistics' })).getByText(
    'Total Interested Buyers',
  ).nextElementSibling;

describe('AdminInterestedBuyersPage', { timeout: 20_000 }, () => {
  it('shows the table and phone cards, skipping an entry without a product', async () => {
    const fetchMock = stubApi({ 'GET /api/user/interested-buyer': answer(data, 2) });
    renderBuyers();
    expect(screen.getByText('Loading interested buyers...')).toBeInTheDocument();
    await screen.findByRole('table');

    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Product', 'Date', 'Actions']);
    expect(names()).toEqual(['Asha Rao', 'Ravi Kumar']);
    // The Date column is the user's createdAt (spec section 2).
    expect(table().getAllByRole('row')[1]).toHaveTextContent(
      'Asha Raoasha@example.inMonsoon over Kochi24 Dec 2025',
    );
    expect(screen.queryByText('Ghost Buyer')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('2');
    expect(screen.getByText('Showing 2 of 2 buyers')).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Interested buyers' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(2);
    // The first page of the server's paged list; one page needs no pager.
    const [sent] = sentRequests(fetchMock);
    expect(new URL(sent!.url).search).toBe('?limit=20&offset=0');
    expect(screen.queryByRole('navigation', { name: 'Interested buyer pages' })).toBeNull();
  });

  it('asks the server to search by username, email or product title', async () => {
    const fetchMock = stubApi({ 'GET /api/user/interested-buyer': serve(data) });
    const user = userEvent.setup({ delay: null });
    renderBuyers();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search buyers...' });

    await user.type(search, 'RAVI');
    await expect.poll(names).toEqual(['Ravi Kumar']);
    expect(new URL(sentRequests(fetchMock).at(-1)!.url).searchParams.get('q')).toBe('RAVI');
    await user.clear(search);
    await user.type(search, 'pebble');
    await expect.poll(names).toEqual(['Ravi Kumar']);
    expect(screen.getByText('Showing 1 of 1 buyers')).toBeInTheDocument();
    // The card counts every interest, whatever the search.
    expect(total()).toHaveTextContent('2');
    await user.clear(search);
    await user.type(search, 'ghost');
    expect(
      await screen.findByText('No interested buyers found matching your criteria.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 buyers')).toBeInTheDocument();
  });

  it('pages through the list with Previous and Next, and a search starts at its first page', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      entry(`i${i + 1}`, `Buyer ${i + 1}`, `buyer${i + 1}@example.in`, monsoon),
    );
    const fetchMock = stubApi({ 'GET /api/user/interested-buyer': serve(many) });
    const user = userEvent.setup({ delay: null });
    renderBuyers();
    await screen.findByRole('table');
    const pages = within(screen.getByRole('navigation', { name: 'Interested buyer pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(names()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25 buyers')).toBeInTheDocument();

    await user.click(pages.getByRole('button', { name: 'Next' }));
    await expect.poll(names).toEqual(['Buyer 21', 'Buyer 22', 'Buyer 23', 'Buyer 24', 'Buyer 25']);
    expect(new URL(sentRequests(fetchMock).at(-1)!.url).searchParams.get('offset')).toBe('20');
    expect(pages.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search buyers...' }), 'buyer 1');
    await expect
      .poll(names)
      .toEqual(['Buyer 1', ...Array.from({ length: 10 }, (_, i) => `Buyer ${i + 10}`)]);
    expect(new URL(sentRequests(fetchMock).at(-1)!.url).searchParams.get('offset')).toBe('0');
  });

  it('opens Product Details with the discount price and percentage of a discounted product', async () => {
    stubApi({ 'GET /api/user/interested-buyer': serve(data) });
    const user = userEvent.setup({ delay: null });
    renderBuyers();
    await screen.findByRole('table');
    await user.click(table().getByRole('button', { name: 'Monsoon over Kochi' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Product Details' }));
    expect(dialog.getByRole('img', { name: 'Monsoon over Kochi' })).toHaveAttribute(
      'src',
      '/media/products/monsoon-1280.webp',
    );
    expect(dialog.getByRole('heading', { name: 'Monsoon over Kochi' })).toBeInTheDocument();
    expect(dialog.getByText('Painting')).toBeInTheDocument();
    expect(dialog.getByText('₹2,000')).toBeInTheDocument();
    expect(dialog.getByText('Discount Price').nextElementSibling).toHaveTextContent(
      '₹1,500 (25% off)',
    );
    expect(dialog.getByText('Orders').nextElementSibling).toHaveTextContent('3');
    expect(dialog.getByText('Oil on canvas, 24 x 36 inches')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(table().getByRole('button', { name: 'Ganesha pebble' }));
    const second = within(screen.getByRole('dialog', { name: 'Product Details' }));
    expect(second.getByText('Stone Art')).toBeInTheDocument();
    expect(second.getByText('₹1,250')).toBeInTheDocument();
    expect(second.queryByText('Discount Price')).not.toBeInTheDocument();
  });

  it('says when nobody has shown interest', async () => {
    stubApi({ 'GET /api/user/interested-buyer': answer([]) });
    renderBuyers();
    expect(
      await screen.findByText('No interested buyers found matching your criteria.'),
    ).toBeInTheDocument();
    expect(total()).toHaveTextContent('0');
  });

  it("shows the spec's failure message and can try again", async () => {
    const fetchMock = stubApi({
      'GET /api/user/interested-buyer': { status: 500, body: { message: 'down' } },
    });
    const user = userEvent.setup({ delay: null });
    renderBuyers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch interested buyers');
    expect(screen.getByText('Showing 0 of 0 buyers')).toBeInTheDocument();

    fetchMock.mockRestore();
    stubApi({ 'GET /api/user/interested-buyer': serve(data) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('Make offer', () => {
    const madeOffer = {
      id: 'o1',
      kind: 'painting',
      productId: 'p1',
      customArtId: null,
      title: 'Monsoon over Kochi',
      imageUrl: null,
      price: 1400,
      deliveryFee: 50,
      note: 'Framed',
      status: 'open',
      expiresAt: '2026-11-23T10:00:00.000Z',
      createdAt: '2026-11-20T10:00:00.000Z',
      orderId: null,
      withdrawnReason: null,
      customer: { id: 'u1', name: 'Asha Rao', email: 'asha@example.in' },
    };
    const offerDialog = () => within(screen.getByRole('dialog', { name: 'Make offer' }));

    it('is offered for a painting only, and starts from its listed price, ₹50 and 72 hours', async () => {
      stubApi({ 'GET /api/user/interested-buyer': serve(data) });
      const user = userEvent.setup({ delay: null });
      renderBuyers();
      await screen.findByRole('table');
      // Stone art is bought from the cart: no offer for Ravi's pebble.
      expect(table().queryByRole('button', { name: 'Make offer to Ravi Kumar' })).toBeNull();
      await user.click(table().getByRole('button', { name: 'Make offer to Asha Rao' }));
      const dialog = offerDialog();
      expect(dialog.getByText('Monsoon over Kochi for Asha Rao')).toBeInTheDocument();
      // The discounted price is what it sells for today.
      expect(dialog.getByLabelText('Price (₹)')).toHaveValue('1500');
      expect(dialog.getByLabelText('Delivery fee (₹)')).toHaveValue('50');
      expect(dialog.getByLabelText('Valid for (hours)')).toHaveValue(72);
      expect(dialog.getByLabelText('Note (optional)')).toHaveValue('');
    });

    it("says 'Offer sent' or 'Sold' instead of offering again (decision 0086)", async () => {
      stubApi({
        'GET /api/user/interested-buyer': answer([
          entry('i1', 'Asha Rao', 'asha@example.in', monsoon, 'offerSent'),
          entry('i4', 'Meera Iyer', 'meera@example.in', { ...monsoon, id: 'p4' }, 'sold'),
        ]),
      });
      renderBuyers();
      await screen.findByRole('table');
      expect(table().queryByRole('button', { name: /^Make offer/ })).toBeNull();
      const rows = table().getAllByRole('row').slice(1);
      expect(within(rows[0]!).getByText('Offer sent')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Sold')).toBeInTheDocument();
    });

    it('sends the offer to the interest, toasts and closes', async () => {
      const fetchMock = stubApi({
        'GET /api/user/interested-buyer': serve(data),
        'POST /api/admin/offers': { status: 201, body: { offer: madeOffer } },
      });
      const user = userEvent.setup({ delay: null });
      renderBuyers();
      await screen.findByRole('table');
      await user.click(table().getByRole('button', { name: /^Make offer to Asha Rao/ }));
      const dialog = offerDialog();
      await user.clear(dialog.getByLabelText('Price (₹)'));
      await user.type(dialog.getByLabelText('Price (₹)'), '1400');
      await user.type(dialog.getByLabelText('Note (optional)'), ' Framed ');
      await user.clear(dialog.getByLabelText('Valid for (hours)'));
      await user.type(dialog.getByLabelText('Valid for (hours)'), '48');
      await user.click(dialog.getByRole('button', { name: 'Send offer' }));

      expect(await screen.findByText('Offer sent')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const post = sentRequests(fetchMock).findIndex((request) => request.method === 'POST');
      expect(await sentBody(fetchMock, post)).toEqual({
        interestId: 'i1',
        price: 1400,
        deliveryFee: 50,
        validHours: 48,
        note: 'Framed',
      });
    });

    it("checks the fields with the schema's messages before sending anything", async () => {
      const fetchMock = stubApi({
        'GET /api/user/interested-buyer': serve(data),
      });
      const user = userEvent.setup({ delay: null });
      renderBuyers();
      await screen.findByRole('table');
      await user.click(table().getByRole('button', { name: /^Make offer to Asha Rao/ }));
      const dialog = offerDialog();
      await user.clear(dialog.getByLabelText('Price (₹)'));
      await user.clear(dialog.getByLabelText('Delivery fee (₹)'));
      await user.type(dialog.getByLabelText('Delivery fee (₹)'), '-5');
      await user.clear(dialog.getByLabelText('Valid for (hours)'));
      await user.type(dialog.getByLabelText('Valid for (hours)'), '1000');
      await user.click(dialog.getByRole('button', { name: 'Send offer' }));

      expect(dialog.getByLabelText('Price (₹)')).toHaveAccessibleDescription(
        'Price must be more than ₹0 with at most 2 decimals',
      );
      expect(dialog.getByLabelText('Delivery fee (₹)')).toHaveAccessibleDescription(
        'Delivery fee must be ₹0 or more with at most 2 decimals',
      );
      expect(dialog.getByLabelText('Valid for (hours)')).toHaveAccessibleDescription(
        'Validity must be a whole number of hours from 1 to 720',
      );
      expect(sentRequests(fetchMock).every((request) => request.method === 'GET')).toBe(true);
    });

    it("keeps the modal open with the server's refusal", async () => {
      stubApi({
        'GET /api/user/interested-buyer': serve(data),
        'POST /api/admin/offers': {
          status: 409,
          body: { statusCode: 409, message: 'This painting has been sold.' },
        },
      });
      const user = userEvent.setup({ delay: null });
      renderBuyers();
      await screen.findByRole('table');
      await user.click(table().getByRole('button', { name: /^Make offer to Asha Rao/ }));
      const dialog = offerDialog();
      await user.click(dialog.getByRole('button', { name: 'Send offer' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('This painting has been sold.');
      expect(dialog.getByLabelText('Price (₹)')).toHaveValue('1500');
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
