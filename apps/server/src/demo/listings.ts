/**
 * The demo's listings, written the way owners and agents in Chhattisgarh write them: real
 * localities, believable rupee figures, a few honest lines about the place.
 */
import {
  FURNISHING_OPTIONS,
  LENGTHS,
  SEARCH_CITIES,
  SHARING_OPTIONS,
  type CampaignStatus,
  type City,
  type ListedBy,
  type PropertyType,
} from '@basera/contract';
import type { Subject } from './photos';
import {
  addressIn,
  findLocality,
  localitiesOf,
  mapLinkNear,
  type AddressKind,
  type Locality,
} from './places';
import type { Random } from './random';

/** The form fields of one listing, before the contract schema checks them. */
export type ListingFields = { propertyType: PropertyType } & Record<string, unknown>;

export type ListingDraft = { fields: ListingFields; photos: Subject[] };

export type PlannedListing = ListingDraft & {
  /** Index into the other owners, or the demo owner. */
  owner: number | 'demo';
  status: CampaignStatus;
  ageHours: number;
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const rupees = (value: number) => `₹${new Intl.NumberFormat('en-IN').format(value)}`;

/** The first title that fits the form's 40 characters. */
function titleOf(r: Random, candidates: string[], fallback: string): string {
  const fits = r.shuffle(candidates).find((title) => title.length <= LENGTHS.propertyTitle.max);
  const title = fits ?? fallback;
  if (title.length > LENGTHS.propertyTitle.max) throw new Error(`demo title too long: ${title}`);
  return title;
}

/** Sentences joined until the description is long enough, never past 400 characters. */
function descriptionOf(sentences: string[]): string {
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > 400) break;
    text = next;
  }
  if (text.length < 80) throw new Error(`demo description too short: ${text}`);
  return text;
}

const near = (r: Random, place: Locality) =>
  r.pick([
    `close to ${r.pick(place.nearby)}`,
    `a short walk from ${r.pick(place.nearby)}`,
    `five minutes from ${r.pick(place.nearby)}`,
  ]);

const FLOORS = ['ground', 'first', 'second', 'third', 'fourth', 'fifth'];

const CITY_RATE: Record<City, number> = { Raipur: 1.2, Bilaspur: 1, Bhilai: 0.92, Durg: 0.86 };

const FLAT_AMENITIES = [
  'Lift',
  'Parking',
  'Power Backup',
  '24x7 Security',
  'CCTV',
  'Water Storage',
  'Visitor Parking',
  'Maintenance Staff',
  'Gym',
  'Park',
  "Children's Play Area",
  'Clubhouse',
  'Gas Pipeline',
  'Internet Provider',
  'Fire Safety',
  'Waste Disposal',
  'Balcony',
];
const HOUSE_AMENITIES = [
  'Parking',
  'Balcony',
  'Water Storage',
  'Park',
  'Internet Provider',
  'Power Backup',
  'CCTV',
  'Waste Disposal',
  'Gas Pipeline',
];
const VILLA_AMENITIES = [
  'Parking',
  'Balcony',
  'Swimming Pool',
  'Clubhouse',
  'Park',
  '24x7 Security',
  'CCTV',
  'Power Backup',
  'Gym',
  "Children's Play Area",
  'Housekeeping',
];
const PG_AMENITIES = [
  'WiFi',
  'Cooking',
  'Power Backup',
  'CCTV',
  'Laundry Service',
  'Water Purifier',
  'Housekeeping',
  'Fridge',
  'TV',
  'Dining Table',
  '24x7 Security',
  'AC',
  'Parking',
  'Balcony',
];
const SHOP_AMENITIES = [
  'Parking',
  'Power Backup',
  'CCTV',
  '24x7 Security',
  'Water Storage',
  'Fire Safety',
];
const OFFICE_AMENITIES = [
  'Lift',
  'Parking',
  'Power Backup',
  'Internet Provider',
  'Pantry',
  'Conference Room',
  'Meeting Room',
  'Reception',
  'Waiting Area',
  'Housekeeping',
  'CCTV',
  'Fire Safety',
  'Cafeteria',
];
const WAREHOUSE_AMENITIES = [
  'Parking',
  'Power Backup',
  '24x7 Security',
  'CCTV',
  'Fire Safety',
  'Water Storage',
  'Maintenance Staff',
];

