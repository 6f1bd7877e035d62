import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { meetingSchema } from '@basera/contract';
import { api, segment } from '@/lib/api-client';

export type ScheduleMeetingRequest = {
  propertyId: string;
  values: z.output<typeof meetingSchema>;
};

/**
 * POST /user/scheduleMeeting/{propertyId} {name, email, phone, date, time, message} → {msg}.
 * Only where the contract's canScheduleMeeting allows (commercial listings): another type is a
 * 400 whose msg says so, and a listing the user may not see is a 404.
 */
export function scheduleMeeting({ propertyId, values }: ScheduleMeetingRequest) {
  return api.post<{ msg: string }>(`/user/scheduleMeeting/${segment(propertyId)}`, values, {
    auth: 'user',
  });
}

export function useScheduleMeeting() {
  return useMutation({ mutationFn: scheduleMeeting });
}
