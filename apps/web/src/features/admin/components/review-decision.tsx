import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { Check, CircleX } from 'lucide-react';
import { MSG, type Property } from '@basera/contract';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { daysAgo, formatDateTime } from '../lib/days-ago';
import { SHORTCUT_KEYS } from '../lib/shortcuts';
import { KeyboardHint } from './keyboard-hint';

type DecisionProps = {
  property: Property;
  /** Whether the listing waits for a decision (only then can it be approved or rejected). */
  waiting: boolean;
  /** Which call is under way. */
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
};

function DecisionButtons({
  pending,
  onApprove,
  onReject,
  stretch,
}: Omit<DecisionProps, 'property' | 'waiting'> & { stretch: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className={cn('flex gap-2.5', stretch && '[&>*]:flex-1')}>
      <Button
        variant="outline"
        onClick={onReject}
        disabled={pending}
        aria-keyshortcuts={SHORTCUT_KEYS.reject}
        title={t('decision.rejectTitle', { key: SHORTCUT_KEYS.reject })}
        icon={<CircleX className="size-4 text-red-700" aria-hidden="true" />}
        className="hover:border-red-300 hover:text-red-800"
      >
        {t('decision.reject')}
      </Button>
      <Button
        onClick={onApprove}
        loading={pending}
        aria-keyshortcuts={SHORTCUT_KEYS.approve}
        title={t('decision.approveTitle', { key: SHORTCUT_KEYS.approve })}
        icon={<Check className="size-4" aria-hidden="true" />}
      >
        {t('decision.approve')}
      </Button>
    </div>
  );
}

/** Where a listing stands when it is not waiting: its status, and the last reason given. */
function NotWaiting({ property }: { property: Property }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const translateMessage = useTranslateMessage();
  const decidedAt = property.campaignDecidedAt;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-slate-600">
        {t('decision.notWaitingSentence', { message: translateMessage(MSG.notWaitingForReview) })}
      </p>
      {decidedAt && (
        <p className="text-slate-600">
          {t('decision.decided', {
            ago: daysAgo(t, decidedAt),
            date: formatDateTime(decidedAt, language),
          })}
        </p>
      )}
      {property.campaignReason && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700 ring-1 ring-slate-200">
          {translateMessage(property.campaignReason)}
        </p>
      )}
    </div>
  );
}

/** The decision card beside the listing (wide screens). */
export function DecisionCard(props: DecisionProps) {
  const { property, waiting } = props;
  const { t } = useTranslation('admin');
  return (
    <section
      aria-label={t('decision.label')}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <CampaignStatusBadge status={property.campaignRequest} audience="admin" />
        <span className="text-sm text-slate-500">
          {t('decision.version', { version: property.version })}
        </span>
      </div>
      <div className="mt-4">
        {waiting ? (
          <>
            <DecisionButtons {...props} stretch />
            <p className="mt-3 text-xs text-slate-500">
              {t('decision.decidingOn', { version: property.version })}
            </p>
          </>
        ) : (
          <NotWaiting property={property} />
        )}
      </div>
      <KeyboardHint without={['open']} className="mt-4 border-t border-slate-100 pt-3" />
    </section>
  );
}

/**
 * The same decision as a bar along the bottom of narrow screens. The screen places it as a
 * sticky child of the whole review, so it stays in reach while the admin scrolls.
 */
export function DecisionBar(props: DecisionProps) {
  const { property, waiting } = props;
  const { t } = useTranslation('admin');
  return (
    <div className="-mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:-mx-6 sm:px-6">
      {waiting ? (
        <div className="flex items-center justify-between gap-3">
          <span className="hidden text-sm text-slate-600 sm:inline">
            {t('decision.version', { version: property.version })}
          </span>
          <div className="flex-1 sm:flex-none">
            <DecisionButtons {...props} stretch />
          </div>
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
          <span>{t('decision.notWaiting')}</span>
          <CampaignStatusBadge status={property.campaignRequest} audience="admin" />
        </div>
      )}
    </div>
  );
}