const amenities = (r: Random, list: readonly string[]) => r.some(list, 3, Math.min(8, list.length));

/** Where a listing is: its address, city and a map pin nearby (drawn in that order). */
const locatedAt = (r: Random, place: Locality, kind: AddressKind) => ({
  address: addressIn(r, place, kind),
  city: place.city,
  mapLink: mapLinkNear(r, place),
});

/** Photos for a listing: the subjects in order, four to six of them. */
const photosOf = (r: Random, subjects: Subject[]) => subjects.slice(0, r.int(4, 6));

type Home = 'Apartment' | 'Independent House' | 'Villa';
const BHK_BY_HOME: Record<Home, string[]> = {
  Apartment: ['1 RK', '1 BHK', '2 BHK', '2 BHK', '3 BHK', '3 BHK', '4 BHK'],
  'Independent House': ['2 BHK', '3 BHK', '3 BHK', '4 BHK'],
  Villa: ['3 BHK', '4 BHK', '4 BHK +'],
};
const AREA_BY_BHK: Record<string, [number, number]> = {
  '1 RK': [320, 450],
  '1 BHK': [500, 680],
  '2 BHK': [850, 1200],
  '3 BHK': [1300, 1800],
  '4 BHK': [1900, 2600],
  '4 BHK +': [2700, 3600],
};
const RENT_BY_BHK: Record<string, number> = {
  '1 RK': 3800,
  '1 BHK': 6500,
  '2 BHK': 11000,
  '3 BHK': 17000,
  '4 BHK': 26000,
  '4 BHK +': 38000,
};
const HOME_NOUN: Record<Home, string> = {
  Apartment: 'flat',
  'Independent House': 'independent house',
  Villa: 'villa',
};
const HOME_TITLE: Record<Home, string> = {
  Apartment: 'Flat',
  'Independent House': 'House',
  Villa: 'Villa',
};

function homeOf(
  r: Random,
  forSale: boolean,
  wanted?: Home,
): { kind: Home; bhk: string; area: number } {
  const kind =
    wanted ?? r.pick<Home>(['Apartment', 'Apartment', 'Apartment', 'Independent House', 'Villa']);
  // Nobody sells a single room kitchen on its own.
  const bhk = r.pick(BHK_BY_HOME[kind].filter((option) => !forSale || option !== '1 RK'));
  const [min, max] = AREA_BY_BHK[bhk]!;
  return { kind, bhk, area: roundTo(r.range(min, max), 10) };
}

/** '4 BHK +' is a form option; people write 4+ BHK. */
const spoken = (bhk: string) => (bhk === '4 BHK +' ? '4+ BHK' : bhk);

/** The fields a home to rent and a home for sale share, in the form's order. */
function homeFields(
  r: Random,
  place: Locality,
  home: { kind: Home; bhk: string; area: number },
  listing: { title: string; desc: string; listedBy: ListedBy; furnishing: string },
) {
  return {
    propertyTitle: listing.title,
    desc: listing.desc,
    ...locatedAt(r, place, home.kind === 'Apartment' ? 'flat' : 'house'),
    area: home.area,
    listedBy: listing.listedBy,
    bhk: home.bhk,
    propertyCondition: listing.furnishing,
    property: home.kind,
  };
}

const homeAmenities = (r: Random, kind: Home) =>
  amenities(
    r,
    kind === 'Apartment' ? FLAT_AMENITIES : kind === 'Villa' ? VILLA_AMENITIES : HOUSE_AMENITIES,
  );

/** The outside first (it is the card's cover), then the rooms in any order. */
function homePhotos(r: Random, kind: Home): Subject[] {
  const outside: Subject = kind === 'Apartment' ? 'apartment' : 'villa';
  return [outside, ...r.shuffle<Subject>(['living', 'bedroom', 'kitchen']), 'bedroom', outside];
}

