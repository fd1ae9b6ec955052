import type { User } from '@artshop/shared';

/** The signed-in customer as `GET /api/user/me` returns it; the shape is the shared contract. */
export type AuthUser = User;
