import { SHOP_DESCRIPTION, SHOP_NAME, summarize } from '@artshop/shared';
import { absoluteUrl, useSiteUrl } from '../../lib/site-url';

export interface PageHeadProps {
  /** The page's own title; the document title adds the shop's name. None: the shop's name alone. */
  title?: string;
  /** Summarised to fit a search result; the shop's description when absent or blank. */
  description?: string;
  /** The page's canonical path ('/shop/stone-art'); absent on pages without one canonical address. */
  path?: string;
  /** The preview image (a path on the site or an absolute URL). */
  image?: string;
  type?: 'website' | 'product';
  /** Personal, back-office and not-found pages: kept out of search results, nothing to preview. */
  noindex?: boolean;
}

/**
 * The page's `<head>` tags as plain React elements (decision 0063): React 19 hoists `<title>`,
 * `<meta>` and `<link>` into the document head in the browser, and the server renderer moves them
 * there too, so crawlers and link previews that run no JavaScript read the same tags. A page's
 * JSON-LD is `StructuredData`'s (server-only).
 */
export function PageHead({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
}: PageHeadProps) {
  const siteUrl = useSiteUrl();
  // One string child: React warns on a <title> with several, and the browser shows only text.
  const documentTitle = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  if (noindex) {
    return (
      <>
        <title>{documentTitle}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }

  const previewTitle = title || SHOP_NAME;
  const text = summarize(description ?? '') || SHOP_DESCRIPTION;
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  const imageUrl = image ? absoluteUrl(siteUrl, image) : undefined;
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={text} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={previewTitle} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {/* The large card needs an image; without one the small card still shows title and text. */}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={previewTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
