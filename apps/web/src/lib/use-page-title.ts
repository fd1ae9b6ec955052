import { SHOP_NAME } from '@artshop/shared';
import { useEffect } from 'react';

/** Sets document.title to '<title> | <shop name>' (or just the shop name) while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
