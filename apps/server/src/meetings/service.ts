import { MSG, type MeetingInput, type PageQuery } from '@basera/contract';
import type { Deps } from '../lib/deps';
import { Invalid, NotFound } from '../lib/errors';
import type { Caller } from '../plugins/auth';
import { selfOwner, type PropertyService } from '../properties/service';
import { deleteMeeting, insertMeeting, listMeetings } from './repository';

export const MEETINGS_FOR_COMMERCIAL = 'Meetings can be scheduled for commercial properties only';

/** Signed-in users ask to meet about commercial listings; the owner and the admin see them. */
export function createMeetingService({ db }: Deps, properties: PropertyService) {
  return {
    async schedule(caller: Caller | null, propertyId: string, input: Required<MeetingInput>) {
      const property = await properties.visibleProperty(caller, propertyId);
      if (property.propertyType !== 'commercial') throw Invalid(MEETINGS_FOR_COMMERCIAL);
      await insertMeeting(db, { ...input, propertyId, userId: caller!.id });
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
