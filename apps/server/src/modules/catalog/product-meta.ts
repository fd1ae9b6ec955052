import { SHOP_DESCRIPTION, SHOP_NAME, type Product, type ProductImage } from '@artshop/shared';

/**
 * Link previews for shared product pages (issue 3, 'Shared links'): messaging apps and social sites
 * read Open Graph / Twitter meta tags from the HTML and never run the SPA, so the server writes the
 * product's title, description and image into index.html for `/productoverview/{id}`.
 * Pure string work on the built index.html; product-page.routes.ts does the lookup and serving.
 */

/** Preview cards show two or three lines; longer text is cut at a word. */
export const MAX_DESCRIPTION_LENGTH = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in HTML text and in single- or double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Whitespace collapsed, cut at a word boundary with an ellipsis when too long. */
export function summarize(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The main image's widest variant (1280 when the intake made it), else the main image itself. */
export function shareImagePath(images: readonly ProductImage[]): string | undefined {
  const main = images.find((image) => image.role === 'main');
  if (!main) return undefined;
  const widest = [...main.variants].sort((a, b) => b.width - a.width)[0];
  return widest?.url ?? main.url;
}

// A host header as a browser or proxy sends it: name or IPv4, or a bracketed IPv6, optional port.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute origin for preview URLs: `PUBLIC_URL` when configured (already without a trailing
 * slash), else the request's protocol and host. Undefined when neither is trustworthy.
 */
export function siteOrigin(
  publicUrl: string | undefined,
  protocol: string,
  host: string | undefined,
): string | undefined {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (!host || !HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return undefined;
  return `${protocol}://${host}`;
}

function absolute(url: string, origin: string | undefined): string {
  if (/^https?:\/\//i.test(url) || !origin) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface ProductPageMeta {
  title: string;
  description: string;
  url: string;
  imageUrl: string | undefined;
}

/** The preview values for a product (absolute URLs when the origin is known), not yet escaped. */
export function productPageMeta(product: Product, origin: string | undefined): ProductPageMeta {
  const image = shareImagePath(product.images);
  return {
    title: product.title.trim() || SHOP_NAME,
    description: summarize(product.description) || SHOP_DESCRIPTION,
    url: absolute(`/productoverview/${encodeURIComponent(product.id)}`, origin),
    imageUrl: image === undefined ? undefined : absolute(image, origin),
  };
}

const metaTag = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The `<meta>` tags for a product page, one per line. */
export function productMetaTags(meta: ProductPageMeta): string {
  const tags = [
    metaTag('name', 'description', meta.description),
    metaTag('property', 'og:site_name', SHOP_NAME),
    metaTag('property', 'og:type', 'product'),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.url),
  ];
  if (meta.imageUrl) tags.push(metaTag('property', 'og:image', meta.imageUrl));
  tags.push(
    // The large card needs an image; without one the small card still shows title and text.
    metaTag('name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
  );
  if (meta.imageUrl) tags.push(metaTag('name', 'twitter:image', meta.imageUrl));
  return tags.join('\n    ');
}

// Tags the product page replaces: the page description and any Open Graph / Twitter tags.
const REPLACED_META =
  /[ \t]*<meta\s[^>]*(?:name|property)\s*=\s*["']?(?:description|og:[\w:]+|twitter:[\w:]+)["'\s>][^>]*>[ \t]*\r?\n?/gi;
const TITLE = /<title(?:\s[^>]*)?>[\s\S]*?<\/title>/i;
const HEAD_END = /[ \t]*<\/head\s*>/i;

/** Puts `html` at the end of `<head>` (or, for a head-less template, after the doctype). */
function appendToHead(template: string, html: string): string {
  // Replacer functions throughout: a `$&` in product text must stay literal.
  if (HEAD_END.test(template))
    return template.replace(HEAD_END, (end) => `    ${html}\n  ${end.trimStart()}`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(template);
  const at = doctype ? doctype[0].length : 0;
  return `${template.slice(0, at)}<head>${html}</head>${template.slice(at)}`;
}

function setTitle(template: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  return TITLE.test(template) ? template.replace(TITLE, () => tag) : appendToHead(template, tag);
}

/** index.html with the product's `<title>` and preview tags in place of the site-wide ones. */
export function renderProductPage(template: string, meta: ProductPageMeta): string {
  const withoutMeta = template.replace(REPLACED_META, '');
  return appendToHead(setTitle(withoutMeta, `${meta.title} | ${SHOP_NAME}`), productMetaTags(meta));
}

/**
 * The site-wide index.html: adds `og:site_name` and a default description when the build lacks
 * them, so a shared link to any other page still previews as the shop.
 */
export function withSiteMeta(template: string): string {
  const has = (key: string) =>
    new RegExp(`<meta\\s[^>]*(?:name|property)\\s*=\\s*["']?${key}["'\\s>]`, 'i').test(template);
  const tags: string[] = [];
  if (!has('description')) tags.push(metaTag('name', 'description', SHOP_DESCRIPTION));
  if (!has('og:site_name')) tags.push(metaTag('property', 'og:site_name', SHOP_NAME));
  return tags.length === 0 ? template : appendToHead(template, tags.join('\n    '));
}
