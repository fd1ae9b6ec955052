import {
  deliveryMessages,
  pinBlocked,
  pinInAddress,
  type DeliveryEstimate,
  type ShippingSettings,
} from '@artshop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { httpError } from '../../lib/http-error';
import {
  ShiprocketError,
  type ShiprocketClient,
  type ShiprocketServiceability,
} from '../../shipping-providers/shiprocket';
import { loadShippingSettings } from './shipping-settings.service';

/**
 * The parcel weight an estimate asks about: a PIN check knows no basket, and a framed painting or
 * a small stone piece packed weighs about this (docs/shipping.md 'Estimates').
 */
export const ESTIMATE_WEIGHT_GRAMS = 1000;
/** How long one PIN code's Shiprocket answer is reused, here and in browsers (decision 0092). */
export const ESTIMATE_CACHE_MS = 3 * 60 * 60 * 1000;
/** At most this many PIN codes are kept; the oldest go first (decision 0070's bound on floods). */
export const ESTIMATE_CACHE_MAX = 5000;

export interface DeliveryEstimateAnswer extends DeliveryEstimate {
  /** 'shiprocket', or 'settings': the shop's own (no Shiprocket, or it failed just now). */
  source: 'shiprocket' | 'settings';
  /** True when Shiprocket was asked and failed: a stand-in answer, not to be kept long. */
  fallback: boolean;
}

export interface DeliveryEstimator {
  estimate(pin: string): Promise<DeliveryEstimateAnswer>;
  /**
   * Refuses (400) a checkout to an address the shop does not deliver to, before any payment call.
   * `address` is the joined address when the checkout sent no parts; without a PIN code in it,
   * nothing is refused (decision 0093).
   */
  assertDeliverable(input: { zip?: string | null; address?: string | null }): Promise<void>;
}

function fromSettings(
  pin: string,
  settings: ShippingSettings,
  fallback: boolean,
): DeliveryEstimateAnswer {
  return {
    pin,
    serviceable: true,
    codAvailable: settings.codAvailable,
    minDays: settings.minDays,
    maxDays: settings.maxDays,
    source: 'settings',
    fallback,
  };
}

function fromShiprocket(pin: string, answer: ShiprocketServiceability): DeliveryEstimateAnswer {
  const min = answer.minDays ?? answer.maxDays;
  const max = answer.maxDays ?? answer.minDays;
  return {
    pin,
    serviceable: answer.serviceable,
    codAvailable: answer.serviceable && answer.codAvailable,
    minDays: answer.serviceable ? min : null,
    maxDays: answer.serviceable ? max : null,
    source: 'shiprocket',
    fallback: false,
  };
}

const blocked = (pin: string): DeliveryEstimateAnswer => ({
  pin,
  serviceable: false,
  codAvailable: false,
  minDays: null,
  maxDays: null,
  source: 'settings',
  fallback: false,
});

/**
 * One per app (app.ts): Shiprocket's serviceability from the pickup PIN when it is configured,
 * each PIN code's answer kept for a few hours in this process; the shop's own settings otherwise,
 * and whenever Shiprocket fails (timeout, 5xx, refused login), so a checkout never waits on it
 * (decision 0092). A blocked prefix of the settings always wins.
 */
export function createDeliveryEstimator(deps: {
  db: Db;
  shiprocket: ShiprocketClient | null;
  log: FastifyBaseLogger;
  now?: () => number;
}): DeliveryEstimator {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { answer: ShiprocketServiceability; expiresAt: number }>();
  // Two shoppers asking about one PIN code at once make one call.
  const inFlight = new Map<string, Promise<ShiprocketServiceability>>();

  async function askShiprocket(
    shiprocket: ShiprocketClient,
    pin: string,
  ): Promise<ShiprocketServiceability> {
    const kept = cache.get(pin);
    if (kept && kept.expiresAt > now()) return kept.answer;
    cache.delete(pin);
    let pending = inFlight.get(pin);
    if (!pending) {
      pending = shiprocket
        .serviceability({ deliveryPin: pin, weightGrams: ESTIMATE_WEIGHT_GRAMS, cod: false })
        .then((answer) => {
          if (cache.size >= ESTIMATE_CACHE_MAX) {
            const oldest = cache.keys().next();
            if (!oldest.done) cache.delete(oldest.value);
          }
          cache.set(pin, { answer, expiresAt: now() + ESTIMATE_CACHE_MS });
          return answer;
        })
        .finally(() => inFlight.delete(pin));
      inFlight.set(pin, pending);
    }
    return pending;
  }

  async function estimate(pin: string): Promise<DeliveryEstimateAnswer> {
    const settings = await loadShippingSettings(deps.db);
    if (pinBlocked(pin, settings.blockedPinPrefixes)) return blocked(pin);
    if (!deps.shiprocket) return fromSettings(pin, settings, false);
    try {
      return fromShiprocket(pin, await askShiprocket(deps.shiprocket, pin));
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      deps.log.warn(
        { shiprocketStatus: error.status, err: error.message },
        "Shiprocket's serviceability failed; the estimate comes from the shop's settings",
      );
      return fromSettings(pin, settings, true);
    }
  }

  return {
    estimate,
    async assertDeliverable({ zip, address }) {
      const pin = zip ?? (address ? pinInAddress(address) : null);
      if (!pin) return;
      const answer = await estimate(pin);
      if (!answer.serviceable) throw httpError(400, deliveryMessages.orderUndeliverable(pin));
    },
  };
}
