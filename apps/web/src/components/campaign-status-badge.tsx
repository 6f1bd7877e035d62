import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';
import { CAMPAIGN_STATUS_INFO, OUT_OF_SEARCH_INFO } from '@/lib/campaign-status';
import { cn } from '@/lib/cn';

type CampaignStatusBadgeProps = {
  status: CampaignStatus;
  /**
   * 'admin': the stored word (Approve), as the admin's Change Status list names it.
   * 'owner': the owner's plain word (Live).
   */
  audience: 'admin' | 'owner';
  /** An approved listing out of public lists: the owner reads 'Out of search', not 'Live'. */
  outOfSearch?: boolean;
  className?: string;
};

/** A listing's review status as a coloured pill with an icon (colour is never the only cue). */
export function CampaignStatusBadge({
  status,
  audience,
  outOfSearch = false,
  className,
}: CampaignStatusBadgeProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const info =
    status === 'Approve' && outOfSearch && audience === 'owner'
      ? OUT_OF_SEARCH_INFO
      : (CAMPAIGN_STATUS_INFO[status] ?? CAMPAIGN_STATUS_INFO.Pending);
  const Icon = info.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        info.badgeClasses,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {audience === 'admin' ? translateMessage(status) : t(info.ownerLabel)}
    </span>
  );
}
