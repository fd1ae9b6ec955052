import { effectiveOfferStatus, type AdminOffer, type OfferStatus } from '@artshop/shared';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * What is left of an offer's validity to the minute, for the back-office: '2d 04h 10m' while more
 * than a day is left, then '04h 10m', and '00h 00m' once it has run out.
 */
export function formatTimeLeft(msLeft: number): string {
  const left = Math.max(0, msLeft);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const days = Math.floor(left / DAY);
  return days > 0 ? `${days}d ${two(hours)}h ${two(minutes)}m` : `${two(hours)}h ${two(minutes)}m`;
}

/**
 * The status to show now: the server's effective one, except that an open or accepted offer whose
 * time ran out while the page was open reads as expired without a reload.
 */
export function shownStatus(
  offer: Pick<AdminOffer, 'status' | 'expiresAt'>,
  now: Date,
): OfferStatus {
  if (offer.status !== 'open' && offer.status !== 'accepted') return offer.status;
  return effectiveOfferStatus(offer.status, new Date(offer.expiresAt), now);
}

/** Whether an offer in this status still runs against its clock (so it shows a countdown). */
export const isRunning = (status: OfferStatus) => status === 'open' || status === 'accepted';

/** The current time, ticking every `intervalMs` while `active`. */
export function useNow(active: boolean, intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
