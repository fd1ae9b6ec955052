export const ACCOUNT_TABS = [
  { id: 'details', label: 'My Details' },
  { id: 'orders', label: 'My Orders' },
  { id: 'settings', label: 'Account Settings' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];
