import type { Product } from '@artshop/shared';
import { ArrowRight } from '../../../components/ui/icons';
import { mainImageOf } from '../lib/product-view';
import { ProductImage } from './product-image';
import { ButtonLink } from '../../../components/ui/button';

const STATS = [
  { value: '2+', label: 'Category' },
  { value: '50+', label: 'Exquisite Creations' },
  { value: '5,000+', label: 'Happy Customers' },
] as const;

const TILTS = ['-rotate-6 translate-y-8', 'rotate-3 -translate-y-4', '-rotate-2 translate-y-12'];

/** The showcase is drawn from lg up only (see below): narrower screens download none of it. */
const SHOWCASE_MEDIA = '(min-width: 1024px)';
/** A card is w-40 (w-48 from xl) with 12 px padding on each side. */
const SHOWCASE_SIZES = '(min-width: 1280px) 168px, 136px';

/** The home hero: headline, 'Shop Now' and the shop's claimed figures (spec section 9). */
export function HomeHero({ showcase = [] }: { showcase?: Product[] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-clay-100 via-paper to-sand">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 h-80 w-80 rounded-full bg-clay-300/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-20 h-72 w-72 rounded-full bg-gold/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-widest text-clay-600 uppercase">
            Handmade in India
          </p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl">
            Stories painted on stone, colours that stay with you
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">
            Discover hand-painted stone art and original paintings, each crafted by hand to bring
            warmth and character to your home.
          </p>
          <ButtonLink to="/shop/stone-art" size="xl" className="mt-8 shadow-lg shadow-clay-700/20">
            Shop Now
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
          <dl className="mt-12 grid max-w-2xl grid-cols-3 gap-4">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-2xl bg-white/70 p-4 text-center ring-1 ring-stone-200/70 backdrop-blur"
              >
                <dt className="text-xs text-ink-soft sm:text-sm">{stat.label}</dt>
                <dd className="font-serif text-2xl font-semibold text-clay-700 sm:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Decorative on wide screens only: three of the newest pieces, as if laid on a table. */}
        {showcase.length > 0 && (
          <div aria-hidden="true" className="hidden justify-center gap-4 lg:flex">
            {showcase.slice(0, 3).map((product, index) => (
              <div
                key={product.id}
                className={`w-40 overflow-hidden rounded-2xl p-3 shadow-xl ring-4 ring-white xl:w-48 ${TILTS[index] ?? ''}`}
                style={{ backgroundColor: product.bgColor || '#f3f4f6' }}
              >
                <ProductImage
                  image={mainImageOf(product)}
                  alt=""
                  sizes={SHOWCASE_SIZES}
                  media={SHOWCASE_MEDIA}
                  // The hero's first picture is the largest image of the home page's first view.
                  priority={index === 0}
                  className="aspect-square w-full rounded-xl object-cover"
                />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
