import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Clock, EyeOff, Flag, Heart, MapPin, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  PROPERTY_TYPE_BANNERS,
  canScheduleMeeting,
  type Property,
  type PropertyType,
} from '@basera/contract';
import { Button } from '@/components/ui/button';
import { UpdatedLabel } from '@/components/updated-label';
import { useHydrated } from '@/hooks/use-hydrated';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { recordView, viewedOf } from '@/lib/recently-viewed';
import { PROPERTY_TYPE_TAG_CLASSES } from '@/lib/property-type-style';
import type { Viewer } from '../hooks/use-viewer';
import { markSafetyNoteSeen, safetyNoteSeen } from '../lib/safety-note-seen';
import { shareUrlOf } from '../lib/share-links';
import { AmenityGrid } from './amenities';
import { AvailabilityNotice } from './availability-notice';
import { ContactBar } from './contact-bar';
import { InfoPanel } from './info-panel';
import { ListingArea, type AreaMapComponent } from './listing-area';
import { ListerDialog } from './lister-dialog';
import { PriceCard } from './price-card';
import { PropertyGallery } from './property-gallery';
import { ReportDialog } from './report-dialog';
import { ReviewsSection } from './reviews-section';
import { SaveButton } from './save-button';
import { ScheduleMeetingDialog } from './schedule-meeting-dialog';
import { SectionCard } from './section-card';
import { ShareDialog } from './share-dialog';
import { SimilarListings } from './similar-listings';
import { SignInLink, SignInTextLink } from './sign-in-link';

function isKnownType(type: string): type is PropertyType {
  return Object.hasOwn(PROPERTY_TYPE_BANNERS, type);
}

/**
 * For Rent, For Sale, PG/Hostel, Plot, Commercial, otherwise Property (docs/product.md §2); the
 * text is English (the contract's) or null for the unknown type's 'Property'.
 */
function bannerOf(type: string): { text: string | null; className: string } {
  return isKnownType(type)
    ? { text: PROPERTY_TYPE_BANNERS[type], className: PROPERTY_TYPE_TAG_CLASSES[type] }
    : { text: null, className: 'bg-slate-700 text-white' };
}

type ContactDialog = 'contact' | 'meeting';
type OpenDialog = 'share' | 'report' | ContactDialog | null;

type PropertyDetailsViewProps = {
  property: Property;
  viewer: Viewer;
  /** For the listing's owner: where it stands in review and in search (readers get a notice). */
  ownerNotice?: ReactNode;
  /** What anyone may see shows while the reader's own answer, with the lister, comes. */
  listerComing?: boolean;
  /** The small map of the listing's area (the route hands in features/map's). */
  AreaMap: AreaMapComponent;
};

/**
 * The property details screen (docs/product.md §2). Phones get one column with the price and the
 * actions right under the photos; wide screens put them in a sticky card beside the photos.
 */