/** The last line of each kind suits a 1 RK too. */
const FURNISHING_LINES: Record<string, string[]> = {
  Furnished: [
    'Comes furnished with beds, wardrobes, a sofa set, fridge, washing machine and ACs in the bedrooms.',
    'Fully furnished: just bring your suitcase. Beds, dining table, TV unit and a fridge are included.',
  ],
  'Semi-Furnished': [
    'Wardrobes in every bedroom, a modular kitchen with chimney, and fans and lights fitted.',
    'Semi-furnished with wardrobes, fans, lights, geysers and a modular kitchen in place.',
  ],
  'Un-Furnished': [
    'Unfurnished, with fans and lights fitted, so you can set it up your way.',
    'Empty and freshly painted; fans, lights and geysers are already fitted.',
  ],
};

const HOME_FEATURES = [
  'Every room gets good sunlight and cross ventilation.',
  'Modular kitchen with a granite platform and a separate wash area.',
  'Water round the clock from the municipal line and a borewell.',
  'Covered parking for a car and a two-wheeler.',
  'Vitrified tiles throughout and western toilets in the bathrooms.',
  'Quiet neighbourhood with a guard at the gate and CCTV in the common areas.',
  'Schools, a vegetable market and a hospital are all within 2 km.',
  'Inverter wiring is done, and power cuts are rare here.',
];
const HOUSE_FEATURES = [
  'Independent entry, a small front garden and a terrace for drying clothes.',
  'Separate electricity meter and its own borewell.',
  'Puja room, a store room and a sit-out in the front.',
];

export function rentListing(
  r: Random,
  place: Locality,
  listedBy: ListedBy,
  wanted?: Home,
): ListingDraft {
  const { kind, bhk, area } = homeOf(r, false, wanted);
  const says = spoken(bhk);
  const furnishing = r.pick(FURNISHING_OPTIONS);
  const kindFactor = kind === 'Villa' ? 1.35 : kind === 'Independent House' ? 1.08 : 1;
  const furnishFactor =
    furnishing === 'Furnished' ? 1.2 : furnishing === 'Semi-Furnished' ? 1.07 : 1;
  const rent = clamp(
    roundTo(
      RENT_BY_BHK[bhk]! * CITY_RATE[place.city] * kindFactor * furnishFactor * r.range(0.88, 1.15),
      500,
    ),
    3000,
    60000,
  );
  const noun = HOME_NOUN[kind];
  const t = HOME_TITLE[kind];
  const title = titleOf(
    r,
    [
      `${says} ${t} near ${place.name}`,
      `${says} ${t} for Rent in ${place.name}`,
      `Spacious ${says} ${t}, ${place.name}`,
      `${furnishing} ${says} in ${place.name}`,
      `${says} ${t} on Rent, ${place.name}`,
    ],
    `${says} ${t}, ${place.name}`,
  );
  const floor = kind === 'Apartment' ? r.pick(FLOORS.slice(1)) : 'ground';
  const desc = descriptionOf([
    r.pick([
      `Well-kept ${says} ${noun} on the ${floor} floor in ${place.name}, ${near(r, place)}.`,
      `${says} ${noun} for rent in a quiet lane of ${place.name}, ${near(r, place)}.`,
      `Bright and airy ${says} ${noun} of ${area} sq ft in ${place.name}.`,
    ]),
    // A single room kitchen has no bedrooms to put wardrobes or ACs in.
    bhk === '1 RK' ? FURNISHING_LINES[furnishing]!.at(-1)! : r.pick(FURNISHING_LINES[furnishing]!),
    ...r.some(kind === 'Apartment' ? HOME_FEATURES : [...HOME_FEATURES, ...HOUSE_FEATURES], 1, 2),
    r.pick([
      'Families and working professionals preferred.',
      'Available from the 1st of next month.',
      `Maintenance of ${rupees(roundTo(r.range(500, 2000), 100))} a month is extra.`,
      'Call in the evening or on a weekend to fix a visit.',
    ]),
    listedBy === 'Owner' ? 'No brokerage.' : 'Brokerage of half a month’s rent.',
  ]);
  return {
    fields: {
      propertyType: 'rent',
      ...homeFields(r, place, { kind, bhk, area }, { title, desc, listedBy, furnishing }),
      rent,
      deposit: rent * r.pick([1, 2, 2, 3]),
      amenities: homeAmenities(r, kind),
    },
    photos: photosOf(r, homePhotos(r, kind)),
  };
}

