import type { Locator, Page } from '@playwright/test';

/** A toast showing `text` (react-hot-toast renders each toast as a status region). */
export const toastWith = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('status').filter({ hasText: text });
