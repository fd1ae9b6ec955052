import type { SVGProps } from 'react';

/** lucide-react's props that the shop uses: `size` in px (24 by default) and any SVG attribute. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/**
 * The icons the first view draws (header, home page, product page) in lucide's look: a 24×24 grid,
 * a 2px round stroke in the text colour. lucide-react draws them with a runtime of its own (an icon
 * factory, a context, class merging) that cost the first view more than the icons did, so each is a
 * plain SVG here. They keep lucide-react's names and props (`size`, any SVG attribute), so a
 * component switches with its import line; other icons (admin area, dialogs) still come from
 * lucide-react. An icon that only a lazily loaded part draws may be defined beside it with
 * `createIcon` (stone-art-details does), so it loads with that part and not with every page.
 *
 * Each drawing is lucide's (https://lucide.dev) as one path: its paths, lines and circles joined in
 * order, which strokes exactly as the separate elements do. Copyright (c) 2026 Lucide Icons and
 * Contributors, ISC licence: "Permission to use, copy, modify, and/or distribute this software for
 * any purpose with or without fee is hereby granted, provided that the above copyright notice and
 * this permission notice appear in all copies." The arrows, chevrons, log-out, minus, plus,
 * shopping-bag and x derive from Feather, Copyright (c) 2013-present Cole Bemis, MIT licence (the
 * full texts: node_modules/lucide-react/LICENSE).
 */
export function createIcon(d: string) {
  function Icon({ size = 24, ...props }: IconProps) {
    // As lucide-react does: hidden from screen readers unless given a name or a role of its own.
    const labelled = Object.entries(props).some(
      ([name, value]) =>
        value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
    );
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        {...props}
      >
        <path d={d} />
      </svg>
    );
  }
  return Icon;
}

export const Menu = /* @__PURE__ */ createIcon('M4 5h16M4 12h16M4 19h16');
export const ShoppingBag = /* @__PURE__ */ createIcon(
  'M16 10a4 4 0 0 1-8 0M3.103 6.034h17.794M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z',
);
export const UserRound = /* @__PURE__ */ createIcon(
  'M7 8a5 5 0 1 0 10 0a5 5 0 1 0-10 0M20 21a8 8 0 0 0-16 0',
);
export const ChevronDown = /* @__PURE__ */ createIcon('M6 9l6 6 6-6');
export const House = /* @__PURE__ */ createIcon(
  'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
);
export const ArrowLeft = /* @__PURE__ */ createIcon('M12 19l-7-7 7-7M19 12H5');
export const ArrowRight = /* @__PURE__ */ createIcon('M5 12h14M12 5l7 7-7 7');
export const BadgeCheck = /* @__PURE__ */ createIcon(
  'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76ZM16 9l-5.5 5.5L8 12',
);
export const ImageOff = /* @__PURE__ */ createIcon(
  'M2 2L22 22M10.41 10.41a2 2 0 1 1-2.83-2.83M13.5 13.5L6 21M18 12L21 15M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59M21 15V5a2 2 0 0 0-2-2H9',
);
export const Loader2 = /* @__PURE__ */ createIcon('M21 12a9 9 0 1 1-6.219-8.56');
export const ChevronLeft = /* @__PURE__ */ createIcon('M15 18l-6-6 6-6');
export const ChevronRight = /* @__PURE__ */ createIcon('M9 18l6-6-6-6');
export const MessageSquarePlus = /* @__PURE__ */ createIcon(
  'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zM12 8v6M9 11h6',
);
export const X = /* @__PURE__ */ createIcon('M18 6 6 18M6 6l12 12');
export const LogOut = /* @__PURE__ */ createIcon(
  'M16 17l5-5-5-5M21 12H9M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
);
export const HeartHandshake = /* @__PURE__ */ createIcon(
  'M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762',
);
