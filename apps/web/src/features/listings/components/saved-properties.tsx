import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ButtonLink } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { useFormat } from '@/i18n/use-format';
import { useSavedProperties } from '../api/saved-properties';
import { ListingArt } from './listing-art';
import { PagedPropertyList } from './paged-property-list';

/** The signed-in user's bookmarked listings, 6 at a time with LOAD MORE (docs/product.md §2). */
export function SavedProperties({ userId }: { userId: string | null }) {
  const { t } = useTranslation('search');
  const format = useFormat();
  const query = useSavedProperties(userId);

  return (
    <>
      <title>{t('saved.pageTitle')}</title>
      <PageHeader
        eyebrow={t('saved.eyebrow')}
        title={t('saved.title')}
        description={t('saved.description')}
      />
      <PagedPropertyList
        query={query}
        heading={{ id: 'saved-heading', text: t('saved.heading') }}
        art="saved"
        loadingLabel={t('saved.loading')}
        errorTitle={t('saved.error')}
        empty={
          <StatusPanel
            layout="section"
            art={<ListingArt art="saved" />}
            title={t('saved.emptyTitle')}
            actions={
              <ButtonLink to="/" variant="primary">
                {t('saved.browse')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            }
          >
            {t('saved.emptyText')}
          </StatusPanel>
        }
        summary={(count, more) => (
          <p className="mb-6 text-[15px] text-slate-600" aria-live="polite">
            {more
              ? t('saved.countMore', { number: format.number(count) })
              : t('saved.count', { count, number: format.number(count) })}
          </p>
        )}
        listLabel={t('saved.listLabel')}
        loadMoreLabel={t('saved.loadMore')}
      />
    </>
  );
}
