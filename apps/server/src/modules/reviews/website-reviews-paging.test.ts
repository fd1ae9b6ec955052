import { WEBSITE_REVIEWS_MAX_PAGE, type WebsiteReview } from '@artshop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createWebsiteReview, resetCatalog } from '../../test/factories/catalog';
import { useTestApp } from '../../test/use-test-app';
import { invalidateCatalogCache } from '../catalog/response-cache';

// Website reviews a page at a time, newest first (decision 0115): the home carousel's first page
// stays the same size however many reviews the shop has.
let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));

const REVIEWS = 25;
beforeAll(async () => {
  await resetCatalog(t.db);
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < REVIEWS; i += 1) {
    await createWebsiteReview(t.db, {
      reviewUserName: `Reviewer ${i}`,
      createdAt: new Date(start + i * 60_000),
    });
  }
  await invalidateCatalogCache(t.db);
});

const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/website-reviews${query}` });
  return { response, body: response.json<{ data: WebsiteReview[]; total: number }>() };
};
const names = (reviews: WebsiteReview[]) => reviews.map((review) => review.reviewUserName);

describe('GET /api/website-reviews, paged', () => {
  it('answers the newest 20 by default, with the total', async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    expect(body.total).toBe(REVIEWS);
    expect(names(body.data)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Reviewer ${REVIEWS - 1 - i}`),
    );
  });

  it('pages by limit and offset without a gap or a repeat', async () => {
    const first = await list('?limit=10&offset=0');
    const second = await list('?limit=10&offset=10');
    const third = await list('?limit=10&offset=20');
    const all = [...first.body.data, ...second.body.data, ...third.body.data];
    expect(third.body.data).toHaveLength(5);
    expect(new Set(names(all)).size).toBe(REVIEWS);
    expect(names(all)[0]).toBe(`Reviewer ${REVIEWS - 1}`);
    expect(names(all).at(-1)).toBe('Reviewer 0');
  });

  it('refuses a page larger than the largest, or a bad offset, with 400 and a message', async () => {
    const tooMany = await list(`?limit=${WEBSITE_REVIEWS_MAX_PAGE + 1}`);
    expect(tooMany.response.statusCode).toBe(400);
    expect(tooMany.response.json()).toMatchObject({
      message: `limit must be a whole number from 1 to ${WEBSITE_REVIEWS_MAX_PAGE}`,
    });
    expect((await list('?offset=-1')).response.statusCode).toBe(400);
  });
});
