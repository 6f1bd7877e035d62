/**
 * A fixed corpus for the search relevance test (search-relevance.test.ts): listings of every
 * type in the four cities, with the localities, BHKs, furnishings, listers, sharings, budgets
 * and areas people search for, and the traps a careless search falls into (a 4 BHK whose
 * description says '2,420 sqft', an unfurnished flat whose description says 'furnished', a
 * locality named in a description only). Listed in the order they are created: later ones are
 * newer. Entries with a status other than Approve must never be found.
 */
import type { City } from '@basera/contract';

export type Status = 'Approve' | 'Pending' | 'Submitted' | 'Reject';

/** The facts of a listing as the API answers them (a Property carries all of these). */
export type Facts = {
  propertyType: 'rent' | 'sell' | 'pgHostel' | 'plot' | 'commercial';
  propertyTitle: string;
  desc: string;
  address: string;
  city: City;
  area: number;
  listedBy: 'Owner' | 'Agent';
  amenities: string[];
  bhk: string | null;
  propertyCondition: string | null;
  property: string | null;
  sharing: string | null;
  rent: number | null;
  price: number | null;
};

export type Entry = { key: string; owner: number; status: Status; facts: Facts };

type Base = {
  title: string;
  city: City;
  address: string;
  desc: string;
  area: number;
  by: 'Owner' | 'Agent';
  amenities?: string[];
  owner?: number;
  status?: Status;
};

const none = { bhk: null, propertyCondition: null, property: null, sharing: null };

function facts(base: Base, type: Facts['propertyType'], rest: Partial<Facts>): Facts {
  return {
    propertyType: type,
    propertyTitle: base.title,
    desc: base.desc,
    address: base.address,
    city: base.city,
    area: base.area,
    listedBy: base.by,
    amenities: base.amenities ?? [],
    ...none,
    rent: null,
    price: null,
    ...rest,
  };
}

const entries: Entry[] = [];
let ownerTurn = 0;
function add(key: string, base: Base, value: Facts) {
  if (entries.some((entry) => entry.key === key)) throw new Error(`duplicate key ${key}`);
  if (value.propertyTitle.length > 40) throw new Error(`title too long: ${value.propertyTitle}`);
  entries.push({
    key,
    owner: base.owner ?? ownerTurn++ % 4,
    status: base.status ?? 'Approve',
    facts: value,
  });
}

type Home = Base & { bhk: string; furnishing: string; kind: string };
const rent = (key: string, base: Home & { rent: number }) =>
  add(
    key,
    base,
    facts(base, 'rent', {
      bhk: base.bhk,
      propertyCondition: base.furnishing,
      property: base.kind,
      rent: base.rent,
    }),
  );
const sell = (key: string, base: Home & { price: number }) =>
  add(
    key,
    base,
    facts(base, 'sell', {
      bhk: base.bhk,
      propertyCondition: base.furnishing,
      property: base.kind,
      price: base.price,
    }),
  );
const pg = (key: string, base: Base & { sharing: string; rent: number }) =>
  add(key, base, facts(base, 'pgHostel', { sharing: base.sharing, rent: base.rent }));
const plot = (key: string, base: Base & { price: number }) =>
  add(key, base, facts(base, 'plot', { price: base.price }));
const commercial = (key: string, base: Base & { kind: string; furnishing: string; rent: number }) =>
  add(
    key,
    base,
    facts(base, 'commercial', {
      property: base.kind,
      propertyCondition: base.furnishing,
      rent: base.rent,
    }),
  );

