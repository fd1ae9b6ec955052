import { describe, expect, it } from 'vitest';
import {
  COLLECTION_PAGES,
  DISALLOWED_PATH_PREFIXES,
  HOME_PAGE,
  PUBLIC_PAGE_PATHS,
  productPath,
} from './public-pages';

const disallowed = (path: string) =>
  DISALLOWED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

describe('public pages', () => {
  it('lists the home page, both collections, custom art and the information pages', () => {
    expect(PUBLIC_PAGE_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/shop/paintings',
        '/shop/stone-art',
        '/customarts',
        '/careers/about-us',
        '/careers/faq',
        '/privacy',
      ]),
    );
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
  });

  it('never lists a page robots.txt keeps crawlers out of', () => {
    for (const path of [...PUBLIC_PAGE_PATHS, productPath('x')]) {
      expect(disallowed(path), path).toBe(false);
    }
  });

  it('keeps crawlers out of personal, back-office, API and emailed-token pages', () => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/my-account',
      '/account/cart',
      '/checkout',
      '/checkout/offer/1',
      '/api/newarrivals',
      '/reset-password?token=abc',
      '/unsubscribe?token=abc',
      '/newsletter/confirm?token=abc',
    ]) {
      expect(disallowed(path), path).toBe(true);
    }
  });
});

describe('productPath', () => {
  it('keeps any id to one path segment', () => {
    expect(productPath('7b0c9a52')).toBe('/productoverview/7b0c9a52');
    expect(productPath('a/b?c')).toBe('/productoverview/a%2Fb%3Fc');
  });
});

describe('collection pages', () => {
  it('are the public collection paths, one per product type', () => {
    expect(COLLECTION_PAGES.painting.path).toBe('/shop/paintings');
    expect(COLLECTION_PAGES.stoneArt.path).toBe('/shop/stone-art');
    for (const page of [HOME_PAGE, ...Object.values(COLLECTION_PAGES)]) {
      expect(PUBLIC_PAGE_PATHS).toContain(page.path);
    }
  });
});
