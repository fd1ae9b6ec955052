import { SHOP_DESCRIPTION, SHOP_NAME } from '@artshop/shared';

/**
 * The site-wide tags of the bare shell (the built index.html), which pages drawn by the browser and
 * pages the server could not render are sent as: a shared link to one still previews as the shop.
 * Rendered pages replace them with their own (page-shell.ts).
 */

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

const HEAD_END = /[ \t]*<\/head\s*>/i;

const metaTag = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** Puts `html` at the end of `<head>` (or, for a head-less template, after the doctype). */
function appendToHead(template: string, html: string): string {
  if (HEAD_END.test(template))
    return template.replace(HEAD_END, (end) => `    ${html}\n  ${end.trimStart()}`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(template);
  const at = doctype ? doctype[0].length : 0;
  return `${template.slice(0, at)}<head>${html}</head>${template.slice(at)}`;
}

/** Adds `og:site_name` and a default description when the build lacks them. */
export function withSiteMeta(template: string): string {
  const has = (key: string) =>
    new RegExp(`<meta\\s[^>]*(?:name|property)\\s*=\\s*["']?${key}["'\\s>]`, 'i').test(template);
  const tags: string[] = [];
  if (!has('description')) tags.push(metaTag('name', 'description', SHOP_DESCRIPTION));
  if (!has('og:site_name')) tags.push(metaTag('property', 'og:site_name', SHOP_NAME));
  return tags.length === 0 ? template : appendToHead(template, tags.join('\n    '));
}
