const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/**
 * The contents of the meta tags with this name or property (`<meta name=".." content=".."/>` as
 * React writes them, or with ` />`), entities decoded: the check of the page tests.
 */
export function metaContent(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" ?/>`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? '').replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, name: string) => ENTITIES[name] ?? '',
    ),
  );
}