const SALE_RATE: Record<City, number> = { Raipur: 4300, Bilaspur: 3700, Bhilai: 3400, Durg: 3200 };

export function sellListing(
  r: Random,
  place: Locality,
  listedBy: ListedBy,
  wanted?: Home,
): ListingDraft {
  const { kind, bhk, area } = homeOf(r, true, wanted);
  const says = spoken(bhk);
  const furnishing = r.pick(FURNISHING_OPTIONS);
  const kindFactor = kind === 'Villa' ? 1.35 : kind === 'Independent House' ? 1.15 : 1;
  const raw = area * SALE_RATE[place.city] * kindFactor * r.range(0.85, 1.2);
  const price = clamp(roundTo(raw, raw >= 50_00_000 ? 1_00_000 : 50_000), 18_00_000, 1_60_00_000);
  const noun = HOME_NOUN[kind];
  const t = HOME_TITLE[kind];
  const title = titleOf(
    r,
    [
      `${says} ${t} for Sale in ${place.name}`,
      `Ready-to-move ${says} ${t}, ${place.name}`,
      `${says} ${t} for Sale, ${place.name}`,
      `New ${says} ${t} in ${place.name}`,
    ],
    `${says} ${t}, ${place.name}`,
  );
  const age = r.pick([
    'built in 2019',
    'about five years old',
    'brand new, never lived in',
    'built in 2016 and well maintained',
  ]);
  const desc = descriptionOf([
    r.pick([
      `Ready-to-move ${says} ${noun} for sale in ${place.name}, ${near(r, place)}.`,
      `${says} ${noun} of ${area} sq ft in ${place.name}, ${age}.`,
      `${listedBy === 'Owner' ? 'Owner selling' : 'For sale:'} a well-kept ${says} ${noun} in ${place.name}, ${near(r, place)}.`,
    ]),
    ...r.some(
      [
        'East-facing entrance and Vastu compliant.',
        'Corner unit with two open sides.',
        'Good resale area with steady rental demand.',
        ...HOME_FEATURES,
      ],
      1,
      2,
    ),
    r.pick([
      'Clear title and registry; bank loans available from SBI and HDFC.',
      'RERA registered project; all papers ready for verification.',
      'Registry and mutation done; home loan can be arranged.',
    ]),
    r.pick([
      'Price slightly negotiable for a serious buyer.',
      'Site visits on any day with a prior call.',
      listedBy === 'Owner' ? 'No brokerage from the buyer.' : 'One percent brokerage.',
    ]),
  ]);
  return {
    fields: {
      propertyType: 'sell',
      ...homeFields(r, place, { kind, bhk, area }, { title, desc, listedBy, furnishing }),
      price,
      amenities: homeAmenities(r, kind),
    },
    photos: photosOf(r, homePhotos(r, kind)),
  };
}

const PLOT_SIZES: [number, number][] = [
  [20, 40],
  [25, 50],
  [30, 40],
  [30, 50],
  [30, 60],
  [40, 60],
  [50, 80],
  [60, 90],
];
const PLOT_RATE: Record<City, number> = { Raipur: 1900, Bilaspur: 1500, Bhilai: 1350, Durg: 1200 };

