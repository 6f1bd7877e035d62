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
import { tKey } from '@/i18n/keys';

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

/** Each section's name and what it holds, as keys of the `admin` namespace (t(label)). */
export const ADMIN_TAB_INFO: Record<
  AdminTab,
  { label: string; icon: LucideIcon; description: string }
> = {
  dashboard: {
    label: tKey('admin:tabs.dashboard.label'),
    icon: LayoutDashboard,
    description: tKey('admin:tabs.dashboard.description'),
  },
  users: {
    label: tKey('admin:tabs.users.label'),
    icon: UsersRound,
    description: tKey('admin:tabs.users.description'),
  },
  owners: {
    label: tKey('admin:tabs.owners.label'),
    icon: UserRoundCog,
    description: tKey('admin:tabs.owners.description'),
  },
  property: {
    label: tKey('admin:tabs.property.label'),
    icon: Building2,
    description: tKey('admin:tabs.property.description'),
  },
  reports: {
    label: tKey('admin:tabs.reports.label'),
    icon: Flag,
    description: tKey('admin:tabs.reports.description'),
  },
  meeting: {
    label: tKey('admin:tabs.meeting.label'),
    icon: CalendarClock,
    description: tKey('admin:tabs.meeting.description'),
  },
  messages: {
    label: tKey('admin:tabs.messages.label'),
    icon: MessagesSquare,
    description: tKey('admin:tabs.messages.description'),
  },
  testimonials: {
    label: tKey('admin:tabs.testimonials.label'),
    icon: Quote,
    description: tKey('admin:tabs.testimonials.description'),
  },
};

export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? DEFAULT_ADMIN_TAB;
}

/** The dashboard's URL for a tab: ?tab=users, no parameter for the default. */
export function adminTabHref(tab: AdminTab): string {
  return tab === DEFAULT_ADMIN_TAB ? '/adminDashboard' : `/adminDashboard?tab=${tab}`;
}
