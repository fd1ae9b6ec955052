import { availabilityBadgeLabels, type Availability } from '@artshop/shared';

// The home page's cards show this badge: it takes its two words from their own small module.
const badge: Record<Exclude<Availability, 'available'>, { label: string; className: string }> = {
  sold: { label: availabilityBadgeLabels.sold, className: 'bg-ink text-white' },
  reserved: { label: availabilityBadgeLabels.reserved, className: 'bg-amber-200 text-amber-950' },
};

interface AvailabilityBadgeProps {
  availability: Availability;
  /** Placement only (e.g. 'absolute bottom-3 left-3' over a card's image). */
  className?: string;
}

/** 'Sold' or 'Reserved' on a one-of-a-kind painting; nothing while it is available. */
export function AvailabilityBadge({ availability, className = '' }: AvailabilityBadgeProps) {
  if (availability === 'available') return null;
  const { label, className: look } = badge[availability];
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${look} ${className}`}
    >
      {label}
    </span>
  );
}
