import type { Db } from '../../db/client';

export interface OrderStats {
  total: number;
  /** Payment pending. */
  pending: number;
  /** Paid (payment status success). */
  completed: number;
}

/** Order counts for the admin sidebar and the all-orders stat cards (stub until it lands). */
export async function orderStats(_db: Db): Promise<OrderStats> {
  return { total: 0, pending: 0, completed: 0 };
}