export function plotListing(r: Random, place: Locality, listedBy: ListedBy): ListingDraft {
  const [w, d] = r.pick(PLOT_SIZES);
  const area = w * d;
  const price = clamp(
    roundTo(area * PLOT_RATE[place.city] * r.range(0.8, 1.25), 25_000),
    6_00_000,
    90_00_000,
  );
  const facing = r.pick(['East', 'North', 'West', 'North-East']);
  const title = titleOf(
    r,
    [
      `${area} sq ft Plot in ${place.name}`,
      `Residential Plot near ${place.name}`,
      `${w}x${d} ft Plot, ${place.name}`,
      `${facing}-facing Plot in ${place.name}`,
    ],
    `Plot in ${place.name}`,
  );
  const desc = descriptionOf([
    r.pick([
      `${area} sq ft (${w} x ${d} ft) residential plot in ${place.name}, ${near(r, place)}.`,
      `${facing}-facing plot of ${area} sq ft in a developed colony of ${place.name}.`,
      `Open plot of ${w} by ${d} feet in ${place.name}, ${near(r, place)}.`,
    ]),
    ...r.some(
      [
        `${r.pick([20, 30, 40])} ft road in front; electricity and water lines reach the plot.`,
        'Boundary wall done and corner stones marked.',
        'Diverted land in a T&CP approved layout.',
        'Houses are built all around, so you can start construction right away.',
        'Good for a duplex, or a house with a shop on the ground floor.',
      ],
      1,
      2,
    ),
    r.pick([
      'Clear title, registry and mutation done; bank loan available.',
      'RERA registered colony with a park and a temple inside.',
      'All papers are ready; the registry can be done within a week.',
    ]),
    r.pick([
      'Rate slightly negotiable.',
      'Call to see the plot any morning.',
      'Serious buyers only, please.',
    ]),
  ]);
  return {
    fields: {
      propertyType: 'plot',
      propertyTitle: title,
      desc,
      ...locatedAt(r, place, 'plot'),
      area,
      listedBy,
      price,
      amenities: [],
    },
    photos: photosOf(r, r.shuffle<Subject>(['plot', 'plot', 'plot', 'plot', 'plot', 'plot'])),
  };
}

const PG_RENT: Record<string, [number, number]> = {
  Single: [6500, 9000],
  Double: [5000, 7000],
  Triple: [4000, 5500],
  Four: [3500, 4500],
};

export function pgListing(r: Random, place: Locality, listedBy: ListedBy): ListingDraft {
  const sharing = r.pick(SHARING_OPTIONS);
  const [min, max] = PG_RENT[sharing]!;
  const rent = roundTo(r.range(min, max), 250);
  const who = r.pick([
    { title: 'Boys PG', people: 'boys and working men', place: "Boys' PG" },
    { title: 'Girls PG', people: 'girls and working women', place: "Girls' PG" },
    { title: 'Working Women Hostel', people: 'working women', place: "Women's hostel" },
    { title: 'Student Hostel', people: 'students', place: 'Student hostel' },
  ]);
  const title = titleOf(
    r,
    [
      `${who.title} near ${place.name}`,
      `${who.title} with Meals, ${place.name}`,
      `${sharing} Sharing ${who.title}, ${place.name}`,
      `${who.title} in ${place.name}`,
    ],
    `PG in ${place.name}`,
  );
  const desc = descriptionOf([
    r.pick([
      `${who.place} in ${place.name} with ${sharing.toLowerCase()} sharing rooms, ${near(r, place)}.`,
      `Clean and safe ${sharing.toLowerCase()} sharing rooms for ${who.people} in ${place.name}.`,
    ]),
    ...r.some(
      [
        'Home-cooked breakfast and dinner are included; lunch tiffin on request.',
        'Warden on site and CCTV at the gate; the in-time is 10 pm.',
        'Fast WiFi, RO water and a washing machine on every floor.',
        'Rooms are cleaned daily and bedsheets are changed every week.',
        'Each bed comes with a study table, a chair and a cupboard.',
        'Power backup, so studies do not stop during power cuts.',
      ],
      2,
      3,
    ),
    r.pick([
      'Ideal for students of nearby colleges and coaching centres.',
      'Rent includes electricity up to 50 units a month.',
      'Call or visit between 10 am and 7 pm.',
    ]),
  ]);
  return {
    fields: {
      propertyType: 'pgHostel',
      propertyTitle: title,
      desc,
      ...locatedAt(r, place, 'pg'),
      area: roundTo(r.range(140, 260), 10),
      listedBy,
      sharing,
      rent,
      deposit: rent * r.pick([1, 1, 2]),
      amenities: amenities(r, PG_AMENITIES),
    },
    photos: photosOf(r, ['hostel', 'pgRoom', 'kitchen', 'pgRoom', 'hostel', 'living']),
  };
}

type Business = 'Shop' | 'Showroom' | 'Office Space' | 'coworking space' | 'Warehouse';
const BUSINESS: Record<
  Business,
  { area: [number, number]; rent: [number, number]; photos: Subject[]; amenities: string[] }