// ---- Bilaspur -------------------------------------------------------------------------------
rent('bspVyaparFlat', {
  title: '2 BHK flat near Vyapar Vihar',
  city: 'Bilaspur',
  address: 'Vyapar Vihar, Seepat Road',
  desc: 'Bright corner flat with cross ventilation, covered parking and 24 hour water supply.',
  area: 1150,
  by: 'Owner',
  amenities: ['Lift', 'Parking', 'Power Backup'],
  bhk: '2 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  rent: 14000,
});
commercial('bspVyaparOffice', {
  title: 'Office space in Vyapar Vihar',
  city: 'Bilaspur',
  address: 'Vyapar Vihar Main Road',
  desc: 'Ready to move office with eight workstations, a cabin and a meeting room.',
  area: 900,
  by: 'Agent',
  amenities: ['Lift', 'Pantry', 'Reception', 'Conference Room'],
  kind: 'Office Space',
  furnishing: 'Furnished',
  rent: 30000,
});
sell('bspSarkandaHouse', {
  title: 'Independent house in Sarkanda',
  city: 'Bilaspur',
  address: 'Sarkanda, behind the bus stand',
  desc: 'Two storey house on a wide lane with a courtyard, a puja room and a borewell.',
  area: 1800,
  by: 'Owner',
  amenities: ['Parking', 'Water Storage'],
  bhk: '3 BHK',
  furnishing: 'Un-Furnished',
  kind: 'Independent House',
  price: 6_500_000,
});
rent('bspSarkandaRoom', {
  title: '1 RK room for students',
  city: 'Bilaspur',
  address: 'Sarkanda, Bilaspur',
  desc: 'Compact room with a kitchenette and an attached bathroom, close to the college.',
  area: 350,
  by: 'Owner',
  amenities: ['Water Storage'],
  bhk: '1 RK',
  furnishing: 'Un-Furnished',
  kind: 'Apartment',
  rent: 5500,
});
commercial('bspCivilShop', {
  title: 'Corner shop in Civil Lines',
  city: 'Bilaspur',
  address: 'Civil Lines, opposite the Collectorate',
  desc: 'Ground floor shop with wide frontage and a shutter, ideal for a pharmacy.',
  area: 300,
  by: 'Owner',
  amenities: ['Parking', 'CCTV'],
  kind: 'Shop',
  furnishing: 'Un-Furnished',
  rent: 18000,
});
sell('bspVillaSale', {
  title: 'Luxury villa with lawn',
  city: 'Bilaspur',
  address: 'Rajendra Nagar, Bilaspur',
  desc: 'Four bedroom villa with a home theatre, a private pool and a landscaped lawn.',
  area: 3200,
  by: 'Agent',
  amenities: ['Swimming Pool', 'Gym', 'Parking', 'Clubhouse'],
  bhk: '4 BHK',
  furnishing: 'Furnished',
  kind: 'Villa',
  price: 15_000_000,
});
sell('bspVillaCostly', {
  title: 'Palatial villa on Link Road',
  city: 'Bilaspur',
  address: 'Link Road, Bilaspur',
  desc: 'Six bedroom villa on a corner plot with servant quarters and a large garden.',
  area: 5000,
  by: 'Agent',
  amenities: ['Swimming Pool', 'Parking', 'Power Backup', '24x7 Security'],
  bhk: '4 BHK +',
  furnishing: 'Furnished',
  kind: 'Villa',
  price: 30_000_000,
});
rent('bspVillaRent', {
  title: 'Spacious villa at Seepat Road',
  city: 'Bilaspur',
  address: 'Seepat Road, Bilaspur',
  desc: 'Villa with four bedrooms, a garden and a two car garage, for a family.',
  area: 2800,
  by: 'Owner',
  amenities: ['Parking', 'Power Backup', 'Park'],
  bhk: '4 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Villa',
  rent: 45_000,
});
plot('bspPlotTorwa', {
  title: 'Residential plot in Torwa',
  city: 'Bilaspur',
  address: 'Torwa, Bilaspur',
  desc: 'East facing 1,200 sqft plot with clear title, approved layout and a paved road.',
  area: 1200,
  by: 'Owner',
  price: 1_200_000,
});
pg('bspGirlsPg', {
  title: 'PG for girls in Nehru Nagar',
  city: 'Bilaspur',
  address: 'Nehru Nagar, Bilaspur',
  desc: 'Safe PG for college girls with home cooked meals and a warden on site.',
  area: 250,
  by: 'Owner',
  amenities: ['WiFi', 'Cooking', 'CCTV'],
  sharing: 'Double',
  rent: 6000,
});
rent('bspFlatFurnished', {
  title: '3 BHK flat on Link Road',
  city: 'Bilaspur',
  address: 'Link Road, Bilaspur',
  desc: 'Fully furnished flat with sofas, beds, wardrobes, a fridge and a washing machine.',
  area: 1600,
  by: 'Agent',
  amenities: ['Lift', 'Parking', 'Gym', 'Power Backup'],
  bhk: '3 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 22_000,
});
rent('bspFlatBudget', {
  title: 'Budget 2 BHK in Torwa',
  city: 'Bilaspur',
  address: 'Torwa, Bilaspur',
  desc: 'Simple flat on the first floor with a balcony, near the railway station.',
  area: 950,
  by: 'Owner',
  amenities: ['Balcony'],
  bhk: '2 BHK',
  furnishing: 'Un-Furnished',
  kind: 'Apartment',
  rent: 9000,
});
sell('bspSellFlat', {
  title: '2 BHK apartment for sale',
  city: 'Bilaspur',
  address: 'Seepat Road, Bilaspur',
  desc: 'Second floor apartment in a gated society with a lift and covered parking.',
  area: 1100,
  by: 'Agent',
  amenities: ['Lift', 'Parking'],
  bhk: '2 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  price: 3_200_000,
});
rent('bspTerraceTitle', {
  title: 'Terrace flat in Torwa',
  city: 'Bilaspur',
  address: 'Torwa, Bilaspur',
  desc: 'Top floor flat with a private sit-out, good light and a quiet lane.',
  area: 1300,
  by: 'Owner',
  amenities: ['Power Backup'],
  bhk: '3 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  rent: 16_000,
});
pg('bspBoysHostel', {
  title: 'Boys hostel near Link Road',
  city: 'Bilaspur',
  address: 'Link Road, Bilaspur',
  desc: 'Hostel for boys with a mess, WiFi and a study hall.',
  area: 200,
  by: 'Agent',
  amenities: ['WiFi', 'Laundry Service'],
  sharing: 'Triple',
  rent: 4500,
});
sell('bspVyaparSell', {
  title: '3 BHK apartment, Vyapar Vihar',
  city: 'Bilaspur',
  address: 'Vyapar Vihar, Bilaspur',
  desc: 'Furnished apartment with modular kitchen in a society with a gym and a clubhouse.',
  area: 1450,
  by: 'Owner',
  amenities: ['Lift', 'Gym', 'Clubhouse', 'Parking'],
  bhk: '3 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  price: 5_500_000,
});
pg('bspDoubleHostel', {
  title: 'Student hostel at Seepat Road',
  city: 'Bilaspur',
  address: 'Seepat Road, Bilaspur',
  desc: 'Rooms for two students each, with a reading room and hot water.',
  area: 220,
  by: 'Agent',
  amenities: ['WiFi', 'Housekeeping'],
  sharing: 'Double',
  rent: 5000,
});
commercial('bspShowroom', {
  title: 'Showroom on Link Road',
  city: 'Bilaspur',
  address: 'Link Road, Bilaspur',
  desc: 'Glass fronted showroom on the main road with a mezzanine and parking in front.',
  area: 2200,
  by: 'Agent',
  amenities: ['Parking', 'Power Backup', 'CCTV'],
  kind: 'Showroom',
  furnishing: 'Furnished',
  rent: 55_000,
});
plot('bspPlotSarkanda', {
  title: 'Plot near Sarkanda chowk',
  city: 'Bilaspur',
  address: 'Sarkanda, Bilaspur',
  desc: 'Square 1,500 sqft plot in a colony with water and electricity connections.',
  area: 1500,
  by: 'Agent',
  price: 2_200_000,
});
sell('bspVillaMangla', {
  title: 'Villa in Mangla',
  city: 'Bilaspur',
  address: 'Mangla, Bilaspur',
  desc: 'Three bedroom villa with a garden, a terrace garden and a covered car porch.',
  area: 2400,
  by: 'Owner',
  amenities: ['Parking', 'Park'],
  bhk: '3 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Villa',
  price: 12_000_000,
});

