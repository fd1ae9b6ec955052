import { commissionMessages, offerMessages } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { makeOffer, makeRequest } from '../../../test/offers';
import { renderWithApp } from '../../../test/render';
import { MyRequests } from './my-requests';

const renderRequests = () =>
  renderWithApp(<MyRequests />, {
    route: '/my-account?tab=requests',
    path: '/my-account',
    stubs: { '/checkout/offer/q1': 'Offer checkout page' },
    preloadedState: loggedIn(),
  });

const quote = makeOffer({
  id: 'q1',
  kind: 'customArt',
  productId: null,
  customArtId: 'ca1',
  title: 'Custom stone art: Our two cats on a river stone',
  imageUrl: null,
  price: 2400,
});

const inProgress = makeRequest({
  stage: 'in_progress',
  imageUrl: '/api/customArt/ca1/image',
  photos: [
    {
      id: 'ph1',
      caption: 'First coat of paint',
      createdAt: '2026-03-12T06:00:00.000Z',
      url: '/api/customArt/ca1/photos/ph1',
    },
    {
      id: 'ph2',
      caption: '',
      createdAt: '2026-03-13T06:00:00.000Z',
      url: '/api/customArt/ca1/photos/ph2',
    },
  ],
  offers: [{ ...quote, status: 'paid', orderId: 'o1' }],
});

describe('MyRequests', () => {
  it('shows the stage as a step line with the steps done and the current one', async () => {
    stubApi({ 'GET /api/customArt/mine': { body: { requests: [inProgress] } } });
    renderRequests();
    const request = within(await screen.findByRole('article', { name: /^Our two cats/ }));
    expect(request.getByText('Requested on 1 March 2026')).toBeInTheDocument();
    // The heading holds the whole (short) description: it is not repeated below.
    expect(request.getAllByText('Our two cats on a river stone, sitting together')).toHaveLength(1);
    const steps = within(request.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      // Done steps carry a tick (an icon) instead of their number.
      'Requested (done)',
      'Quoted (done)',
      'Accepted and paid (done)',
      '4In progress (current stage)',
      '5Completed',
      '6Shipped',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows the reference photo and the progress photos, each opening large with its caption', async () => {
    stubApi({ 'GET /api/customArt/mine': { body: { requests: [inProgress] } } });
    const user = userEvent.setup();
    renderRequests();
    expect(await screen.findByRole('img', { name: 'Your reference photo' })).toHaveAttribute(
      'src',
      '/api/customArt/ca1/image',
    );
    const photos = within(screen.getByRole('list', { name: commissionMessages.progressPhotos }));
    expect(photos.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'First coat of paint',
      'Progress photo',
    ]);

    await user.click(photos.getByRole('button', { name: 'First coat of paint' }));
    const dialog = within(screen.getByRole('dialog', { name: 'First coat of paint' }));
    expect(dialog.getByRole('img', { name: 'First coat of paint' })).toHaveAttribute(
      'src',
      '/api/customArt/ca1/photos/ph1',
    );
    expect(dialog.getByText('Added on 12 March 2026')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("lists the request's quotes, paid ones with a link to the orders", async () => {
    stubApi({ 'GET /api/customArt/mine': { body: { requests: [inProgress] } } });
    renderRequests();
    const quotes = within(await screen.findByRole('list', { name: 'Quotes' }));
    expect(quotes.getByRole('heading', { level: 5 })).toHaveTextContent(quote.title);
    expect(quotes.getByText('Paid')).toBeInTheDocument();
    expect(quotes.getByRole('link', { name: 'View my orders' })).toBeInTheDocument();
  });

  it('accepts an open quote through its checkout and declines one after a confirmation', async () => {
    const quoted = makeRequest({ stage: 'quoted', offers: [quote] });
    stubApi({
      'GET /api/customArt/mine': { body: { requests: [quoted] } },
      'POST /api/offers/q1/decline': { body: { offer: { ...quote, status: 'declined' } } },
    });
    const user = userEvent.setup();
    const { router } = renderRequests();
    expect(await screen.findByRole('button', { name: 'Accept and pay' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: commissionMessages.progressPhotos })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText(offerMessages.declined)).toBeInTheDocument();
    const quotes = within(screen.getByRole('list', { name: 'Quotes' }));
    await waitFor(() => expect(quotes.getByText('Declined')).toBeInTheDocument());
    expect(quotes.queryByRole('button', { name: 'Accept and pay' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
  });

  it("opens a quote's checkout from 'Accept and pay'", async () => {
    stubApi({
      'GET /api/customArt/mine': {
        body: { requests: [makeRequest({ stage: 'quoted', offers: [quote] })] },
      },
    });
    const { router } = renderRequests();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and pay' }));
    expect(await screen.findByText('Offer checkout page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/offer/q1');
  });

  it('gives a long description in full under its shortened heading', async () => {
    const description = `A lighthouse at dusk with gulls over the waves, ${'and a little boat '.repeat(3)}`;
    stubApi({ 'GET /api/customArt/mine': { body: { requests: [makeRequest({ description })] } } });
    renderRequests();
    const heading = await screen.findByRole('heading', { level: 3 });
    expect(heading.textContent).toMatch(/…$/);
    expect(heading.textContent!.length).toBeLessThanOrEqual(61);
    expect(screen.getByText(description.trim())).toBeInTheDocument();
  });

  it('says when there are no requests, with a link to ask for one', async () => {
    stubApi({ 'GET /api/customArt/mine': { body: { requests: [] } } });
    renderRequests();
    expect(await screen.findByText(commissionMessages.noRequests)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request custom art' })).toHaveAttribute(
      'href',
      '/customarts',
    );
  });

  it('offers a retry when the requests cannot be loaded', async () => {
    stubApi({ 'GET /api/customArt/mine': { status: 500, body: { message: 'boom' } } });
    renderRequests();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your requests.');
  });
});
