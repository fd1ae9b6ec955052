import { CollectionView } from '../components/collection-view';
import { prefetchCollection } from '../lib/prefetch';

export function StoneArtPage() {
  return (
    <CollectionView
      type="stoneArt"
      heading="Stone Art Collection"
      intro="River stones hand-painted into keepsakes, gifts and little works of art."
      emptyTitle="No stone art products found"
    />
  );
}

export const prefetch = prefetchCollection('stoneArt');