// ---- Raipur ---------------------------------------------------------------------------------
rent('rpt2bhkShankar', {
  title: '2 BHK flat in Shankar Nagar',
  city: 'Raipur',
  address: 'Shankar Nagar, Raipur',
  desc: '1,200 sqft furnished flat with modular kitchen and two balconies.',
  area: 1200,
  by: 'Owner',
  amenities: ['Lift', 'Parking', 'Gym'],
  bhk: '2 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 14_500,
});
rent('rpt2bhkTelibandha', {
  title: 'Lake view 2 BHK, Telibandha',
  city: 'Raipur',
  address: 'Telibandha, Raipur',
  desc: 'Flat facing the lake with a balcony and a reserved parking slot.',
  area: 1250,
  by: 'Agent',
  amenities: ['Lift', 'Parking', 'Balcony'],
  bhk: '2 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  rent: 18_000,
});
rent('rpt2bhkKotaHouse', {
  title: '2 BHK house in Kota',
  city: 'Raipur',
  address: 'Kota, Raipur',
  desc: 'Ground floor house with a small yard and a separate entrance.',
  area: 1000,
  by: 'Owner',
  amenities: ['Parking'],
  bhk: '2 BHK',
  furnishing: 'Un-Furnished',
  kind: 'Independent House',
  rent: 11_000,
});
sell('rpt2bhkSale', {
  title: '2 BHK apartment in Pandri',
  city: 'Raipur',
  address: 'Pandri, Raipur',
  desc: 'Well kept apartment close to the cloth market, with a lift and power backup.',
  area: 1150,
  by: 'Agent',
  amenities: ['Lift', 'Power Backup'],
  bhk: '2 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  price: 4_200_000,
});
sell('rpt4bhkTrap', {
  title: '4 BHK bungalow in Avanti Vihar',
  city: 'Raipur',
  address: 'Avanti Vihar, Raipur',
  desc: '2,420 sqft on two floors, with four bedrooms, a lawn and a double garage.',
  area: 2420,
  by: 'Owner',
  amenities: ['Parking', 'Park', 'CCTV'],
  bhk: '4 BHK',
  furnishing: 'Furnished',
  kind: 'Independent House',
  price: 12_500_000,
});
rent('rpt3bhkFlat', {
  title: '3 BHK flat in Devendra Nagar',
  city: 'Raipur',
  address: 'Devendra Nagar, Raipur',
  desc: 'Large flat in a township with a swimming pool, a gym and a clubhouse.',
  area: 1650,
  by: 'Agent',
  amenities: ['Lift', 'Gym', 'Swimming Pool', 'Clubhouse'],
  bhk: '3 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 25_000,
});
rent('rpt1bhk', {
  title: '1 BHK flat in Telibandha',
  city: 'Raipur',
  address: 'Telibandha, Raipur',
  desc: 'Neat flat for a couple, with a wardrobe, geyser and fans.',
  area: 600,
  by: 'Owner',
  amenities: ['Lift'],
  bhk: '1 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  rent: 8000,
});
pg('rptGirlsPgKota', {
  title: 'Girls PG in Kota',
  city: 'Raipur',
  address: 'Kota, Raipur',
  desc: 'PG for working women and college girls with home food, WiFi and CCTV.',
  area: 240,
  by: 'Owner',
  amenities: ['WiFi', 'CCTV', 'Cooking'],
  sharing: 'Double',
  rent: 7000,
});
pg('rptGirlsPgSingle', {
  title: 'Single room PG for girls, Kota',
  city: 'Raipur',
  address: 'Kota, Raipur',
  desc: 'Single occupancy rooms for girls with an AC, a study table and laundry.',
  area: 180,
  by: 'Agent',
  amenities: ['AC', 'Laundry Service', 'WiFi'],
  sharing: 'Single',
  rent: 9500,
});
pg('rptBoysPgKota', {
  title: 'Boys PG in Kota',
  city: 'Raipur',
  address: 'Kota, Raipur',
  desc: 'PG for boys with a mess and a laundry, close to the bus stop.',
  area: 200,
  by: 'Owner',
  amenities: ['Laundry Service', 'TV'],
  sharing: 'Triple',
  rent: 5000,
});
pg('rptGirlsPgTelibandha', {
  title: 'Girls hostel in Telibandha',
  city: 'Raipur',
  address: 'Telibandha, Raipur',
  desc: 'Hostel for girls with four beds a room, a warden and a mess.',
  area: 300,
  by: 'Owner',
  amenities: ['Cooking', 'CCTV'],
  sharing: 'Four',
  rent: 4000,
});
commercial('rptCivilShop', {
  title: 'Shop in Civil Lines market',
  city: 'Raipur',
  address: 'Civil Lines, Raipur',
  desc: 'Shop in a busy market lane with a storeroom at the back.',
  area: 450,
  by: 'Agent',
  amenities: ['CCTV', 'Power Backup'],
  kind: 'Shop',
  furnishing: 'Semi-Furnished',
  rent: 35_000,
});
rent('rptCivilFlat', {
  title: '2 BHK near Civil Lines',
  city: 'Raipur',
  address: 'Civil Lines, Raipur',
  desc: 'Flat in a quiet government colony area with a lift and a guard.',
  area: 1100,
  by: 'Owner',
  amenities: ['Lift', '24x7 Security'],
  bhk: '2 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 20_000,
});
commercial('rptOffice', {
  title: 'Furnished office, Shankar Nagar',
  city: 'Raipur',
  address: 'Shankar Nagar, Raipur',
  desc: 'Office with twenty seats, two cabins and a conference room, ready to use.',
  area: 1400,
  by: 'Agent',
  amenities: ['Lift', 'Conference Room', 'Reception', 'Pantry'],
  kind: 'Office Space',
  furnishing: 'Furnished',
  rent: 40_000,
});
commercial('rptShowroom', {
  title: 'Showroom on VIP Road',
  city: 'Raipur',
  address: 'VIP Road, Raipur',
  desc: 'Double height showroom with a wide glass front, suited to cars or furniture.',
  area: 2500,
  by: 'Owner',
  amenities: ['Parking', 'Power Backup'],
  kind: 'Showroom',
  furnishing: 'Un-Furnished',
  rent: 60_000,
});
plot('rptPlotKamal', {
  title: 'Plot in Kamal Vihar',
  city: 'Raipur',
  address: 'Kamal Vihar, Raipur',
  desc: 'Gated colony plot of 1,500 sqft with a park and wide roads.',
  area: 1500,
  by: 'Owner',
  price: 2_500_000,
});
sell('rptSellFlatLarge', {
  title: '3 BHK flat for sale in Telibandha',
  city: 'Raipur',
  address: 'Telibandha, Raipur',
  desc: 'Corner flat with three balconies, a lake view and covered parking.',
  area: 1550,
  by: 'Owner',
  amenities: ['Lift', 'Parking', 'Balcony'],
  bhk: '3 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  price: 7_500_000,
});
rent('rptRk', {
  title: '1 RK near Pandri market',
  city: 'Raipur',
  address: 'Pandri, Raipur',
  desc: 'Single room with a kitchen corner, suited to a student or a bachelor.',
  area: 300,
  by: 'Owner',
  amenities: [],
  bhk: '1 RK',
  furnishing: 'Un-Furnished',
  kind: 'Apartment',
  rent: 4500,
});
rent('rptUnfurnishedTrap', {
  title: '2 BHK flat, Pandri',
  city: 'Raipur',
  address: 'Pandri, Raipur',
  desc: 'Un-furnished flat that can be furnished on request, near the bus stand.',
  area: 1050,
  by: 'Agent',
  amenities: ['Parking'],
  bhk: '2 BHK',
  furnishing: 'Un-Furnished',
  kind: 'Apartment',
  rent: 12_000,
});
rent('rptHouse', {
  title: 'Independent house in Avanti Vihar',
  city: 'Raipur',
  address: 'Avanti Vihar, Raipur',
  desc: 'House with a garden and two parking spaces, in a quiet colony.',
  area: 1700,
  by: 'Owner',
  amenities: ['Parking', 'Park'],
  bhk: '3 BHK',
  furnishing: 'Un-Furnished',
  kind: 'Independent House',
  rent: 19_000,
});
pg('rptHostelFour', {
  title: 'Four sharing hostel, Pandri',
  city: 'Raipur',
  address: 'Pandri, Raipur',
  desc: 'Affordable beds for students preparing for exams, with a library room.',
  area: 320,
  by: 'Agent',
  amenities: ['WiFi', 'Water Purifier'],
  sharing: 'Four',
  rent: 3500,
});
sell('rptSellVilla', {
  title: 'Villa in Avanti Vihar',
  city: 'Raipur',
  address: 'Avanti Vihar, Raipur',
  desc: 'Five bedroom villa with a home office, a pool and a garden.',
  area: 4200,
  by: 'Owner',
  amenities: ['Swimming Pool', 'Parking', 'Gym'],
  bhk: '4 BHK +',
  furnishing: 'Furnished',
  kind: 'Villa',
  price: 21_000_000,
});

