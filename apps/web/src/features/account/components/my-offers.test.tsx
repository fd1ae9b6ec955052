import { offerMessages } from '@artshop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { makeOffer } from '../../../test/offers';
import { renderWithApp } from '../../../test/render';
import { MyOffers } from './my-offers';

const renderOffers = () =>
  renderWithApp(<MyOffers />, {
    route: '/my-account?tab=offers',
    path: '/my-account',
    stubs: { '/checkout/offer/of1': 'Offer checkout page' },
    preloadedState: loggedIn(),
  });

const card = (title: string) => within(screen.getByRole('article', { name: new RegExp(title) }));

afterEach(() => vi.useRealTimers());

describe('MyOffers', () => {
  it('shows each offer with its image, price, delivery, note, status and validity in India time', async () => {
    stubApi({
      'GET /api/offers': {
        body: {
          offers: [
            makeOffer({
              note: 'Framed in teak, ready to hang.',
              expiresAt: '2999-03-13T06:00:00.000Z',
            }),
            makeOffer({
              id: 'of2',
              kind: 'customArt',
              productId: null,
              customArtId: 'ca1',
              title: 'Custom stone art: Our two cats',
              imageUrl: null,
              price: 2400,
              deliveryFee: 0,
              status: 'paid',
              orderId: 'o9',
            }),
            makeOffer({
              id: 'of3',
              title: 'Lotus Pond',
              status: 'withdrawn',
              withdrawnReason: offerMessages.withdrawnBecauseSold,
            }),
            makeOffer({ id: 'of4', title: 'Temple Bells', status: 'expired' }),
            makeOffer({ id: 'of5', title: 'Harbour', status: 'declined' }),
          ],
        },
      },
    });
    renderOffers();

    const list = await screen.findByRole('list', { name: 'Offers' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);

    const open = card('Monsoon Evening');
    expect(open.getByRole('link', { name: 'Monsoon Evening' })).toHaveAttribute(
      'href',
      '/productoverview/p1',
    );
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText('Price').nextElementSibling).toHaveTextContent('₹12,500');
    expect(open.getByText('Delivery').nextElementSibling).toHaveTextContent('₹50');
    // 06:00 UTC is 11:30 in India.
    expect(open.getByText('Valid until').nextElementSibling).toHaveTextContent(
      '13 Mar 2999, 11:30 am IST',
    );
    expect(open.getByText('Framed in teak, ready to hang.')).toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Accept and pay' })).toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    const paid = card('Custom stone art');
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText('Delivery').nextElementSibling).toHaveTextContent('₹0');
    expect(paid.queryByText('Valid until')).not.toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/my-account?tab=orders',
    );
    expect(paid.queryByRole('button')).not.toBeInTheDocument();
    expect(paid.queryByTestId('offer-countdown')).not.toBeInTheDocument();

    expect(card('Lotus Pond').getByText(offerMessages.withdrawnBecauseSold)).toBeInTheDocument();
    expect(card('Temple Bells').getByText(offerMessages.offerLapsed)).toBeInTheDocument();
    expect(card('Temple Bells').getByText('Valid until')).toBeInTheDocument();
    expect(card('Harbour').getByText(offerMessages.offerDeclined)).toBeInTheDocument();
    for (const title of ['Lotus Pond', 'Temple Bells', 'Harbour']) {
      expect(card(title).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('counts down live and turns the offer to Expired when its time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-10T06:00:00.000Z'));
    stubApi({
      'GET /api/offers': {
        body: { offers: [makeOffer({ expiresAt: '2026-03-10T06:00:03.000Z' })] },
      },
    });
    renderOffers();

    expect(await screen.findByTestId('offer-countdown')).toHaveTextContent('00h 00m 03s left');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('offer-countdown')).toHaveTextContent('00h 00m 02s left');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('offer-countdown')).not.toBeInTheDocument();
    const offer = card('Monsoon Evening');
    expect(offer.getByText('Expired')).toBeInTheDocument();
    expect(offer.getByText(offerMessages.offerLapsed)).toBeInTheDocument();
    expect(offer.queryByRole('button', { name: 'Accept and pay' })).not.toBeInTheDocument();
  });

  it('shows days while more than a day is left', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-10T06:00:00.000Z'));
    stubApi({
      'GET /api/offers': {
        body: { offers: [makeOffer({ expiresAt: '2026-03-13T06:00:00.000Z' })] },
      },
    });
    renderOffers();
    expect(await screen.findByTestId('offer-countdown')).toHaveTextContent('3d 00h 00m left');
  });

  it("opens the offer's checkout from 'Accept and pay'", async () => {
    stubApi({ 'GET /api/offers': { body: { offers: [makeOffer()] } } });
    const { router } = renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and pay' }));
    expect(await screen.findByText('Offer checkout page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/offer/of1');
  });

  it('declines after a confirmation and shows the offer as declined', async () => {
    const fetchMock = stubApi({
      'GET /api/offers': { body: { offers: [makeOffer()] } },
      'POST /api/offers/of1/decline': { body: { offer: makeOffer({ status: 'declined' }) } },
    });
    const user = userEvent.setup();
    renderOffers();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));

    const dialog = screen.getByRole('dialog', { name: offerMessages.declineConfirm });
    // 'Keep offer' closes the dialog and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep offer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(fetchMock).some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText(offerMessages.declined)).toBeInTheDocument();
    const offer = card('Monsoon Evening');
    await waitFor(() => expect(offer.getByText('Declined')).toBeInTheDocument());
    expect(offer.queryByRole('button', { name: 'Accept and pay' })).not.toBeInTheDocument();
    expect(
      sentRequests(fetchMock)
        .filter((request) => request.method === 'POST')
        .map((r) => r.url),
    ).toEqual(['http://localhost:3000/api/offers/of1/decline']);
  });

  it("shows the server's reason when the decline is refused, and reloads the offer", async () => {
    let loads = 0;
    stubApi({
      'GET /api/offers': () => {
        loads += 1;
        return {
          body: { offers: [makeOffer(loads === 1 ? {} : { status: 'withdrawn' })] },
        };
      },
      'POST /api/offers/of1/decline': {
        status: 409,
        body: { message: offerMessages.offerWithdrawnByShop },
      },
    });
    const user = userEvent.setup();
    renderOffers();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByRole('status')).toHaveTextContent(offerMessages.offerWithdrawnByShop);
    await waitFor(() => expect(card('Monsoon Evening').getByText('Withdrawn')).toBeInTheDocument());
  });

  it("says 'No offers yet' when there are none", async () => {
    stubApi({ 'GET /api/offers': { body: { offers: [] } } });
    renderOffers();
    expect(await screen.findByText(offerMessages.noOffers)).toBeInTheDocument();
  });

  it('offers a retry when the offers cannot be loaded', async () => {
    stubApi({ 'GET /api/offers': { status: 500, body: { message: 'boom' } } });
    renderOffers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your offers.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
