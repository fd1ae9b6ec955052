import {
  availabilityValues,
  orientations,
  productTypes,
  SEARCH_PRICE_BANDS,
  type Availability,
  type ProductType,
  type SearchFacets,
  type SearchQuery,
} from '@artshop/shared';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  products,
  productSearchDocument,
  productSearchTerms,
  productSearchWords,
  searchTerms,
  type ProductRow,
} from '../../db/schema';
import { availabilityFilter, newestFirst, priceFilter, priceOrder, shown } from './catalog.service';
import { facetsOfCells, shownCells, slotsOfRange } from './product-tallies';

/**
 * The shop's search (decision 0107): PostgreSQL full-text search over title, artist, type and
 * description, or trigram word similarity over title, artist and type, so 'radha krisna' and
 * 'indgo' still find 'Radha Krishna' and 'Indigo'. Both sides are stored columns with a GIN index
 * (migration 0022); a word's likeness is found among the shop's distinct words first (the table
 * `search_terms`, migration 0029, decision 0130); the same SQL runs on PGlite and PostgreSQL.
 */

/**
 * How alike a misspelt query and the words must be (pg_trgm's word similarity, 0 to 1). The
 * extension's default (0.6) misses a dropped letter in a short word ('indgo' is 0.5 to 'indigo');
 * below 0.4 unrelated words start to match.
 */
export const SEARCH_SIMILARITY = 0.4;

/**
 * At most this many of the shop's words like a query word count, the likest first (decision 0130):
 * a number or a short word can be like a thousand of them ('4021' is like 1,208 numbers of the
 * scale bench's titles), and each adds its products.
 */
export const SEARCH_MAX_LIKE_TERMS = 100;

const document = productSearchDocument;
const words = productSearchWords;

interface TextMatch {
  where: SQL;
  rank: SQL;
}

/** At most this many words of a query count: a shopper's search, not a paragraph. */
export const SEARCH_MAX_WORDS = 8;

/** The query's words (letters and digits of any script), lower case, each once. */
export function searchWords(q: string): string[] {
  const found = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(found)].slice(0, SEARCH_MAX_WORDS);
}

const stem = (word: string) => sql`plainto_tsquery('english'::regconfig, ${word})`;

/** A word of the shop like a query word, and how alike (pg_trgm's word similarity, 0 to 1). */
interface LikeTerm {
  word: string;
  term: string;
  similarity: number;
}

/**
 * The shop's words like each query word (pg_trgm's `<%`: word similarity above the threshold set
 * for the transaction), at most SEARCH_MAX_LIKE_TERMS per word, the likest first: one look-up in
 * the small table of distinct words instead of a similarity per product (decision 0130).
 */
async function likeTerms(db: Db, wanted: readonly string[]): Promise<LikeTerm[]> {
  if (wanted.length === 0) return [];
  const term = searchTerms.term;
  const result = await db.execute(sql`
    select w.word, t.term, t.similarity from unnest(array[${sql.join(
      wanted.map((word) => sql`${word}::text`),
      sql`, `,
    )}]) as w(word)
    cross join lateral (
      select ${term} as term, word_similarity(w.word, ${term}) as similarity from ${searchTerms}
        where w.word <% ${term} order by similarity desc, term limit ${SEARCH_MAX_LIKE_TERMS}
    ) as t`);
  return rowsOf<LikeTerm>(result).map((row) => ({ ...row, similarity: Number(row.similarity) }));
}

/**
 * Every word must be found, by its stem in the full text, or as one of the shop's words like it
 * (`likeTerms`) in title, artist and type. Words English leaves out ('the', 'and') are not asked
 * for; a query of nothing else is matched as a whole by similarity to each product's words. Each
 * condition has its index, so the planner combines bitmaps.
 */
function textMatch(q: string, wanted: readonly string[], like: readonly LikeTerm[]): TextMatch {
  if (wanted.length === 0) {
    return { where: sql`${q} <% ${words}`, rank: sql`word_similarity(${q}, ${words})` };
  }
  const hasAny = (terms: readonly string[]) =>
    sql`${productSearchTerms} && array[${sql.join(
      terms.map((term) => sql`${term}::text`),
      sql`, `,
    )}]`;
  const where = and(
    ...wanted.map((word) => {
      const terms = like.filter((t) => t.word === word).map((t) => t.term);
      const asWritten = sql`${document} @@ ${stem(word)}`;
      return terms.length === 0 ? asWritten : sql`(${asWritten} or ${hasAny(terms)})`;
    }),
  )!;
  const anyWord = sql.join(wanted.map(stem), sql` || `);
  // A product with a word as written (its stem) ranks above one found by likeness alone, which
  // ranks by its likest word: each word's similarity was worked out once, in `likeTerms`, and a
  // row only asks which of them it has, likest first.
  const termsBySimilarity = new Map<number, string[]>();
  const likest = new Map<string, number>();
  for (const t of like) likest.set(t.term, Math.max(likest.get(t.term) ?? 0, t.similarity));
  for (const [term, similarity] of likest) {
    termsBySimilarity.set(similarity, [...(termsBySimilarity.get(similarity) ?? []), term]);
  }
  const byLikeness = [...termsBySimilarity]
    .sort(([a], [b]) => b - a)
    .map(([similarity, terms]) => sql`when ${hasAny(terms)} then ${similarity}::real`);
  return {
    where,
    rank: sql`(case when ${document} @@ (${anyWord}) then 1 + ts_rank(${document}, ${anyWord})
      ${sql.join(byLikeness, sql` `)} else 0 end)`,
  };
}

