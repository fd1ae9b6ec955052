import type { ProductReview } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { loggedIn, visitor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ProductReviews } from './product-reviews';

function review(n: number): ProductReview {
  return {
    id: `r${n}`,
    name: `Reader ${n}`,
    review: `Review text ${n}`,
    rating: 4,
    date: '2025-02-01T10:00:00Z',
    verifiedBuyer: false,
  };
}

/** The reviews of product p1, for a signed-in customer (Asha Rao) unless `as` says a visitor. */
function renderReviews(as: 'customer' | 'visitor' = 'customer') {
  return renderWithApp(<ProductReviews productId="p1" />, {
    path: '/productoverview/:id',
    route: '/productoverview/p1',
    stubs: { '/signin': 'Sign in page' },
    preloadedState: as === 'customer' ? loggedIn() : visitor(),
  });
}
const all = Array.from({ length: 6 }, (_, i) => review(i + 1));

/** Serves the reviews like the server: newest first, by limit and offset. */
function reviewsRoute(list: ProductReview[]) {
  return (request: Request) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    return { body: { reviews: list.slice(offset, offset + limit), total: list.length } };
  };
}

describe('ProductReviews', () => {
  it('shows 4 reviews, then the next 4 by offset on Load More Reviews', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/adminop/reviews/p1': reviewsRoute(all) });
    renderWithApp(<ProductReviews productId="p1" />);

    expect(await screen.findByText('Reader 1')).toBeInTheDocument();
    expect(screen.getByText('All Reviews (6)')).toBeInTheDocument();
    expect(screen.getByText('Reader 4')).toBeInTheDocument();
    expect(screen.queryByText('Reader 5')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More Reviews' }));
    expect(await screen.findByText('Reader 6')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load More Reviews' })).not.toBeInTheDocument();
  });

  it('shows no count until the reviews have arrived, never a false (0)', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    stubApi({
      'GET /api/adminop/reviews/p1': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithApp(<ProductReviews productId="p1" />);
    expect(await screen.findByText('All Reviews')).toBeInTheDocument();
    expect(screen.queryByText('All Reviews (0)')).not.toBeInTheDocument();
    answer({ body: { reviews: all.slice(0, 4), total: 6 } });
    expect(await screen.findByText('All Reviews (6)')).toBeInTheDocument();
  });

  it('shows the empty text when a product has no reviews and ignores a 404', async () => {
    stubApi({
      'GET /api/adminop/reviews/p1': { status: 404, body: { message: 'Product not found' } },
    });
    renderWithApp(<ProductReviews productId="p1" />);
    expect(
      await screen.findByText('No reviews yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('All Reviews (0)')).toBeInTheDocument();
  });

  it("shows the server's error in a banner", async () => {
    stubApi({
      'GET /api/adminop/reviews/p1': { status: 500, body: { message: 'Database is resting' } },
    });
    renderWithApp(<ProductReviews productId="p1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is resting');
  });

  it("marks a verified buyer's review, and only that one", async () => {
    stubApi({
      'GET /api/adminop/reviews/p1': reviewsRoute([
        { ...review(1), verifiedBuyer: true },
        review(2),
      ]),
    });
    renderReviews();
    const [bought, other] = await screen.findAllByRole('listitem');
    expect(within(bought!).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(other!).queryByText('Verified buyer')).not.toBeInTheDocument();
  });

  it("sends a visitor to sign in from 'Write a Review', with no form (decision 0077)", async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/adminop/reviews/p1': reviewsRoute([]) });
    const { router } = renderReviews('visitor');
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/productoverview/p1' });
    expect(await screen.findByText('Please sign in to write a review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the session before taking a tap on Write a Review', async () => {
    stubApi({ 'GET /api/adminop/reviews/p1': reviewsRoute([]) });
    renderWithApp(<ProductReviews productId="p1" />);
    expect(screen.getByRole('button', { name: 'Write a Review' })).toBeDisabled();
  });

  it('starts with no stars, the name from the account, and requires a choice of rating', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/adminop/reviews/p1': reviewsRoute([]) });
    renderReviews();
    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Asha Rao');
    // Decision 0077: no rating until the customer gives one (the spec's form started at 1 star).
    for (const radio of within(dialog).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-checked', 'false');
    }
    await user.type(within(dialog).getByLabelText('Your review'), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    const picker = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    expect(within(dialog).getByText('Please choose a rating')).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription('Please choose a rating');
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    // The focus goes to what is missing, the stars (decision 0081).
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: '1 star' })).toHaveFocus(),
    );

    // A choice answers the message at once.
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(dialog).queryByText('Please choose a rating')).not.toBeInTheDocument();
  });

  it('validates the modal, closes on an outside click and Escape, and locks scrolling', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/adminop/reviews/p1': reviewsRoute([]) });
    renderReviews();

    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    // The form's code loads on the first click, so the dialog comes a moment later.
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.clear(within(dialog).getByLabelText('Your name'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a rating')).toBeInTheDocument();
    expect(within(dialog).getByText('Review is required')).toBeInTheDocument();
    // The first of them has the focus (decision 0081).
    await waitFor(() => expect(within(dialog).getByLabelText('Your name')).toHaveFocus());

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits a review, closes the modal and reloads the list', async () => {
    const user = userEvent.setup();
    const list: ProductReview[] = [];
    let posted: unknown;
    stubApi({
      'GET /api/adminop/reviews/p1': (request) => reviewsRoute(list)(request),
      'POST /api/adminop/reviews/p1': (request) => {
        void request
          .clone()
          .json()
          .then((body) => (posted = body));
        const created = {
          id: 'new',
          name: 'Asha Rao',
          review: 'Beautiful colours',
          rating: 5,
          date: '2025-04-01T00:00:00Z',
          verifiedBuyer: true,
        };
        list.unshift(created);
        return { status: 201, body: { review: created } };
      },
    });
    renderReviews();
    await screen.findByText('No reviews yet. Be the first to share your experience!');

    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    // The name comes from the account.
    expect(await screen.findByLabelText('Your name')).toHaveValue('Asha Rao');
    await user.type(screen.getByLabelText('Your review'), 'Beautiful colours');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('All Reviews (1)')).toBeInTheDocument();
    expect(screen.getByText('Verified buyer')).toBeInTheDocument();
    expect(posted).toEqual({ name: 'Asha Rao', review: 'Beautiful colours', rating: 5 });
  });

  it("keeps the modal open with the server's message when the submit fails", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/adminop/reviews/p1': reviewsRoute([]),
      'POST /api/adminop/reviews/p1': {
        status: 429,
        body: { message: 'Too many reviews, try later' },
      },
    });
    renderReviews();
    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    await user.type(await screen.findByLabelText('Your review'), 'Nice');
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many reviews, try later',
    );
  });
});
