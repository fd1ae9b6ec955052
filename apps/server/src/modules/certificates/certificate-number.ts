import { randomInt } from 'node:crypto';
import {
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_NUMBER_LENGTH,
  CERTIFICATE_NUMBER_PREFIX,
} from '@artshop/shared';

/**
 * A new certificate number (decision 0119): 'COA-' and 10 characters drawn by the operating
 * system's random source from 31 letters and digits that cannot be mistaken for one another, about
 * 49 bits: not to be guessed from another number, and short enough to type from the paper.
 */
export function newCertificateNumber(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_NUMBER_LENGTH; i += 1) {
    code += CERTIFICATE_NUMBER_ALPHABET[randomInt(CERTIFICATE_NUMBER_ALPHABET.length)];
  }
  return `${CERTIFICATE_NUMBER_PREFIX}${code}`;
}