/** The words full-text search keeps (not 'the', 'and'...): one small query, no table read. */
async function keptWords(db: Db, list: readonly string[]): Promise<string[]> {
  if (list.length === 0) return [];
  const result = await db.execute(
    sql`select w from unnest(array[${sql.join(
      list.map((word) => sql`${word}::text`),
      sql`, `,
    )}]) as w where numnode(plainto_tsquery('english'::regconfig, w)) > 0`,
  );
  return rowsOf<{ w: string }>(result).map((row) => row.w);
}

type Filters = Partial<
  Pick<SearchQuery, 'type' | 'availability' | 'orientation' | 'minPrice' | 'maxPrice'>
>;

/** Each chosen filter as SQL, by facet, so a facet can be counted under all the others. */
function filterParts(query: Filters, now: Date) {
  return {
    type: query.type ? eq(products.type, query.type) : undefined,
    availability: query.availability ? availabilityFilter(query.availability, now) : undefined,
    orientation: query.orientation
      ? sql`${products.orientation} = ${query.orientation}`
      : undefined,
    // A price range leaves 'Price on request' out, whatever its hidden price (decision 0089).
    price: priceFilter(query.minPrice, query.maxPrice),
  };
}
type FacetName = keyof ReturnType<typeof filterParts>;

/** 'Price on request' last by price, among themselves newest first both ways (decision 0089). */
function searchOrder(sort: SearchQuery['sort'], rank: SQL, q: string): readonly SQL[] {
  if (sort === 'newest' || (sort === 'relevance' && q === '')) return newestFirst;
  if (sort === 'relevance') return [desc(rank), ...newestFirst];
  return priceOrder(sort);
}

const availabilityCase = (now: Date) => sql<Availability>`(case
  when ${products.type} <> 'painting' then 'available'
  when ${products.soldAt} is not null then 'sold'
  when ${products.reservedUntil} > ${now} then 'reserved' else 'available' end)`;

const bandCondition = (band: { min: number; max: number | null }) =>
  priceFilter(band.min, band.max ?? undefined) ?? sql`true`;

/**
 * The facets and the total as the columns of one aggregate over the text's matches: each value
 * counted with every chosen filter but its own facet's.
 */
function facetColumns(parts: Record<FacetName, SQL | undefined>, now: Date): SQL {
  const others = (facet: FacetName) =>
    and(...(Object.keys(parts) as FacetName[]).filter((f) => f !== facet).map((f) => parts[f])) ??
    sql`true`;
  const all = and(...Object.values(parts)) ?? sql`true`;
  const columns: SQL[] = [sql`count(*) filter (where ${all})::int as "total"`];
  const counted = (name: string, facet: FacetName, condition: SQL | undefined) =>
    columns.push(
      sql`count(*) filter (where ${others(facet)} and ${condition ?? sql`true`})::int as ${sql.identifier(name)}`,
    );
  for (const type of productTypes) counted(`type:${type}`, 'type', eq(products.type, type));
  SEARCH_PRICE_BANDS.forEach((band, i) => counted(`price:${i}`, 'price', bandCondition(band)));
  const availability = availabilityCase(now);
  for (const value of availabilityValues) {
    counted(`availability:${value}`, 'availability', sql`${availability} = ${value}`);
  }
  for (const value of orientations) {
    counted(`orientation:${value}`, 'orientation', sql`${products.orientation} = ${value}`);
  }
  return sql.join(columns, sql`, `);
}

type FacetRow = Record<string, unknown>;

function readFacets(row: FacetRow): { total: number; facets: SearchFacets } {
  const n = (name: string) => Number(row[name] ?? 0);
  return {
    total: n('total'),
    facets: {
      type: productTypes.map((value: ProductType) => ({ value, count: n(`type:${value}`) })),
      price: SEARCH_PRICE_BANDS.map((band, i) => ({ ...band, count: n(`price:${i}`) })),
      availability: availabilityValues.map((value) => ({
        value,
        count: n(`availability:${value}`),
      })),
      orientation: orientations.map((value) => ({ value, count: n(`orientation:${value}`) })),
    },
  };
}

