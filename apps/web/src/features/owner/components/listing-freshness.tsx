import { Trans, useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { CircleCheck, Clock, EyeOff, House, RotateCcw } from 'lucide-react';
import { MSG, TRUST_RULES, type Property } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { UpdatedLabel } from '@/components/updated-label';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useConfirmAvailable } from '../api/confirm-available';
import { daysBeforeHiding, HIDDEN_NOTICE } from '../lib/freshness';
import { MarkUnavailableDialog } from './mark-unavailable-dialog';

type ListingFreshnessProps = {
  property: Property;
  userId: string;
  /** Opened from the reminder mail's link: focus the one button that answers it. */
  focusAction?: boolean;
};

/**
 * An approved listing's freshness on its owner's card: when it was last confirmed, why it is out
 * of search if it is, and one tap to confirm it, mark it rented or sold, or relist it.
 */
export function ListingFreshness({ property, userId, focusAction = false }: ListingFreshnessProps) {
  const { t } = useTranslation('owner');
  const confirm = useConfirmAvailable();
  const [marking, setMarking] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const unavailable = property.hiddenBecause === 'unavailable';
  const notice = property.hiddenBecause ? HIDDEN_NOTICE[property.hiddenBecause] : null;
  const daysLeft = daysBeforeHiding(property);

  useEffect(() => {
    if (focusAction) actionRef.current?.focus({ preventScroll: true });
  }, [focusAction]);

  const onConfirm = () => {
    confirm.mutate(
      { userId, propertyId: property._id },
      {
        onSuccess: () => toast.success(MSG.confirmedAvailable),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div
      className={cn(
        '@container mt-3 rounded-xl px-3.5 py-3 text-sm ring-1',
        notice ? 'bg-amber-50 ring-amber-200' : 'bg-white ring-slate-200',
      )}
    >
      {notice && (
        <div className="mb-2 flex items-start gap-2 text-amber-950">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <Trans
              t={t}
              i18nKey="freshness.notice"
              values={{
                title: t(notice.title),
                text: t(notice.text, { days: TRUST_RULES.hideAfterDays }),
              }}
              components={{ strong: <span className="font-semibold" /> }}
            />
          </p>
        </div>
      )}
      {property.lastConfirmedAt && (
        <p className="flex items-center gap-2 text-slate-700">
          <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <UpdatedLabel lastConfirmedAt={property.lastConfirmedAt} />
        </p>
      )}
      {daysLeft !== null && (
        <p className="mt-1 font-medium text-amber-900">
          {daysLeft === 0
            ? t('freshness.leavesToday')
            : t('freshness.leavesInDays', { count: daysLeft })}
        </p>
      )}

      {/* Side by side where the card is wide enough for both labels, else one above the other. */}
      <div className={cn('mt-3 grid gap-2', !unavailable && '@[22rem]:grid-cols-2')}>
        {unavailable ? (
          <Button
            ref={actionRef}
            size="sm"
            onClick={onConfirm}
            loading={confirm.isPending}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
          >
            {t('freshness.relist')}
          </Button>
        ) : (
          <>
            <Button
              ref={actionRef}
              size="sm"
              className="px-2"
              onClick={onConfirm}
              loading={confirm.isPending}
              icon={<CircleCheck className="size-4 shrink-0" aria-hidden="true" />}
            >
              {t('freshness.stillAvailable')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="px-2"
              onClick={() => setMarking(true)}
              disabled={confirm.isPending}
              icon={<House className="size-4 shrink-0" aria-hidden="true" />}
            >
              {t('freshness.markRentedSold')}
            </Button>
          </>
        )}
      </div>

      <MarkUnavailableDialog
        open={marking}
        onOpenChange={setMarking}
        userId={userId}
        property={property}
      />
    </div>
  );
}
