export const SHOP_LINKS = [
  { to: '/shop/paintings', label: 'Paintings' },
  { to: '/shop/stone-art', label: 'Stone Art' },
] as const;

/** The custom art page opens in a new tab (spec: 'CustomArt link (new tab)'). */
export const CUSTOM_ART_PATH = '/customarts';

/**
 * The header's links, in order: one list for the desktop bar and the phone menu, so the two never
 * drift apart again (the phone menu once had no About). 'shop' is the group of SHOP_LINKS (a
 * dropdown on desktop, a labelled group in the menu); 'external' opens in a new tab.
 */
export type MainNavLink =
  | { kind: 'route'; to: string; label: string; end?: boolean }
  | { kind: 'shop'; label: string }
  | { kind: 'external'; href: string; label: string };

export const MAIN_NAV_LINKS: readonly MainNavLink[] = [
  { kind: 'route', to: '/', label: 'Home', end: true },
  { kind: 'shop', label: 'Shop' },
  { kind: 'external', href: CUSTOM_ART_PATH, label: 'Custom art' },
  { kind: 'route', to: '/careers/about-us', label: 'About' },
];
