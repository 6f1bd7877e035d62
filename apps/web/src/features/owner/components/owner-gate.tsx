import { useTranslation } from 'react-i18next';
import { tKey } from '@/i18n/keys';
import { useState, type ReactNode } from 'react';
import { BadgeCheck, Building2, Images, MessagesSquare } from 'lucide-react';
import type { User } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { LoadErrorPanel } from '@/components/ui/status-panel';
import { useUserAuth } from '@/lib/auth';
import { useOwnerStatus } from '../api/get-property-owner';
import { OwnerSignInDialog } from './owner-sign-in-dialog';

const OWNER_POINTS = [
  { icon: Building2, text: tKey('owner:gate.pointList') },
  { icon: Images, text: tKey('owner:gate.pointPhotos') },
  { icon: BadgeCheck, text: tKey('owner:gate.pointReview') },
  { icon: MessagesSquare, text: tKey('owner:gate.pointContact') },
] as const;

/**
 * Owner screens need the owner role. A user who is not an owner yet gets the 'Owner Sign In'
 * prompt (docs/product.md §2); it opens by itself and can be opened again from the page.
 */
export function OwnerGate({ children }: { children: (owner: User, userId: string) => ReactNode }) {
  const { t } = useTranslation('owner');
  const { userId } = useUserAuth();
  const status = useOwnerStatus(userId);

  if (!userId) return null; // the route guard sends signed-out visitors to /signIn
  if (status.isPending) return <PageSpinner label={t('gate.checking')} />;
  if (status.isError) {
    return (
      <div className="container-page py-10">
        <LoadErrorPanel
          title={t('gate.loadError')}
          error={status.error}
          onRetry={status.refetch}
          retrying={status.isFetching}
          className="mx-auto max-w-xl"
        />
      </div>
    );
  }
  if (!status.data) return <BecomeOwner userId={userId} />;
  return children(status.data, userId);
}

function BecomeOwner({ userId }: { userId: string }) {
  const { t } = useTranslation('owner');
  const [open, setOpen] = useState(true);
  return (
    <div className="container-page py-8 sm:py-14">
      <title>{t('gate.pageTitle')}</title>
      <section className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-slate-900/5 sm:px-10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Building2 className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-950">{t('gate.title')}</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{t('gate.lead')}</p>
        <ul className="mx-auto mt-6 max-w-sm space-y-3 text-left">
          {OWNER_POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-[15px] text-slate-700">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {t(text)}
            </li>
          ))}
        </ul>
        <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={() => setOpen(true)}>
          {t('gate.become')}
        </Button>
      </section>
      <OwnerSignInDialog open={open} onOpenChange={setOpen} userId={userId} />
    </div>
  );
}
