import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../catalog/product.schema';
import { shareImagePath, summarize } from './preview';

describe('summarize', () => {
  it('collapses whitespace and keeps short text whole', () => {
    expect(summarize('  A  painted\n\nstone  ')).toBe('A painted stone');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const result = summarize(text, 50);
    expect(result.length).toBeLessThanOrEqual(50);
    expect(result).toMatch(/word…$/);
  });

  it('cuts mid-word only when the first word alone is too long', () => {
    expect(summarize('x'.repeat(80), 50)).toBe(`${'x'.repeat(49)}…`);
  });
});

const image = (role: ProductImage['role'], name: string, widths: number[]): ProductImage => ({
  role,
  url: `/media/products/${name}-full.webp`,
  width: 2000,
  height: 1500,
  variants: widths.map((width) => ({
    url: `/media/products/${name}-${width}.webp`,
    width,
    height: width * 0.75,
  })),
});

describe('shareImagePath', () => {
  it("picks the main image's widest variant, whatever the order", () => {
    const images = [image('sidebar', 's', [1600]), image('main', 'm', [640, 1280, 320])];
    expect(shareImagePath(images)).toBe('/media/products/m-1280.webp');
  });

  it('falls back to the main image itself without variants, and to nothing without a main image', () => {
    expect(shareImagePath([image('main', 'm', [])])).toBe('/media/products/m-full.webp');
    expect(shareImagePath([image('sidebar', 's', [320])])).toBeUndefined();
  });
});