// ---- Durg (six approved) --------------------------------------------------------------------
commercial('drgGodown', {
  title: 'Godown near the bypass',
  city: 'Durg',
  address: 'Padmanabhpur, Durg',
  desc: 'Large warehouse with truck access, a loading bay and round the clock security.',
  area: 8000,
  by: 'Agent',
  amenities: ['Parking', '24x7 Security', 'CCTV'],
  kind: 'Warehouse',
  furnishing: 'Un-Furnished',
  rent: 50_000,
});
commercial('drgShop', {
  title: 'Corner shop on Station Road',
  city: 'Durg',
  address: 'Station Road, Durg',
  desc: 'Shop with a shutter and a loft, facing the station road traffic.',
  area: 250,
  by: 'Owner',
  amenities: ['CCTV'],
  kind: 'Shop',
  furnishing: 'Un-Furnished',
  rent: 15_000,
});
rent('drgFlat', {
  title: '2 BHK flat in Malviya Nagar',
  city: 'Durg',
  address: 'Malviya Nagar, Durg',
  desc: 'Second floor flat with a balcony, close to schools and the market.',
  area: 980,
  by: 'Owner',
  amenities: ['Balcony', 'Parking'],
  bhk: '2 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  rent: 10_000,
});
plot('drgPlot', {
  title: 'Plot in Borsi',
  city: 'Durg',
  address: 'Borsi, Durg',
  desc: '1,000 sqft plot near the highway with a boundary wall.',
  area: 1000,
  by: 'Agent',
  price: 1_200_000,
});
sell('drgHouseSale', {
  title: 'House for sale in Padmanabhpur',
  city: 'Durg',
  address: 'Padmanabhpur, Durg',
  desc: 'Three bedroom house with a terrace, a borewell and a garage.',
  area: 1500,
  by: 'Owner',
  amenities: ['Parking', 'Water Storage'],
  bhk: '3 BHK',
  furnishing: 'Un-Furnished',
  kind: 'Independent House',
  price: 4_800_000,
});
pg('drgPgBoys', {
  title: 'Boys PG near Durg station',
  city: 'Durg',
  address: 'Station Road, Durg',
  desc: 'PG for boys with single rooms, meals and WiFi.',
  area: 150,
  by: 'Agent',
  amenities: ['WiFi', 'Cooking'],
  sharing: 'Single',
  rent: 6500,
});

