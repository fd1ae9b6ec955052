/**
 * The key a stored answer is kept under (decision 0070): its path and only the query parameters its
 * route reads, in a canonical order. Anything else in the query (`utm_source`, `gclid`, `fbclid`, a
 * random `?x=`) changes nothing in the answer, so it must not make a new entry either: otherwise
 * every such address costs a full answer and pushes the shop's hot answers out.
 */

/**
 * The query part of the key for one route, from the raw path and query (no `?`); `undefined` when
 * the query cannot be read the way the route's parser reads it (never cached, answered normally).
 */
export type QueryRule = (pathname: string, search: string) => string | undefined;

/** A route that reads no query: every query names the same answer. */
export const NO_QUERY: QueryRule = () => '';

/** Fastify's query parser (fast-querystring) reads '+' as a space before decoding, as this does. */
function decodeName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Keeps the parameters named `names`, as they were sent (so the route parses exactly what it would
 * have), sorted by name; a repeated name keeps the order of its values, which the route sees.
 */
export function keptQuery(names: Iterable<string>): QueryRule {
  const kept = new Set(names);
  if (kept.size === 0) return NO_QUERY;
  return (_pathname, search) => {
    if (search === '') return '';
    const parts: { name: string; raw: string }[] = [];
    for (const raw of search.split('&')) {
      if (raw === '') continue;
      const equals = raw.indexOf('=');
      const name = decodeName(equals === -1 ? raw : raw.slice(0, equals));
      // A name the route's parser would read differently: not worth a guess, not cached.
      if (name === undefined) return undefined;
      if (kept.has(name)) parts.push({ name, raw });
    }
    // Array.prototype.sort is stable: equal names keep their order.
    parts.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return parts.map((part) => part.raw).join('&');
  };
}

// One rule per schema object, made on first use.
const rulesBySchema = new WeakMap<object, QueryRule>();

/** The names a querystring schema knows: a Zod object's shape, or a JSON schema's properties. */
function schemaNames(schema: object): string[] | undefined {
  const { shape, properties } = schema as { shape?: unknown; properties?: unknown };
  if (shape && typeof shape === 'object') return Object.keys(shape);
  if (properties && typeof properties === 'object') return Object.keys(properties);
  return undefined;
}

/**
 * The rule of an API route: the keys of its querystring schema (a cached route reads its query only
 * through its schema, which drops every other name). No schema: no query. A schema whose names
 * cannot be read keeps every name, as the cache did before.
 */
export function queryRuleOf(schema: unknown): QueryRule {
  if (!schema || typeof schema !== 'object') return NO_QUERY;
  let rule = rulesBySchema.get(schema);
  if (!rule) {
    const names = schemaNames(schema);
    rule = names ? keptQuery(names) : everyName;
    rulesBySchema.set(schema, rule);
  }
  return rule;
}

function everyName(pathname: string, search: string): string | undefined {
  const names = new Set<string>();
  for (const raw of search.split('&')) {
    const equals = raw.indexOf('=');
    const name = decodeName(equals === -1 ? raw : raw.slice(0, equals));
    if (name === undefined) return undefined;
    names.add(name);
  }
  return keptQuery(names)(pathname, search);
}

/**
 * The raw URL's path and query, split as the router splits them; `undefined` for a URL with a '#'
 * (no browser sends one, and the router would split it elsewhere: not cached).
 */
export function splitUrl(url: string): { pathname: string; search: string } | undefined {
  if (url.includes('#')) return undefined;
  const at = url.indexOf('?');
  return at === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, at), search: url.slice(at + 1) };
}
