import { adminProductMessages } from '@artshop/shared';
import { routeLimit } from '../../lib/route-limit';

/**
 * Per client, for each upload call (a product's add or edit, an artist's photo, a progress photo):
 * a busy admin adds or edits one product every 15 seconds at most; a stolen admin session or a
 * runaway script must not fill the disk and keep sharp busy with 60 MB forms. Counted after the
 * admin guard, so only admins count.
 */
export const ADMIN_UPLOAD_RATE_LIMIT = routeLimit({
  max: 60,
  windowMs: 15 * 60 * 1000,
  message: adminProductMessages.tooManyUploads,
});
