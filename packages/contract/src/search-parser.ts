/**
 * The reader behind `parseSearch` (declared in search-query.ts): which runs of a search text
 * name a city, type, kind, BHK, budget, furnishing, lister or sharing, and which words are left
 * for text matching.
 *
 * The text is cut into runs by the same rule as `searchWords` (letters, digits, grouped
 * numbers), each run read in NFC lower case with the Devanagari nukta dropped (so 'ज़मीन',
 * its decomposed form and 'जमीन' read the same); offsets always refer to the text as given.
 * Phrases are matched on consecutive runs, longest first; the characters between runs matter
 * only where they carry meaning ('₹', '+', '-', '/', ',' and a decimal point).
 *
 * Conflicts, decided once all runs are read:
 *  - the first city, lister and type count; a later run naming a different one stays text
 *    (a city name still matches the listing's city as text);
 *  - commercial, PG/hostel and plot are more specific than rent and sale: with one of them,
 *    rent or sale words say nothing more (commercial and PG listings are rented, plots sold) and
 *    are folded into that type's chip: read, not shown on their own, removed with it;
 *  - a commercial kind word ('shop', 'office', …) is one chip, its kind ('Shop'), and implies
 *    the commercial type; the word 'commercial' is the 'Commercial' type chip;
 *  - kinds, BHK, furnishing and sharing add up; a repeated value joins the earlier chip;
 *  - a budget is one chip: a later budget run may add the missing bound ('above 10k … under
 *    20k'); one that repeats a bound or inverts the range stays text.
 *
 * Numbers: an amount with a unit ('15k', '20 lakh', '1.2 cr') or a currency mark ('₹', 'rs',
 * 'inr') is a budget on its own (a maximum). A bare number is one only with a budget word
 * ('under 20000', '20000 tak', 'between 10000 and 20000') and only from ₹1,000 up, so 'under 2
 * or 3 bhk' reads as BHK; otherwise it stays a text word. A number before a BHK, sharing or area
 * word is never money ('2420 sqft' stays text).
 *
 * 'near X': X is a place and stays a text word, whatever it would otherwise mean ('pg near
 * office'); 'near me' names no place.
 */
import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  SEARCH_CITIES,
  SHARING_OPTIONS,
  type City,
  type ListedBy,
  type PropertyType,
} from './constants';
import { formatRupeesShort } from './format';
import { NEARBY_METRES } from './location';
import { PLACES, type Place } from './places';
import { settleDeal } from './search-deal';
import {
  SEARCH_KINDS,
  type Bhk,
  type Furnishing,
  type ParsedSearch,
  type SearchFilters,
  type SearchKind,
  type SearchReading,
  type SearchTerm,
  type Sharing,
  type Understood,
} from './search-query';
import { SAME_MEANING } from './search-synonyms';
import { searchWordRuns, searchWords } from './search-words';

/** The same bound as MAX_AMOUNT of property.ts (₹10,000 crore); larger budgets are not read. */
const MAX_PRICE = 100_000_000_000;
/** A number with neither unit nor currency mark is a budget only from this many rupees. */
const MIN_BARE_PRICE = 1000;

// ---------------------------------------------------------------------------------------------
// Vocabulary

const NUKTA = /\u093C/g;
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
/** How a run is looked up: NFC, lower case, no nukta. */
function keyOf(run: string): string {
  if (ASCII.test(run)) return run.toLowerCase();
  const lower = run.normalize('NFC').toLowerCase();
  return lower.includes('\u093C') ? lower.replace(NUKTA, '') : lower;
}

type Meaning =
  | { kind: 'city'; city: City }
  | { kind: 'type'; type: PropertyType; kinds?: readonly SearchKind[] }
  /** A room to live in: rented, or a PG's when the text says a sharing. */
  | { kind: 'room' }
  /** A phrase that stays text, so that no word of it is read alone ('puja room'). */
  | { kind: 'text' }
  | { kind: 'kinds'; kinds: readonly SearchKind[] }
  | { kind: 'furnishing'; value: Furnishing }
  | { kind: 'listedBy'; value: ListedBy }
  | { kind: 'sharing'; value: Sharing }
  | { kind: 'stop' };

/** Every word the reader knows, so that no fuzzy city match ever swallows one. */
const KNOWN_WORDS = new Set<string>();

/** A phrase table: keys are runs joined by one space, as `keyOf` reads them. */
class Phrases<T> {
  readonly map = new Map<string, T>();
  /** First words of the phrases: any other run starts none, and is passed over at once. */
  readonly starts = new Set<string>();
  longest = 1;
  /** `known`: its words are words of the vocabulary, never read as a misspelt city. */
  constructor(entries: [T, string[]][], known = true) {
    for (const [value, phrases] of entries)
      for (const phrase of phrases) {
        const words = phrase.split(' ').map(keyOf);
        const key = words.join(' ');
        // 'ज़मीन' and 'जमीन' are one key: listing both is fine, giving them two meanings is not.
        if (this.map.has(key) && this.map.get(key) !== value)
          throw new Error(`search vocabulary lists '${phrase}' twice`);
        this.map.set(key, value);
        this.longest = Math.max(this.longest, words.length);
        this.starts.add(words[0]!);
        if (known) for (const word of words) KNOWN_WORDS.add(word);
      }
  }
}

const ANY_HOME: readonly SearchKind[] = [
  'Apartment',
  'Independent House',
  'Villa',
  'Builder Floor',
];

const STOP_LIST = [
  'in',
  'at',
  'for',
  'near',
  'nearby',
  'with',
  'the',
  'a',
  'an',
  'of',
  'on',
  'and',
  'or',
  'to',
  'mein',
  'me',
  'ka',
  'ki',
  'ke',
  'par',
  'pe',
  'wala',
  'wali',
  'में',
  'का',
  'की',
  'के',
  'पर',
  'से',
  'property',
  'properties',
];

