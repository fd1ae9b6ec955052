export const SHOP_LINKS = [
  { to: '/shop/paintings', label: 'Paintings' },
  { to: '/shop/stone-art', label: 'Stone Art' },
] as const;

/** The custom art page opens in a new tab (spec: 'CustomArt link (new tab)'). */
export const CUSTOM_ART_PATH = '/customarts';
