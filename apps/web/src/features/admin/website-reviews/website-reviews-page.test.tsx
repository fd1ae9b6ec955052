import type { WebsiteReview } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminWebsiteReviewsPage } from './website-reviews-page';

const review = (
  id: string,
  reviewUserName: string,
  reviewContent: string,
  rating = 5,
): WebsiteReview => ({
  id,
  reviewUserName,
  reviewContent,
  rating,
  timestamp: '2026-03-05T10:00:00.000Z',
});

const meera = review('r1', 'Meera K', 'The Ganesha stone is beautiful', 4);
const rahul = review('r2', 'Rahul', 'Quick delivery to Pune');

const renderReviews = () =>
  renderWithApp(<AdminWebsiteReviewsPage />, {
    route: '/admin/website-reviews',
    path: '/admin/website-reviews',
    history: ['/admin/dashboard'],
    stubs: { '/admin/dashboard': 'Dashboard page' },
  });
const table = () => within(screen.getByRole('table'));

describe('AdminWebsiteReviewsPage', { timeout: 20_000 }, () => {
  // Decision 0115: a page of 100 at a time, newest first.
  it('loads more reviews when the shop has more than a page, and says how many it shows', async () => {
    const page = (offset: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        review(`p${offset + i}`, `Reviewer ${offset + i}`, `Review ${offset + i}`),
      );
    const fetchMock = stubApi({
      'GET /api/website-reviews?limit=100&offset=0': { body: { data: page(0, 100), total: 130 } },
      'GET /api/website-reviews?limit=100&offset=100': {
        body: { data: page(100, 30), total: 130 },
      },
    });
    renderReviews();
    await screen.findByRole('table');
    expect(table().getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('Showing 100 of 130 reviews')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(131));
    expect(table().getByText('Reviewer 129')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
    expect(sentRequests(fetchMock).map((request) => new URL(request.url).search)).toEqual([
      '?limit=100&offset=0',
      '?limit=100&offset=100',
    ]);
  });

  it('lists the reviews with stars, text and date, and searches by name or content', async () => {
    stubApi({ 'GET /api/website-reviews': { body: { data: [meera, rahul], total: 2 } } });
    const user = userEvent.setup({ delay: null });
    renderReviews();
    expect(screen.getByText('Loading reviews...')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User', 'Rating', 'Review', 'Date', 'Actions']);
    const [, first] = table().getAllByRole('row');
    expect(first).toHaveTextContent('Meera K');
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('5 Mar 2026');

    const search = screen.getByRole('searchbox', { name: 'Search reviews...' });
    await user.type(search, 'PUNE');
    expect(table().getAllByRole('row')).toHaveLength(2);
    expect(table().getByText('Rahul')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'meera');
    expect(table().getByText('Meera K')).toBeInTheDocument();
    expect(table().queryByText('Rahul')).not.toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText('No reviews found')).toBeInTheDocument();
  });

  it('goes back in history with the back button', async () => {
    stubApi({ 'GET /api/website-reviews': { body: { data: [] } } });
    const user = userEvent.setup({ delay: null });
    renderReviews();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('treats a 404 as no reviews, and shows the spec message for other load failures', async () => {
    stubApi({});
    const first = renderReviews();
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    stubApi({ 'GET /api/website-reviews': { status: 500, body: { message: 'down' } } });
    renderReviews();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load reviews. Please try again.',
    );
  });

  it('adds a review: name and content required, 5 stars by default, a click picks 4, then the list reloads', async () => {
    const added = review('r3', 'Asha', 'Lovely colours', 4);
    // The stub reads this table at each call, so the list can change once the review is added.
    const routes = {
      'GET /api/website-reviews': { body: { data: [rahul] } },
      'POST /api/website-reviews': { status: 201, body: { data: added } },
    };
    const fetchMock = stubApi(routes);
    const user = userEvent.setup({ delay: null });
    renderReviews();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add New Review' }));
    const stars = dialog.getByRole('radiogroup', { name: 'Rating' });
    expect(within(stars).getByRole('radio', { name: '5 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(dialog.getByRole('button', { name: 'Add Review' }));
    expect(dialog.getByText('User name is required')).toBeInTheDocument();
    expect(dialog.getByText('Review content is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls).toHaveLength(1);

    await user.type(dialog.getByLabelText('User Name'), 'Asha');
    await user.type(dialog.getByLabelText('Review Content'), 'Lovely colours');
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    routes['GET /api/website-reviews'] = { body: { data: [added, rahul] } };
    await user.click(dialog.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sentBody(fetchMock, 1)).toEqual({
      reviewUserName: 'Asha',
      reviewContent: 'Lovely colours',
      rating: 4,
    });
    expect(await within(await screen.findByRole('table')).findByText('Asha')).toBeInTheDocument();
  });

  it('moves the star choice with the arrow keys', async () => {
    stubApi({ 'GET /api/website-reviews': { body: { data: [] } } });
    const user = userEvent.setup({ delay: null });
    renderReviews();
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    const five = screen.getByRole('radio', { name: '5 stars' });
    five.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
  });

  it("shows the spec's message when adding fails, keeping what was typed", async () => {
    stubApi({
      'GET /api/website-reviews': { body: { data: [] } },
      'POST /api/website-reviews': { status: 500, body: { message: 'boom' } },
    });
    const user = userEvent.setup({ delay: null });
    renderReviews();
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add New Review' }));
    await user.type(dialog.getByLabelText('User Name'), 'Asha');
    await user.type(dialog.getByLabelText('Review Content'), 'Nice');
    await user.click(dialog.getByRole('button', { name: 'Add Review' }));
    expect(
      await screen.findByText('Failed to create review. Please try again.'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('User Name')).toHaveValue('Asha');
  });

  it('asks with the spec text before deleting, then drops the review', async () => {
    const routes = {
      'GET /api/website-reviews': { body: { data: [meera, rahul] } },
      'DELETE /api/website-reviews/r1': { status: 204 },
    };
    stubApi(routes);
    const user = userEvent.setup({ delay: null });
    renderReviews();
    await screen.findByRole('table');
    await user.click(table().getByRole('button', { name: 'Delete review from Meera K' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(
        'Are you sure you want to delete this review from Meera K? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    routes['GET /api/website-reviews'] = { body: { data: [rahul] } };
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(table().queryByText('Meera K')).not.toBeInTheDocument());
  });

  it('says so when deleting fails and keeps the review', async () => {
    stubApi({
      'GET /api/website-reviews': { body: { data: [meera] } },
      'DELETE /api/website-reviews/r1': { status: 500, body: { message: 'boom' } },
    });
    const user = userEvent.setup({ delay: null });
    renderReviews();
    await screen.findByRole('table');
    await user.click(table().getByRole('button', { name: 'Delete review from Meera K' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete review. Please try again.'),
    ).toBeInTheDocument();
    expect(table().getByText('Meera K')).toBeInTheDocument();
  });
});
