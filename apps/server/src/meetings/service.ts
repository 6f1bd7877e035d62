import { canScheduleMeeting, MSG, type MeetingInput, type PageQuery } from '@basera/contract';
import { selfOwner, signedInUser, type Caller } from '../access/checks';
import type { Deps } from '../lib/deps';
import { Invalid, NotFound } from '../lib/errors';
import type { PropertyService } from '../properties/service';
import { deleteMeeting, insertMeeting, listMeetings } from './repository';

/** Signed-in users ask to meet about commercial listings; the owner and the admin see them. */
export function createMeetingService({ db }: Deps, properties: PropertyService) {
  return {
    async schedule(caller: Caller | null, propertyId: string, input: Required<MeetingInput>) {
      const user = signedInUser(caller);
      const property = await properties.visibleProperty(caller, propertyId);
      if (!canScheduleMeeting(property.propertyType)) throw Invalid(MSG.meetingsCommercialOnly);
      await insertMeeting(db, { ...input, propertyId, userId: user.id });
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
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
