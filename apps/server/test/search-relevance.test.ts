/**
 * Search relevance (issue 9): a fixed corpus of listings (relevance-corpus.ts) and queries as
 * people type them, in English, Hinglish and Hindi. Each query states what must be on the
 * first page, what must never come back on any page, and, where it is known, the whole set of
 * matches; X-Total-Count must always equal the number of listings the pages hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { addListing, jpeg, multipart, signedInOwner, type Owner } from './fixtures';
import { adminEnv, signedInAdmin } from './support';
import { amountOf, bodyOf, CORPUS, OWNER_COUNT, type Facts } from './relevance-corpus';

type Key = (typeof CORPUS)[number]['key'];
type Predicate = (p: Facts) => boolean;

type Case = {
  /** Free text, sent as `search`. */
  text?: string;
  /** Other parameters, as in a URL but unencoded: 'bhk=1 BHK,3 BHK&sort=priceAsc'. */
  params?: string;
  /** Keys that must be on the first page (of 6). */
  top?: Key[];
  /** Every match, on all pages together: keys, or a rule over the corpus. */
  all?: Key[] | Predicate;
  /** What must not come back on any page: keys or a rule over the returned listing. */
  never?: (Key | Predicate)[];
  /** Each pair: the first key comes before the second. */
  order?: [Key, Key][];
  /** The order of the whole answer, across pages. */
  sorted?: 'priceAsc' | 'priceDesc' | 'newest';
  /** X-Total-Count, when `all` does not already say it. */
  total?: number;
};

const PAGE = 6;
const HOMES = ['Apartment', 'Independent House', 'Villa', 'Builder Floor'];
const published = CORPUS.filter((entry) => entry.status === 'Approve');
const hidden = CORPUS.filter((entry) => entry.status !== 'Approve').map((entry) => entry.key);
const where = (rule: Predicate): Key[] =>
  published.filter((entry) => rule(entry.facts)).map((entry) => entry.key);
const amount = (p: Facts) => amountOf(p);

let t: TestApp;
const idOf = new Map<Key, string>();
const keyOf = new Map<string, Key>();

