// The 'We accept' badges of the footer: drawn with text and CSS, with no logo files to license.

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