> = {
  Shop: {
    area: [150, 450],
    rent: [8000, 25000],
    photos: ['shops', 'shopInside', 'shops', 'shopInside', 'shops'],
    amenities: SHOP_AMENITIES,
  },
  Showroom: {
    area: [800, 2400],
    rent: [30000, 60000],
    photos: ['shops', 'shopInside', 'shops', 'shopInside', 'shops'],
    amenities: SHOP_AMENITIES,
  },
  'Office Space': {
    area: [500, 2000],
    rent: [15000, 45000],
    photos: ['office', 'workspace', 'office', 'workspace', 'office'],
    amenities: OFFICE_AMENITIES,
  },
  'coworking space': {
    area: [1200, 3000],
    rent: [28000, 60000],
    photos: ['office', 'workspace', 'office', 'workspace', 'office'],
    amenities: OFFICE_AMENITIES,
  },
  Warehouse: {
    area: [3000, 10000],
    rent: [25000, 60000],
    photos: ['warehouse', 'storeInside', 'warehouse', 'storeInside', 'warehouse'],
    amenities: WAREHOUSE_AMENITIES,
  },
};

export function commercialListing(
  r: Random,
  place: Locality,
  listedBy: ListedBy,
  wanted?: Business,
): ListingDraft {
  const kind =
    wanted ??
    r.pick<Business>([
      'Shop',
      'Shop',
      'Showroom',
      'Office Space',
      'Office Space',
      'coworking space',
      'Warehouse',
    ]);
  const spec = BUSINESS[kind];
  const area = roundTo(r.range(...spec.area), 10);
  const rent = clamp(roundTo(r.range(...spec.rent) * CITY_RATE[place.city], 1000), 8000, 60000);
  const furnishing: (typeof FURNISHING_OPTIONS)[number] =
    kind === 'Office Space' || kind === 'coworking space'
      ? r.pick(['Furnished', 'Semi-Furnished'])
      : 'Un-Furnished';
  const frontage = r.int(12, 30);
  const title = titleOf(
    r,
    {
      Shop: [
        `Shop on ${place.name} Main Road`,
        `Ground Floor Shop, ${place.name}`,
        `Shop for Rent in ${place.name}`,
      ],
      Showroom: [`Showroom Space in ${place.name}`, `Main Road Showroom, ${place.name}`],
      'Office Space': [
        `Office Space near ${place.name}`,
        `${furnishing} Office, ${place.name}`,
        `Office for Rent in ${place.name}`,
      ],
      'coworking space': [`Coworking Floor in ${place.name}`, `Open-plan Office, ${place.name}`],
      Warehouse: [`Warehouse near ${place.name}`, `Godown for Rent, ${place.name}`],
    }[kind],
    `${kind === 'coworking space' ? 'Office' : kind}, ${place.name}`,
  );
  const opening = {
    Shop: r.pick([
      `Ground floor shop of ${area} sq ft on the main road of ${place.name}, ${near(r, place)}.`,
      `Shop with a ${frontage} ft frontage in a busy stretch of ${place.name}.`,
    ]),
    Showroom: `Showroom of ${area} sq ft with a ${frontage} ft glass frontage in ${place.name}, ${near(r, place)}.`,
    'Office Space': `${furnishing} office space of ${area} sq ft in ${place.name}, ${near(r, place)}.`,
    'coworking space': `Open-plan floor of ${area} sq ft in ${place.name}, set up for a coworking space or a back office.`,
    Warehouse: `Warehouse of ${area} sq ft with truck access near ${place.name}, ${near(r, place)}.`,
  }[kind];
  const features =
    kind === 'Warehouse'
      ? [
          'Wide approach road for trucks and a loading dock at the front.',
          'Shutter height of 14 ft and a level concrete floor.',
          'Three-phase power connection and a watchman room.',
        ]
      : kind === 'Shop' || kind === 'Showroom'
        ? [
            'Suitable for a clinic, pharmacy, bank or coaching centre.',
            'Separate electricity meter and a three-phase connection.',
            'Ample parking in front for customers.',
            'Heavy footfall all day from the market and nearby schools.',
          ]
        : [
            'Workstations for 20, two cabins and a conference room are ready.',
            'Lift and power backup for the whole building.',
            'Washroom and pantry on the same floor.',
            'Fibre internet from two providers in the building.',
          ];
  const desc = descriptionOf([
    opening,
    ...r.some(features, 1, 2),
    r.pick([
      'Lease for 3 to 9 years with a 5% yearly increase.',
      'Available immediately.',
      'Rent slightly negotiable for a long lease.',
    ]),
  ]);
  return {
    fields: {
      propertyType: 'commercial',
      propertyTitle: title,
      desc,
      ...locatedAt(
        r,
        place,
        kind === 'Warehouse'
          ? 'warehouse'
          : kind === 'Shop' || kind === 'Showroom'
            ? 'shop'
            : 'office',
      ),
      area,
      listedBy,
      propertyCondition: furnishing,
      property: kind,
      rent,
      deposit: rent * r.pick([2, 3, 3]),
      amenities: amenities(r, spec.amenities),
    },
    photos: photosOf(r, spec.photos),
  };
}

