import {
  addressBookMessages,
  commissionMessages,
  offerMessages,
  privacyMessages,
  savedMessages,
} from '@artshop/shared';

export const ACCOUNT_TABS = [
  { id: 'details', label: 'My Details' },
  { id: 'addresses', label: addressBookMessages.tabTitle },
  { id: 'orders', label: 'My Orders' },
  { id: 'offers', label: offerMessages.tabTitle },
  { id: 'saved', label: savedMessages.tabTitle },
  { id: 'requests', label: commissionMessages.requestsTabTitle },
  { id: 'settings', label: 'Account Settings' },
  { id: 'privacy', label: privacyMessages.tabTitle },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];

/** The tab named in the address (`?tab=offers`: the emails link to tabs this way), else My Details. */
export function tabFromParam(param: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab.id === param)?.id ?? 'details';
}
