/**
 * A LIKE pattern for `text` anywhere in a column: `%`, `_` and `\` are LIKE's wildcards and its
 * escape, so they are escaped, and a search for '50%' means the text '50%'.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