// ---- Bhilai ---------------------------------------------------------------------------------
plot('bhlPlot18', {
  title: 'Plot in Smriti Nagar',
  city: 'Bhilai',
  address: 'Smriti Nagar, Bhilai',
  desc: '1,500 sqft plot in a developed colony, ready for construction.',
  area: 1500,
  by: 'Owner',
  price: 1_800_000,
});
plot('bhlPlot20', {
  title: 'Corner plot in Kohka',
  city: 'Bhilai',
  address: 'Kohka, Bhilai',
  desc: 'Corner plot of 1,800 sqft with roads on two sides.',
  area: 1800,
  by: 'Agent',
  price: 2_000_000,
});
plot('bhlPlot35', {
  title: 'Large plot in Junwani',
  city: 'Bhilai',
  address: 'Junwani, Bhilai',
  desc: 'A 2,400 sqft plot facing a park, suited to a bungalow.',
  area: 2400,
  by: 'Owner',
  price: 3_500_000,
});
sell('bhlHouseSale', {
  title: 'Small house in Supela',
  city: 'Bhilai',
  address: 'Supela, Bhilai',
  desc: 'Old two room house on a small plot, priced for a quick sale.',
  area: 700,
  by: 'Owner',
  amenities: [],
  bhk: '2 BHK',
  furnishing: 'Un-Furnished',
  kind: 'Independent House',
  price: 1_900_000,
});
pg('bhlGirlsPg', {
  title: 'Girls PG in Sector 6',
  city: 'Bhilai',
  address: 'Sector 6, Bhilai',
  desc: 'PG for girls with meals, WiFi and a warden, near the steel plant hospital.',
  area: 260,
  by: 'Owner',
  amenities: ['WiFi', 'Cooking', 'Laundry Service'],
  sharing: 'Double',
  rent: 5500,
});
rent('bhlFlatNehru', {
  title: '3 BHK flat in Nehru Nagar',
  city: 'Bhilai',
  address: 'Nehru Nagar, Bhilai',
  desc: 'Furnished flat with beds, a dining set and a fridge, in a calm street.',
  area: 1350,
  by: 'Owner',
  amenities: ['Parking', 'Power Backup'],
  bhk: '3 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 14_000,
});
commercial('bhlGodown', {
  title: 'Godown in the industrial area',
  city: 'Bhilai',
  address: 'Industrial Area, Bhilai',
  desc: 'Warehouse with a high roof and a wide gate for trucks.',
  area: 6000,
  by: 'Owner',
  amenities: ['Parking', '24x7 Security'],
  kind: 'Warehouse',
  furnishing: 'Un-Furnished',
  rent: 30_000,
});
rent('bhlSupelaFlat', {
  title: '1 BHK in Supela',
  city: 'Bhilai',
  address: 'Supela, Bhilai',
  desc: 'Furnished one bedroom flat near the Supela market and the railway crossing.',
  area: 550,
  by: 'Agent',
  amenities: ['Lift'],
  bhk: '1 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 9000,
});
commercial('bhlOffice', {
  title: 'Office above a bank, Supela',
  city: 'Bhilai',
  address: 'Supela, Bhilai',
  desc: 'First floor office with four cabins and a waiting area.',
  area: 1000,
  by: 'Owner',
  amenities: ['Waiting Area', 'Power Backup'],
  kind: 'Office Space',
  furnishing: 'Semi-Furnished',
  rent: 20_000,
});
pg('bhlDoublePg', {
  title: 'Boys PG in Nehru Nagar',
  city: 'Bhilai',
  address: 'Nehru Nagar, Bhilai',
  desc: 'PG for boys with two beds a room, a mess and a gym nearby.',
  area: 230,
  by: 'Agent',
  amenities: ['WiFi', 'TV'],
  sharing: 'Double',
  rent: 6000,
});
rent('bhlRentHouse', {
  title: '2 BHK house in Smriti Nagar',
  city: 'Bhilai',
  address: 'Smriti Nagar, Bhilai',
  desc: 'House with a front yard and a covered parking, for a small family.',
  area: 1100,
  by: 'Owner',
  amenities: ['Parking'],
  bhk: '2 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Independent House',
  rent: 12_000,
});
sell('bhlVilla', {
  title: 'Villa in Sector 9',
  city: 'Bhilai',
  address: 'Sector 9, Bhilai',
  desc: 'Corner villa with a garden, a gym room and a two car garage.',
  area: 3000,
  by: 'Agent',
  amenities: ['Gym', 'Parking', 'Park'],
  bhk: '4 BHK',
  furnishing: 'Furnished',
  kind: 'Villa',
  price: 9_500_000,
});

