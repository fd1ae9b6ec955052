/**
 * Fills a migrated database with a large shop in a few set-based statements (`insert ... select ...
 * from generate_series(...)`), so 100,000 orders take seconds, not minutes. Rows are deterministic:
 * ids are md5-derived version-4 uuids of (kind, number), so later statements can point at earlier
 * rows by number without reading them back. Text is drawn from small word lists, enough for
 * searches by name or email fragment to match a realistic share of rows.
 */
import type { StoredImage } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { hashPassword } from '../../src/lib/password';
import { queryRows } from './scale-database';

export interface ScaleCounts {
  products: number;
  customers: number;
  orders: number;
  reviews: number;
  coupons: number;
  interests: number;
  customArt: number;
  cartLines: number;
}

/** DESIGN section 6's shop at `scale` 1; the rest sized as a shop of that size might be. */
export function scaleCounts(scale: number): ScaleCounts {
  const n = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  return {
    products: n(10_000, 60),
    customers: n(5_000, 20),
    orders: n(100_000, 100),
    reviews: n(200_000, 200),
    coupons: 40,
    interests: n(500, 10),
    customArt: n(300, 10),
    cartLines: n(2_000, 10),
  };
}

/** The fixed rows the benchmark's calls use. */
export interface ScaleFixtures {
  adminId: string;
  /** The signed-in shopper: has orders (some paid) and a cart. */
  customerId: string;
}

/** A version-4 uuid made of md5(kind || n): the same number always gives the same id. */
const uid = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;

/** A SQL text array literal, indexed 1-based by `pick`. */
const words = (list: readonly string[]) => `(array[${list.map((w) => `'${w}'`).join(',')}])`;
const pick = (list: readonly string[], n: string) => `${words(list)}[1 + (${n}) % ${list.length}]`;

/** Word lists, '|'-separated to keep them short here. */
const list = (text: string) => text.split('|');

const ADJECTIVES = list(
  'Serene|Golden|Radiant|Tranquil|Vivid|Ancient|Blooming|Silent|Monsoon|Royal|Misty|Sacred|Dancing|Crimson|Azure|Earthen',
);
const NOUNS = list(
  'Lotus|Peacock|Ganesha|Elephant|Banyan|Sunrise|River|Temple|Mandala|Village|Krishna|Tiger|Sparrow|Himalaya|Marigold|Buddha|Kolam|Diya|Kathakali|Pebbles',
);
const ARTISTS = list('Anjali Rao|Vikram Sethi|Meera Pillai|Arjun Das|Kavya Menon|Rohan Bose');
const COLOURS = list('#ffffff|#fdf6e3|#f5e6d3|#e8f4f8|#fbeaea|#eef5e9');
const FIRST_NAMES = list(
  'Aarav|Priya|Rahul|Ananya|Vihaan|Isha|Arjun|Diya|Kabir|Meera|Rohan|Sneha|Aditya|Kavya|Karan|Pooja|Nikhil|Lakshmi|Sanjay|Neha|Farhan|Zoya|Harpreet|Tanvi|Siddharth|Ritu|Manoj|Anjali|Varun|Shreya',
);
const LAST_NAMES = list(
  'Sharma|Iyer|Reddy|Patel|Nair|Gupta|Singh|Menon|Das|Kulkarni|Banerjee|Joshi|Chopra|Khan|Rao|Mehta|Pillai|Bose|Desai|Verma|Agarwal|Chatterjee|Shetty|Kapoor|Mishra',
);
const STREETS = list('MG Road|Park Street|Linking Road|Anna Salai|FC Road|Residency Road');
const CITIES = list('Mumbai|Bengaluru|Chennai|Kolkata|Pune|Hyderabad|Jaipur|Kochi');
const STATES = list(
  'Maharashtra|Karnataka|Tamil Nadu|West Bengal|Maharashtra|Telangana|Rajasthan|Kerala',
);
const SIZES = list('5 x 3 inches|4 x 3 inches|6 x 4 inches|6 x 5 inches');
const REVIEW_TEXTS = list(
  'Beautiful piece, even better than the photos.|The colours are rich and it arrived well packed.|Lovely gift for my parents, they adored it.|Good quality but delivery took a little longer than expected.|Exquisite detail, you can see the care in every stroke.|Looks perfect on my study table.|Nice, though slightly smaller than I imagined.|Third purchase from this shop, never disappointed.',
);
const DESCRIPTION =
  "' is a handcrafted piece inspired by the colours and stories of India, finished by hand and " +
  "signed by the artist. Every piece is unique, so small variations from the photographs are part of its charm.'";

