import { PIN_CODE_PATTERN } from '@artshop/shared';

/**
 * The PIN code a visitor last checked delivery to, kept in this browser (localStorage) so the
 * product pages answer it again and the checkout starts from it (docs/shipping.md 'Estimates').
 * Storage may be off (private windows, a full quota): then nothing is remembered.
 */
const KEY = 'artshop:delivery-pin';

export function rememberedPin(): string | null {
  try {
    const value = globalThis.localStorage?.getItem(KEY) ?? null;
    return value && PIN_CODE_PATTERN.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  if (!PIN_CODE_PATTERN.test(pin)) return;
  try {
    globalThis.localStorage?.setItem(KEY, pin);
  } catch {
    // Storage refused: the check still answers, it is only not remembered.
  }
}