// ---- Newer listings: their text mentions what older ones are named after ----------------------
rent('bspHouseRent', {
  title: 'Family house in Mangla',
  city: 'Bilaspur',
  address: 'Mangla, Bilaspur',
  desc: 'Three bedroom house five minutes from the Vyapar Vihar market, with a garden.',
  area: 1600,
  by: 'Owner',
  amenities: ['Parking', 'Park'],
  bhk: '3 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Independent House',
  rent: 17_000,
});
rent('rptTerraceDesc', {
  title: 'Cosy flat in Shankar Nagar',
  city: 'Raipur',
  address: 'Shankar Nagar, Raipur',
  desc: 'Second floor flat with access to a shared terrace and a reading nook.',
  area: 1000,
  by: 'Owner',
  amenities: ['Lift', 'Parking'],
  bhk: '2 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 13_000,
});
commercial('bspCoworking', {
  title: 'Coworking desks on Link Road',
  city: 'Bilaspur',
  address: 'Link Road, Bilaspur',
  desc: 'Hot desks and small cabins with fast internet, tea and a meeting room.',
  area: 1200,
  by: 'Agent',
  amenities: ['Internet Provider', 'Meeting Room', 'Pantry'],
  kind: 'coworking space',
  furnishing: 'Furnished',
  rent: 8000,
});
pg('rptPgGirlsShankar', {
  title: 'Ladies PG in Shankar Nagar',
  city: 'Raipur',
  address: 'Shankar Nagar, Raipur',
  desc: 'PG for ladies with three beds a room, meals and a washing machine.',
  area: 280,
  by: 'Owner',
  amenities: ['Cooking', 'WiFi', 'Fridge'],
  sharing: 'Triple',
  rent: 6500,
});

