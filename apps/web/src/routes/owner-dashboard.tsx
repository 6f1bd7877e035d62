import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock, Plus } from 'lucide-react';
import type { User } from '@basera/contract';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { useOwnerStatusSummary } from '@/features/owner/api/get-owner-properties';
import { MeetingRequests } from '@/features/owner/components/meeting-requests';
import { OwnerGate } from '@/features/owner/components/owner-gate';
import { OwnerProperties } from '@/features/owner/components/owner-properties';
import { StatusSummaryStrip } from '@/features/owner/components/status-summary';

/**
 * /ownerDashboard: the owner's properties, their review status and visit requests (docs/product.md
 * §2). ?confirm={propertyId}, the reminder mail's link, brings that listing's card forward.
 */
export default function OwnerDashboardRoute() {
  return (
    <OwnerGate>{(owner, userId) => <OwnerDashboard owner={owner} userId={userId} />}</OwnerGate>
  );
}

function OwnerDashboard({ owner, userId }: { owner: User; userId: string }) {
  const { t } = useTranslation('owner');
  const summary = useOwnerStatusSummary(userId);
  const [params] = useSearchParams();

  return (
    <>
      <title>{t('routes.dashboard.pageTitle')}</title>
      <div className="relative overflow-hidden bg-brand-900 bg-dots text-white">
        <div
          className="pointer-events-none absolute -top-32 -right-24 size-80 rounded-full bg-brand-500/25 blur-3xl"
          aria-hidden="true"
        />
        <div className="container-page relative py-8 sm:py-10">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-xs font-semibold tracking-[0.16em] text-accent-300 uppercase">
                {t('routes.dashboard.namaste', { name: owner.firstName })}
              </p>
              <h1 className="mt-1.5 text-2xl font-bold tracking-tight sm:text-3xl">
                {t('routes.dashboard.title')}
              </h1>
              <p className="mt-2 max-w-xl text-[15px] leading-relaxed text-brand-100">
                {t('routes.dashboard.lead')}
              </p>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <a href="#meetings" className={buttonClasses('glass', 'lg')}>
                <CalendarClock className="size-5" aria-hidden="true" />
                {t('routes.dashboard.meetingRequests')}
              </a>
              <ButtonLink
                to="/addProperty"
                variant="accent"
                size="lg"
                icon={<Plus className="size-5" aria-hidden="true" />}
              >
                {t('routes.dashboard.addProperty')}
              </ButtonLink>
            </div>
          </div>
          <div className="mt-7">
            <StatusSummaryStrip summary={summary.data} />
          </div>
        </div>
      </div>

      <div className="container-page grid grid-cols-1 gap-10 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <OwnerProperties userId={userId} spotlightId={params.get('confirm')} />
        <aside className="lg:pt-0">
          <MeetingRequests userId={userId} />
        </aside>
      </div>
    </>
  );
}
