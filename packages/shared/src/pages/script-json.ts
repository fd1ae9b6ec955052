/** Characters that could end or change a `<script>` element's text, or break a JavaScript parser. */
const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The JSON text of `value`, safe as the content of a `<script>` element (a JSON-LD script, the page's
 * data block): a product text holding `</script>` or `<!--` cannot end or change the element, and
 * U+2028/2029 cannot break a parser that reads the text as JavaScript. The escapes are still the
 * same JSON, so `JSON.parse` gives `value` back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}