export function PropertyDetailsView({
  property,
  viewer,
  ownerNotice,
  listerComing = false,
  AreaMap,
}: PropertyDetailsViewProps) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [noteFirst, setNoteFirst] = useState(false);
  const banner = bannerOf(property.propertyType);
  // Meetings are asked for by users; the admin (without a user token) sees the lister instead.
  const meeting = canScheduleMeeting(property.propertyType) && !viewer.adminOnly;
  const own = viewer.userId !== null && viewer.userId === property.userId;
  // Signed out: everything but who lists it; contact, save, review and report go through sign-in.
  const signedOut = viewer.readAs === null;
  // Readers (not the admin, not the owner) report listings and are warned once before contact.
  const reader = !viewer.adminOnly && !own;
  const canReport = reader && viewer.userId !== null;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const openContact = (target: ContactDialog) => {
    const first = reader && !safetyNoteSeen();
    if (first) markSafetyNoteSeen();
    setNoteFirst(first);
    setDialog(target);
  };
  const safety = { noteFirst, onReport: canReport ? () => setDialog('report') : undefined };
  const place = [property.address, property.city && translateMessage(property.city)]
    .filter(Boolean)
    .join(', ');
  const outOfSearch = property.campaignRequest === 'Approve' ? property.hiddenBecause : null;
  // Rendered on the server too, where there is no window: the address to share comes after.
  const hydrated = useHydrated();
  // A public listing a reader opened is kept for home's 'Recently viewed' (on this device only).
  const remembered = property.campaignRequest === 'Approve' && !viewer.adminOnly;
  useEffect(() => {
    if (remembered) recordView(viewedOf(property));
  }, [remembered, property]);

  return (
    <div className="container-page py-5 sm:py-8 lg:py-10">
      <title>{t('preview.pageTitle', { title: property.propertyTitle })}</title>
      <BackLink />

      <div className="mt-3 flex flex-col gap-4 sm:mt-4 lg:flex-row lg:items-end lg:justify-between lg:gap-8">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase shadow-sm',
                banner.className,
              )}
            >
              {banner.text ? translateMessage(banner.text) : t('view.bannerProperty')}
            </span>
            {property.campaignRequest !== 'Approve' && (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                <EyeOff className="size-3.5" aria-hidden="true" />
                {t('view.notPublic', { status: translateMessage(property.campaignRequest) })}
              </span>
            )}
          </div>
          <h1 className="mt-3 text-2xl leading-tight font-bold tracking-tight break-words text-slate-950 sm:text-3xl">
            {property.propertyTitle}
          </h1>
          {place && (
            <p className="mt-2 flex items-start gap-1.5 text-[15px] text-slate-600">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="min-w-0 break-words">{place}</span>
            </p>
          )}
          {property.campaignRequest === 'Approve' && property.lastConfirmedAt && (
            <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600">
              <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <UpdatedLabel lastConfirmedAt={property.lastConfirmedAt} />
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {viewer.userId ? (
            <SaveButton userId={viewer.userId} propertyId={property._id} />
          ) : (
            signedOut && <SignInToSave />
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDialog('share')}
            aria-haspopup="dialog"
            icon={<Share2 className="size-[18px]" aria-hidden="true" />}
          >
            {t('view.share')}
          </Button>
        </div>
      </div>

      {own && ownerNotice ? (
        <div className="mt-5 sm:mt-6">{ownerNotice}</div>
      ) : (
        outOfSearch && (
          <div className="mt-5 sm:mt-6">
            <AvailabilityNotice hiddenBecause={outOfSearch} />
          </div>
        )
      )}

      <div className="mt-5 grid grid-cols-1 gap-5 sm:mt-6 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <PropertyGallery images={property.propertyImg} title={property.propertyTitle} />
        </div>

        <aside
          aria-label={t('view.priceAndContact')}
          className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <div className="flex flex-col gap-2 lg:sticky lg:top-24">
            <PriceCard
              property={property}
              meeting={meeting}
              signedOut={signedOut}
              onSchedule={() => openContact('meeting')}
              onContact={() => openContact('contact')}
            />
            {canReport ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDialog('report')}
                aria-haspopup="dialog"
                icon={<Flag className="size-4" aria-hidden="true" />}
                className="self-center"
              >
                {t('view.report')}
              </Button>
            ) : (
              reader && <SignInToReport />
            )}
          </div>
        </aside>

        <div className="flex min-w-0 flex-col gap-5 sm:gap-6 lg:col-start-1 lg:row-start-2">
          <SectionCard title={t('view.overview')} id="overview">
            <InfoPanel property={property} />
          </SectionCard>
          <SectionCard title={t('view.about')} id="about">
            <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-700">
              {property.desc}
            </p>
          </SectionCard>
          {property.amenities.length > 0 && (
            <SectionCard title={t('view.amenities')} id="amenities">
              <AmenityGrid amenities={property.amenities} />
            </SectionCard>
          )}
          <ListingArea property={property} AreaMap={AreaMap} />
          {property.campaignRequest === 'Approve' && <SimilarListings property={property} />}
          <ReviewsSection
            propertyId={property._id}
            readAs={viewer.readAs}
            userId={viewer.userId}
            listerId={property.userId}
            adminOnly={viewer.adminOnly}
          />
        </div>
      </div>

      {reader && (
        // Not for the owner of the listing or the admin: they have no one to contact here.
        <ContactBar
          property={property}
          meeting={meeting}
          signedOut={signedOut}
          onSchedule={() => openContact('meeting')}
          onContact={() => openContact('contact')}
          noteFirst={() => !safetyNoteSeen()}
        />
      )}
      {canReport && (
        <ReportDialog
          open={dialog === 'report'}
          onOpenChange={closeDialog}
          propertyId={property._id}
          propertyTitle={property.propertyTitle}
        />
      )}
      <ShareDialog
        open={dialog === 'share'}
        onOpenChange={closeDialog}
        url={hydrated ? shareUrlOf(property._id) : ''}
        title={property.propertyTitle}
      />
      {meeting ? (
        <ScheduleMeetingDialog
          open={dialog === 'meeting'}
          onOpenChange={closeDialog}
          propertyId={property._id}
          propertyTitle={property.propertyTitle}
          email={viewer.userMail}
          safety={safety}
        />
      ) : (
        <ListerDialog
          open={dialog === 'contact'}
          onOpenChange={closeDialog}
          listedBy={property.listedBy}
          lister={property.lister}
          listerComing={listerComing}
          propertyTitle={property.propertyTitle}
          safety={safety}
        />
      )}
    </div>
  );
}

/** Signed-out visitors are asked to sign in before they report (the server takes users' reports). */
function SignInToReport() {
  const { t } = useTranslation('details');
  return (
    <SignInTextLink
      icon={<Flag className="size-4 shrink-0" aria-hidden="true" />}
      className="self-center"
    >
      {t('view.signInToReport')}
    </SignInTextLink>
  );
}

/** The heart, signed out: sign in, then back here to save it. */
function SignInToSave() {
  const { t } = useTranslation('details');
  return (
    <SignInLink
      variant="outline"
      size="sm"
      icon={<Heart className="size-[18px]" aria-hidden="true" />}
    >
      {t('common:card.save')}
      <span className="sr-only"> {t('save.signIn')}</span>
    </SignInLink>
  );
}

/** Where {route} readers start from when the page was opened directly. */
const HOME_OF_ROUTE: Record<string, { to: string; label: `details:${string}` }> = {
  admin: { to: '/adminDashboard', label: tKey('details:view.dashboard') },
  owner: { to: '/ownerDashboard', label: tKey('details:view.dashboard') },
};

/** Back to where the reader came from, or to their start page when opened from a link. */
function BackLink() {
  const { t } = useTranslation('details');
  const navigate = useNavigate();
  const location = useLocation();
  const { route = 'user' } = useParams();
  const classes =
    'inline-flex h-9 items-center gap-1.5 rounded-lg pr-2 text-sm font-semibold text-slate-600 transition-colors hover:text-brand-800';
  if (location.key === 'default') {
    const home = HOME_OF_ROUTE[route] ?? { to: '/', label: tKey('details:view.home') };
    return (
      <Link to={home.to} className={classes}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t(home.label)}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => void navigate(-1)} className={classes}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('view.back')}
    </button>
  );
}
