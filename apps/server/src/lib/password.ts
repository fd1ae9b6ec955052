import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * Password hashing with scrypt (DESIGN section 2). Stored as a self-describing string
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` so the cost can be raised later while old
 * hashes still verify with the parameters they were made with.
 */

/** log2 of scrypt's N for new hashes in the shop: 128 MiB and about half a second per hash. */
export const SHOP_PASSWORD_COST = 17;
let newHashCost = SHOP_PASSWORD_COST;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored strings whose parameters would make a verification cost too much memory or time. */
const MAX_LOG2_N = 20;

function scrypt(
  plain: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(plain, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function options(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that for N = 2^17.
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

/**
 * Sets the cost of new hashes for this process and answers the one it replaces. The server's test
 * processes call it, to hash in milliseconds (decision 0068), and so does a server started with
 * PASSWORD_HASH_COST (the browser and resilience suites, decision 0088); stored strings carry their
 * own cost, so verifying works the same whatever the setting.
 */
export function setPasswordHashCost(log2N: number): number {
  if (!inRange(log2N, 10, MAX_LOG2_N)) throw new RangeError(`scrypt cost out of range: ${log2N}`);
  const previous = newHashCost;
  newHashCost = log2N;
  return previous;
}

export async function hashPassword(plain: string): Promise<string> {
  const log2N = newHashCost;
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(plain, salt, KEY_BYTES, options(log2N, R, P));
  return ['scrypt', log2N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

function inRange(value: number | undefined, min: number, max: number): value is number {
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max;
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed stored string. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (
    !inRange(log2N, 1, MAX_LOG2_N) ||
    !inRange(r, 1, 32) ||
    !inRange(p, 1, 16) ||
    salt.length === 0 ||
    expected.length < 16
  ) {
    return false;
  }
  const actual = await scrypt(plain, salt, expected.length, options(log2N, r, p));
  return timingSafeEqual(actual, expected);
}