/** Customer names: first and last name chosen independently so fragments match many accounts. */
const fullName = (n: string) =>
  `${pick(FIRST_NAMES, n)} || ' ' || ${pick(LAST_NAMES, `(${n}) / 7`)}`;

function statements(
  c: ScaleCounts,
  passwordHash: string,
  pictures: readonly StoredImage[],
): string[] {
  const effective = `case when p.discount_percentage > 0 then p.discount_price_paise else p.price_paise end`;
  // The k-th item of order g: always stone art (paintings never enter a cart), spread over the catalogue.
  const itemProduct = (g: string, k: string) =>
    `(select case when m % 3 = 0 then m - 1 else m end from (select 1 + ((${g}) * 31 + (${k}) * 7919) % ${c.products} as m) x)`;
  const orderUser = (g: string) => `1 + ((${g}) * 7919) % ${c.customers}`;
  // Three of the shared pictures per product (a main and two sidebar images), real files.
  const pictureList = JSON.stringify(pictures);
  if (pictureList.includes("'")) throw new Error('unexpected quote in a picture path');
  const image = (g: string) => `(
    select jsonb_agg(('${pictureList}'::jsonb -> ((${g} + s.ord) % ${pictures.length}))
      || jsonb_build_object('role', s.role) order by s.ord)
    from (values (0, 'main'), (1, 'sidebar'), (2, 'sidebar')) s(ord, role))`;

  return [
    // Every third product is a painting; a quarter are discounted; newest is number 1.
    // Sizes vary as real pieces do: paintings 12 to 48 by 12 to 52 inches (their own width and
    // height in centimetres beside it, decision 0121), stones 2 to 8 inches a side.
    `insert into products (id, title, description, price_paise, type, bg_color, artist, size, is_premium,
       discount_percentage, discount_price_paise, images, art_width_cm, art_height_cm, created_at, updated_at)
     select ${uid('product', 'g')}, t.title, t.title || ${DESCRIPTION}, t.price, t.type,
       ${pick(COLOURS, 'g')}, case when t.type = 'painting' then ${pick(ARTISTS, 'g / 3')} end,
       t.high || ' x ' || t.wide || ' inches', g % 10 = 0,
       t.pct, round(t.price * (100 - t.pct) / 100.0), ${image('g')},
       case when t.type = 'painting' then round(t.wide * 2.54, 1) end,
       case when t.type = 'painting' then round(t.high * 2.54, 1) end, t.at, t.at
     from generate_series(1, ${c.products}) g,
       lateral (select ${pick(ADJECTIVES, 'g')} || ' ' || ${pick(NOUNS, 'g / 16')} || ' ' || g as title,
         case when g % 3 = 0 then 'painting' else 'stoneArt' end as type,
         case when g % 3 = 0 then 12 + (g / 3 * 7) % 37 else 2 + (g * 7) % 7 end as wide,
         case when g % 3 = 0 then 12 + (g / 3 * 13) % 41 else 2 + (g * 5) % 6 end as high,
         (500 + (g * 7919) % 49500) * 100 as price,
         case when g % 4 = 0 then (array[10, 15, 20, 25])[1 + (g / 4) % 4] else 0 end as pct,
         now() - g * interval '150 minutes' as at) t`,
    `insert into users (id, name, email, phone, password_hash, role, created_at, updated_at)
     values (${uid('user', '0')}, 'Bench Admin', 'bench-admin@artshop.local', '9800000000', '${passwordHash}', 'admin', now(), now())`,
    `insert into users (id, name, email, phone, password_hash, street, city, state, zip, is_subscribed, created_at, updated_at)
     select ${uid('user', 'g')}, ${fullName('g')},
       lower(${pick(FIRST_NAMES, 'g')}) || '.' || lower(${pick(LAST_NAMES, 'g / 7')}) || g || '@example.in',
       '9' || lpad(((g * 7919) % 1000000000)::text, 9, '0'), '${passwordHash}',
       g || ', ' || ${pick(STREETS, 'g')}, ${pick(CITIES, 'g')}, ${pick(STATES, 'g')},
       (400001 + (g * 37) % 99999)::text, g % 5 = 0, now() - g * interval '5 hours', now()
     from generate_series(1, ${c.customers}) g`,
    // 70% paid, 20% pending, 10% failed; one in ten ships to another name (a gift); one in twenty
    // used a coupon. Totals are the items' sums, as the checkout computes them.
    `insert into orders (id, user_id, name, email, phone, address, subtotal_paise, discount_paise,
       coupon_code, coupon_paise, delivery_paise, total_paise, payment_status, fulfilment_status,
       provider, razorpay_order_id, razorpay_payment_id, paid_at, created_at, updated_at)
     select ${uid('order', 'g')}, u.id,
       case when g % 10 = 9 then ${fullName('g * 3 + 1')} else u.name end, u.email, u.phone,
       u.street || ', ' || u.city || ', ' || u.state || ' ' || u.zip,
       s.subtotal, s.discount,
       case when g % 20 = 0 then 'DIWALI500' end, case when g % 20 = 0 then 50000 else 0 end,
       5000, greatest(0, s.subtotal - s.discount - case when g % 20 = 0 then 50000 else 0 end + 5000),
       st.payment, case when st.payment = 'success' then st.fulfilment end, 'test',
       'order_' || substr(md5('rzp-' || g), 1, 14),
       case when st.payment = 'success' then 'pay_' || substr(md5('pay-' || g), 1, 14) end,
       case when st.payment = 'success' then st.at + interval '2 minutes' end, st.at, st.at
     from generate_series(1, ${c.orders}) g
       join users u on u.id = ${uid('user', orderUser('g'))},
       lateral (select (array['success','success','success','success','success','success','success','pending','pending','failed'])[1 + g % 10] as payment,
         (array['delivered','delivered','delivered','delivered','delivered','delivered','shipped','shipped','processing','cancelled'])[1 + (g / 10) % 10] as fulfilment,
         now() - (${c.orders} - g) * interval '10 minutes' - (g % 7) * interval '1 minute' as at) st,
       lateral (select sum(p.price_paise * (1 + (g + k) % 2))::int as subtotal,
           sum((p.price_paise - ${effective}) * (1 + (g + k) % 2))::int as discount
         from generate_series(1, 1 + g % 3) k join products p on p.id = ${uid('product', itemProduct('g', 'k'))}) s`,
    `insert into order_items (order_id, product_id, title, description, type, main_image_url, size,
       quantity, price_paise, discount_price_paise, discount_percentage)
     select ${uid('order', 'g')}, p.id, p.title, p.description, p.type, p.images -> 0 ->> 'url',
       ${pick(SIZES, 'g + k')}, 1 + (g + k) % 2, p.price_paise, ${effective}, p.discount_percentage
     from generate_series(1, ${c.orders}) g
       cross join lateral generate_series(1, 1 + g % 3) k
       join products p on p.id = ${uid('product', itemProduct('g', 'k'))}`,
    // One review in five goes to the 50 most popular products (hundreds each, for deep pages).
    `insert into product_reviews (product_id, name, review, rating, created_at)
     select ${uid('product', `case when j % 5 = 0 then 1 + (j / 5) % ${Math.min(50, c.products)} else 1 + (j * 7919) % ${c.products} end`)},
       ${pick(FIRST_NAMES, 'j')} || ' ' || left(${pick(LAST_NAMES, 'j / 3')}, 1) || '.',
       ${pick(REVIEW_TEXTS, 'j / 2')}, (array[5, 5, 5, 4, 4, 3, 5, 4, 2, 1])[1 + j % 10],
       now() - j * interval '7 minutes'
     from generate_series(1, ${c.reviews}) j`,
    `update products p set rating = r.avg, rating_count = r.n
     from (select product_id, round(avg(rating), 1) as avg, count(*)::int as n
           from product_reviews group by product_id) r
     where r.product_id = p.id`,
    `update products p set order_count = s.n
     from (select i.product_id, sum(i.quantity)::int as n from order_items i
           join orders o on o.id = i.order_id where o.payment_status = 'success' group by i.product_id) s
     where s.product_id = p.id`,
    `insert into website_reviews (review_user_name, review_content, rating, created_at)
     select ${fullName('g * 11')}, ${pick(REVIEW_TEXTS, 'g')}, 4 + g % 2, now() - g * interval '9 days'
     from generate_series(1, 6) g`,
    // Half of the coupons have expired.
    `insert into coupons (code, discount_paise, expiry_date, created_at)
     select ${pick(['DIWALI', 'HOLI', 'ONAM', 'PONGAL', 'EID', 'XMAS'], 'g')} || (100 * (1 + g % 9)) || '-' || g,
       10000 * (1 + g % 9), (current_date + (g - ${c.coupons / 2}) * 3), now() - g * interval '4 days'
     from generate_series(1, ${c.coupons}) g`,
    `insert into coupons (code, discount_paise, expiry_date) values ('DIWALI500', 50000, current_date + 30)`,
    // Interest is shown in paintings (they cannot be bought online).
    `insert into interested_buyers (user_id, product_id, created_at)
     select ${uid('user', `1 + (g * 13) % ${c.customers}`)}, ${uid('product', `3 * (1 + (g * 7) % ${Math.floor(c.products / 3)})`)},
       now() - g * interval '3 hours'
     from generate_series(1, ${c.interests}) g
     on conflict do nothing`,
    `insert into custom_art_requests (first_name, last_name, email, phone, description, art_url, status, created_at)
     select ${pick(FIRST_NAMES, 'g')}, ${pick(LAST_NAMES, 'g / 3')},
       lower(${pick(FIRST_NAMES, 'g')}) || g || '@example.in', '98' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
       'A painting of our family home in ' || ${pick(CITIES, 'g')} || ', in warm evening colours, about 24 x 36 inches.',
       case when g % 2 = 0 then '/media/custom-art/bench-' || g || '.webp' end,
       case when g % 3 = 0 then 'completed' else 'pending' end, now() - g * interval '11 hours'
     from generate_series(1, ${c.customArt}) g`,
    // The shopper (customer 1) has three lines; other customers' carts make the table realistic.
    // The products are stored without sizes, so each is its own size under its id (decision 0082).
    `insert into cart_lines (user_id, product_id, size_id, quantity, created_at)
     select ${uid('user', 'case when g <= 3 then 1 else 2 + (g * 17) % ' + String(Math.max(1, c.customers - 1)) + ' end')},
       ${uid('product', itemProduct('g', '1'))}, ${uid('product', itemProduct('g', '1'))}, 1 + g % 3, now() - g * interval '1 minute'
     from generate_series(1, ${c.cartLines}) g
     on conflict do nothing`,
  ];
}

/** Fills the database; returns the fixture ids. `onStep` reports progress (table by table). */
export async function fillScaleDatabase(
  db: Db,
  counts: ScaleCounts,
  pictures: readonly StoredImage[],
  onStep: (done: number, total: number) => void = () => undefined,
): Promise<ScaleFixtures> {
  // One real hash shared by every account: nobody signs in with a password during the benchmark.
  const passwordHash = await hashPassword('bench-password-not-secret');
  if (passwordHash.includes("'")) throw new Error('unexpected quote in the password hash');
  const list = statements(counts, passwordHash, pictures);
  for (const [index, statement] of list.entries()) {
    await db.execute(sql.raw(statement));
    onStep(index + 1, list.length);
  }
  const [ids] = await queryRows<{ admin: string; customer: string }>(
    db,
    `select ${uid('user', '0')}::text as admin, ${uid('user', '1')}::text as customer`,
  );
  if (!ids) throw new Error('no fixture ids');
  return { adminId: ids.admin, customerId: ids.customer };
}
