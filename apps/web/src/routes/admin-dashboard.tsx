import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { DashboardPanel } from '@/features/admin/components/dashboard-panel';
import { MeetingsPanel } from '@/features/admin/components/meetings-panel';
import { MessagesPanel } from '@/features/admin/components/messages-panel';
import { OwnersPanel } from '@/features/admin/components/owners-panel';
import { PanelHeader } from '@/features/admin/components/panel-header';
import { PropertiesPanel } from '@/features/admin/components/properties-panel';
import { ReportsPanel } from '@/features/admin/components/reports-panel';
import { ReviewReportsSection } from '@/features/admin/components/review-reports-section';
import { TestimonialsPanel } from '@/features/admin/components/testimonials-panel';
import { UsersPanel } from '@/features/admin/components/users-panel';
import { ADMIN_TAB_INFO, parseAdminTab, type AdminTab } from '@/features/admin/lib/tabs';

/* The profile dialog carries the form library; it loads when first opened. */
const ProfileDialog = lazy(() => import('@/features/accounts/components/profile-dialog'));

/** View Owner Details on the Property section: the owner's profile, read-only. */
function ownerDetails(ownerId: string, onClose: () => void) {
  return <OwnerDetails ownerId={ownerId} onClose={onClose} />;
}

function OwnerDetails({ ownerId, onClose }: { ownerId: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={null}>
      <ProfileDialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        userId={ownerId}
        readOnly
        title={t('ownerDetails')}
      />
    </Suspense>
  );
}

function Panel({ tab }: { tab: AdminTab }) {
  switch (tab) {
    case 'dashboard':
      return (
        <>
          <PanelHeader tab="dashboard" />
          <DashboardPanel />
        </>
      );
    case 'users':
      return <UsersPanel />;
    case 'owners':
      return <OwnersPanel />;
    case 'property':
      return <PropertiesPanel ownerDetails={ownerDetails} />;
    case 'reports':
      return (
        <>
          <ReportsPanel />
          <ReviewReportsSection />
        </>
      );
    case 'meeting':
      return <MeetingsPanel />;
    case 'messages':
      return <MessagesPanel />;
    case 'testimonials':
      return <TestimonialsPanel />;
  }
}

/**
 * /adminDashboard (docs/product.md §2): the side menu and the open section. The section lives in the
 * URL (?tab=users), so reload, back and forward return to it.
 */
export default function AdminDashboardRoute() {
  const [searchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams.get('tab'));
  const { t } = useTranslation('admin');

  return (
    <>
      <title>{t('pageTitle', { section: t(ADMIN_TAB_INFO[tab].label) })}</title>
      <div className="container-page pb-12 lg:grid lg:grid-cols-[224px_minmax(0,1fr)] lg:items-start lg:gap-8 lg:py-8">
        <AdminNav active={tab} />
        <div className="pt-5 lg:pt-0">
          <Panel key={tab} tab={tab} />
        </div>
      </div>
    </>
  );
}
