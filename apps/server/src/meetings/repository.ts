import { eq, sql } from 'drizzle-orm';
import type { Meeting, MeetingInput, PageQuery } from '@basera/contract';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { meetings, properties } from '../db/schema';

const meetingColumns = {
  _id: meetings.id,
  propertyId: meetings.propertyId,
  propertyTitle: properties.propertyTitle,
  name: meetings.name,
  email: meetings.email,
  phone: meetings.phone,
  date: meetings.date,
  time: meetings.time,
  message: meetings.message,
  createdAt: meetings.createdAt,
};

const toMeeting = (row: Omit<Meeting, 'createdAt'> & { createdAt: Date }): Meeting => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function insertMeeting(
  db: Db,
  meeting: Required<MeetingInput> & { propertyId: string; userId: string },
) {
  await db.insert(meetings).values(meeting);
}

/** Every meeting (admin), or those on one owner's listings. */
export async function listMeetings(db: Db, page: PageQuery, ownerId?: string) {
  const rows = await db
    .select(meetingColumns)
    .from(meetings)
    .innerJoin(properties, eq(properties.id, meetings.propertyId))
    .where(ownerId ? eq(properties.userId, ownerId) : undefined)
    .orderBy(sql`${meetings.createdAt} desc`, sql`${meetings.id}`)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toMeeting);
}

/** False when there was no such meeting. */
export const deleteMeeting = (db: Db, id: string) => deleteById(db, meetings, id);
