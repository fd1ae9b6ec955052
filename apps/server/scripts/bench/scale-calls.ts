/**
 * Every read call a shopper or an admin makes, as the web app makes it (same paths and query
 * strings), with ids picked from the filled database.
 */
import type { Db } from '../../src/db/client';
import { queryRows } from './scale-database';
import type { ScaleFixtures } from './scale-fill';

export type Caller = 'public' | 'customer' | 'admin';

export interface ScaleCall {
  label: string;
  path: string;
  as: Caller;
  /** Its own bar in ms at the median, when tighter than the shop's (the search: 50 ms). */
  bar?: number;
  /** Timed from the stored answer (the response cache kept), not from the database. */
  stored?: boolean;
}

/** The search's bar (decision 0107): under 50 ms warm at 100,000 products. */
export const SEARCH_BAR_MS = 50;

interface Picks {
  productId: string;
  paintingId: string;
  reviews: number;
  products: number;
  orders: number;
  paidOrderRef: string;
  idFragment: string;
  stoneArt: number;
  /** `after` of a stone art page 2,000 products deep (or half-way), and of an orders page half-way. */
  stoneCursor: string;
  orderCursor: string;
}

async function one<T>(db: Db, query: string): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error(`no row for: ${query}`);
  return row;
}

async function picks(db: Db, fixtures: ScaleFixtures): Promise<Picks> {
  // The product with the most reviews, so the deep page of reviews is as deep as the shop has.
  const popular = await one<{ id: string; reviews: number }>(
    db,
    `select product_id::text as id, count(*)::int as reviews from product_reviews
     group by product_id order by count(*) desc, product_id limit 1`,
  );
  const painting = await one<{ id: string }>(
    db,
    `select id::text as id from products where type = 'painting' order by created_at desc limit 1`,
  );
  const totals = await one<{ products: number; orders: number }>(
    db,
    `select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders`,
  );
  const paid = await one<{ ref: string }>(
    db,
    `select razorpay_order_id as ref from orders
     where user_id = '${fixtures.customerId}' and payment_status = 'success'
     order by created_at desc limit 1`,
  );
  // An order from the middle of the history, looked up the way admins paste it ('#1a2b3c4d').
  const middle = await one<{ id: string }>(
    db,
    `select id::text as id from orders order by created_at desc offset ${Math.floor(totals.orders / 2)} limit 1`,
  );
  const cursorOf = `(extract(epoch from created_at) * 1000000)::bigint::text || '_' || id::text`;
  const stone = await one<{ n: number; cursor: string }>(
    db,
    `select (select count(*)::int from products where type = 'stoneArt' and not hidden) as n,
       (select ${cursorOf} from products where type = 'stoneArt' and not hidden
        order by created_at desc, id desc
        offset (select least(2000, count(*) / 2) from products where type = 'stoneArt') limit 1) as cursor`,
  );
  const orderCursor = await one<{ cursor: string }>(
    db,
    `select ${cursorOf} as cursor from orders order by created_at desc, id desc
     offset ${Math.floor(totals.orders / 2)} limit 1`,
  );
  return {
    stoneArt: stone.n,
    stoneCursor: stone.cursor,
    orderCursor: orderCursor.cursor,
    productId: popular.id,
    paintingId: painting.id,
    reviews: popular.reviews,
    products: totals.products,
    orders: totals.orders,
    paidOrderRef: paid.ref,
    idFragment: middle.id.slice(0, 8),
  };
}

