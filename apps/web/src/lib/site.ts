export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** The Tailwind `lg` breakpoint: below it the header collapses into the slide-in menu. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
