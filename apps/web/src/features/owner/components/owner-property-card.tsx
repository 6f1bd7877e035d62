import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Eye, ImageOff, ImagePlus, Images, MapPin, Pencil, Send, Trash2 } from 'lucide-react';
import { MSG, PROPERTY_TYPE_LABELS, canSubmit, type Property } from '@basera/contract';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSubmitProperty } from '../api/submit-property';
import { propertyScreen } from '../hooks/use-property-id';
import { moneyFacts, shapeFacts } from '../lib/listing-facts';
import { DeletePropertyDialog } from './delete-property-dialog';
import { ListingFreshness } from './listing-freshness';
import { ReviewStatus } from './review-status';

/** An outlined button in red, for the destructive action of a card. */
const dangerOutline =
  'inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-red-200 bg-white px-2 text-sm font-semibold ' +
  'text-red-700 transition-colors hover:border-red-500 hover:bg-red-50 hover:text-red-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type OwnerPropertyCardProps = {
  property: Property;
  userId: string;
  /** The listing a reminder mail's link named: brought into view, its confirm button focused. */
  spotlight?: boolean;
};

/** One of the owner's listings with its review status and everything the owner can do. */
export function OwnerPropertyCard({ property, userId, spotlight = false }: OwnerPropertyCardProps) {
  const { t } = useTranslation('owner');
  const format = useFormat();
  const translateMessage = useTranslateMessage();
  const words = { t, language: format.language, translateMessage };
  const [deleting, setDeleting] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const submit = useSubmitProperty();
  const photos = property.propertyImg.length;
  const thumb = property.propertyImg[0]?.thumb;
  // The contract's rule, as the server applies it: Pending or Rejected, with 4 photos or more.
  const submittable = canSubmit(property.campaignRequest, photos);
  const imagesLink = propertyScreen(
    photos === 0 ? '/propertyImgForm' : '/editPropertyImgForm',
    property._id,
  );
  const editLink = propertyScreen('/editProperty', property._id);
  const money = moneyFacts(property, words);
  const titleId = `property-${property._id}-title`;

  useEffect(() => {
    if (!spotlight) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cardRef.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [spotlight]);

  const onSubmit = () => {
    submit.mutate(
      { userId, propertyId: property._id },
      {
        onSuccess: ({ msg }) => toast.success(msg || MSG.propertySubmitted),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      className={cn(
        'flex scroll-mt-24 flex-col overflow-hidden rounded-2xl bg-white shadow-card',
        spotlight ? 'ring-4 ring-accent-400' : 'ring-1 ring-slate-900/5',
      )}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {thumb ? (
          <img
            src={`/${thumb}`}
            alt={property.propertyTitle}
            loading="lazy"
            width={480}
            height={360}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-brand-50 text-slate-500">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-sm font-medium">{t('card.noPhotos')}</span>
          </div>
        )}
        <CampaignStatusBadge
          status={property.campaignRequest}
          audience="owner"
          outOfSearch={property.hiddenBecause !== null}
          className="absolute top-3 left-3 shadow-sm"
        />
        <span className="absolute top-3 right-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {translateMessage(PROPERTY_TYPE_LABELS[property.propertyType])}
        </span>
        {photos > 0 && (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-lg bg-slate-950/70 px-2 py-1 text-xs font-medium text-white">
            <Images className="size-3.5" aria-hidden="true" />
            {t('card.photos', { count: photos })}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3
          id={titleId}
          className="text-[17px] leading-snug font-semibold break-words text-slate-950"
        >
          {property.propertyTitle}
        </h3>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 truncate">
            {translateMessage(property.city)} · {property.address}
          </span>
        </p>
        <p className="mt-2 text-sm text-slate-600">{shapeFacts(property, words).join(' · ')}</p>
        {money.length > 0 && (
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1">
            {money.map(({ label, value }) => (
              <div key={label} className="flex items-baseline gap-1.5">
                <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
                <dd className="font-semibold text-slate-950">{value}</dd>
              </div>
            ))}
          </dl>
        )}

        <ReviewStatus property={property} className="mt-4" />
        {property.campaignRequest === 'Approve' && (
          <ListingFreshness property={property} userId={userId} focusAction={spotlight} />
        )}

        <div className="mt-auto flex flex-col gap-2 pt-4">
          {submittable && (
            <Button
              onClick={onSubmit}
              loading={submit.isPending}
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              {t('card.submit')}
            </Button>
          )}
          <ButtonLink
            to={imagesLink.to}
            state={imagesLink.state}
            variant={photos === 0 ? 'primary' : 'outline'}
            size="sm"
            icon={
              photos === 0 ? (
                <ImagePlus className="size-4" aria-hidden="true" />
              ) : (
                <Images className="size-4" aria-hidden="true" />
              )
            }
          >
            {t('card.images')}
          </ButtonLink>
          <div className="grid grid-cols-3 gap-2">
            <ButtonLink
              to={`/propertyDetails/owner/${property._id}`}
              variant="outline"
              size="sm"
              className="px-2"
              icon={<Eye className="size-4 shrink-0" aria-hidden="true" />}
            >
              {t('card.preview')}
            </ButtonLink>
            <ButtonLink
              to={editLink.to}
              state={editLink.state}
              variant="outline"
              size="sm"
              className="px-2"
              icon={<Pencil className="size-4 shrink-0" aria-hidden="true" />}
            >
              {t('card.edit')}
            </ButtonLink>
            <button type="button" className={dangerOutline} onClick={() => setDeleting(true)}>
              <Trash2 className="size-4 shrink-0" aria-hidden="true" />
              {t('card.delete')}
            </button>
          </div>
        </div>
      </div>

      <DeletePropertyDialog
        open={deleting}
        onOpenChange={setDeleting}
        userId={userId}
        propertyId={property._id}
        propertyTitle={property.propertyTitle}
      />
    </article>
  );
}

/** A grey card of the same shape while the list loads. */
export function OwnerPropertyCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5"
      aria-hidden="true"
    >
      <div className="aspect-[4/3] bg-slate-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        <div className="mt-3 h-10 rounded-xl bg-slate-200" />
        <div className="h-10 rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}