async function publish(
  owner: Owner,
  admin: { headers: Record<string, string> },
  propertyId: string,
  status: 'Approve' | 'Submitted' | 'Reject',
  photos: Buffer[],
) {
  const body = await multipart(
    { userId: owner.userId, property_id: propertyId },
    photos.map((bytes) => ({ bytes })),
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: '/owner/uploadPropertyImg',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const submit = await t.app.inject({
    method: 'PUT',
    url: '/owner/submitProperty',
    headers: owner.headers,
    payload: { userId: owner.userId, propertyId },
  });
  expect(submit.statusCode, submit.body).toBe(200);
  if (status === 'Submitted') return;
  const decide = await t.app.inject({
    method: 'PUT',
    url: '/admin/updateCampaignRequest',
    headers: admin.headers,
    payload: {
      userId: owner.userId,
      propertyId,
      campaignRequest: status,
      ...(status === 'Reject' && { reason: 'The photos are not of this property.' }),
    },
  });
  expect(decide.statusCode, decide.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  const admin = await signedInAdmin(t);
  const owners: Owner[] = [];
  for (let i = 0; i < OWNER_COUNT; i++) owners.push(await signedInOwner(t));
  const photos = await Promise.all([0, 1, 2, 3].map((seed) => jpeg(seed, 320, 240)));
  // One at a time, so the order of creation (and so 'newest') is the corpus order.
  for (const entry of CORPUS) {
    const id = await addListing(t, owners[entry.owner]!, bodyOf(entry.facts));
    idOf.set(entry.key, id);
    keyOf.set(id, entry.key);
  }
  const queue = CORPUS.filter((entry) => entry.status !== 'Pending');
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const status = entry.status as 'Approve' | 'Submitted' | 'Reject';
      await publish(owners[entry.owner]!, admin, idOf.get(entry.key)!, status, photos);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}, 120_000);
afterAll(() => t?.close());

function url(path: string, c: Case, page?: { limit: number; offset: number }) {
  const parts: string[] = [];
  if (c.text !== undefined) parts.push(`search=${encodeURIComponent(c.text)}`);
  for (const pair of c.params ? c.params.split('&') : []) {
    const [name, value = ''] = pair.split('=');
    parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  if (page) parts.push(`limit=${page.limit}`, `offset=${page.offset}`);
  return `${path}?${parts.join('&')}`;
}

const nameOf = (c: Case) => [c.text, c.params].filter((part) => part !== undefined).join(' & ');
const describeListing = (p: Property) => `${keyOf.get(p._id) ?? p._id}: ${p.propertyTitle}`;
const describeKey = (key: Key) =>
  `${key}: ${CORPUS.find((entry) => entry.key === key)!.facts.propertyTitle}`;

async function get(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  const total = res.headers['x-total-count'];
  return { list: res.json() as Property[], total: total === undefined ? NaN : Number(total) };
}

/** Runs one case against one list route; every problem is reported at once, with the answer. */
async function check(path: string, c: Case) {
  const first = await get(url(path, c));
  const everything: Property[] = [];
  const totals = new Set<number>([first.total]);
  for (let offset = 0; ; offset += PAGE) {
    const page = await get(url(path, c, { limit: PAGE, offset }));
    totals.add(page.total);
    everything.push(...page.list);
    if (page.list.length < PAGE || offset > 500) break;
  }
  const problems: string[] = [];
  const ids = everything.map((p) => p._id);
  const keys = everything.map((p) => keyOf.get(p._id));
  const firstKeys = new Set(first.list.map((p) => keyOf.get(p._id)));

  if (first.list.length > PAGE) problems.push(`first page holds ${first.list.length} listings`);
  if (new Set(ids).size !== ids.length) problems.push('a listing comes back on two pages');
  if (first.list.map((p) => p._id).join() !== ids.slice(0, PAGE).join())
    problems.push('the first page differs from offset=0&limit=6');
  if (totals.size !== 1 || !totals.has(everything.length))
    problems.push(
      `X-Total-Count ${[...totals].join('/')} but the pages hold ${everything.length} listings`,
    );
  for (const p of everything) {
    if (!keyOf.has(p._id) || p.campaignRequest !== 'Approve')
      problems.push(`not an approved corpus listing: ${describeListing(p)} (${p.campaignRequest})`);
  }
  for (const key of hidden)
    if (keys.includes(key)) problems.push(`a listing that is not approved: ${describeKey(key)}`);

  const expectedAll = typeof c.all === 'function' ? where(c.all) : c.all;
  const top = c.top ?? (expectedAll && expectedAll.length <= PAGE ? expectedAll : []);
  for (const key of top)
    if (!firstKeys.has(key)) problems.push(`missing from the first page: ${describeKey(key)}`);
  if (expectedAll) {
    const want = new Set(expectedAll);
    for (const key of expectedAll)
      if (!keys.includes(key)) problems.push(`missing: ${describeKey(key)}`);
    for (const p of everything)
      if (!want.has(keyOf.get(p._id)!)) problems.push(`not expected: ${describeListing(p)}`);
  }
  const expectedTotal = c.total ?? expectedAll?.length;
  if (expectedTotal !== undefined && first.total !== expectedTotal)
    problems.push(`X-Total-Count ${first.total}, expected ${expectedTotal}`);
  for (const rule of c.never ?? []) {
    for (const p of everything) {
      const bad = typeof rule === 'function' ? rule(p as Facts) : keyOf.get(p._id) === rule;
      if (bad) problems.push(`must never appear: ${describeListing(p)}`);
    }
  }
  for (const [before, after] of c.order ?? []) {
    const a = keys.indexOf(before);
    const b = keys.indexOf(after);
    if (a < 0 || b < 0 || a > b)
      problems.push(`${before} should come before ${after} (positions ${a}, ${b})`);
  }
  if (c.sorted) {
    const values = everything.map((p) =>
      c.sorted === 'newest' ? -Date.parse(p.createdAt) : amount(p as Facts),
    );
    const direction = c.sorted === 'priceDesc' ? -1 : 1;
    for (let i = 1; i < values.length; i++) {
      if ((values[i]! - values[i - 1]!) * direction < 0)
        problems.push(
          `not ${c.sorted}: ${describeListing(everything[i - 1]!)} (${values[i - 1]}) before ${describeListing(everything[i]!)} (${values[i]})`,
        );
    }
  }

  const report = [
    `GET ${url(path, c)}`,
    ...problems.map((problem) => `  - ${problem}`),
    `first page: ${first.list.map(describeListing).join(' | ') || '(empty)'}`,
    `all ${everything.length}: ${everything.map(describeListing).join(' | ') || '(empty)'}`,
    `expected: ${JSON.stringify({ top, all: expectedAll, total: expectedTotal })}`,
  ].join('\n');
  expect(problems, report).toEqual([]);
}

// ---- The queries ----------------------------------------------------------------------------

const is =
  (field: keyof Facts, ...values: unknown[]): Predicate =>
  (p) =>
    values.includes(p[field]);
const not =
  (rule: Predicate): Predicate =>
  (p) =>
    !rule(p);
const both =
  (...rules: Predicate[]): Predicate =>
  (p) =>
    rules.every((rule) => rule(p));
const home = is('property', ...HOMES);
const inRaipur = is('city', 'Raipur');
const twoBhkRaipur = both(is('bhk', '2 BHK'), inRaipur);

/** Every PG or hostel for girls or women, however its listing says it. */
const WOMEN_PGS = [
  'bspGirlsPg',
  'rptGirlsPgKota',
  'rptGirlsPgSingle',
  'rptGirlsPgTelibandha',
  'bhlGirlsPg',
  'rptPgGirlsShankar',
  'rptWomenHostelPandri',
] as const satisfies readonly Key[];
const MEN_PGS = ['bspBoysHostel', 'rptBoysPgKota', 'drgPgBoys', 'bhlDoublePg'] as const;
const NAYA_RAIPUR: Key[] = ['rptPlotNayaRaipur', 'rptFlatAtalNagar'];
/** Listings whose title, address or description names a place. */
const mentions =
  (name: string): Predicate =>
  (p) =>
    [p.propertyTitle, p.address, p.desc].some((text) => text.includes(name));
const bought = is('propertyType', 'sell', 'plot');

/**
 * Issue 23: words that mean what a person means. Each class is tested by several of its words:
 * the words for rooms, for who a PG is for, the other names of a place, and budgets that say
 * whether a search is to rent or to buy.
 */
const MEANING_QUERIES: Case[] = [
  // Commercial listings are rented: a budget to buy one cannot apply and is left out.
  {
    text: 'commercial shop for sale bilaspur under 50 lakh',
    all: both(is('property', 'Shop'), is('city', 'Bilaspur')),
  },
  { text: 'shop for sale', all: is('property', 'Shop') },
  { text: 'office under 2 cr', all: is('property', 'Office Space') },
  // Plots are sold: a monthly rent cannot apply to one.
  { text: 'plot on rent under 5000 per month', all: is('propertyType', 'plot') },
  // A budget in lakh or crore is a price to buy, unless the words say rent.
  {
    text: '50 lakh se kam',
    all: both(bought, (p) => amount(p) <= 5_000_000),
    never: [not(bought)],
  },
  {
    text: '3bhk under 1 cr',
    all: both(is('bhk', '3 BHK'), (p) => amount(p) <= 10_000_000, bought),
  },
  { text: 'ghar 20 lakh tak', all: both(home, bought, (p) => amount(p) <= 2_000_000) },
  {
    text: 'flat on rent under 1 lakh',
    all: both(is('propertyType', 'rent'), is('property', 'Apartment')),
  },
  { text: 'under 1 lakh per month', all: (p) => amount(p) <= 100_000 },
  // A room is rented.
  { text: 'kiraye pe kamra durg', all: both(is('propertyType', 'rent'), is('city', 'Durg')) },
  {
    text: 'room for rent in bilaspur',
    all: both(is('propertyType', 'rent'), is('city', 'Bilaspur')),
  },
  { text: 'कमरा रायपुर', all: both(is('propertyType', 'rent'), inRaipur) },
  { text: 'rooms under 10k', all: both(is('propertyType', 'rent'), (p) => amount(p) <= 10_000) },
  { text: '2 sharing room', all: both(is('propertyType', 'pgHostel'), is('sharing', 'Double')) },
  // Who a PG is for, however the listing says it.
  {
    text: 'girls pg raipur',
    all: WOMEN_PGS.filter((key) => key.startsWith('rpt')),
    never: ['rptBoysPgKota', 'rptHostelFour'],
  },
  ...['ladies', 'women', 'female', 'mahila', 'लड़कियों', 'महिला'].map((word): Case => ({
    text: `${word} pg`,
    all: [...WOMEN_PGS],
  })),
  ...['boys', 'gents', 'men', 'male', 'ladke'].map((word): Case => ({
    text: `${word} hostel`,
    all: [...MEN_PGS],
  })),
  { text: 'chhatra hostel', all: ['bspDoubleHostel', 'rptHostelFour'] },
  { text: 'students hostel', top: ['bspDoubleHostel', 'rptHostelFour'] },
  // Other names of a place.
  ...['nava raipur', 'naya raipur', 'new raipur', 'atal nagar', 'नवा रायपुर', 'नया रायपुर'].map(
    (name): Case => ({ text: name, all: NAYA_RAIPUR }),
  ),
  { text: 'plot in nava raipur', all: ['rptPlotNayaRaipur'] },
  { text: 'पंडरी', all: mentions('Pandri') },
  { text: 'शंकर नगर में फ्लैट', all: both(mentions('Shankar Nagar'), is('property', 'Apartment')) },
  { text: 'sipat road', all: mentions('Seepat Road') },
  { text: 'smritinagar', all: mentions('Smriti Nagar') },
];

const TEXT_QUERIES: Case[] = [
  // English
  {
    text: 'flat for rent in bilaspur',
    all: both(is('propertyType', 'rent'), is('property', 'Apartment'), is('city', 'Bilaspur')),
  },
  { text: '2bhk raipur', all: twoBhkRaipur, never: ['rpt4bhkTrap'] },
  {
    text: '2bhk raipur under 15k',
    all: both(twoBhkRaipur, (p) => amount(p) <= 15_000),
    never: ['rpt2bhkSale', 'rptCivilFlat', 'rpt2bhkTelibandha'],
  },
  { text: 'Raipur 2 BHK', all: twoBhkRaipur, never: ['rpt4bhkTrap'] },
  { text: '2 bhk', all: is('bhk', '2 BHK'), never: ['rpt4bhkTrap'] },
  {
    text: 'furnished flat',
    all: both(is('propertyCondition', 'Furnished'), is('property', 'Apartment')),
    never: ['rptUnfurnishedTrap', not(is('propertyCondition', 'Furnished'))],
  },
  {
    text: 'plot in bhilai under 20 lakh',
    all: ['bhlPlot18', 'bhlPlot20'],
    never: ['bhlPlot35', 'drgPlot', 'bhlHouseSale', 'pendingPlotBhilai'],
  },
  {
    text: 'pg for girls near kota raipur',
    all: ['rptGirlsPgKota', 'rptGirlsPgSingle'],
    never: ['rptBoysPgKota', 'rptGirlsPgTelibandha', 'bspGirlsPg', 'rpt2bhkKotaHouse'],
  },
  {
    text: 'shop on rent civil lines',
    all: ['bspCivilShop', 'rptCivilShop'],
    never: ['rptCivilFlat', 'rejectedShop', not(is('property', 'Shop'))],
  },
  {
    text: '1.5 cr villa bilaspur',
    top: ['bspVillaSale'],
    never: [
      'bspVillaCostly',
      not(both(is('property', 'Villa'), is('city', 'Bilaspur'))),
      (p) => amount(p) > 15_000_000,
    ],
  },
  {
    text: 'flat under 20000',
    all: both(is('property', 'Apartment'), (p) => amount(p) <= 20_000),
  },
  { text: '10k-20k', all: (p) => amount(p) >= 10_000 && amount(p) <= 20_000 },
  {
    text: 'between 10 and 20 lakh',
    all: (p) => amount(p) >= 1_000_000 && amount(p) <= 2_000_000,
  },
  { text: 'semi furnished', all: is('propertyCondition', 'Semi-Furnished') },
  { text: 'unfurnished', all: is('propertyCondition', 'Un-Furnished') },
  { text: 'by owner', all: is('listedBy', 'Owner') },
  { text: 'dealer', all: is('listedBy', 'Agent') },
  {
    text: 'double sharing',
    all: is('sharing', 'Double'),
    never: ['rpt4bhkTrap', 'rptShowroom'], // 'a double garage', 'double height'
  },
  { text: 'office in raipur', all: ['rptOffice'], never: ['bspVyaparOffice', 'bhlOffice'] },
  { text: 'furnished office raipur', all: ['rptOffice'] },
  { text: 'godown durg', all: ['drgGodown'], never: ['bhlGodown'] },
  { text: 'showroom', all: ['bspShowroom', 'rptShowroom'] },
  {
    text: 'vyapar vihar',
    all: ['bspVyaparFlat', 'bspVyaparOffice', 'bspVyaparSell', 'bspHouseRent'],
    never: ['rptPlotKamal', 'rptSellVilla', 'submittedVilla'],
    // Named in the title and address beats named in a newer listing's description.
    order: [
      ['bspVyaparFlat', 'bspHouseRent'],
      ['bspVyaparOffice', 'bspHouseRent'],
      ['bspVyaparSell', 'bspHouseRent'],
    ],
  },
  {
    text: 'vyapr vihar',
    all: ['bspVyaparFlat', 'bspVyaparOffice', 'bspVyaparSell', 'bspHouseRent'],
  },
  { text: 'sarknda', all: ['bspSarkandaHouse', 'bspSarkandaRoom', 'bspPlotSarkanda'] },
  {
    text: 'telibanda',
    all: ['rpt2bhkTelibandha', 'rpt1bhk', 'rptGirlsPgTelibandha', 'rptSellFlatLarge'],
  },
  {
    text: 'terrace',
    all: ['bspTerraceTitle', 'rptTerraceDesc', 'bspVillaMangla', 'drgHouseSale'],
    // The title word first, though the description matches are newer.
    order: [
      ['bspTerraceTitle', 'rptTerraceDesc'],
      ['bspTerraceTitle', 'bspVillaMangla'],
      ['bspTerraceTitle', 'drgHouseSale'],
    ],
  },
  { text: 'pharmacy', all: ['bspCivilShop'] },
  {
    text: 'swimming pool',
    all: ['bspVillaSale', 'bspVillaCostly', 'rpt3bhkFlat', 'rptSellVilla'],
  },
  {
    text: 'girls pg',
    // A ladies' PG and a working women's hostel are girls' PGs too (issue 23).
    all: [...WOMEN_PGS],
    never: ['rptBoysPgKota', 'bhlDoublePg', 'pendingGirlsPg'],
  },
  {
    text: 'boys hostel',
    all: ['bspBoysHostel', 'rptBoysPgKota', 'drgPgBoys', 'bhlDoublePg'],
  },
  { text: '3 bhk flat in telibandha', all: ['rptSellFlatLarge'] },
  { text: 'house for sale in sarkanda', all: ['bspSarkandaHouse'] },
  { text: 'flat in vyapar vihar under 15k', all: ['bspVyaparFlat'] },
  { text: 'pg under 5000', all: both(is('propertyType', 'pgHostel'), (p) => amount(p) <= 5000) },
  { text: '1rk', all: is('bhk', '1 RK') },
  {
    text: '4+ bhk',
    top: ['bspVillaCostly', 'rptSellVilla'],
    never: [not(is('bhk', '4 BHK', '4 BHK +'))],
  },
  { text: 'sector 6 bhilai', all: ['bhlGirlsPg'] },
  { text: 'nehru nagar', all: ['bspGirlsPg', 'bhlFlatNehru', 'bhlDoublePg'] },
  { text: 'supela', all: ['bhlHouseSale', 'bhlSupelaFlat', 'bhlOffice'] },
  {
    text: 'link road bilaspur',
    all: ['bspVillaCostly', 'bspFlatFurnished', 'bspBoysHostel', 'bspShowroom', 'bspCoworking'],
  },
  {
    text: 'lawn',
    all: ['bspVillaSale', 'rpt4bhkTrap'],
    order: [['bspVillaSale', 'rpt4bhkTrap']], // title above a newer description
  },
  {
    text: 'market',
    top: ['rptCivilShop', 'rptRk'],
    all: ['rptCivilShop', 'rptRk', 'rpt2bhkSale', 'drgFlat', 'bhlSupelaFlat', 'bspHouseRent'],
    order: [
      ['rptCivilShop', 'bspHouseRent'],
      ['rptRk', 'bspHouseRent'],
      ['rptRk', 'bhlSupelaFlat'],
    ],
  },
  { text: 'pharmcy', all: ['bspCivilShop'] },
  {
    text: 'swiming pool',
    all: ['bspVillaSale', 'bspVillaCostly', 'rpt3bhkFlat', 'rptSellVilla'],
  },
  { text: '1200 sqft', all: ['bspPlotTorwa', 'rpt2bhkShankar'] },
  { text: '2,420 sqft', all: ['rpt4bhkTrap'] },
  { text: '2 or 3 bhk raipur', all: both(is('bhk', '2 BHK', '3 BHK'), inRaipur) },
  { text: '3 seater pg', all: both(is('propertyType', 'pgHostel'), is('sharing', 'Triple')) },
  { text: 'girls pg in bhilai', all: ['bhlGirlsPg'], never: ['bhlDoublePg'] },
  { text: 'independent house', all: is('property', 'Independent House') },
  { text: 'resale flat raipur', all: ['rpt2bhkSale', 'rptSellFlatLarge'] },
  {
    text: 'villa above 1 cr',
    all: both(is('property', 'Villa'), (p) => amount(p) >= 10_000_000),
    never: ['bhlVilla', 'bspVillaRent'],
  },
  { text: 'above 50 lakh', all: (p) => amount(p) >= 5_000_000 },
  { text: 'rs 5000', all: (p) => amount(p) <= 5000 },
  // 'near <locality>': within 2 km of its centre, nearest first; Kota is 4 km away.
  {
    text: '2 bhk near civil lines raipur',
    top: ['rptCivilFlat'],
    never: ['rpt2bhkKotaHouse', not(is('bhk', '2 BHK'))],
  },
  // Cities, misspelt
  { text: 'ryepur', all: inRaipur },
  { text: 'bilaspr', all: is('city', 'Bilaspur') },
  { text: 'bhilaai', all: is('city', 'Bhilai') },
  { text: 'durgh', all: is('city', 'Durg') },
  // Hinglish
  { text: 'makaan', all: home },
  {
    text: 'ghar kiraye par raipur',
    all: both(home, is('propertyType', 'rent'), inRaipur),
  },
  { text: 'bikau makaan durg', all: ['drgHouseSale'] },
  { text: 'zameen', all: is('propertyType', 'plot') },
  { text: 'kiraye par dukaan', all: ['bspCivilShop', 'rptCivilShop', 'drgShop'] },
  { text: '15000 tak', all: (p) => amount(p) <= 15_000 },
  { text: 'kothi', all: is('property', 'Independent House') },
  { text: '15 hazar', all: (p) => amount(p) <= 15_000, never: [(p) => amount(p) > 15_000] },
  { text: 'no broker', all: is('listedBy', 'Owner') },
  // Hindi
  {
    text: 'किराये पर फ्लैट',
    all: both(is('propertyType', 'rent'), is('property', 'Apartment')),
  },
  {
    text: 'रायपुर में 2 bhk किराये पर',
    all: both(twoBhkRaipur, is('propertyType', 'rent')),
  },
  {
    text: 'बिलासपुर pg',
    all: ['bspGirlsPg', 'bspBoysHostel', 'bspDoubleHostel'],
  },
  { text: 'रायपुर में घर', all: both(home, inRaipur) },
  { text: 'भिलाई में ज़मीन', all: ['bhlPlot18', 'bhlPlot20', 'bhlPlot35'] },
  { text: 'दुर्ग में dukaan', all: ['drgShop'] },
  { text: 'भिलाई में plot under 20 lakh', all: ['bhlPlot18', 'bhlPlot20'] },
  // Nothing
  { text: 'xylophone', all: [], total: 0 },
  { text: 'villa in durg', all: [], total: 0 },
];

const PARAM_QUERIES: Case[] = [
  // An explicit parameter wins over the same thing read from the text.
  { text: '2bhk', params: 'bhk=3 BHK', all: is('bhk', '3 BHK') },
  { text: 'bilaspur', params: 'city=Raipur', all: inRaipur },
  { text: 'under 15k', params: 'maxPrice=9000', all: (p) => amount(p) <= 9000 },
  { text: 'rent', params: 'propertyType=sell', all: is('propertyType', 'sell') },
  {
    text: 'girls',
    params: 'city=Raipur',
    all: WOMEN_PGS.filter((key) => key.startsWith('rpt')),
  },
  // Filters
  { params: 'bhk=1 BHK,3 BHK', all: is('bhk', '1 BHK', '3 BHK') },
  {
    params: 'furnishing=Furnished,Un-Furnished',
    all: is('propertyCondition', 'Furnished', 'Un-Furnished'),
  },
  {
    params: 'listedBy=Agent&propertyType=commercial',
    all: both(is('listedBy', 'Agent'), is('propertyType', 'commercial')),
  },
  { params: 'sharing=Double,Triple', all: is('sharing', 'Double', 'Triple') },
  {
    params: 'amenities=Lift,Gym',
    all: (p) => p.amenities.includes('Lift') && p.amenities.includes('Gym'),
  },
  { params: 'minArea=1500&maxArea=2500', all: (p) => p.area >= 1500 && p.area <= 2500 },
  { params: 'minPrice=5000&maxPrice=9000', all: (p) => amount(p) >= 5000 && amount(p) <= 9000 },
  {
    params: 'propertyType=sell&minPrice=4000000&maxPrice=8000000',
    all: both(is('propertyType', 'sell'), (p) => amount(p) >= 4e6 && amount(p) <= 8e6),
  },
  {
    text: 'flat',
    params: 'furnishing=Semi-Furnished&city=Raipur',
    all: both(is('property', 'Apartment'), is('propertyCondition', 'Semi-Furnished'), inRaipur),
  },
  // Sorts
  {
    params: 'propertyType=rent&sort=priceAsc',
    all: is('propertyType', 'rent'),
    sorted: 'priceAsc',
  },
  {
    params: 'propertyType=sell&sort=priceDesc',
    all: is('propertyType', 'sell'),
    sorted: 'priceDesc',
  },
  { params: 'sort=newest', all: () => true, sorted: 'newest' },
  { text: 'raipur', params: 'sort=newest', all: inRaipur, sorted: 'newest' },
  {
    text: 'pg raipur',
    params: 'sort=priceAsc',
    all: both(is('propertyType', 'pgHostel'), inRaipur),
    sorted: 'priceAsc',
  },
  { text: 'bhilai', params: 'sort=priceDesc', all: is('city', 'Bhilai'), sorted: 'priceDesc' },
];

/** A few again on GET /api/property, which takes the same parameters. */
const ON_PUBLIC_LIST = [
  '2bhk raipur under 15k',
  'pg for girls near kota raipur',
  'vyapr vihar',
  'bhk=1 BHK,3 BHK',
  'propertyType=rent&sort=priceAsc',
  'girls & city=Raipur',
];

describe('GET /user/search: free text', () => {
  it.each(TEXT_QUERIES.map((c) => [nameOf(c), c] as const))('%s', (_name, c) =>
    check('/user/search', c),
  );
});

describe('GET /user/search: what words mean (issue 23)', () => {
  it.each(MEANING_QUERIES.map((c) => [nameOf(c), c] as const))('%s', (_name, c) =>
    check('/user/search', c),
  );
});

describe('GET /user/search: parameters and sorts', () => {
  it.each(PARAM_QUERIES.map((c) => [nameOf(c), c] as const))('%s', (_name, c) =>
    check('/user/search', c),
  );
});

describe('GET /api/property: the same filters', () => {
  const cases = [...TEXT_QUERIES, ...PARAM_QUERIES].filter((c) =>
    ON_PUBLIC_LIST.includes(nameOf(c)),
  );
  it('covers the chosen queries', () => expect(cases).toHaveLength(ON_PUBLIC_LIST.length));
  it.each(cases.map((c) => [nameOf(c), c] as const))('%s', (_name, c) => check('/api/property', c));
});

describe('bad parameters answer 400, naming the parameter', () => {
  it.each([
    ['bhk', 'bhk=5%20BHK'],
    ['sort', 'sort=cheap'],
    ['minPrice', 'minPrice=500&maxPrice=100'],
    ['furnishing', 'furnishing=Nice'],
    ['city', 'city=Jaipur'],
  ])('%s: %s', async (name, query) => {
    for (const path of ['/user/search', '/api/property']) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?search=flat&${query}` });
      expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(400);
      const body = res.json() as { error: string; msg?: string; fields?: Record<string, string> };
      const messages = [body.error, body.msg ?? '', ...Object.values(body.fields ?? {})];
      expect(
        messages.some((message) => message.includes(name)),
        `${path}?${query}: ${res.body}`,
      ).toBe(true);
    }
  });
});

describe('the corpus', () => {
  it('names only keys it has', () => {
    const named = [...TEXT_QUERIES, ...MEANING_QUERIES, ...PARAM_QUERIES].flatMap((c) => [
      ...(c.top ?? []),
      ...(Array.isArray(c.all) ? c.all : []),
      ...(c.never ?? []).filter((rule) => typeof rule === 'string'),
      ...(c.order ?? []).flat(),
    ]);
    expect(named.filter((key) => !CORPUS.some((entry) => entry.key === key))).toEqual([]);
  });

  it('holds at least 60 public listings and some that are not', () => {
    expect(published.length).toBeGreaterThanOrEqual(60);
    expect(hidden.length).toBeGreaterThan(0);
    expect(TEXT_QUERIES.length + PARAM_QUERIES.length).toBeGreaterThanOrEqual(50);
  });
});
