import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CampaignStatus,
  Lister,
  Property,
  PropertyInput,
  PropertyType,
} from '@basera/contract';
import type { Db } from '../db/client';
import { properties, users } from '../db/schema';
import { imageUrls } from '../images/naming';

/** The columns every reader gets, with the images aggregated in the same round trip. */
const listColumns = {
  _id: properties.id,
  userId: properties.userId,
  propertyTitle: properties.propertyTitle,
  desc: properties.desc,
  address: properties.address,
  city: properties.city,
  mapLink: properties.mapLink,
  area: properties.area,
  listedBy: properties.listedBy,
  amenities: properties.amenities,
  propertyType: properties.propertyType,
  campaignRequest: properties.campaignRequest,
  rent: properties.rent,
  deposit: properties.deposit,
  price: properties.price,
  bhk: properties.bhk,
  property: properties.property,
  propertyCondition: properties.propertyCondition,
  sharing: properties.sharing,
  createdAt: properties.createdAt,
  images: sql<{ name: string; ext: string }[]>`coalesce((
    select json_agg(json_build_object('name', i.name, 'ext', i.ext) order by i.position)
    from property_images i where i.property_id = properties.id
  ), '[]'::json)`,
};

type Row = { [K in keyof typeof listColumns]: unknown } & {
  _id: string;
  userId: string;
  createdAt: Date;
  images: { name: string; ext: string }[];
};

export function toProperty(row: Row): Property {
  const { images, createdAt, ...rest } = row;
  return {
    ...(rest as unknown as Omit<Property, 'propertyImg' | 'createdAt'>),
    createdAt: new Date(createdAt).toISOString(),
    propertyImg: images.map((image) => imageUrls(row.userId, row._id, image.name, image.ext)),
  };
}

/** Newest first; the index columns end in id so pages never overlap. */
export const newestFirst = [sql`${properties.createdAt} desc nulls last`, sql`${properties.id}`];

/** Weighted search text: title (A), address and city (B), amenities (C), description (D). */
function searchVectorOf(input: PropertyInput): SQL {
  return sql`setweight(to_tsvector('simple', ${input.propertyTitle}), 'A')
    || setweight(to_tsvector('simple', ${`${input.address} ${input.city}`}), 'B')
    || setweight(to_tsvector('simple', ${input.amenities.join(' ')}), 'C')
    || setweight(to_tsvector('simple', ${input.desc}), 'D')`;
}

/** Type-specific fields; those a type does not have are stored as null. */
function columnsOf(input: PropertyInput) {
  return {
    propertyType: input.propertyType,
    propertyTitle: input.propertyTitle,
    desc: input.desc,
    address: input.address,
    city: input.city,
    mapLink: input.mapLink,
    area: input.area,
    listedBy: input.listedBy,
    amenities: input.amenities,
    rent: 'rent' in input ? input.rent : null,
    deposit: 'deposit' in input ? input.deposit : null,
    price: 'price' in input ? input.price : null,
    bhk: 'bhk' in input ? input.bhk : null,
    property: 'property' in input ? input.property : null,
    propertyCondition: 'propertyCondition' in input ? input.propertyCondition : null,
    sharing: 'sharing' in input ? input.sharing : null,
    searchVector: searchVectorOf(input) as unknown as string,
  };
}

/** Keeps the typo-tolerant vocabulary in step with a listing's words. */
async function rememberWords(db: Db, propertyId: string) {
  await db.execute(sql`insert into search_words (word)
    select unnest(tsvector_to_array(search_vector)) from properties where id = ${propertyId}
    on conflict do nothing`);
}

export async function insertProperty(db: Db, userId: string, input: PropertyInput) {
  const [row] = await db
    .insert(properties)
    .values({ userId, ...columnsOf(input) })
    .returning({ id: properties.id });
  await rememberWords(db, row!.id);
  return row!.id;
}

export async function updatePropertyContent(
  db: Db,
  id: string,
  input: PropertyInput,
  status: CampaignStatus,
) {
  await db
    .update(properties)
    .set({ ...columnsOf(input), campaignRequest: status, updatedAt: sql`now()` })
    .where(eq(properties.id, id));
  await rememberWords(db, id);
}

export async function setStatus(db: Db, id: string, status: CampaignStatus) {
  await db
    .update(properties)
    .set({ campaignRequest: status, updatedAt: sql`now()` })
    .where(eq(properties.id, id));
}

export async function findPropertyRow(db: Db, id: string) {
  const [row] = await db.select(listColumns).from(properties).where(eq(properties.id, id)).limit(1);
  return row ? toProperty(row as Row) : null;
}

/** Just what decides who may see a listing: owner, status and type. */
export async function findPropertyAccess(db: Db, id: string) {
  const [row] = await db
    .select({
      userId: properties.userId,
      campaignRequest: properties.campaignRequest,
      propertyType: properties.propertyType,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row ?? null;
}

export async function findLister(db: Db, userId: string): Promise<Lister | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      whatsApp: users.whatsApp,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type ListFilter = {
  statuses?: readonly CampaignStatus[];
  ownerId?: string;
  propertyType?: PropertyType;
  city?: string;
  limit: number;
  offset: number;
};

export async function listProperties(db: Db, filter: ListFilter): Promise<Property[]> {
  const where = and(
    filter.statuses?.length === 1
      ? eq(properties.campaignRequest, filter.statuses[0]!)
      : filter.statuses
        ? inArray(properties.campaignRequest, [...filter.statuses])
        : undefined,
    filter.ownerId ? eq(properties.userId, filter.ownerId) : undefined,
    filter.propertyType ? eq(properties.propertyType, filter.propertyType) : undefined,
    filter.city ? eq(properties.city, filter.city) : undefined,
  );
  const rows = await db
    .select(listColumns)
    .from(properties)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((row) => toProperty(row as Row));
}

export async function deletePropertyRow(db: Db, id: string) {
  await db.delete(properties).where(eq(properties.id, id));
}

export { listColumns, type Row as PropertyRow };
