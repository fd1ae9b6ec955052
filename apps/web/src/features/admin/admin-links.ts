import {
  Banknote,
  ClipboardList,
  HandCoins,
  LayoutDashboard,
  Inbox,
  Mail,
  MessageSquare,
  Newspaper,
  Paintbrush,
  Palette,
  PlusCircle,
  ReceiptIndianRupee,
  ShieldCheck,
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
  // The artists' profiles and pages (decision 0108).
  { to: '/admin/artists', label: 'Artists', icon: Paintbrush },
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
  // The cash couriers collected and paid over to the shop (decision 0101).
  { to: '/admin/cod-remittances', label: 'COD remittances', icon: Banknote },
  // The privacy log and the notice's grievance officer (DPDP Act; decision 0106).
  { to: '/admin/privacy', label: 'Privacy', icon: ShieldCheck },
];
