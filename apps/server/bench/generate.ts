import { count, sql } from 'drizzle-orm';
import { CITY_CENTRES } from '@basera/contract';
import type { Db } from '../src/db/client';
import { SEARCH_INDEX_VERSION } from '../src/search/search-index';
import { properties } from '../src/db/schema';

/** Words that appear in about one listing in 20,000: the "rare word" query. */
export const RARE_WORD = 'jharokha';
export const LOCALITY_QUERY = 'vyapar vihar';
export const MISSPELLED_CITY = 'Bilaspr';

export const LOCALITIES = [
  'Vyapar Vihar',
  'Sarkanda',
  'Link Road',
  'Torwa',
  'Mangla',
  'Seepat Road',
  'Shankar Nagar',
  'Telibandha',
  'Pandri',
  'Civil Lines',
  'Devendra Nagar',
  'Mowa',
  'Padmanabhpur',
  'Kasaridih',
  'Borsi',
  'Malviya Nagar',
  'Sector 6',
  'Nehru Nagar',
  'Supela',
  'Smriti Nagar',
  'Junwani',
  'Kohka',
  'Amlidih',
  'Kota',
  'Tatibandh',
  'Gudhiyari',
  'Byron Bazar',
  'Sundar Nagar',
  'Avanti Vihar',
  'Rajendra Nagar',
  'Tikrapara',
  'Kachna',
] as const;

/**
 * Inserts `count` approved listings with realistic variety in one SQL statement per batch,
 * and fills the search vocabulary, as the app would have after years of listings.
 */
/** How many listings the database holds (the bench's own, on a bench database). */
export async function countListings(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties);
  return row?.n ?? 0;
}

/** The city's centre (the contract's CITY_CENTRES) for the row's `s.city`, as SQL. */
const centreOf = (axis: 'lat' | 'lng') =>
  sql.raw(
    `case s.city ${Object.entries(CITY_CENTRES)
      .map(([city, centre]) => `when '${city}' then ${centre[axis]}`)
      .join(' ')} end`,
  );

