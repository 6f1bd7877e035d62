import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Meeting, VisitAnswer, VisitAnswered } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

/**
 * PUT /owner/meetings/{id}/answer {answer} → {msg, meeting}: the lister accepts or declines a
 * visit request; the server mails the visitor (docs/decisions/0051-answering-visit-requests.md).
 */
export function answerMeeting(meetingId: string, answer: VisitAnswer): Promise<VisitAnswered> {
  return api.put<VisitAnswered>(
    `/owner/meetings/${encodeURIComponent(meetingId)}/answer`,
    { answer },
    { auth: 'user' },
  );
}

/** Answers one request and puts the stored answer into the owner's list at once. */
export function useAnswerMeeting(userId: string, meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: VisitAnswer) => answerMeeting(meetingId, answer),
    onSuccess: ({ meeting }) => {
      queryClient.setQueryData<InfiniteData<Meeting[]>>(ownerKeys.meetings(userId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) =>
                page.map((item) => (item._id === meeting._id ? meeting : item)),
              ),
            }
          : data,
      );
    },
  });
}
