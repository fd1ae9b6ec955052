import { artistPath, artistUi, personJsonLd, type ArtistPageResponse } from '@artshop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Loader2 } from '../../../components/ui/icons';
import { PageHead } from '../../../components/seo/page-head';
import { StructuredData } from '../../../components/seo/structured-data';
import { useParams } from '../../../lib/router';
import { useSiteUrl } from '../../../lib/site-url';
import type { PageOutcome, PrefetchContext } from '../../../store/page-data';
import { artistApi, useGetArtistQuery } from '../artist.api';
import { CollectionProductCard } from '../components/collection-product-card';
import { ProductImage } from '../components/product-image';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3';

function ArtistStructuredData({ artist }: { artist: ArtistPageResponse['artist'] }) {
  const siteUrl = useSiteUrl();
  return <StructuredData nodes={[personJsonLd(artist, { siteUrl })]} />;
}

/**
 * `/artists/{slug}` (decision 0108): the artist's photo, name, city and short bio, then the works
 * (what can be bought first, then the sold, as the server orders them), with JSON-LD `Person`.
 */
export function ArtistPage() {
  const { slug = '' } = useParams();
  const { currentData, isFetching, isError } = useGetArtistQuery(slug, { skip: !slug });

  if (!currentData && isFetching) {
    return (
      <div className="flex min-h-svh flex-col items-center justify-center gap-4">
        <PageHead title="Artist" />
        <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-clay-500" />
      </div>
    );
  }
  if (isError || !currentData) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
        <PageHead title="Artist not found" noindex />
        <h1 className="font-serif text-2xl text-ink">Artist not found.</h1>
        <ButtonLink to="/shop/paintings" size="lg">
          Browse the paintings
        </ButtonLink>
      </div>
    );
  }
  const { artist, products } = currentData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHead
        title={artist.name}
        description={artist.bio || artistUi.worksHeading(artist.name)}
        path={artistPath(artist.slug)}
        image={artist.photo?.url}
      />
      {import.meta.env.SSR && <ArtistStructuredData artist={artist} />}
      <header className="mb-10 flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
        {artist.photo && (
          <div className="h-36 w-36 shrink-0 overflow-hidden rounded-full bg-sand ring-4 ring-white shadow">
            <ProductImage
              image={artist.photo}
              alt={artist.name}
              sizes="144px"
              priority
              className="h-full w-full object-cover"
            />
          </div>
        )}
        <div className="flex flex-col gap-2">
          <h1 className="font-serif text-3xl text-ink sm:text-4xl">{artist.name}</h1>
          {artist.city && <p className="text-ink-soft">{artistUi.fromCity(artist.city)}</p>}
          {artist.bio && (
            <p className="max-w-2xl leading-relaxed whitespace-pre-line text-ink-soft">
              {artist.bio}
            </p>
          )}
        </div>
      </header>
      <section aria-labelledby="artist-works">
        <h2 id="artist-works" className="mb-6 font-serif text-2xl text-ink">
          {artistUi.worksHeading(artist.name)}
        </h2>
        {products.length === 0 ? (
          <p className="text-ink-soft">{artistUi.noWorks}</p>
        ) : (
          <div className={GRID}>
            {products.map((product) => (
              <CollectionProductCard
                key={product.id}
                product={product}
                showRating={product.type === 'stoneArt'}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** The artist; 'not-found' (a 404 page) for an unknown slug. */
export async function prefetch({ dispatch, params }: PrefetchContext): Promise<PageOutcome> {
  const { data } = await dispatch(
    artistApi.endpoints.getArtist.initiate(params.slug ?? '', { subscribe: false }),
  );
  return data ? 'found' : 'not-found';
}