export interface SearchResult {
  rows: ProductRow[];
  total: number;
  facets: SearchFacets;
}

/** The rows of these ids, in their order. */
async function rowsInOrder(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a match needs for the facets and the order, each read once (the CTE of `searchText`). */
const MATCH_COLUMNS = sql.raw(
  ['id', 'created_at', 'type', 'price_on_request', 'discount_price_paise', 'shown_price_paise']
    .concat(['sold_at', 'reserved_until', 'orientation'])
    .map((column) => `"${column}"`)
    .join(', '),
);

/**
 * Words given: in one statement, the matches with their rank are read once (`with matches as
 * materialized`), the facets counted over them, and the page's ids chosen from them in the order
 * asked. The CTE is named "products" in the outer query, so the same filters and orders apply.
 */
async function searchText(
  db: Db,
  query: SearchQuery,
  parts: Record<FacetName, SQL | undefined>,
  now: Date,
): Promise<SearchResult> {
  const all = and(...Object.values(parts)) ?? sql`true`;
  const order = searchOrder(query.sort, sql`"products"."rank"`, query.q);
  const list = searchWords(query.q);
  // Punctuation alone is no words: nothing matches.
  if (list.length === 0) return { rows: [], ...readFacets({}) };
  return db.transaction(async (tx) => {
    // Every condition of a word has its index, but the planner guesses an array of rare words
    // ('4021' is like a hundred numbers) to match half the shop and would read every row, each
    // checked against the whole array: 4 s instead of 15 ms at 100,000 products (decision 0130).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_SIMILARITY)}, true),
        set_config('enable_seqscan', 'off', true)`,
    );
    const wanted = await keptWords(tx as unknown as Db, list);
    const match = textMatch(query.q, wanted, await likeTerms(tx as unknown as Db, wanted));
    const result = await tx.execute(sql`
      with "matches" as materialized (
        select ${MATCH_COLUMNS}, ${match.rank} as "rank" from ${products} where ${and(shown, match.where)}
      )
      select ${facetColumns(parts, now)},
        (select coalesce(json_agg("page"."id"), '[]'::json) from (
          select "products"."id" from "matches" as "products" where ${all}
          order by ${sql.join([...order], sql`, `)} limit ${query.limit} offset ${query.offset}
        ) as "page") as "ids"
      from "matches" as "products"`);
    const row = rowsOf<FacetRow>(result)[0] ?? {};
    const raw = row.ids;
    const ids = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as string[];
    const rows = await rowsInOrder(tx as unknown as Db, ids);
    return { rows, ...readFacets(row) };
  });
}

/**
 * The wordless search's total and facets counted over every shown product: for a price range that
 * is not whole bands, which the kept tallies cannot answer (decision 0136).
 */
export async function facetsOverProducts(
  db: Db,
  query: Filters,
  now: Date,
): Promise<{ total: number; facets: SearchFacets }> {
  const counts = await db.execute(
    sql`select ${facetColumns(filterParts(query, now), now)} from ${products} where ${shown}`,
  );
  return readFacets(rowsOf<FacetRow>(counts)[0] ?? {});
}

/**
 * One page of the products matching the text and filters, in the chosen order, with the total and
 * the facets. Hidden products never match. With words the similarity threshold (and the planner's
 * choice of indexes) is set for the search's transaction alone (`set_config(..., true)`), so a
 * pooled connection goes back as it came; without, the facets come from the kept tallies (or,
 * for a price range that is not whole bands, are counted over every shown product) and the page
 * is read from the newest-first index, side by side.
 */
export async function searchProducts(
  db: Db,
  query: SearchQuery,
  now: Date = new Date(),
): Promise<SearchResult> {
  const parts = filterParts(query, now);
  if (query.q !== '') return searchText(db, query, parts, now);
  const order = searchOrder(query.sort, sql`0`, '');
  // A price range from a band's start to a band's end (every chip and facet of the search page)
  // is counted from the kept tallies; any other range from the products (decision 0136).
  const range = slotsOfRange(query.minPrice, query.maxPrice);
  const [counts, ids] = await Promise.all([
    range
      ? shownCells(db, now).then((cells) =>
          facetsOfCells(cells, {
            type: query.type,
            availability: query.availability,
            orientation: query.orientation,
            slots: range.slots,
          }),
        )
      : facetsOverProducts(db, query, now),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(shown, ...Object.values(parts)))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
  ]);
  const rows = await rowsInOrder(
    db,
    ids.map((row) => row.id),
  );
  return { rows, ...counts };
}
