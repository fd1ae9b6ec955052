import type { SVGProps } from 'react';

// Brand marks drawn inline: the icon set has no brand logos, and no image should be downloaded for
// a 20px glyph.
type IconProps = SVGProps<SVGSVGElement>;

const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2.2h-2.6C11.7 2.2 10.5 4 10.5 6.4v2.1H8v3.3h2.5V22H14V11.8h2.6l.4-3.3H14Z" />
    </svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
    </svg>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3c.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}

/** A text badge in UPI's colours; a real logo would need a download and a licence check. */
export function UpiMark() {
  return (
    <span
      className="inline-flex h-7 items-center rounded bg-white px-2 text-xs font-extrabold italic tracking-tight shadow-sm ring-1 ring-black/10"
      aria-label="UPI"
      role="img"
    >
      <span className="text-[#097939]">U</span>
      <span className="text-[#ed752e]">P</span>
      <span className="text-[#097939]">I</span>
    </span>
  );
}

/** A card scheme badge (overlapping circles), standing for the cards Razorpay accepts. */
export function CardMark() {
  return (
    <span
      className="inline-flex h-7 items-center gap-1.5 rounded bg-white px-2 text-xs font-semibold text-ink shadow-sm ring-1 ring-black/10"
      aria-label="Credit and debit cards"
      role="img"
    >
      <svg width="22" height="14" viewBox="0 0 22 14" aria-hidden="true" focusable="false">
        <circle cx="7" cy="7" r="7" fill="#eb001b" />
        <circle cx="15" cy="7" r="7" fill="#f79e1b" fillOpacity="0.85" />
      </svg>
      Cards
    </span>
  );
}

export function RazorpayMark() {
  return (
    <span
      className="inline-flex h-7 items-center rounded bg-[#0c2451] px-2 text-xs font-bold italic text-white shadow-sm"
      aria-label="Razorpay"
      role="img"
    >
      Razorpay
    </span>
  );
}