// ---- Other names, and who a PG is for (issue 23) -------------------------------------------
plot('rptPlotNayaRaipur', {
  title: 'Plot in Naya Raipur Sector 21',
  city: 'Raipur',
  address: 'Sector 21, Naya Raipur',
  desc: 'Corner plot close to Mantralaya, with water and power lines in place.',
  area: 2400,
  by: 'Agent',
  price: 4_800_000,
});
rent('rptFlatAtalNagar', {
  title: '2 BHK flat in Atal Nagar',
  city: 'Raipur',
  address: 'Sector 29, Atal Nagar',
  desc: 'Flat on the third floor beside the central park, with covered parking.',
  area: 1100,
  by: 'Owner',
  amenities: ['Parking', 'Lift'],
  bhk: '2 BHK',
  furnishing: 'Semi-Furnished',
  kind: 'Apartment',
  rent: 15_000,
});
pg('rptWomenHostelPandri', {
  title: 'Working Women Hostel with Meals, Pandri',
  city: 'Raipur',
  address: 'Ward 11, near Pandri main road, Pandri',
  desc: "Women's hostel with four sharing rooms, a warden and home-cooked meals.",
  area: 300,
  by: 'Owner',
  amenities: ['Cooking', 'CCTV'],
  sharing: 'Four',
  rent: 4500,
});

