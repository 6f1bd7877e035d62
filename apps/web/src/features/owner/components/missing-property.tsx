import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { ButtonLink } from '@/components/ui/button';
import { LoadErrorPanel, StatusPanel } from '@/components/ui/status-panel';

/** No property id in the address, or one that is not the owner's. */
export function MissingProperty({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation('owner');
  return (
    <StatusPanel
      icon={<SearchX />}
      title={notFound ? t('missing.notFoundTitle') : t('missing.chooseTitle')}
      actions={
        <ButtonLink to="/ownerDashboard" variant="primary">
          {t('missing.dashboard')}
        </ButtonLink>
      }
    >
      {notFound ? t('missing.notFoundText') : t('missing.chooseText')}
    </StatusPanel>
  );
}

/** A property that failed to load: gone (404/403) or a transient failure with a retry. */
export function PropertyLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('owner');
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return <MissingProperty notFound />;
  }
  return (
    <LoadErrorPanel
      title={t('missing.loadError')}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
