import { describe, expect, it } from 'vitest';
import { escapeXml, renderRobots, renderSitemap } from './seo.service';

describe('renderSitemap', () => {
  it('escapes every URL as XML text and writes lastmod to the second, only where known', () => {
    const xml = renderSitemap('https://shop.example', [
      { path: '/' },
      { path: '/a?b=1&c=<\'">', lastModified: new Date('2025-01-02T03:04:05.678Z') },
    ]);
    expect(xml).toContain('<url><loc>https://shop.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/a?b=1&amp;c=&lt;&apos;&quot;&gt;</loc>' +
        '<lastmod>2025-01-02T03:04:05Z</lastmod></url>',
    );
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });
});

describe('escapeXml', () => {
  it('escapes & first so nothing is escaped twice', () => {
    expect(escapeXml('&lt;')).toBe('&amp;lt;');
  });
});

describe('renderRobots', () => {
  it('ends with the sitemap on the given origin', () => {
    expect(renderRobots('https://shop.example').trimEnd().split('\n').at(-1)).toBe(
      'Sitemap: https://shop.example/sitemap.xml',
    );
  });
});