const BY_TYPE: Record<
  PropertyType,
  (r: Random, place: Locality, listedBy: ListedBy) => ListingDraft
> = {
  rent: rentListing,
  sell: sellListing,
  plot: plotListing,
  pgHostel: pgListing,
  commercial: commercialListing,
};
const TYPE_ORDER: readonly PropertyType[] = ['rent', 'sell', 'pgHostel', 'plot', 'commercial'];

const DAY_HOURS = 24;

/**
 * Approved listings of the other owners: every city with every type (the first twenty cover
 * each pair once), localities taken in turn within a city, ages spread over sixty days.
 */
export function marketListings(
  r: Random,
  count: number,
  owners: readonly { listedBy: ListedBy }[],
): PlannedListing[] {
  const turns = new Map<City, Locality[]>(
    SEARCH_CITIES.map((city) => [city, r.shuffle(localitiesOf(city))]),
  );
  const planned: PlannedListing[] = [];
  for (let i = 0; i < count; i += 1) {
    const type = TYPE_ORDER[i % TYPE_ORDER.length]!;
    const city = SEARCH_CITIES[Math.floor(i / TYPE_ORDER.length) % SEARCH_CITIES.length]!;
    const queue = turns.get(city)!;
    const place = queue.shift()!;
    queue.push(place);
    const owner = (i * 3 + Math.floor(i / 7)) % owners.length;
    planned.push({
      ...BY_TYPE[type](r, place, owners[owner]!.listedBy),
      owner,
      status: 'Approve',
      ageHours: r.range(2, 60 * DAY_HOURS - 1),
    });
  }
  return planned;
}

/** The demo owner's dashboard: live listings, drafts, listings under review, one refused. */
export function demoOwnerListings(r: Random): PlannedListing[] {
  const at = (name: string) => findLocality(name);
  const mine = (
    draft: ListingDraft,
    status: CampaignStatus,
    ageDays: number,
    photos = true,
  ): PlannedListing => ({
    ...draft,
    photos: photos ? draft.photos : [],
    owner: 'demo',
    status,
    ageHours: ageDays * DAY_HOURS + r.range(0, 12),
  });
  return [
    mine(commercialListing(r, at('Vyapar Vihar'), 'Owner', 'Shop'), 'Approve', 21),
    mine(commercialListing(r, at('Link Road'), 'Owner', 'Office Space'), 'Approve', 34),
    mine(rentListing(r, at('Sarkanda'), 'Owner', 'Apartment'), 'Approve', 12),
    mine(sellListing(r, at('Rajkishore Nagar'), 'Owner', 'Apartment'), 'Pending', 1),
    mine(plotListing(r, at('Seepat Road'), 'Owner'), 'Pending', 0, false),
    mine(rentListing(r, at('Mangla'), 'Owner', 'Independent House'), 'Pending', 2, false),
    mine(pgListing(r, at('Torwa'), 'Owner'), 'Submitted', 3),
    mine(sellListing(r, at('Shankar Nagar'), 'Owner', 'Villa'), 'Submitted', 4),
    mine(commercialListing(r, at('Telipara'), 'Owner', 'Showroom'), 'Submitted', 5),
    mine(plotListing(r, at('Borsi'), 'Owner'), 'Reject', 9),
  ];
}
