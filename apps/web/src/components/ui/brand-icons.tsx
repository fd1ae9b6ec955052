import type { SVGProps } from 'react';
// A file of its own (hashed, cached for good), never inlined into the JavaScript as a data URL.
import sprite from './brand-icons.svg?no-inline';

// Brand marks: the icon set has no brand logos. Their drawings live in one SVG sprite that each
// mark references with <use>, so the path data is not in the JavaScript of every page; the sprite
// loads once, after the first paint (the marks sit in the footer and the chat button).
type IconProps = SVGProps<SVGSVGElement>;
type BrandName = 'instagram' | 'facebook' | 'youtube' | 'whatsapp';

function BrandIcon({ name, ...props }: IconProps & { name: BrandName }) {
  return (
    <svg width={20} height={20} aria-hidden focusable={false} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export const InstagramIcon = (props: IconProps) => <BrandIcon {...props} name="instagram" />;
export const FacebookIcon = (props: IconProps) => <BrandIcon {...props} name="facebook" />;
export const YouTubeIcon = (props: IconProps) => <BrandIcon {...props} name="youtube" />;
export const WhatsAppIcon = (props: IconProps) => <BrandIcon {...props} name="whatsapp" />;
