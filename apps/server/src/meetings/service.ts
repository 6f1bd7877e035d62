import {
  canScheduleMeeting,
  MSG,
  type Language,
  type MeetingInput,
  type PageQuery,
} from '@basera/contract';
import { selfOwner, signedInUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { Conflict, Invalid, NotFound } from '../lib/errors';
import type { MailJob } from '../mail/mail-jobs';
import type { Mail } from '../mail/mailer';
import { visitRequestCopyMail, visitRequestMail } from '../mail/templates';
import type { PropertyService } from '../properties/service';
import {
  deleteMeeting,
  findMeetingForMail,
  insertMeeting,
  isSlotTaken,
  listMeetings,
} from './repository';

/**
 * Signed-in users ask to visit commercial listings; the owner and the admin see the requests.
 * Each request is mailed to the lister, and a copy to the visitor, through the job queue
 * (docs/decisions/0030-visit-requests-mailed.md).
 */
export function createMeetingService({ db, mail, appUrl }: Deps, properties: PropertyService) {
  return {
    /**
     * Under the listing's row lock, so that of two requests for one date and time at once,
     * one is stored and mailed and the other answers 409.
     */
    async schedule(
      caller: Caller | null,
      propertyId: string,
      input: Required<MeetingInput>,
      language: Language,
    ) {
      const user = signedInUser(caller);
      const property = await properties.visibleProperty(caller, propertyId);
      if (!canScheduleMeeting(property.propertyType)) throw Invalid(MSG.meetingsCommercialOnly);
      await db.transaction(async (tx) => {
        await properties.lockListing(tx, propertyId);
        if (await isSlotTaken(tx, propertyId, input.date, input.time)) {
          throw Conflict(MSG.meetingSlotTaken);
        }
        const meetingId = await insertMeeting(tx, { ...input, propertyId, userId: user.id });
        await mail.enqueue(tx, { kind: 'visitRequest', meetingId });
        await mail.enqueue(tx, { kind: 'visitRequestCopy', meetingId, language });
      });
      return { msg: MSG.meetingScheduled };
    },
    forOwner(caller: Caller | null, userId: string, page: PageQuery) {
      selfOwner(caller, userId);
      return listMeetings(db, page, userId);
    },
    all: (page: PageQuery) => listMeetings(db, page),
    async remove(id: string) {
      if (!(await deleteMeeting(db, id))) throw NotFound('Meeting not found');
      return { msg: MSG.meetingDeleted };
    },

    /** The lister's mail of a queued request; none if the request or the listing is gone. */
    async composeVisitRequestMail(
      job: Extract<MailJob, { kind: 'visitRequest' }>,
    ): Promise<Mail | null> {
      const visit = await findMeetingForMail(db, job.meetingId);
      if (!visit) return null;
      const link = `${appUrl}/ownerDashboard`;
      return {
        to: visit.listerEmail,
        link,
        ...visitRequestMail(visit, link, visit.listerFirstName),
      };
    },

    /** The visitor's copy, to their account's address (never to one typed in the form). */
    async composeVisitRequestCopy(
      job: Extract<MailJob, { kind: 'visitRequestCopy' }>,
    ): Promise<Mail | null> {
      const visit = await findMeetingForMail(db, job.meetingId);
      if (!visit?.visitorEmail || !visit.visitorFirstName) return null;
      const link = `${appUrl}/propertyDetails/user/${visit.propertyId}`;
      return {
        to: visit.visitorEmail,
        link,
        ...visitRequestCopyMail(visit, link, visit.visitorFirstName, job.language),
      };
    },
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
