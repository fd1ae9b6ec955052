import { SHOP_DESCRIPTION } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { metaContent } from '../../test/meta-content';
import { escapeHtml, withSiteMeta } from './shell-meta';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Site description"
    />
    <title>Shilpa Art Studio | Hand-painted stone art and paintings</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('escapeHtml', () => {
  it('escapes the characters that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
  });
});

describe('withSiteMeta', () => {
  it('adds og:site_name and a default description when missing', () => {
    const html = withSiteMeta('<html><head><title>T</title></head><body></body></html>');
    expect(metaContent(html, 'og:site_name')).toEqual(['Shilpa Art Studio']);
    expect(metaContent(html, 'description')).toEqual([SHOP_DESCRIPTION]);
  });

  it("keeps the build's own description and adds only what is missing", () => {
    const html = withSiteMeta(TEMPLATE);
    expect(html).toContain('Site description');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'og:site_name')).toEqual(['Shilpa Art Studio']);
    expect(withSiteMeta(html)).toBe(html);
  });

  it('adds a head to a template without one', () => {
    const html = withSiteMeta('<!doctype html><body></body>');
    expect(html.startsWith('<!doctype html><head>')).toBe(true);
  });
});
