import type { User } from '@artshop/shared';

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Spec section 5 'Profile completion': name, email and phone count 1 each; the address counts the
 * fraction of street, city, state and zip filled; the percent is the sum divided by 4, rounded.
 */
export function profileCompletion(
  user: Pick<User, 'name' | 'email' | 'phone' | 'address'>,
): number {
  const { street, city, state, zip } = user.address;
  const addressParts = [street, city, state, zip];
  const address = addressParts.filter(filled).length / addressParts.length;
  const sum = [user.name, user.email, user.phone].filter(filled).length + address;
  return Math.round((sum / 4) * 100);
}