export async function scaleCalls(db: Db, fixtures: ScaleFixtures): Promise<ScaleCall[]> {
  const p = await picks(db, fixtures);
  const lastReviews = Math.max(0, p.reviews - 10);
  const lastProducts = Math.max(0, p.products - 10);
  const lastOrders = Math.max(0, p.orders - 20);
  const call = (as: Caller, label: string, path: string): ScaleCall => ({ as, label, path });
  const search = (label: string, path: string): ScaleCall => ({
    ...call('public', label, path),
    bar: SEARCH_BAR_MS,
  });
  return [
    call('public', 'config', '/api/config'),
    call('public', 'new arrivals', '/api/newarrivals'),
    call('public', 'top sellers', '/api/topsellers'),
    call('public', 'stone art list', '/api/adminop/type/stoneArt'),
    call('public', 'paintings list', '/api/adminop/type/painting'),
    call(
      'public',
      'stone art, last page (offset)',
      `/api/adminop/type/stoneArt?limit=48&offset=${Math.max(0, p.stoneArt - 48)}`,
    ),
    call(
      'public',
      'stone art, page after a cursor',
      `/api/adminop/type/stoneArt?limit=48&after=${p.stoneCursor}`,
    ),
    call('public', 'stone art, by price', '/api/adminop/type/stoneArt?limit=48&sort=price-asc'),
    call('public', 'all products', '/api/adminop/all'),
    call('public', 'all products, last page', `/api/adminop/all?offset=${p.products - 100}`),
    call('public', 'a product', `/api/adminop/${p.productId}`),
    call('public', 'a painting', `/api/adminop/${p.paintingId}`),
    // The filled images are real files (bench/scale-images.ts).
    call('public', 'a product image (640 WebP)', '/media/products/bench-1-640.webp'),
    call(
      'public',
      `reviews, first page (of ${p.reviews})`,
      `/api/adminop/reviews/${p.productId}?limit=10&offset=0`,
    ),
    call(
      'public',
      'reviews, last page',
      `/api/adminop/reviews/${p.productId}?limit=10&offset=${lastReviews}`,
    ),
    call('public', 'website reviews', '/api/website-reviews'),
    // The shop's search (decision 0107): words, a misspelling, filters, no words (every facet over
    // the whole shop), and the same search from its stored answer.
    search('search: krishna', '/api/search?q=krishna'),
    search('search: misspelt (krisna)', '/api/search?q=krisna'),
    search('search: two words (golden peacok)', '/api/search?q=golden+peacok'),
    search(
      'search: filtered and by price',
      '/api/search?q=lotus&type=stoneArt&minPrice=1000&maxPrice=20000&sort=price-asc',
    ),
    search('search: an artist (meera pillai)', '/api/search?q=meera+pillai'),
    search('search: no match (zebra)', '/api/search?q=zebra'),
    search('search: no words, page 3', '/api/search?offset=48'),
    { ...search('search: krishna, stored answer', '/api/search?q=krishna'), stored: true },
    call('customer', 'me', '/api/user/me'),
    call('customer', 'cart', '/api/user/cart'),
    call('customer', 'coupon look-up', '/api/coupons/DIWALI500'),
    call('customer', 'my orders', '/api/order/user'),
    call('customer', 'order status (paid)', `/api/order/razorpay/${p.paidOrderRef}`),
    call('admin', 'admin session', '/api/admin'),
    call('admin', 'admin stats', '/api/admin/stats'),
    call('admin', 'admin products', '/api/admin/products?limit=10&offset=0'),
    call('admin', 'admin products, searched', '/api/admin/products?q=peacock&limit=10&offset=0'),
    call('admin', 'admin products, no match', '/api/admin/products?q=zebra&limit=10&offset=0'),
    call(
      'admin',
      'admin products, filtered',
      '/api/admin/products?type=painting&discount=yes&limit=10&offset=0',
    ),
    call(
      'admin',
      'admin products, last page',
      `/api/admin/products?limit=10&offset=${lastProducts}`,
    ),
    call('admin', 'admin product reviews', `/api/adminop/reviews/${p.productId}?limit=50&offset=0`),
    call('admin', 'admin orders', '/api/order?limit=20&offset=0'),
    call('admin', 'admin orders, name', '/api/order?q=priya&limit=20&offset=0'),
    call('admin', 'admin orders, surname', '/api/order?q=kulkarni&limit=20&offset=0'),
    call('admin', 'admin orders, email', '/api/order?q=ananya.r&limit=20&offset=0'),
    call(
      'admin',
      'admin orders, id (8 chars)',
      `/api/order?q=%23${p.idFragment}&limit=20&offset=0`,
    ),
    call('admin', 'admin orders, no match', '/api/order?q=zebra&limit=20&offset=0'),
    call('admin', 'admin orders, shipped', '/api/order?status=shipped&limit=20&offset=0'),
    call('admin', 'admin orders, pending', '/api/order?status=pending&limit=20&offset=0'),
    call('admin', 'admin orders, to ship', '/api/order?status=toShip&limit=20&offset=0'),
    call('admin', 'admin orders, failed', '/api/order?status=failed&limit=20&offset=0'),
    call('admin', 'admin orders, last page', `/api/order?limit=20&offset=${lastOrders}`),
    call('admin', 'admin orders, after a cursor', `/api/order?limit=20&after=${p.orderCursor}`),
    call('admin', 'coupons', '/api/coupons'),
    call('admin', 'custom art', '/api/customArt'),
    // The screen's first page (decision 0137), and the whole list the spec's client reads.
    call('admin', 'interested buyers', '/api/user/interested-buyer?limit=20&offset=0'),
    call('admin', 'interested buyers, searched', '/api/user/interested-buyer?q=priya&limit=20'),
    call('admin', 'interested buyers, whole list', '/api/user/interested-buyer'),
  ];
}
