import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render';
import { DeferredRecommendations } from './deferred-recommendations';

const pool = Array.from({ length: 6 }, (_, i) =>
  makeProduct({ id: `p${i}`, title: `Piece ${i}`, type: 'stoneArt' }),
);

/** An observer that reports its element on screen only when the test says so. */
class ScrolledTo {
  static seen: ScrolledTo[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    ScrolledTo.seen.push(this);
  }
  observe() {}
  disconnect() {}
  scroll() {
    this.report([{ isIntersecting: true }]);
  }
}

describe('DeferredRecommendations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScrolledTo.seen = [];
  });

  it('shows the frame at once and asks for the pool only when the shopper scrolls near it', async () => {
    vi.stubGlobal('IntersectionObserver', ScrolledTo);
    const fetchMock = stubApi({ 'GET /api/adminop/all': { body: { data: pool } } });
    renderWithApp(<DeferredRecommendations currentId="p0" />);
    const section = screen.getByRole('region', { name: 'You might also like' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading products...');
    expect(fetchMock).not.toHaveBeenCalled();

    ScrolledTo.seen.forEach((observer) => observer.scroll());
    const cards = await within(section).findAllByRole('link');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map((card) => card.getAttribute('href'))).not.toContain('/productoverview/p0');
    expect(fetchMock).toHaveBeenCalled();
  });
});
