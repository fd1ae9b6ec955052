import {
  ClipboardList,
  HandCoins,
  LayoutDashboard,
  Inbox,
  Mail,
  MessageSquare,
  Newspaper,
  Palette,
  PlusCircle,
  ReceiptIndianRupee,
  Tag,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar's links: the spec's seven in its order (section 2 'Admin shared layout'), then ours. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/allorders', label: 'All Orders', icon: ClipboardList },
  { to: '/admin/customArt', label: 'Custom art requests', icon: Palette },
  { to: '/admin/coupons', label: 'Coupons', icon: Tag },
  { to: '/admin/website-reviews', label: 'Website Reviews', icon: MessageSquare },
  { to: '/admin/interested-buyers', label: 'Interested Buyers', icon: Users },
  { to: '/admin/add-product', label: 'Add Product', icon: PlusCircle },
  // Beyond the spec: the outbox of every email the shop sends (decision 0043).
  { to: '/admin/mail', label: 'Mail', icon: Mail },
  // The contact form's messages and the newsletter (decision 0046).
  { to: '/admin/messages', label: 'Messages', icon: Inbox },
  { to: '/admin/newsletter', label: 'Newsletter', icon: Newspaper },
  // The seller on invoices and the monthly GST exports (decision 0048).
  { to: '/admin/invoices', label: 'Invoices', icon: ReceiptIndianRupee },
  // Offers to interested buyers and quotes for custom art (decisions 0052, 0053).
  { to: '/admin/offers', label: 'Offers', icon: HandCoins },
  // Delivery days and PIN codes the shop does not deliver to (decision 0092).
  { to: '/admin/shipping', label: 'Shipping', icon: Truck },
];
