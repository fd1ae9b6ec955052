import { offerUi } from '@artshop/shared';
import { CollectionView } from '../components/collection-view';
import { prefetchCollection } from '../lib/prefetch';

export function PaintingsPage() {
  return (
    <CollectionView
      type="painting"
      heading="Paintings Collection"
      intro="Original paintings by Indian artists, each one a single piece made by hand."
      emptyTitle="No products found"
      soldFilter={{ emptyTitle: offerUi.noSoldPaintings }}
    />
  );
}

export const prefetch = prefetchCollection('painting');
