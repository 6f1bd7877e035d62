import {
  Building2,
  CalendarClock,
  Flag,
  LayoutDashboard,
  MessagesSquare,
  Quote,
  UserRoundCog,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

/**
 * The side menu of the admin dashboard, in docs/product.md §2's order with Reports (readers'
 * reports on listings) beside Property; 'dashboard' is the default.
 */
export const ADMIN_TABS = [
  'dashboard',
  'users',
  'owners',
  'property',
  'reports',
  'meeting',
  'messages',
  'testimonials',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'dashboard';

export const ADMIN_TAB_INFO: Record<
  AdminTab,
  { label: string; icon: LucideIcon; description: string }
> = {
  dashboard: {
    label: 'Dashboard',
    icon: LayoutDashboard,
    description: 'How Basera is growing: people, owners and listings at a glance.',
  },
  users: {
    label: 'Users',
    icon: UsersRound,
    description: 'Everyone who has created an account.',
  },
  owners: {
    label: 'Owners',
    icon: UserRoundCog,
    description: 'Users who list properties. Open their approved listings or remove an owner.',
  },
  property: {
    label: 'Property',
    icon: Building2,
    description:
      'Listings waiting for review, oldest first. Open one, check it, approve or reject.',
  },
  reports: {
    label: 'Reports',
    icon: Flag,
    description: 'What readers reported about listings. Keep a listing public, or take it down.',
  },
  meeting: {
    label: 'Meeting',
    icon: CalendarClock,
    description: 'Visits people have asked to schedule at commercial listings.',
  },
  messages: {
    label: 'Messages',
    icon: MessagesSquare,
    description: 'What people wrote to us through the contact form.',
  },
  testimonials: {
    label: 'Testimonials',
    icon: Quote,
    description: 'The reviews shown on the home page.',
  },
};

export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? DEFAULT_ADMIN_TAB;
}

/** The dashboard's URL for a tab: ?tab=users, no parameter for the default. */
export function adminTabHref(tab: AdminTab): string {
  return tab === DEFAULT_ADMIN_TAB ? '/adminDashboard' : `/adminDashboard?tab=${tab}`;
}