export async function generateListings(
  db: Db,
  from: number,
  to: number,
  onProgress?: (done: number) => void,
) {
  await db.execute(sql`insert into users (first_name, last_name, phone, whatsapp, email, password_hash, verified_at, is_owner)
    select 'Bench', 'Owner' || g, '9' || lpad(g::text, 9, '0'), '9' || lpad(g::text, 9, '0'),
           'bench.owner' || g || '@example.in', 'not-a-hash', now(), true
    from generate_series(1, 500) g on conflict do nothing`);
  const localities = sql`array[${sql.join(
    LOCALITIES.map((name) => sql`${name}`),
    sql`, `,
  )}]`;
  const batch = 10_000;
  for (let start = from; start < to; start += batch) {
    const n = Math.min(batch, to - start);
    await db.execute(sql`
      with owners as (select array_agg(id) ids from users where email like 'bench.owner%'),
      src as (
        select g,
          (array['Bilaspur','Raipur','Durg','Bhilai'])[1 + g % 4] city,
          (array['sell','rent','pgHostel','plot','commercial'])[1 + (g / 4) % 5] ptype,
          ((${localities})::text[])[1 + (g * 7) % ${sql.raw(String(LOCALITIES.length))}] locality,
          (array['Spacious','Bright','Modern','Affordable','Well kept','New','Corner','Quiet','Premium','Family'])[1 + (g * 3) % 10] adj,
          (array['Lift','Parking','Power Backup','24x7 Security','CCTV','Fire Safety','Water Storage','Housekeeping'])[1 + g % 8] a1,
          (array['Gym','Park','Clubhouse','Balcony','Visitor Parking','Maintenance Staff'])[1 + g % 6] a2,
          (array['1 RK','1 BHK','2 BHK','2 BHK','3 BHK','3 BHK','4 BHK','4 BHK +'])[1 + (g / 20) % 8] bhk,
          (array['Apartment','Apartment','Independent House','Villa','Builder Floor'])[1 + (g / 3) % 5] home_kind,
          (array['Shop','Office Space','Showroom','Warehouse'])[1 + (g / 3) % 4] shop_kind,
          (array['Furnished','Semi-Furnished','Un-Furnished'])[1 + (g / 7) % 3] furnishing,
          (array['Single','Double','Triple','Four'])[1 + (g / 7) % 4] sharing
        from generate_series(${start + 1}::int, ${start + n}::int) g
      ),
      rows as (
        select s.*,
          case s.ptype when 'sell' then s.adj || ' ' || s.bhk || ' ' || lower(s.home_kind) || ' in ' || s.locality
                       when 'rent' then s.adj || ' ' || s.bhk || ' for rent, ' || s.locality
                       when 'pgHostel' then s.adj || ' PG near ' || s.locality
                       when 'plot' then s.adj || ' plot at ' || s.locality
                       else s.adj || ' ' || lower(s.shop_kind) || ' on ' || s.locality end title,
          'Well maintained property in ' || s.locality || ', ' || s.city || ' with good road access, markets and schools nearby.'
            || case when s.g % 20000 = 7 then ' Heritage ${sql.raw(RARE_WORD)} windows.' else '' end descr,
          s.locality || ', ' || s.city address,
          -- Within about 5 km of the city's centre, each listing at its own point: the two
          -- moduli are coprime, so no two of the first 10^10 listings share a position, and a
          -- map of a few streets holds a few streets' worth of listings.
          ${centreOf('lat')} + ((s.g::bigint * 7919) % 100003 - 50001) * 0.000001 pin_lat,
          ${centreOf('lng')} + ((s.g::bigint * 104729) % 99991 - 49995) * 0.000001 pin_lng
        from src s
      )
      insert into properties (user_id, property_type, campaign_request, property_title, description, address, city,
        map_link, lat, lng, public_lat, public_lng, area, listed_by, amenities, rent, deposit, price, bhk, property_kind,
        property_condition, sharing, search_vector, created_at)
      select (select ids from owners)[1 + r.g % 500], r.ptype, 'Approve', left(r.title, 40), r.descr, r.address, r.city,
        'https://maps.google.com/?q=22.08,82.15',
        -- Shown 200 m north of the pin (the app keys its own points; the bench reads lists only).
        r.pin_lat, r.pin_lng, r.pin_lat + 0.0018, r.pin_lng,
        400 + (r.g % 40) * 50, case when r.g % 3 = 0 then 'Agent' else 'Owner' end,
        case when r.ptype = 'plot' then '{}'::text[] else array[r.a1, r.a2] end,
        case when r.ptype in ('rent','pgHostel','commercial') then 4000 + (r.g % 50) * 500 end,
        case when r.ptype in ('rent','pgHostel','commercial') then 10000 + (r.g % 20) * 5000 end,
        case when r.ptype in ('sell','plot') then 1500000 + (r.g % 100) * 100000 end,
        case when r.ptype in ('sell','rent') then r.bhk end,
        case when r.ptype in ('sell','rent') then r.home_kind when r.ptype = 'commercial' then r.shop_kind end,
        case when r.ptype in ('sell','rent','commercial') then r.furnishing end,
        case when r.ptype = 'pgHostel' then r.sharing end,
        setweight(to_tsvector('simple', left(r.title, 40)), 'A') || setweight(to_tsvector('simple', r.address || ' ' || r.city), 'B')
          || setweight(to_tsvector('simple', case when r.ptype = 'plot' then '' else r.a1 || ' ' || r.a2 end), 'C')
          || setweight(to_tsvector('simple', r.descr), 'D'),
        now() - (r.g || ' minutes')::interval
      from rows r`);
    onProgress?.(start + n);
  }
  // Four photos per listing, as real listings have: the cards' JSON is realistic in size.
  await db.execute(sql`insert into property_images (property_id, name, ext, position)
    select p.id, substr(md5(p.id::text || i), 1, 22), 'jpg', i from properties p, generate_series(0, 3) i
    where not exists (select 1 from property_images x where x.property_id = p.id)`);
  await db.execute(sql`insert into search_words (word)
    select distinct unnest(tsvector_to_array(search_vector)) from properties on conflict do nothing`);
  // PostgreSQL's simple parser makes the same words as the contract's rule for this plain
  // ASCII text, so the index is marked current: the server then starts without re-indexing.
  await db.execute(sql`insert into data_versions (name, version)
    values ('search_index', ${SEARCH_INDEX_VERSION}) on conflict (name) do update set version = excluded.version`);
  // Index-only counts need the visibility map, which autovacuum keeps in a live database.
  await db.execute(sql`vacuum analyze properties`);
  await db.execute(sql`analyze`);
}
