import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storedImage } from '../../../test/products';
import { ProductImage } from './product-image';

const SRCSET =
  '/media/products/a-320.webp 320w, /media/products/a-640.webp 640w, /media/products/a-1280.webp 1280w';

describe('ProductImage', () => {
  it('swaps a broken image for a labelled placeholder', () => {
    render(<ProductImage image={storedImage('a')} alt="Lotus" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lotus' }));
    const placeholder = screen.getByRole('img', { name: 'Lotus' });
    expect(placeholder.tagName).toBe('DIV');
  });

  it('loads an ordinary image lazily, sized, from its variants', () => {
    render(<ProductImage image={storedImage('c')} alt="Lotus" sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Lotus' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('srcset', SRCSET.replaceAll('/a-', '/c-'));
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '1280');
    expect(document.head.querySelector('link[rel="preload"][imagesrcset*="/c-"]')).toBeNull();
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    render(<ProductImage image={storedImage('a')} alt="Lotus" sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Lotus' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // In the browser too (a page reached by a link): the preload goes to <head> straight away.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'imagesrcset',
      SRCSET,
    );
  });

  it("preloads a priority image from the server's HTML, before the image itself", () => {
    const html = renderToString(
      <main>
        <ProductImage image={storedImage('a')} alt="Lotus" sizes="100vw" priority />
        <ProductImage image={storedImage('b')} alt="Other" sizes="100vw" />
      </main>,
    );
    // React puts the preload in front of the markup; the server moves it into <head>.
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(html.startsWith(preloads[0] ?? '-')).toBe(true);
    expect(preloads[0]).toContain('as="image"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(preloads[0]).toContain(`imageSrcSet="${SRCSET}"`);
    expect(preloads[0]).toContain('imageSizes="100vw"');
  });

  it('downloads nothing outside its media query: a <source> names the files, the preload says when', () => {
    const html = renderToString(
      <ProductImage
        image={storedImage('a')}
        alt=""
        sizes="150px"
        media="(min-width: 1024px)"
        priority
      />,
    );
    expect(html).toMatch(/<link rel="preload"[^>]* media="\(min-width: 1024px\)"/);

    const { container } = render(
      <ProductImage
        image={storedImage('a')}
        alt="Lotus"
        sizes="150px"
        media="(min-width: 1024px)"
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(min-width: 1024px)');
    expect(source).toHaveAttribute('srcset', SRCSET);
    const image = screen.getByRole('img', { name: 'Lotus' });
    expect(image).not.toHaveAttribute('src');
    expect(image).not.toHaveAttribute('srcset');
    // No candidate on a narrow screen fires 'error' too; that is not a broken image.
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Lotus' }).tagName).toBe('IMG');
  });

  it('shows the placeholder when there is no image at all', () => {
    render(<ProductImage image={null} alt="Nothing" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Nothing' }).tagName).toBe('DIV');
  });
});
