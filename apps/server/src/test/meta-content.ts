/**
 * The raw (still escaped) contents of the one-line meta tags with this name or property, as the
 * link-preview code writes them: the check of the product page tests.
 */
export function metaContent(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}
