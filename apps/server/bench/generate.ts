import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** Words that appear in about one listing in 20,000: the "rare word" query. */
export const RARE_WORD = 'jharokha';
export const LOCALITY_QUERY = 'vyapar vihar';
export const MISSPELLED_CITY = 'Bilaspr';

/**
 * Inserts `count` approved listings with realistic variety in one SQL statement per batch,
 * and fills the search vocabulary, as the app would have after years of listings.
 */
export async function generateListings(db: Db, count: number, onProgress?: (done: number) => void) {
  await db.execute(sql`insert into users (first_name, last_name, phone, whatsapp, email, password_hash, verified_at, is_owner)
    select 'Bench', 'Owner' || g, '9' || lpad(g::text, 9, '0'), '9' || lpad(g::text, 9, '0'),
           'bench.owner' || g || '@example.in', 'not-a-hash', now(), true
    from generate_series(1, 500) g on conflict do nothing`);
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    await db.execute(sql`
      with owners as (select array_agg(id) ids from users where email like 'bench.owner%'),
      src as (
        select g,
          (array['Bilaspur','Raipur','Durg','Bhilai'])[1 + g % 4] city,
          (array['sell','rent','pgHostel','plot','commercial'])[1 + (g / 4) % 5] ptype,
          (array['Vyapar Vihar','Sarkanda','Link Road','Torwa','Mangla','Seepat Road','Shankar Nagar','Telibandha',
                 'Pandri','Civil Lines','Devendra Nagar','Mowa','Padmanabhpur','Kasaridih','Borsi','Malviya Nagar',
                 'Sector 6','Nehru Nagar','Supela','Smriti Nagar','Junwani','Kohka','Amlidih','Kota','Tatibandh',
                 'Gudhiyari','Byron Bazar','Sundar Nagar','Avanti Vihar','Rajendra Nagar','Tikrapara','Kachna'])[1 + (g * 7) % 32] locality,
          (array['Spacious','Bright','Modern','Affordable','Well kept','New','Corner','Quiet','Premium','Family'])[1 + (g * 3) % 10] adj,
          (array['Lift','Parking','Power Backup','24x7 Security','CCTV','Fire Safety','Water Storage','Housekeeping'])[1 + g % 8] a1,
          (array['Gym','Park','Clubhouse','Balcony','Visitor Parking','Maintenance Staff'])[1 + g % 6] a2
        from generate_series(${start + 1}::int, ${start + n}::int) g
      ),
      rows as (
        select s.*,
          case s.ptype when 'sell' then s.adj || ' 2 BHK flat in ' || s.locality
                       when 'rent' then s.adj || ' flat for rent, ' || s.locality
                       when 'pgHostel' then s.adj || ' PG near ' || s.locality
                       when 'plot' then s.adj || ' plot at ' || s.locality
                       else s.adj || ' shop on ' || s.locality end title,
          'Well maintained property in ' || s.locality || ', ' || s.city || ' with good road access, markets and schools nearby.'
            || case when s.g % 20000 = 7 then ' Heritage ${sql.raw(RARE_WORD)} windows.' else '' end descr,
          s.locality || ', ' || s.city address
        from src s
      )
      insert into properties (user_id, property_type, campaign_request, property_title, description, address, city,
        map_link, area, listed_by, amenities, rent, deposit, price, bhk, property_kind, property_condition, sharing,
        search_vector, created_at)
      select (select ids from owners)[1 + r.g % 500], r.ptype, 'Approve', left(r.title, 40), r.descr, r.address, r.city,
        'https://maps.google.com/?q=22.08,82.15', 400 + (r.g % 40) * 50, case when r.g % 3 = 0 then 'Agent' else 'Owner' end,
        case when r.ptype = 'plot' then '{}'::text[] else array[r.a1, r.a2] end,
        case when r.ptype in ('rent','pgHostel','commercial') then 4000 + (r.g % 50) * 500 end,
        case when r.ptype in ('rent','pgHostel','commercial') then 10000 + (r.g % 20) * 5000 end,
        case when r.ptype in ('sell','plot') then 1500000 + (r.g % 100) * 100000 end,
        case when r.ptype in ('sell','rent') then '2 BHK' end,
        case when r.ptype in ('sell','rent') then 'Apartment' when r.ptype = 'commercial' then 'Shop' end,
        case when r.ptype in ('sell','rent','commercial') then 'Semi-Furnished' end,
        case when r.ptype = 'pgHostel' then 'Double' end,
        setweight(to_tsvector('simple', left(r.title, 40)), 'A') || setweight(to_tsvector('simple', r.address || ' ' || r.city), 'B')
          || setweight(to_tsvector('simple', case when r.ptype = 'plot' then '' else r.a1 || ' ' || r.a2 end), 'C')
          || setweight(to_tsvector('simple', r.descr), 'D'),
        now() - (r.g || ' minutes')::interval
      from rows r`);
    onProgress?.(start + n);
  }
  // Four photos per listing, as real listings have: the cards' JSON is realistic in size.
  await db.execute(sql`insert into property_images (property_id, name, ext, position)
    select p.id, substr(md5(p.id::text || i), 1, 22), 'jpg', i from properties p, generate_series(0, 3) i`);
  await db.execute(sql`insert into search_words (word)
    select distinct unnest(tsvector_to_array(search_vector)) from properties on conflict do nothing`);
  await db.execute(sql`analyze`);
}
