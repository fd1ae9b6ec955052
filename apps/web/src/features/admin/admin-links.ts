import {
  ClipboardList,
  LayoutDashboard,
  MessageSquare,
  Palette,
  PlusCircle,
  Tag,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar's seven links, in the spec's order (section 2 'Admin shared layout'). */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/allorders', label: 'All Orders', icon: ClipboardList },
  { to: '/admin/customArt', label: 'Custom Arts Orders', icon: Palette },
  { to: '/admin/coupons', label: 'Coupons', icon: Tag },
  { to: '/admin/website-reviews', label: 'Website Reviews', icon: MessageSquare },
  { to: '/admin/interested-buyers', label: 'Interested Buyers', icon: Users },
  { to: '/admin/add-product', label: 'Add Product', icon: PlusCircle },
];
