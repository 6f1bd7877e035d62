import { useState } from 'react';
import { toast } from '@/lib/toast';
import { MSG, type Property } from '@basera/contract';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUpdateCampaignRequest } from '../api/update-campaign-request';

export type Decision = 'Approve' | 'Reject';

/** A decision the server refused because the listing is not as the admin saw it (409). */
export type DecisionConflict = { property: Property; message: string };

/**
 * Approve or Reject one listing, naming the version the admin reviewed. Success: the toast and
 * `onDecided`. A 409 (the owner changed it, or it is no longer waiting) becomes `conflict`, for
 * the screen to show with a way to load the listing as it is now; other failures are toasts.
 */
export function useDecision(onDecided: (property: Property, decision: Decision) => void) {
  const mutation = useUpdateCampaignRequest();
  const [conflict, setConflict] = useState<DecisionConflict | null>(null);

  function decide(
    property: Property,
    decision: Decision,
    { reason, onSettled }: { reason?: string; onSettled?: () => void } = {},
  ) {
    setConflict(null);
    mutation.mutate(
      {
        userId: property.userId,
        propertyId: property._id,
        campaignRequest: decision,
        version: property.version,
        ...(reason === undefined ? {} : { reason }),
      },
      {
        onSuccess: () => {
          toast.success(MSG.campaignUpdated);
          onDecided(property, decision);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setConflict({ property, message: error.message });
          } else {
            toast.error(errorMessage(error));
          }
        },
        onSettled,
      },
    );
  }

  return {
    decide,
    pending: mutation.isPending,
    /** The listing being decided right now, if any. */
    pendingId: mutation.isPending ? mutation.variables.propertyId : null,
    conflict,
    clearConflict: () => setConflict(null),
  };
}