/** Words never kept for text matching (as `keyOf` reads them). */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(STOP_LIST.map(keyOf));

const VOCABULARY = new Phrases<Meaning>([
  [{ kind: 'city', city: 'Raipur' }, ['raipur', 'ryepur', 'raipr', 'रायपुर']],
  [{ kind: 'city', city: 'Bilaspur' }, ['bilaspur', 'bilaspr', 'bilashpur', 'बिलासपुर']],
  [{ kind: 'city', city: 'Durg' }, ['durg', 'durgh', 'durag', 'दुर्ग']],
  [{ kind: 'city', city: 'Bhilai' }, ['bhilai', 'bhilaai', 'bhilay', 'भिलाई']],
  [
    { kind: 'type', type: 'rent' },
    [
      'for rent',
      'on rent',
      'rent',
      'rental',
      'kiraya',
      'kiraye',
      'kiraaye',
      'kirae',
      'किराया',
      'किराये',
      'किराए',
    ],
  ],
  [
    { kind: 'type', type: 'sell' },
    ['for sale', 'on sale', 'sale', 'sell', 'buy', 'resale', 'bikau', 'बिकाऊ'],
  ],
  [
    { kind: 'type', type: 'pgHostel' },
    ['pg', 'hostel', 'hostels', 'paying guest', 'पीजी', 'हॉस्टल'],
  ],
  [
    { kind: 'type', type: 'plot' },
    ['plot', 'plots', 'land', 'zameen', 'jameen', 'zamin', 'ज़मीन', 'जमीन', 'प्लॉट'],
  ],
  [{ kind: 'type', type: 'commercial' }, ['commercial']],
  [
    { kind: 'type', type: 'commercial', kinds: ['Shop'] },
    ['shop', 'shops', 'dukaan', 'dukan', 'दुकान'],
  ],
  [
    { kind: 'type', type: 'commercial', kinds: ['Office Space'] },
    ['office', 'offices', 'office space'],
  ],
  [
    { kind: 'type', type: 'commercial', kinds: ['Showroom'] },
    ['showroom', 'showrooms', 'show room', 'show rooms'],
  ],
  [
    { kind: 'type', type: 'commercial', kinds: ['Warehouse'] },
    ['warehouse', 'warehouses', 'godown', 'godowns'],
  ],
  [{ kind: 'room' }, ['room', 'rooms', 'kamra', 'kamre', 'kamara', 'kamare', 'कमरा', 'कमरे', 'रूम']],
  // A part of a home or an office, not a room to live in.
  [
    { kind: 'text' },
    [
      'puja room',
      'pooja room',
      'store room',
      'conference room',
      'meeting room',
      'reading room',
      'study room',
      'living room',
      'drawing room',
      'dining room',
      'guest room',
      'servant room',
      'library room',
      'gym room',
      'waiting room',
      'board room',
      'class room',
      'wash room',
      'bath room',
      'server room',
    ],
  ],
  [{ kind: 'kinds', kinds: ['Apartment'] }, ['flat', 'flats', 'apartment', 'apartments', 'फ्लैट']],
  [
    { kind: 'kinds', kinds: ['Independent House'] },
    ['house', 'houses', 'independent house', 'kothi'],
  ],
  [{ kind: 'kinds', kinds: ['Villa'] }, ['villa', 'villas']],
  [{ kind: 'kinds', kinds: ['Builder Floor'] }, ['builder floor']],
  [{ kind: 'kinds', kinds: ANY_HOME }, ['makaan', 'makan', 'ghar', 'मकान', 'घर', 'home', 'homes']],
  [{ kind: 'furnishing', value: 'Furnished' }, ['furnished', 'fully furnished', 'full furnished']],
  [{ kind: 'furnishing', value: 'Semi-Furnished' }, ['semi furnished', 'semifurnished']],
  [
    { kind: 'furnishing', value: 'Un-Furnished' },
    ['unfurnished', 'un furnished', 'non furnished', 'nonfurnished', 'without furniture'],
  ],
  [
    { kind: 'listedBy', value: 'Owner' },
    [
      'by owner',
      'owner',
      'owners',
      'no broker',
      'no brokers',
      'without broker',
      'no brokerage',
      'zero brokerage',
      'direct owner',
    ],
  ],
  [
    { kind: 'listedBy', value: 'Agent' },
    ['agent', 'agents', 'broker', 'brokers', 'dealer', 'dealers', 'by agent', 'by broker'],
  ],
  [
    { kind: 'sharing', value: 'Single' },
    ['single', 'single sharing', 'single room', 'single occupancy', 'one sharing'],
  ],
  [
    { kind: 'sharing', value: 'Double' },
    [
      'double',
      'double sharing',
      'twin sharing',
      'double occupancy',
      'two sharing',
      'double room',
      'twin room',
    ],
  ],
  [
    { kind: 'sharing', value: 'Triple' },
    ['triple', 'triple sharing', 'triple occupancy', 'three sharing', 'triple room'],
  ],
  [{ kind: 'sharing', value: 'Four' }, ['four sharing']],
  [{ kind: 'stop' }, STOP_LIST.filter((word) => !['near', 'nearby'].includes(word))],
]);

/** 'near X': X is a place, read as text whatever it would otherwise mean. */
const NEAR = new Phrases<true>([[true, ['near', 'nearby', 'near by']]]);
/** Stop words after 'near' that end it without naming a place ('near me'). */
const NEAR_ME = new Set(['me', 'mein', 'में'].map(keyOf));
/**
 * The localities 'near' can measure from (places.ts). Their words stay ordinary words
 * elsewhere: 'nehru nagar' alone is text, matched against the address.
 */
const PLACE_NAMES = new Phrases<Place>(
  PLACES.map((place): [Place, string[]] => [place, [place.name]]),
  false,
);

