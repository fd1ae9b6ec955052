import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render';
import { CollectionProductCard } from './collection-product-card';

// The theme's colours as index.css defines them (Tailwind's `bg-<name>` and `text-<name>`).
const here = dirname(fileURLToPath(import.meta.url));
const themeCss = readFileSync(join(here, '../../../index.css'), 'utf8');
const colours = new Map<string, string>([
  ['white', '#ffffff'],
  ['black', '#000000'],
  ...[...themeCss.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(
    ([, name, hex]) => [name!, hex!] as [string, string],
  ),
]);

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour a utility class of `element` names, e.g. 'bg' of 'bg-gold'. */
function colourOf(element: HTMLElement, prefix: 'bg' | 'text'): string {
  const name = [...element.classList]
    .map((name) => new RegExp(`^${prefix}-([\\w-]+)$`).exec(name)?.[1])
    .find((name) => name !== undefined && colours.has(name));
  if (!name) throw new Error(`no ${prefix} colour on ${element.className}`);
  return colours.get(name)!;
}

describe('CollectionProductCard', () => {
  it("draws the 'Premium' badge with text that meets WCAG AA contrast, 4.5:1 (decision 0081)", () => {
    renderWithApp(
      <CollectionProductCard product={makeProduct({ isPremium: true })} showRating={false} />,
    );
    const badge = screen.getByText('Premium');
    // Over the image, so axe cannot judge it in the browser: the badge's own colours must do.
    expect(contrast(colourOf(badge, 'text'), colourOf(badge, 'bg'))).toBeGreaterThanOrEqual(4.5);
  });
});
