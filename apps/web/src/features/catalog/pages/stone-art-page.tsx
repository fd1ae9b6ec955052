import { CollectionView } from '../components/collection-view';

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