/** Words and names of one meaning (search-synonyms.ts): the index of their group. */
const SAME_MEANING_PHRASES = new Phrases<number>(
  SAME_MEANING.map((group, index): [number, string[]] => [index, [...group]]),
);
/** Each group as the index spells it: `searchWords` form, and without the nukta too. */
const SAME_AS: readonly string[][] = SAME_MEANING.map((group) => [
  ...new Set(
    group.flatMap((phrase) => {
      const form = searchWords(phrase).join(' ');
      return [form, form.replace(NUKTA, '')];
    }),
  ),
]);

type Bound = 'min' | 'max' | 'between';
const BUDGET_WORDS = new Phrases<Bound>([
  [
    'max',
    ['under', 'below', 'upto', 'up to', 'within', 'max', 'maximum', 'less than', 'budget', 'till'],
  ],
  [
    'min',
    [
      'above',
      'over',
      'more than',
      'min',
      'minimum',
      'from',
      'starting',
      'starting from',
      'starts from',
      'at least',
      'atleast',
    ],
  ],
  ['between', ['between']],
]);
/** Words that may stand between a budget word and its amount: 'budget of 20k'. */
const BUDGET_FILLERS = new Set(['of', 'is']);
/** After an amount: '15000 tak', '10k onwards'. */
const BUDGET_AFTER = new Phrases<'min' | 'max'>([
  ['max', ['tak', 'तक', 'or less', 'and below', 'or below', 'max', 'maximum', 'se kam', 'से कम']],
  ['min', ['onwards', 'onward', 'and above', 'or above', 'or more', 'plus', 'se upar', 'से ऊपर']],
]);
/** Between two amounts of a range ('10k to 20k', '10 se 20 hazar'). */
const RANGE_WORDS = new Set(['to', 'se', 'से'].map(keyOf));
const LAKH = 1_00_000;
const UNITS = new Phrases<number>([
  [1_000, ['k', 'thousand', 'thousands', 'hazar', 'hazaar', 'hajar', 'हज़ार']],
  [LAKH, ['l', 'lac', 'lacs', 'lakh', 'lakhs', 'लाख']],
  [1_00_00_000, ['cr', 'crs', 'crore', 'crores', 'करोड़']],
]);
const CURRENCY_BEFORE = new Set(['rs', 'inr']);
const CURRENCY_AFTER = new Phrases<true>([
  [true, ['rs', 'inr', 'rupees', 'rupee', 'rupaye', 'रुपये', 'रुपए']],
]);
/** Read with a budget and shown in its chip: '15000 per month'. */
const PER_MONTH = new Phrases<true>([
  [true, ['per month', 'a month', 'pm', 'month', 'monthly', 'mahina', 'per mahina', 'महीना']],
]);
const AREA_UNITS = new Phrases<true>([
  [
    true,
    [
      'sqft',
      'sq ft',
      'sq feet',
      'sqfeet',
      'square feet',
      'square foot',
      'square ft',
      'ft',
      'feet',
      'sqyd',
      'sq yd',
      'sq yard',
      'sq yards',
      'square yard',
      'square yards',
      'yard',
      'yards',
      'gaj',
      'sqm',
      'sq m',
      'sq mt',
      'square meter',
      'square metre',
      'acre',
      'acres',
      'decimal',
      'dismil',
      'hectare',
      'वर्ग फुट',
    ],
  ],
]);
const BHK_WORDS = new Phrases<'bhk' | 'rk'>([
  ['bhk', ['bhk', 'bhks', 'bedroom', 'bedrooms', 'bed', 'beds']],
  ['rk', ['rk', 'room kitchen']],
]);
const SHARING_AFTER_NUMBER = new Phrases<true>([[true, ['sharing', 'seater']]]);
const SHARING_BY_COUNT: readonly Sharing[] = ['Single', 'Double', 'Triple', 'Four'];

for (const word of [...BUDGET_FILLERS, ...RANGE_WORDS, ...CURRENCY_BEFORE, ...SEARCH_STOP_WORDS])
  KNOWN_WORDS.add(word);

const CITY_NAMES = SEARCH_CITIES.map((city) => [city, city.toLowerCase()] as const);
/** Real words and other places within a typo of a city name: never read as that city. */
const NOT_CITIES = new Set(['durga', 'jaipur', 'rampur', 'rajpur']);

const TYPE_LABELS: Record<PropertyType, string> = {
  rent: 'For rent',
  sell: 'For sale',
  pgHostel: 'PG/Hostel',
  plot: 'Plot',
  commercial: 'Commercial',
};
const MORE_SPECIFIC_TYPES: ReadonlySet<PropertyType> = new Set(['pgHostel', 'plot', 'commercial']);
const LISTED_BY_LABELS: Record<ListedBy, string> = { Owner: 'By owner', Agent: 'By agent' };

// ---------------------------------------------------------------------------------------------
// Fuzzy city names

/** Longest word worth comparing: more than two letters longer than any city name is too far. */
const MAX_FUZZY_LENGTH = Math.max(...SEARCH_CITIES.map((city) => city.length)) + 2;
/** Three rows of the distance table, one after another: table row r is row (r + 1) % 3 here. */
const table = new Int32Array(3 * (MAX_FUZZY_LENGTH + 1));

