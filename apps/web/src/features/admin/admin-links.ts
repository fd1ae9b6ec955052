export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', title: 'Dashboard' },
  { to: '/admin/allorders', label: 'All Orders', title: 'All Orders' },
  { to: '/admin/customArt', label: 'Custom Arts Orders', title: 'Custom Arts Orders' },
  { to: '/admin/coupons', label: 'Coupons', title: 'Coupons' },
  { to: '/admin/website-reviews', label: 'Website Reviews', title: 'Website Reviews' },
  { to: '/admin/interested-buyers', label: 'Interested Buyers', title: 'Interested Buyers' },
  { to: '/admin/add-product', label: 'Add Product', title: 'Add Product' },
] as const;