// ---- Never public ---------------------------------------------------------------------------
rent('pendingRaipur2bhk', {
  status: 'Pending',
  title: '2 BHK flat in Shankar Nagar',
  city: 'Raipur',
  address: 'Shankar Nagar, Raipur',
  desc: 'Furnished 2 BHK flat for rent, under 15k, by owner, no broker.',
  area: 1200,
  by: 'Owner',
  amenities: ['Lift', 'Gym'],
  bhk: '2 BHK',
  furnishing: 'Furnished',
  kind: 'Apartment',
  rent: 12_000,
});
plot('pendingPlotBhilai', {
  status: 'Pending',
  title: 'Cheap plot in Supela',
  city: 'Bhilai',
  address: 'Supela, Bhilai',
  desc: 'Plot in Bhilai under 20 lakh, zameen with clear papers.',
  area: 1000,
  by: 'Owner',
  price: 1_500_000,
});
pg('pendingGirlsPg', {
  status: 'Pending',
  title: 'Girls PG in Kota',
  city: 'Raipur',
  address: 'Kota, Raipur',
  desc: 'PG for girls near Kota, double sharing, meals included.',
  area: 200,
  by: 'Owner',
  amenities: ['WiFi'],
  sharing: 'Double',
  rent: 6000,
});
sell('submittedVilla', {
  status: 'Submitted',
  title: 'Villa in Vyapar Vihar',
  city: 'Bilaspur',
  address: 'Vyapar Vihar, Bilaspur',
  desc: 'Furnished villa for sale at 1.5 cr, by owner, with a terrace.',
  area: 3000,
  by: 'Owner',
  amenities: ['Parking'],
  bhk: '4 BHK',
  furnishing: 'Furnished',
  kind: 'Villa',
  price: 15_000_000,
});
commercial('rejectedShop', {
  status: 'Reject',
  title: 'Shop on rent in Civil Lines',
  city: 'Raipur',
  address: 'Civil Lines, Raipur',
  desc: 'Shop on rent in Civil Lines with a godown and an office room.',
  area: 400,
  by: 'Agent',
  amenities: ['CCTV'],
  kind: 'Shop',
  furnishing: 'Un-Furnished',
  rent: 15_000,
});

export const CORPUS: readonly Entry[] = entries;
export const OWNER_COUNT = 4;

/** The rupees a budget is compared with: the price for sell and plot, the monthly rent otherwise. */
export function amountOf(p: Pick<Facts, 'propertyType' | 'price' | 'rent'>): number {
  return (p.propertyType === 'sell' || p.propertyType === 'plot' ? p.price : p.rent) ?? NaN;
}

/** What the API takes: the facts without their empty fields, plus a map link and a deposit. */
export function bodyOf(facts: Facts): Record<string, unknown> {
  const body: Record<string, unknown> = {
    // A place by name, no point: the listing is placed at its address's locality, or its city
    // (apps/server/src/properties/position.ts), so 'near <locality>' has real places to rank.
    mapLink: `https://maps.google.com/?q=${encodeURIComponent(`${facts.address}, ${facts.city}`)}`,
  };
  for (const [field, value] of Object.entries(facts)) if (value !== null) body[field] = value;
  if (facts.rent !== null) body.deposit = facts.rent * 2;
  return body;
}