/** Optimal-string-alignment distance of a and b if at most max, else max + 1. */
function distanceWithin(a: string, b: string, max: number): number {
  const m = b.length;
  if (Math.abs(a.length - m) > max || m > MAX_FUZZY_LENGTH) return max + 1;
  const width = m + 1;
  for (let j = 0; j <= m; j++) table[width + j] = j; // row 1 holds table row 0
  for (let i = 1; i <= a.length; i++) {
    const current = ((i + 1) % 3) * width;
    const previous = (i % 3) * width;
    const before = ((i + 2) % 3) * width;
    const ai = a.charCodeAt(i - 1);
    table[current] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        table[previous + j]! + 1,
        table[current + j - 1]! + 1,
        table[previous + j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        value = Math.min(value, table[before + j - 2]! + 1);
      table[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return Math.min(table[((a.length + 1) % 3) * width + m]!, max + 1);
}

const LATIN_WORD = /^[a-z]+$/;

/** A misspelt city: one edit for words of 5 letters or more, two from 7. */
function fuzzyCity(key: string): City | undefined {
  if (key.length < 5 || key.length > MAX_FUZZY_LENGTH || !LATIN_WORD.test(key)) return undefined;
  if (KNOWN_WORDS.has(key) || NOT_CITIES.has(key)) return undefined;
  const max = key.length >= 7 ? 2 : 1;
  let best: City | undefined;
  let bestDistance = max + 1;
  for (const [city, name] of CITY_NAMES) {
    const distance = distanceWithin(key, name, max);
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Reading

type Run = {
  /** Token range [a, b). */
  a: number;
  b: number;
  /** Character span in the text as given (may take in a '₹' before or a '+' after). */
  start: number;
  end: number;
};

type Mention = { run: Run } & (
  | { field: 'city'; city: City }
  | { field: 'near'; place: Place }
  | { field: 'nearMe' }
  | { field: 'type'; type: PropertyType; kinds?: readonly SearchKind[]; room?: true }
  | { field: 'kinds'; kinds: readonly SearchKind[] }
  | { field: 'bhk'; values: Bhk[] }
  | {
      field: 'price';
      min?: number;
      max?: number;
      /** '15000 per month': the words say it is a rent. */
      perMonth: boolean;
      /** Every amount in lakh or crore ('50 lakh', '10 to 20 lakh'). */
      inLakhs: boolean;
    }
  | { field: 'furnishing'; value: Furnishing }
  | { field: 'listedBy'; value: ListedBy }
  | { field: 'sharing'; value: Sharing }
);

type Token = {
  start: number;
  end: number;
  raw: string;
  key: string;
  /** ASCII digits (a grouped number's commas removed). */
  digits: boolean;
  grouped: boolean;
};

type NumberRead = { value: number; b: number; integer: boolean };
type Amount = Run & { value: number; num: number; mult: number; unit: boolean; currency: boolean };

const TEXT = -1;
const STOP = -2;

const SPACES = /^\s*$/u;
const PHRASE_GAP = /^[\s._-]*$/u;
const DASH_GAP = /^\s*[-–—~]\s*$/u;
const AND_GAP = /^\s*&\s*$/u;
const LIST_GAP = /^\s*[/,&]\s*$/u;
const BHK_GAP = /^[\s+-]*$/u;
const CURRENCY_GAP = /^[\s.]*$/u;
const PER_MONTH_GAP = /^[\s/]*$/u;
const SHARING_GAP = /^[\s-]*$/u;
const RUPEE_BEFORE = /₹\s*$/u;
const DIGITS = /^[0-9]+$/;

class Reader {
  readonly tokens: Token[];
  /** gaps[i]: the text between token i - 1 and token i; gaps[n]: after the last. */
  readonly gaps: string[];
  readonly role: number[];
  readonly mentions: Mention[] = [];

  constructor(text: string) {
    this.tokens = searchWordRuns(text).map(([start, end]) => {
      const raw = text.slice(start, end);
      const grouped = raw.includes(',');
      const key = grouped ? raw.replaceAll(',', '') : keyOf(raw);
      return { start, end, raw, key, digits: DIGITS.test(key), grouped };
    });
    this.gaps = [];
    let previous = 0;
    for (const token of this.tokens) {
      this.gaps.push(text.slice(previous, token.start));
      previous = token.end;
    }
    this.gaps.push(text.slice(previous));
    this.role = this.tokens.map(() => TEXT);
  }

  get n(): number {
    return this.tokens.length;
  }

  key(i: number): string | undefined {
    return this.tokens[i]?.key;
  }

  /** The longest phrase of `table` starting at token i. */
  phrase<T>(table: Phrases<T>, i: number, gap = PHRASE_GAP): { value: T; b: number } | null {
    let key = this.key(i);
    if (key === undefined || !table.starts.has(key)) return null;
    let found: { value: T; b: number } | null = null;
    for (let b = i + 1; ; b++) {
      const value = table.map.get(key);
      if (value !== undefined) found = { value, b };
      const next = this.tokens[b];
      if (!next || b - i >= table.longest || !gap.test(this.gaps[b]!)) break;
      key = `${key} ${next.key}`;
    }
    return found;
  }

  /** A phrase of `table` right after token b - 1, separated from it only by spaces. */
  following<T>(table: Phrases<T>, b: number, gap = SPACES): { value: T; b: number } | null {
    if (b >= this.n || !gap.test(this.gaps[b]!)) return null;
    return this.phrase(table, b);
  }

  run(a: number, b: number, start = this.tokens[a]!.start, end = this.tokens[b - 1]!.end): Run {
    return { a, b, start, end };
  }

  number(i: number): NumberRead | null {
    const token = this.tokens[i];
    if (!token?.digits) return null;
    // The fraction of '1.5' is not a number of its own.
    if (i > 0 && this.tokens[i - 1]!.digits && this.gaps[i] === '.') return null;
    const fraction = this.tokens[i + 1];
    if (fraction?.digits && !fraction.grouped && this.gaps[i + 1] === '.')
      return { value: Number(`${token.key}.${fraction.key}`), b: i + 2, integer: false };
    return { value: Number(token.key), b: i + 1, integer: true };
  }

  /** True when the run at b says the number before it is not money: '2 bhk', '1200 sqft'. */
  notMoneyAfter(b: number): boolean {
    if (b >= this.n || !BHK_GAP.test(this.gaps[b]!)) return false;
    return (
      this.phrase(AREA_UNITS, b) !== null ||
      this.phrase(BHK_WORDS, b) !== null ||
      this.phrase(SHARING_AFTER_NUMBER, b) !== null
    );
  }

  /** An amount of money: [rs|₹] number [unit [number unit]] [rs]. */
  amount(i: number): Amount | null {
    if (i >= this.n) return null;
    let j = i;
    let currency = false;
    const token = this.tokens[i]!;
    if (!token.digits && !CURRENCY_BEFORE.has(token.key)) return null;
    let start = token.start;
    if (!token.digits && CURRENCY_GAP.test(this.gaps[i + 1] ?? '')) {
      currency = true;
      j = i + 1;
    } else {
      const rupee = RUPEE_BEFORE.exec(this.gaps[i]!);
      if (rupee) {
        currency = true;
        start -= this.gaps[i]!.length - rupee.index;
      }
    }
    const number = this.number(j);
    if (!number) return null;
    let b = number.b;
    let mult = 1;
    let value = number.value;
    const unit = this.following(UNITS, b);
    if (unit) {
      mult = unit.value;
      value *= mult;
      b = unit.b;
      // '1 lakh 50 thousand', '1 cr 20 lakh'
      const more = b < this.n && SPACES.test(this.gaps[b]!) ? this.number(b) : null;
      const smaller = more && this.following(UNITS, more.b);
      if (more && smaller && smaller.value < mult) {
        value += more.value * smaller.value;
        b = smaller.b;
      }
    }
    if (!currency) {
      const after = this.following(CURRENCY_AFTER, b);
      if (after) {
        currency = true;
        b = after.b;
      }
    }
    if (this.notMoneyAfter(b)) return null;
    value = Math.round(value);
    if (!(value >= 1 && value <= MAX_PRICE)) return null;
    const end = this.tokens[b - 1]!.end;
    // Written out, not spread from a Run: V8 spreads into a new object slowly here.
    return { a: i, b, start, end, value, num: number.value, mult, unit: unit !== null, currency };
  }

  /** A budget: [budget word] amount [(-|to|and) amount] [tak|onwards…] [per month]. */
  budget(i: number): Mention | null {
    let j = i;
    const word = this.phrase(BUDGET_WORDS, i);
    if (word) {
      j = word.b;
      while (j < this.n && BUDGET_FILLERS.has(this.key(j)!)) j++;
    }
    const x = this.amount(j);
    if (!x) return null;
    const start = word ? this.tokens[i]!.start : x.start;
    const bound = word?.value;

    const y = this.rangeEnd(x.b, bound === 'between');
    if (y) {
      const marked = x.unit || y.unit || x.currency || y.currency;
      // 'between 10 and 20 lakh', '10-20k': the unit after the second applies to the first.
      const borrowed = !x.unit && y.unit && x.num <= y.num;
      const first = borrowed ? Math.round(x.num * y.mult) : x.value;
      const low = Math.min(first, y.value);
      const high = Math.max(first, y.value);
      if ((marked || (bound && high >= MIN_BARE_PRICE)) && low >= 1 && high <= MAX_PRICE) {
        const end = this.perMonth(y.b, y.end);
        return {
          field: 'price',
          min: low,
          max: high,
          perMonth: end.b > y.b,
          inLakhs: (borrowed ? y.mult : x.mult) >= LAKH && y.mult >= LAKH,
          run: this.run(i, end.b, start, end.end),
        };
      }
    }
    if (bound === 'between') return null;

    let direction = bound;
    let b = x.b;
    let end = x.end;
    const after = this.following(BUDGET_AFTER, b);
    if (after && (!direction || direction === after.value)) {
      direction = after.value;
      b = after.b;
      end = this.tokens[b - 1]!.end;
    } else if (!direction && this.gaps[b]!.startsWith('+')) {
      // '10k+'
      direction = 'min';
      end += 1;
    }
    if (!x.unit && !x.currency && (!direction || x.value < MIN_BARE_PRICE)) return null;
    const tail = this.perMonth(b, end);
    const run = this.run(i, tail.b, start, tail.end);
    const said = { perMonth: tail.b > b, inLakhs: x.mult >= LAKH, run };
    return direction === 'min'
      ? { field: 'price', min: x.value, ...said }
      : { field: 'price', max: x.value, ...said };
  }

  /** The second amount of a range starting after token b - 1. */
  rangeEnd(b: number, between: boolean): Amount | null {
    if (b >= this.n) return null;
    const gap = this.gaps[b]!;
    if (DASH_GAP.test(gap) || (between && AND_GAP.test(gap))) return this.amount(b);
    const key = this.key(b)!;
    if (
      SPACES.test(gap) &&
      (RANGE_WORDS.has(key) || (between && key === 'and')) &&
      SPACES.test(this.gaps[b + 1] ?? '')
    )
      return this.amount(b + 1);
    return null;
  }

  perMonth(b: number, end: number): { b: number; end: number } {
    const month = this.following(PER_MONTH, b, PER_MONTH_GAP);
    return month ? { b: month.b, end: this.tokens[month.b - 1]!.end } : { b, end };
  }

  /** '2bhk', '2 or 3 bhk', '2/3 bhk', '2-3 bhk', '4+ bhk', '1 rk'. */
  bhk(i: number): Mention | null {
    const spans: [number, number][] = [];
    let j = i;
    let joinAsRange = false;
    for (;;) {
      const number = this.number(j);
      if (!number?.integer || spans.length >= 6) return null;
      const last = spans[spans.length - 1];
      if (joinAsRange && last) last[1] = number.value;
      else spans.push([number.value, number.value]);
      j = number.b;
      if (j >= this.n) return null;
      const gap = this.gaps[j]!;
      const key = this.key(j)!;
      if (this.tokens[j]!.digits) {
        if (LIST_GAP.test(gap)) joinAsRange = false;
        else if (DASH_GAP.test(gap)) joinAsRange = true;
        else return null;
        continue;
      }
      if (SPACES.test(gap) && this.tokens[j + 1]?.digits && SPACES.test(this.gaps[j + 1]!)) {
        if (key === 'or' || key === 'and') joinAsRange = false;
        else if (key === 'to') joinAsRange = true;
        else break;
        j++;
        continue;
      }
      break;
    }
    if (!BHK_GAP.test(this.gaps[j]!)) return null;
    const word = this.phrase(BHK_WORDS, j);
    if (!word) return null;
    let plus = this.gaps[j]!.includes('+');
    let end = this.tokens[word.b - 1]!.end;
    if (!plus && this.gaps[word.b]?.startsWith('+')) {
      plus = true;
      end += 1;
    }
    const run = this.run(i, word.b, undefined, end);
    if (word.value === 'rk') {
      const only = spans.length === 1 && spans[0]![0] === 1 && spans[0]![1] === 1;
      return only && !plus ? { field: 'bhk', values: ['1 RK'], run } : null;
    }
    const counts = new Set<number>();
    for (const [from, to] of spans) {
      const [low, high] = from <= to ? [from, to] : [to, from];
      if (low < 1 || high > 9) return null;
      for (let count = low; count <= high; count++) counts.add(count);
    }
    if (plus) for (let count = spans[spans.length - 1]![1]; count <= 5; count++) counts.add(count);
    const values = BHK_OPTIONS.filter((option) =>
      [...counts].some((count) => bhkOption(count) === option),
    );
    return { field: 'bhk', values, run };
  }

  /** '4 sharing', '3 seater'. */
  sharing(i: number): Mention | null {
    const number = this.number(i);
    if (!number?.integer) return null;
    const word = this.following(SHARING_AFTER_NUMBER, number.b, SHARING_GAP);
    const value = SHARING_BY_COUNT[number.value - 1];
    return word && value ? { field: 'sharing', value, run: this.run(i, word.b) } : null;
  }

  /** A number with an area unit: both stay text. Returns the token after them. */
  area(i: number): number | null {
    const number = this.number(i);
    if (!number) return null;
    return this.following(AREA_UNITS, number.b)?.b ?? null;
  }

  add(mention: Mention) {
    const index = this.mentions.length;
    this.mentions.push(mention);
    for (let k = mention.run.a; k < mention.run.b; k++) this.role[k] = index;
  }

  read() {
    let nearPlace = false;
    /** Where the 'near' being read starts: a chip for it takes the words from there. */
    let nearFrom = 0;
    let i = 0;
    while (i < this.n) {
      const key = this.key(i)!;
      if (nearPlace) {
        const place = this.phrase(PLACE_NAMES, i);
        if (place) {
          this.add({ field: 'near', place: place.value, run: this.run(nearFrom, place.b) });
          nearPlace = false;
          i = place.b;
          continue;
        }
        if (SEARCH_STOP_WORDS.has(key)) {
          this.role[i++] = STOP;
          if (NEAR_ME.has(key)) {
            this.add({ field: 'nearMe', run: this.run(nearFrom, i) });
            nearPlace = false;
          }
          continue;
        }
        nearPlace = false;
        i = this.number(i)?.b ?? i + 1;
        continue;
      }
      const near = this.phrase(NEAR, i);
      if (near) {
        nearFrom = i;
        for (; i < near.b; i++) this.role[i] = STOP;
        nearPlace = true;
        continue;
      }
      const found = this.budget(i) ?? this.bhk(i) ?? this.sharing(i);
      if (found) {
        this.add(found);
        i = found.run.b;
        continue;
      }
      const afterArea = this.area(i);
      if (afterArea !== null) {
        i = afterArea;
        continue;
      }
      const phrase = this.phrase(VOCABULARY, i);
      if (phrase) {
        const meaning = phrase.value;
        const run = this.run(i, phrase.b);
        if (meaning.kind === 'stop') for (let k = i; k < phrase.b; k++) this.role[k] = STOP;
        else if (meaning.kind === 'text') {
          // Stays text, as typed.
        } else if (meaning.kind === 'room')
          this.add({ field: 'type', type: 'rent', room: true, run });
        else if (meaning.kind === 'city') this.add({ field: 'city', city: meaning.city, run });
        else if (meaning.kind === 'type')
          this.add({ field: 'type', type: meaning.type, kinds: meaning.kinds, run });
        else if (meaning.kind === 'kinds') this.add({ field: 'kinds', kinds: meaning.kinds, run });
        else this.add({ field: meaning.kind, value: meaning.value, run } as Mention);
        i = phrase.b;
        continue;
      }
      const city = fuzzyCity(key);
      if (city) this.add({ field: 'city', city, run: this.run(i, i + 1) });
      i++;
    }
  }
}

function bhkOption(count: number): Bhk {
  return count >= 5 ? '4 BHK +' : count === 1 ? '1 BHK' : (`${count} BHK` as Bhk);
}

// ---------------------------------------------------------------------------------------------
// Deciding

type Chip = {
  field: Understood['field'];
  label: string;
  /** Runs read into this chip, the first being the one that made it. */
  runs: Run[];
  values: string[];
};

export type Reading = {
  parsed: ParsedSearch;
  /** For each understood item, every span `withoutUnderstood` removes. */
  spans: [number, number][][];
};

function ordered<T extends string>(options: readonly T[], values: Iterable<string>): T[] {
  const set = new Set(values);
  return options.filter((option) => set.has(option));
}

/**
 * A budget chip reads as the budget filter does: short rupees (₹15,000, ₹10 Lakh, ₹1.5 Cr);
 * a budget read as a price to buy says so ('Buy under ₹50 Lakh').
 */
function priceLabel(min: number | undefined, max: number | undefined, purchase: boolean): string {
  if (min !== undefined && max !== undefined)
    return `${purchase ? 'Buy for ' : ''}${formatRupeesShort(min)} – ${formatRupeesShort(max)}`;
  if (min !== undefined) return `${purchase ? 'Buy above' : 'Above'} ${formatRupeesShort(min)}`;
  return `${purchase ? 'Buy under' : 'Under'} ${formatRupeesShort(max ?? 0)}`;
}

/**
 * The terms of the words left as text: the words of a phrase of search-synonyms.ts are one term
 * with the phrases of the same meaning; every other word is a term of its own. A phrase may take
 * in a word read as a chip ('nava raipur': Raipur is the city), but only its text words are
 * typed words of the term.
 */
function termsOf(reader: Reader, words: readonly string[]): SearchTerm[] {
  if (words.length === 0) return [];
  const { role, tokens } = reader;
  const left = new Set(words);
  const byGroup = new Map<number, SearchTerm>();
  for (let k = 0; k < tokens.length;) {
    const same = reader.phrase(SAME_MEANING_PHRASES, k);
    if (!same) {
      k++;
      continue;
    }
    const typed: string[] = [];
    for (let j = k; j < same.b; j++) {
      if (role[j] !== TEXT) continue;
      // An ASCII run's key is its word; others are read as searchWords reads them.
      const { key, raw } = tokens[j]!;
      const word = ASCII.test(raw) ? key : searchWords(raw)[0];
      if (word !== undefined && left.has(word)) typed.push(word);
    }
    if (typed.length > 0) {
      const term = byGroup.get(same.value) ?? { words: [], sameAs: SAME_AS[same.value]! };
      for (const word of typed) if (!term.words.includes(word)) term.words.push(word);
      byGroup.set(same.value, term);
      k = same.b;
    } else k++;
  }
  const terms = [...byGroup.values()];
  const covered = new Set(terms.flatMap((term) => term.words));
  for (const word of words) if (!covered.has(word)) terms.push({ words: [word], sameAs: [] });
  return terms;
}

/**
 * What `parseSearch` returns, with where each understood item's runs stand, so removing one
 * needs no second reading (search-meaning.ts).
 */
export function readSearchText(text: string, reading: SearchReading): Reading {
  const reader = new Reader(text);
  reader.read();
  const { mentions, role, tokens } = reader;

  const chips: Chip[] = [];
  const labelled = new Map<string, Chip>();
  /** The chip of a field and label: a repeated value joins the chip that has it. */
  const chip = (field: Chip['field'], label: string, run: Run, values: readonly string[] = []) => {
    const id = `${field}\u0000${label}`;
    let found = labelled.get(id);
    if (found) found.runs.push(run);
    else {
      found = { field, label, runs: [run], values: [...values] };
      chips.push(found);
      labelled.set(id, found);
    }
    return found;
  };
  const asText = (mention: Mention) => {
    for (let k = mention.run.a; k < mention.run.b; k++)
      role[k] = SEARCH_STOP_WORDS.has(tokens[k]!.key) ? STOP : TEXT;
  };

  // A room with a sharing ('2 sharing room', 'double room') is a PG's room.
  if (mentions.some((m) => m.field === 'sharing'))
    for (const m of mentions) if (m.field === 'type' && m.room) m.type = 'pgHostel';
  const typeMentions = mentions.filter((m) => m.field === 'type');
  const type = (typeMentions.find((m) => MORE_SPECIFIC_TYPES.has(m.type)) ?? typeMentions[0])?.type;
  let typeChip: Chip | undefined;
  /** Rent and sale words said with a more specific type: read into that type's chip. */
  const folded: Run[] = [];
  /** Whether rent or sale words were read, as the type or folded into it. */
  const said = { rent: false, sell: false };
  let city: City | undefined;
  let near: Place | undefined;
  let nearMe = false;
  let listedBy: ListedBy | undefined;
  let priceChip: Chip | undefined;
  let minPrice: number | undefined;
  let maxPrice: number | undefined;
  const budget = { perMonth: false, inLakhs: true };

  for (const m of mentions) {
    let made: Chip | undefined;
    switch (m.field) {
      case 'city':
        city ??= m.city;
        if (city === m.city) made = chip('city', m.city, m.run);
        break;
      case 'near':
      case 'nearMe': {
        // The first 'near' is where to measure from; a later one stays read, without a chip.
        if (near || nearMe) {
          for (let k = m.run.a; k < m.run.b; k++) role[k] = STOP;
          continue;
        }
        if (m.field === 'near') near = m.place;
        else nearMe = true;
        made = chip('near', near ? `Near ${near.name}` : 'Near me', m.run);
        break;
      }
      case 'listedBy':
        listedBy ??= m.value;
        if (listedBy === m.value) made = chip('listedBy', LISTED_BY_LABELS[m.value], m.run);
        break;
      case 'type': {
        const foldedIn =
          m.type !== type && MORE_SPECIFIC_TYPES.has(type!) && !MORE_SPECIFIC_TYPES.has(m.type);
        if (m.type === type || foldedIn) {
          if (m.type === 'rent') said.rent = true;
          if (m.type === 'sell') said.sell = true;
        }
        if (foldedIn) {
          folded.push(m.run);
          continue;
        }
        if (m.type === type) {
          made = m.kinds
            ? chip('kinds', m.kinds.join(', '), m.run, m.kinds)
            : chip('propertyType', TYPE_LABELS[m.type], m.run);
          typeChip ??= made;
        }
        break;
      }
      case 'kinds':
        made = chip(
          'kinds',
          m.kinds === ANY_HOME ? 'Any home' : m.kinds.join(', '),
          m.run,
          m.kinds,
        );
        break;
      case 'bhk':
        made = chip('bhk', m.values.join(', '), m.run, m.values);
        break;
      case 'furnishing':
        made = chip('furnishing', m.value, m.run, [m.value]);
        break;
      case 'sharing':
        made = chip('sharing', `${m.value} sharing`, m.run, [m.value]);
        break;
      case 'price': {
        const min = m.min ?? minPrice;
        const max = m.max ?? maxPrice;
        const fits =
          !priceChip ||
          ((m.min === undefined || minPrice === undefined) &&
            (m.max === undefined || maxPrice === undefined) &&
            (min === undefined || max === undefined || min <= max));
        if (fits) {
          minPrice = min;
          maxPrice = max;
          budget.perMonth ||= m.perMonth;
          budget.inLakhs &&= m.inLakhs;
          made = priceChip = chip('price', '', m.run);
        }
        break;
      }
    }
    if (!made) asText(m);
  }
  // The more specific type was said, so its chip exists.
  typeChip?.runs.push(...folded);

  const deal = settleDeal({
    type: reading.propertyType ?? type,
    typeChosen: reading.propertyType !== undefined,
    saidRent: said.rent,
    saidSale: said.sell,
    kinds: chips.filter((c) => c.field === 'kinds').flatMap((c) => c.values as SearchKind[]),
    budget: priceChip && { min: minPrice, max: maxPrice, ...budget },
  });
  if (priceChip && !deal.keepBudget) {
    // Read, so not text, but no filter: the note names it instead.
    chips.splice(chips.indexOf(priceChip), 1);
    priceChip = minPrice = maxPrice = undefined;
  }
  if (priceChip) priceChip.label = priceLabel(minPrice, maxPrice, deal.purchase);

  const filters: SearchFilters = {};
  const union = (field: Chip['field']) =>
    chips.filter((c) => c.field === field).flatMap((c) => c.values);
  if (city) filters.city = city;
  if (near) {
    filters.near = near.centre;
    filters.radius = NEARBY_METRES;
  }
  if (type) filters.propertyType = type;
  const kinds = ordered(SEARCH_KINDS, union('kinds'));
  if (kinds.length) filters.kinds = kinds;
  const bhk = ordered(BHK_OPTIONS, union('bhk'));
  if (bhk.length) filters.bhk = bhk;
  if (deal.purchase) filters.purchase = true;
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const furnishing = ordered(FURNISHING_OPTIONS, union('furnishing'));
  if (furnishing.length) filters.furnishing = furnishing;
  if (listedBy) filters.listedBy = listedBy;
  const sharing = ordered(SHARING_OPTIONS, union('sharing'));
  if (sharing.length) filters.sharing = sharing;

  // Every run of a chip is read (no longer text), stop words included.
  chips.forEach((c, index) => {
    for (const run of c.runs) for (let k = run.a; k < run.b; k++) role[k] = index;
  });

  // A chip shows the runs that stand together with its first one (only stop words between).
  const items: { item: Understood; spans: [number, number][] }[] = chips.map((c) => {
    const runs = [...c.runs].sort((p, q) => p.a - q.a);
    const groups: Run[] = [];
    for (const run of runs) {
      const last = groups[groups.length - 1];
      let joined = !!last;
      for (let k = last?.b ?? 0; joined && k < run.a; k++) joined = role[k] === STOP;
      if (last && joined) {
        last.b = run.b;
        last.end = Math.max(last.end, run.end);
      } else groups.push({ ...run });
    }
    const first = c.runs[0]!;
    const shown = groups.find((g) => g.a <= first.a && first.a < g.b)!;
    return {
      item: { field: c.field, label: c.label, start: shown.start, end: shown.end },
      spans: groups.map((g): [number, number] => [g.start, g.end]),
    };
  });
  items.sort((p, q) => p.item.start - q.item.start);

  // The words of the text with every read run blanked out: what `searchWords` makes of the
  // rest, so a mark that NFC joins to the character before it behaves as in the whole text.
  let rest = '';
  tokens.forEach((token, k) => {
    rest += reader.gaps[k] + (role[k] === TEXT ? token.raw : ' ');
  });
  const words = [...new Set(searchWords(rest))].filter(
    (word) => !SEARCH_STOP_WORDS.has(keyOf(word)),
  );

  return {
    parsed: {
      filters,
      words,
      terms: termsOf(reader, words),
      understood: items.map((entry) => entry.item),
      notes: deal.note ? [deal.note] : [],
      nearMe,
    },
    spans: items.map((entry) => entry.spans),
  };
}

// ---------------------------------------------------------------------------------------------
// API

/**
 * The filters a search text names, the chips that show them, the words left to match and what
 * it asked for that no listing can be. A type chosen outside the text (`reading`) decides, with
 * the text, whether a budget is a price or a rent (search-deal.ts).
 */
export function parseSearch(text: string, reading: SearchReading = {}): ParsedSearch {
  return readSearchText(text, reading).parsed;
}

/**
 * The text with the run of one understood chip removed (and extra spaces tidied), for removing
 * a chip. Words folded into the chip ('on rent' read with 'shop') go with it.
 */
export function withoutUnderstood(
  text: string,
  item: Understood,
  readingAs: SearchReading = {},
): string {
  const reading = readSearchText(text, readingAs);
  const index = reading.parsed.understood.findIndex(
    (u) => u.field === item.field && u.start === item.start && u.end === item.end,
  );
  if (index >= 0) return withoutSpans(text, reading.spans[index]!);
  if (0 <= item.start && item.start <= item.end && item.end <= text.length)
    return withoutSpans(text, [[item.start, item.end]]);
  return text;
}

/** The text without these [start, end) spans, the spaces where they stood tidied. */
export function withoutSpans(text: string, spans: readonly (readonly [number, number])[]): string {
  const sorted = [...spans].sort((p, q) => p[0] - q[0]);
  if (sorted.length === 0) return text;
  let out = text.slice(0, sorted[0]![0]);
  sorted.forEach(([, end], k) => {
    const next = text.slice(end, sorted[k + 1]?.[0] ?? text.length);
    const left = out.trimEnd();
    const right = next.trimStart();
    out = left && right ? `${left} ${right}` : left + right;
  });
  return out;
}
