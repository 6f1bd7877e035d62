import {
  API_MSG,
  canScheduleMeeting,
  DEFAULT_LANGUAGE,
  MSG,
  VISIT_ANSWERED,
  type Language,
  type MeetingInput,
  type PageQuery,
  type VisitAnswer,
} from '@basera/contract';
import { selfOwner, signedInUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { Conflict, Forbidden, Invalid, NotFound } from '../lib/errors';
import type { MailJob } from '../mail/mail-jobs';
import type { Mail } from '../mail/mailer';
import { visitAnswerMail, visitRequestCopyMail, visitRequestMail } from '../mail/templates';
import type { PropertyService } from '../properties/service';
import {
  deleteMeeting,
  findMeeting,
  findMeetingForMail,
  insertMeeting,
  isSlotTaken,
  listMeetings,
  lockMeetingForAnswer,
  setAnswer,
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
        const meetingId = await insertMeeting(tx, {
          ...input,
          propertyId,
          userId: user.id,
          language,
        });
        await mail.enqueue(tx, { kind: 'visitRequest', meetingId });
        await mail.enqueue(tx, { kind: 'visitRequestCopy', meetingId, language });
      });
      return { msg: MSG.meetingScheduled };
    },
    /**
     * The lister accepts or declines a request on their listing; the visitor is mailed the
     * answer. Under the request's row lock, so two answers at once apply one after the other
     * and each change is mailed once. The same answer again changes nothing and mails no one;
     * another answer replaces it and is mailed
     * (docs/decisions/0051-answering-visit-requests.md).
     */
    async answer(caller: Caller | null, meetingId: string, answer: VisitAnswer) {
      const user = signedInUser(caller);
      if (!user.isOwner) throw Forbidden(MSG.ownerSignInPrompt);
      await db.transaction(async (tx) => {
        const meeting = await lockMeetingForAnswer(tx, meetingId);
        if (!meeting) throw NotFound(MSG.meetingNotFound);
        if (meeting.ownerId !== user.id) throw Forbidden(API_MSG.forbidden);
        if (meeting.answer === answer) return;
        await setAnswer(tx, meetingId, answer);
        await mail.enqueue(tx, { kind: 'visitAnswer', meetingId, answer });
      });
      const meeting = await findMeeting(db, meetingId);
      if (!meeting) throw NotFound(MSG.meetingNotFound);
      return { msg: VISIT_ANSWERED[answer], meeting };
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

    /**
     * The visitor hears the lister's answer at their account's address, in the language they
     * asked in. None if the request is gone, or if its answer changed since the job was queued
     * (the newer answer's job mails that one).
     */
    async composeVisitAnswerMail(
      job: Extract<MailJob, { kind: 'visitAnswer' }>,
    ): Promise<Mail | null> {
      const visit = await findMeetingForMail(db, job.meetingId);
      if (!visit?.visitorEmail || !visit.visitorFirstName) return null;
      if (visit.answer !== job.answer) return null;
      const link = `${appUrl}/propertyDetails/user/${visit.propertyId}`;
      return {
        to: visit.visitorEmail,
        link,
        ...visitAnswerMail(
          visit,
          job.answer,
          link,
          visit.visitorFirstName,
          visit.language ?? DEFAULT_LANGUAGE,
        ),
      };
    },
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
