import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, Meeting, MeetingInput, PageQuery, VisitAnswer } from '@basera/contract';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { meetings, properties, users } from '../db/schema';

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
  answer: meetings.answer,
  answeredAt: meetings.answeredAt,
};

const toMeeting = (
  row: Omit<Meeting, 'createdAt' | 'answeredAt'> & { createdAt: Date; answeredAt: Date | null },
): Meeting => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
});

export async function insertMeeting(
  db: Db,
  meeting: Required<MeetingInput> & { propertyId: string; userId: string; language: Language },
) {
  const [row] = await db.insert(meetings).values(meeting).returning({ id: meetings.id });
  return row!.id;
}

/**
 * Whether a visit is already asked for on this listing at this date and time (to the minute:
 * rows written before times were kept as HH:MM may carry seconds).
 */
export async function isSlotTaken(db: Db, propertyId: string, date: string, time: string) {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.propertyId, propertyId),
        eq(meetings.date, date),
        sql`left(${meetings.time}, 5) = ${time.slice(0, 5)}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const lister = alias(users, 'lister');
const visitor = alias(users, 'visitor');

/** A request with its listing's title, its lister and the visitor's account, for its mails. */
export async function findMeetingForMail(db: Db, id: string) {
  const [row] = await db
    .select({
      propertyId: meetings.propertyId,
      title: properties.propertyTitle,
      date: meetings.date,
      time: meetings.time,
      name: meetings.name,
      email: meetings.email,
      phone: meetings.phone,
      message: meetings.message,
      answer: meetings.answer,
      language: meetings.language,
      listerEmail: lister.email,
      listerFirstName: lister.firstName,
      visitorEmail: visitor.email,
      visitorFirstName: visitor.firstName,
    })
    .from(meetings)
    .innerJoin(properties, eq(properties.id, meetings.propertyId))
    .innerJoin(lister, eq(lister.id, properties.userId))
    .leftJoin(visitor, eq(visitor.id, meetings.userId))
    .where(eq(meetings.id, id))
    .limit(1);
  return row ?? null;
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

/**
 * Locks a request for its answer, so that of two answers at once one waits for the other;
 * with the owner of its listing. Null when there is no such request.
 */
export async function lockMeetingForAnswer(tx: Db, id: string) {
  const [row] = await tx
    .select({ answer: meetings.answer, ownerId: properties.userId })
    .from(meetings)
    .innerJoin(properties, eq(properties.id, meetings.propertyId))
    .where(eq(meetings.id, id))
    .for('update', { of: meetings });
  return row ?? null;
}

export async function setAnswer(tx: Db, id: string, answer: VisitAnswer) {
  await tx
    .update(meetings)
    .set({ answer, answeredAt: sql`now()` })
    .where(eq(meetings.id, id));
}

/** One request as its lister reads it. */
export async function findMeeting(db: Db, id: string) {
  const [row] = await db
    .select(meetingColumns)
    .from(meetings)
    .innerJoin(properties, eq(properties.id, meetings.propertyId))
    .where(eq(meetings.id, id))
    .limit(1);
  return row ? toMeeting(row) : null;
}

/** False when there was no such meeting. */
export const deleteMeeting = (db: Db, id: string) => deleteById(db, meetings, id);
