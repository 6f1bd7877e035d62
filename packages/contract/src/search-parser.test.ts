import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTED_BY,
  SEARCH_CITIES,
  SHARING_OPTIONS,
} from './constants';
import { MAX_AMOUNT } from './amounts';
import { parseSearch, SEARCH_STOP_WORDS, withoutUnderstood } from './search-parser';
import { findPlace, PLACES } from './places';
import {
  SEARCH_KINDS,
  type ParsedSearch,
  type SearchFilters,
  type SearchKind,
} from './search-query';
import { meansOtherThan, SAME_MEANING } from './search-synonyms';
import { isSearchWord, searchWords } from './search-words';

const ANY_HOME: SearchKind[] = ['Apartment', 'Independent House', 'Villa', 'Builder Floor'];

type Case = [text: string, filters: SearchFilters, words?: string[]];

/** Each text yields exactly these filters and words (no words when not given). */
function expectCases(cases: Case[]) {
  it.each(cases)('%s', (text, filters, words = []) => {
    const parsed = parseSearch(text);
    expect(parsed.filters).toEqual(filters);
    expect(parsed.words).toEqual(words);
  });
}

const chips = (parsed: ParsedSearch) => parsed.understood.map((u) => `${u.field}: ${u.label}`);
/** A budget chip without its 'to buy' wording: 'price: Buy under ₹50 Lakh' → 'price: Under ₹50 Lakh'. */
const withoutDeal = (chip: string) =>
  chip
    .replace(/^price: Buy for /, 'price: ')
    .replace(
      /^price: Buy (under|above) /,
      (_, bound: string) => `price: ${bound[0]!.toUpperCase()}${bound.slice(1)} `,
    );

describe('parseSearch: the queries of the brief', () => {
  expectCases([
    ['flat for rent in bilaspur', { city: 'Bilaspur', propertyType: 'rent', kinds: ['Apartment'] }],
    ['2bhk raipur under 15k', { city: 'Raipur', bhk: ['2 BHK'], maxPrice: 15000 }],
    [
      'pg for girls near kota raipur',
      // 'near <locality>': nearest first from its centre, instead of the word (places.ts).
      { city: 'Raipur', propertyType: 'pgHostel', near: findPlace('Kota')!.centre, radius: 2000 },
      ['girls'],
    ],
    [
      'shop on rent civil lines',
      { propertyType: 'commercial', kinds: ['Shop'] },
      ['civil', 'lines'],
    ],
    [
      '1.5 cr villa bilaspur',
      { city: 'Bilaspur', kinds: ['Villa'], maxPrice: 15000000, purchase: true },
    ],
    ['रायपुर में 2 bhk किराये पर', { city: 'Raipur', propertyType: 'rent', bhk: ['2 BHK'] }],
    ['Raipur 2 BHK', { city: 'Raipur', bhk: ['2 BHK'] }],
    ['plot in bhilai under 20 lakh', { city: 'Bhilai', propertyType: 'plot', maxPrice: 2000000 }],
    ['makaan', { kinds: ANY_HOME }],
    ['किराये पर फ्लैट', { propertyType: 'rent', kinds: ['Apartment'] }],
    ['between 10 and 20 lakh', { minPrice: 1000000, maxPrice: 2000000, purchase: true }],
    ['10k-20k', { minPrice: 10000, maxPrice: 20000 }],
    ['15 hazar', { maxPrice: 15000 }],
    ['within 50L', { maxPrice: 5000000, purchase: true }],
    ['upto 20 lakh', { maxPrice: 2000000, purchase: true }],
    ['below 15000', { maxPrice: 15000 }],
    ['flat under 20000', { kinds: ['Apartment'], maxPrice: 20000 }],
    ['furnished flat', { furnishing: ['Furnished'], kinds: ['Apartment'] }],
    ['semi-furnished', { furnishing: ['Semi-Furnished'] }],
    ['un furnished', { furnishing: ['Un-Furnished'] }],
    ['no broker', { listedBy: 'Owner' }],
    ['dealer', { listedBy: 'Agent' }],
    ['four sharing', { sharing: ['Four'] }],
    ['2420 sqft', {}, ['2420', 'sqft']],
  ]);

  it('shows what it read as chips, pointing into the text as given', () => {
    const text = 'Flat for Rent in BILASPUR';
    const parsed = parseSearch(text);
    expect(parsed.understood).toEqual([
      { field: 'kinds', label: 'Apartment', start: 0, end: 4 },
      { field: 'propertyType', label: 'For rent', start: 5, end: 13 },
      { field: 'city', label: 'Bilaspur', start: 17, end: 25 },
    ]);
    expect(parsed.understood.map((u) => text.slice(u.start, u.end))).toEqual([
      'Flat',
      'for Rent',
      'BILASPUR',
    ]);
  });
});

describe('parseSearch: cities', () => {
  expectCases([
    ['raipur', { city: 'Raipur' }],
    ['BILASPUR', { city: 'Bilaspur' }],
    ['durg', { city: 'Durg' }],
    ['Bhilai', { city: 'Bhilai' }],
    ['ryepur', { city: 'Raipur' }],
    ['raipr', { city: 'Raipur' }],
    ['bilaspr', { city: 'Bilaspur' }],
    ['bilashpur', { city: 'Bilaspur' }],
    ['bhilaai', { city: 'Bhilai' }],
    ['bhilay', { city: 'Bhilai' }],
    ['durgh', { city: 'Durg' }],
    ['durag', { city: 'Durg' }],
    ['रायपुर', { city: 'Raipur' }],
    ['बिलासपुर', { city: 'Bilaspur' }],
    ['दुर्ग', { city: 'Durg' }],
    ['भिलाई', { city: 'Bhilai' }],
    // Within one edit from 5 letters, two from 7.
    ['raipue', { city: 'Raipur' }],
    ['bhiali', { city: 'Bhilai' }],
    ['bilsapur', { city: 'Bilaspur' }],
    ['vilaspurr', { city: 'Bilaspur' }],
    ['rypr', {}, ['rypr']],
    ['rapiru', {}, ['rapiru']],
    // Words and other places a typo away are not cities.
    ['durga chowk', {}, ['durga', 'chowk']],
    ['jaipur', {}, ['jaipur']],
    ['rental', { propertyType: 'rent' }],
    // The first city counts; a later one stays text (it still matches the listing's city).
    ['raipur bhilai', { city: 'Raipur' }, ['bhilai']],
    ['raipur or raipur', { city: 'Raipur' }],
  ]);
});

describe('parseSearch: property types', () => {
  expectCases([
    ['for rent', { propertyType: 'rent' }],
    ['on rent', { propertyType: 'rent' }],
    ['rent', { propertyType: 'rent' }],
    ['kiraya', { propertyType: 'rent' }],
    ['kiraye', { propertyType: 'rent' }],
    ['kiraaye', { propertyType: 'rent' }],
    ['kirae', { propertyType: 'rent' }],
    ['किराया', { propertyType: 'rent' }],
    ['किराए', { propertyType: 'rent' }],
    ['for sale', { propertyType: 'sell' }],
    ['sell', { propertyType: 'sell' }],
    ['buy', { propertyType: 'sell' }],
    ['resale', { propertyType: 'sell' }],
    ['bikau', { propertyType: 'sell' }],
    ['बिकाऊ', { propertyType: 'sell' }],
    ['pg', { propertyType: 'pgHostel' }],
    ['hostel', { propertyType: 'pgHostel' }],
    ['paying guest', { propertyType: 'pgHostel' }],
    ['पीजी', { propertyType: 'pgHostel' }],
    ['हॉस्टल', { propertyType: 'pgHostel' }],
    ['plot', { propertyType: 'plot' }],
    ['plots', { propertyType: 'plot' }],
    ['land', { propertyType: 'plot' }],
    ['zameen', { propertyType: 'plot' }],
    ['jameen', { propertyType: 'plot' }],
    ['zamin', { propertyType: 'plot' }],
    ['प्लॉट', { propertyType: 'plot' }],
    ['commercial', { propertyType: 'commercial' }],
    ['shop', { propertyType: 'commercial', kinds: ['Shop'] }],
    ['dukaan', { propertyType: 'commercial', kinds: ['Shop'] }],
    ['dukan', { propertyType: 'commercial', kinds: ['Shop'] }],
    ['दुकान', { propertyType: 'commercial', kinds: ['Shop'] }],
    ['office', { propertyType: 'commercial', kinds: ['Office Space'] }],
    ['showroom', { propertyType: 'commercial', kinds: ['Showroom'] }],
    ['warehouse', { propertyType: 'commercial', kinds: ['Warehouse'] }],
    ['godown', { propertyType: 'commercial', kinds: ['Warehouse'] }],
    ['shop or office', { propertyType: 'commercial', kinds: ['Shop', 'Office Space'] }],
    // The more specific type wins; the rent or sale word is read into it.
    ['office for rent', { propertyType: 'commercial', kinds: ['Office Space'] }],
    ['rent shop', { propertyType: 'commercial', kinds: ['Shop'] }],
    ['pg on rent', { propertyType: 'pgHostel' }],
    ['plot for sale', { propertyType: 'plot' }],
    ['kiraye par dukaan', { propertyType: 'commercial', kinds: ['Shop'] }],
    // Between rent and sale the first wins; the other stays text.
    ['rent or buy', { propertyType: 'rent' }, ['buy']],
    ['sale rent', { propertyType: 'sell' }, ['rent']],
    // Between two specific types the first wins; the other stays text.
    ['commercial plot', { propertyType: 'commercial' }, ['plot']],
    ['pg shop', { propertyType: 'pgHostel' }, ['shop']],
  ]);

  it('ज़मीन reads the same precomposed, decomposed and without its nukta', () => {
    const forms = ['\u095Bमीन', '\u091C\u093Cमीन', 'जमीन'];
    for (const form of forms) expect(parseSearch(form).filters).toEqual({ propertyType: 'plot' });
    expect(forms[0]).not.toBe(forms[1]);
  });

  it('a commercial kind is one chip, its kind; the word commercial is the type chip', () => {
    expect(chips(parseSearch('shop on rent'))).toEqual(['kinds: Shop']);
    expect(chips(parseSearch('commercial shop'))).toEqual([
      'propertyType: Commercial',
      'kinds: Shop',
    ]);
  });

  it('a rent word read into a more specific type shows within its chip when next to it', () => {
    const text = 'shop on rent civil lines';
    expect(parseSearch(text).understood).toEqual([
      { field: 'kinds', label: 'Shop', start: 0, end: 12 },
    ]);
    const apart = 'shop in raipur on rent';
    expect(parseSearch(apart).understood).toEqual([
      { field: 'kinds', label: 'Shop', start: 0, end: 4 },
      { field: 'city', label: 'Raipur', start: 8, end: 14 },
    ]);
    expect(parseSearch(apart).words).toEqual([]);
  });
});

describe('parseSearch: kinds', () => {
  expectCases([
    ['flat', { kinds: ['Apartment'] }],
    ['flats', { kinds: ['Apartment'] }],
    ['apartment', { kinds: ['Apartment'] }],
    ['फ्लैट', { kinds: ['Apartment'] }],
    ['house', { kinds: ['Independent House'] }],
    ['independent house', { kinds: ['Independent House'] }],
    ['kothi', { kinds: ['Independent House'] }],
    ['villa', { kinds: ['Villa'] }],
    ['builder floor', { kinds: ['Builder Floor'] }],
    ['makan', { kinds: ANY_HOME }],
    ['ghar', { kinds: ANY_HOME }],
    ['मकान', { kinds: ANY_HOME }],
    ['घर', { kinds: ANY_HOME }],
    ['home', { kinds: ANY_HOME }],
    ['villa or kothi', { kinds: ['Independent House', 'Villa'] }],
    ['flat house makaan', { kinds: ANY_HOME }],
    ['builder', {}, ['builder']],
  ]);

  it('labels a single kind by name and the four home kinds as Any home', () => {
    expect(chips(parseSearch('villa makaan'))).toEqual(['kinds: Villa', 'kinds: Any home']);
  });
});

describe('parseSearch: BHK', () => {
  expectCases([
    ['2bhk', { bhk: ['2 BHK'] }],
    ['2 bhk', { bhk: ['2 BHK'] }],
    ['2-bhk', { bhk: ['2 BHK'] }],
    ['2 BHK', { bhk: ['2 BHK'] }],
    ['2 bedroom', { bhk: ['2 BHK'] }],
    ['2 bed', { bhk: ['2 BHK'] }],
    ['2 bhk flat', { bhk: ['2 BHK'], kinds: ['Apartment'] }],
    ['1bhk', { bhk: ['1 BHK'] }],
    ['1rk', { bhk: ['1 RK'] }],
    ['1 rk', { bhk: ['1 RK'] }],
    ['3 bhk', { bhk: ['3 BHK'] }],
    ['4 bhk', { bhk: ['4 BHK'] }],
    ['5 bhk', { bhk: ['4 BHK +'] }],
    ['4+ bhk', { bhk: ['4 BHK', '4 BHK +'] }],
    ['4 + bhk', { bhk: ['4 BHK', '4 BHK +'] }],
    ['4bhk+', { bhk: ['4 BHK', '4 BHK +'] }],
    ['5+ bhk', { bhk: ['4 BHK +'] }],
    ['3+ bhk', { bhk: ['3 BHK', '4 BHK', '4 BHK +'] }],
    ['2 or 3 bhk', { bhk: ['2 BHK', '3 BHK'] }],
    ['2/3 bhk', { bhk: ['2 BHK', '3 BHK'] }],
    ['2,3 bhk', { bhk: ['2 BHK', '3 BHK'] }],
    ['1-3 bhk', { bhk: ['1 BHK', '2 BHK', '3 BHK'] }],
    ['2 to 4 bhk', { bhk: ['2 BHK', '3 BHK', '4 BHK'] }],
    ['2bhk 3bhk', { bhk: ['2 BHK', '3 BHK'] }],
    ['0 bhk', {}, ['0', 'bhk']],
    ['2.5 bhk', {}, ['2', '5', 'bhk']],
    ['2 rk', {}, ['2', 'rk']],
    ['bhk', {}, ['bhk']],
  ]);

  it('labels a choice of BHK as a list', () => {
    expect(chips(parseSearch('2 or 3 bhk'))).toEqual(['bhk: 2 BHK, 3 BHK']);
  });
});

describe('parseSearch: budget', () => {
  expectCases([
    ['under 15k', { maxPrice: 15000 }],
    ['below 15000', { maxPrice: 15000 }],
    ['upto 20 lakh', { maxPrice: 2000000, purchase: true }],
    ['up to 20 lakh', { maxPrice: 2000000, purchase: true }],
    ['within 50L', { maxPrice: 5000000, purchase: true }],
    ['max 1 cr', { maxPrice: 10000000, purchase: true }],
    ['maximum 12000', { maxPrice: 12000 }],
    ['less than 8 thousand', { maxPrice: 8000 }],
    ['budget 25000', { maxPrice: 25000 }],
    ['budget of 25k', { maxPrice: 25000 }],
    ['20 लाख तक', { maxPrice: 2000000, purchase: true }],
    ['15000 tak', { maxPrice: 15000 }],
    ['above 10 lakh', { minPrice: 1000000, purchase: true }],
    ['over 5000', { minPrice: 5000 }],
    ['more than 1 crore', { minPrice: 10000000, purchase: true }],
    ['min 8k', { minPrice: 8000 }],
    ['minimum 8k', { minPrice: 8000 }],
    ['from 40 lakh', { minPrice: 4000000, purchase: true }],
    ['starting 9999', { minPrice: 9999 }],
    ['10k onwards', { minPrice: 10000 }],
    ['10k+', { minPrice: 10000 }],
    ['10k-20k', { minPrice: 10000, maxPrice: 20000 }],
    ['10k - 20k', { minPrice: 10000, maxPrice: 20000 }],
    ['10-20k', { minPrice: 10000, maxPrice: 20000 }],
    ['10 to 20 lakh', { minPrice: 1000000, maxPrice: 2000000, purchase: true }],
    ['from 10k to 20k', { minPrice: 10000, maxPrice: 20000 }],
    ['between 10 and 20 lakh', { minPrice: 1000000, maxPrice: 2000000, purchase: true }],
    ['between 10000 and 20000', { minPrice: 10000, maxPrice: 20000 }],
    ['20k-10k', { minPrice: 10000, maxPrice: 20000 }],
    ['50 lakh to 1.2 cr', { minPrice: 5000000, maxPrice: 12000000, purchase: true }],
    ['above 10k under 20k', { minPrice: 10000, maxPrice: 20000 }],
    ['15k', { maxPrice: 15000 }],
    ['15 k', { maxPrice: 15000 }],
    ['15 hazar', { maxPrice: 15000 }],
    ['15 hazaar', { maxPrice: 15000 }],
    ['15 hajar', { maxPrice: 15000 }],
    ['15 thousand', { maxPrice: 15000 }],
    ['15 हज़ार', { maxPrice: 15000 }],
    ['15 हजार', { maxPrice: 15000 }],
    ['50L', { maxPrice: 5000000, purchase: true }],
    ['20 lac', { maxPrice: 2000000, purchase: true }],
    ['20 lacs', { maxPrice: 2000000, purchase: true }],
    ['20 lakhs', { maxPrice: 2000000, purchase: true }],
    ['20 लाख', { maxPrice: 2000000, purchase: true }],
    ['1.2cr', { maxPrice: 12000000, purchase: true }],
    ['1.2 cr', { maxPrice: 12000000, purchase: true }],
    ['2 crores', { maxPrice: 20000000, purchase: true }],
    ['1 करोड़', { maxPrice: 10000000, purchase: true }],
    ['1 lakh 50 thousand', { maxPrice: 150000, purchase: true }],
    ['₹15,000', { maxPrice: 15000 }],
    ['₹ 1,00,000', { maxPrice: 100000 }],
    ['rs 20000', { maxPrice: 20000 }],
    ['Rs.20,000', { maxPrice: 20000 }],
    ['inr 5000', { maxPrice: 5000 }],
    ['under ₹1,00,000', { maxPrice: 100000 }],
    ['under rs. 15,000 per month', { maxPrice: 15000 }],
    ['₹15,000/month', { maxPrice: 15000 }],
    // No unit, no currency, no budget word: not a budget.
    ['15000', {}, ['15000']],
    ['20,000', {}, ['20000']],
    ['10000-20000', {}, ['10000', '20000']],
    ['flat 12', { kinds: ['Apartment'] }, ['12']],
    // A budget word before a small bare number, or an area, does not make a budget.
    ['under 50', {}, ['under', '50']],
    ['under 2 or 3 bhk', { bhk: ['2 BHK', '3 BHK'] }, ['under']],
    ['under 1200 sqft', {}, ['under', '1200', 'sqft']],
    ['1200 sq ft', {}, ['1200', 'sq', 'ft']],
    ['1200 sq. ft', {}, ['1200', 'sq', 'ft']],
    ['1000 square feet', {}, ['1000', 'square', 'feet']],
    ['100 gaj', {}, ['100', 'gaj']],
    ['200 sq yd', {}, ['200', 'sq', 'yd']],
    ['1200sqft', {}, ['1200', 'sqft']],
    ['between 10k', { maxPrice: 10000 }, ['between']],
    ['0k', {}, ['0', 'k']],
    ['99999999 cr', {}, ['99999999', 'cr']],
    // A second budget repeating a bound, or inverting the range, stays text.
    ['under 15k under 20k', { maxPrice: 15000 }, ['under', '20', 'k']],
    ['under 10k above 20k', { maxPrice: 10000 }, ['above', '20', 'k']],
  ]);

  it.each([
    ['under 15k', 'Under ₹15,000'],
    ['above 10 lakh', 'Buy above ₹10 Lakh'],
    ['10k-20k', '₹10,000 – ₹20,000'],
    ['1.5 cr', 'Buy under ₹1.5 Cr'],
    ['10 to 20 lakh', 'Buy for ₹10 Lakh – ₹20 Lakh'],
    ['1 lakh per month', 'Under ₹1 Lakh'],
  ])('labels %s as %s', (text, label) => {
    expect(parseSearch(text).understood).toEqual([
      { field: 'price', label, start: 0, end: text.length },
    ]);
  });

  it('a budget chip takes in the rupee sign before it', () => {
    const text = 'flat ₹15,000';
    expect(parseSearch(text).understood[1]).toEqual({
      field: 'price',
      label: 'Under ₹15,000',
      start: 5,
      end: text.length,
    });
  });

  it('never reads a budget above the largest amount a listing may state', () => {
    expect(parseSearch('10000 cr').filters).toEqual({ maxPrice: MAX_AMOUNT, purchase: true });
    expect(parseSearch('10001 cr').filters).toEqual({});
  });
});

describe('parseSearch: furnishing, lister, sharing', () => {
  expectCases([
    ['furnished', { furnishing: ['Furnished'] }],
    ['fully furnished', { furnishing: ['Furnished'] }],
    ['full furnished', { furnishing: ['Furnished'] }],
    ['semi furnished', { furnishing: ['Semi-Furnished'] }],
    ['semi-furnished', { furnishing: ['Semi-Furnished'] }],
    ['semifurnished', { furnishing: ['Semi-Furnished'] }],
    ['unfurnished', { furnishing: ['Un-Furnished'] }],
    ['un furnished', { furnishing: ['Un-Furnished'] }],
    ['un-furnished', { furnishing: ['Un-Furnished'] }],
    ['non furnished', { furnishing: ['Un-Furnished'] }],
    ['without furniture', { furnishing: ['Un-Furnished'] }],
    ['furnished or semi furnished', { furnishing: ['Furnished', 'Semi-Furnished'] }],
    ['by owner', { listedBy: 'Owner' }],
    ['owner', { listedBy: 'Owner' }],
    ['no broker', { listedBy: 'Owner' }],
    ['without broker', { listedBy: 'Owner' }],
    ['no brokerage', { listedBy: 'Owner' }],
    ['direct owner', { listedBy: 'Owner' }],
    ['agent', { listedBy: 'Agent' }],
    ['broker', { listedBy: 'Agent' }],
    ['dealer', { listedBy: 'Agent' }],
    ['by agent', { listedBy: 'Agent' }],
    ['owner broker', { listedBy: 'Owner' }, ['broker']],
    ['single', { sharing: ['Single'] }],
    ['double', { sharing: ['Double'] }],
    ['triple', { sharing: ['Triple'] }],
    ['four sharing', { sharing: ['Four'] }],
    ['4 sharing', { sharing: ['Four'] }],
    ['3 seater', { sharing: ['Triple'] }],
    ['single sharing', { sharing: ['Single'] }],
    ['double sharing', { sharing: ['Double'] }],
    ['twin sharing', { sharing: ['Double'] }],
    ['single room', { sharing: ['Single'] }],
    ['single or double', { sharing: ['Single', 'Double'] }],
    ['four', {}, ['four']],
    ['5 sharing', {}, ['5', 'sharing']],
    ['pg for girls', { propertyType: 'pgHostel' }, ['girls']],
    ['ladies boys gents', {}, ['ladies', 'boys', 'gents']],
  ]);

  it.each([
    ['furnished', 'furnishing: Furnished'],
    ['by owner', 'listedBy: By owner'],
    ['broker', 'listedBy: By agent'],
    ['single', 'sharing: Single sharing'],
    ['twin sharing', 'sharing: Double sharing'],
    ['pg', 'propertyType: PG/Hostel'],
    ['plot', 'propertyType: Plot'],
    ['for sale', 'propertyType: For sale'],
    ['godown', 'kinds: Warehouse'],
  ])('labels %s as %s', (text, chip) => {
    expect(chips(parseSearch(text))).toEqual([chip]);
  });
});

describe('parseSearch: words', () => {
  expectCases([
    ['in at for with the a an of on and or to near', {}, []],
    ['mein me ka ki ke par wala wali property properties', {}, []],
    ['में का की के पर से', {}, []],
    ['flat near the station', { kinds: ['Apartment'] }, ['station']],
    // 'near X': X is a place, whatever else it could mean.
    ['pg near office', { propertyType: 'pgHostel' }, ['office']],
    ['near raipur station', {}, ['raipur', 'station']],
    ['pg near me in raipur', { propertyType: 'pgHostel', city: 'Raipur' }],
    ['flat Civil Lines civil lines', { kinds: ['Apartment'] }, ['civil', 'lines']],
    ['Shankar Nagar 2bhk', { bhk: ['2 BHK'] }, ['shankar', 'nagar']],
    ['flat with parking and lift', { kinds: ['Apartment'] }, ['parking', 'lift']],
  ]);
});

describe('parseSearch: rooms', () => {
  expectCases([
    // A room is rented: with no other type, a room word says rent.
    ['kiraye pe kamra durg', { city: 'Durg', propertyType: 'rent' }],
    ['kamra', { propertyType: 'rent' }],
    ['kamre', { propertyType: 'rent' }],
    ['room', { propertyType: 'rent' }],
    ['rooms in raipur', { city: 'Raipur', propertyType: 'rent' }],
    ['कमरा', { propertyType: 'rent' }],
    ['किराये पर कमरा', { propertyType: 'rent' }],
    ['room for rent bhilai', { city: 'Bhilai', propertyType: 'rent' }],
    ['furnished room', { propertyType: 'rent', furnishing: ['Furnished'] }],
    // A PG's room is a PG, and a room with a sharing is a PG's.
    ['pg room', { propertyType: 'pgHostel' }],
    ['2 sharing room', { propertyType: 'pgHostel', sharing: ['Double'] }],
    ['double room', { sharing: ['Double'] }],
    ['single room', { sharing: ['Single'] }],
    ['1 room kitchen', { bhk: ['1 RK'] }],
    ['show room', { propertyType: 'commercial', kinds: ['Showroom'] }],
    // A part of a home or an office is what a listing has, not what is rented.
    ['puja room', {}, ['puja', 'room']],
    ['house with puja room', { kinds: ['Independent House'] }, ['puja', 'room']],
    [
      'office with conference room',
      { propertyType: 'commercial', kinds: ['Office Space'] },
      ['conference', 'room'],
    ],
  ]);

  it('a room word beside a rent word is one chip, For rent', () => {
    const text = 'kiraye pe kamra durg';
    expect(parseSearch(text).understood).toEqual([
      { field: 'propertyType', label: 'For rent', start: 0, end: 15 },
      { field: 'city', label: 'Durg', start: 16, end: 20 },
    ]);
  });

  const roomWords = ['room', 'rooms', 'kamra', 'kamre', 'kamara', 'कमरा', 'कमरे', 'रूम'];
  it('every room word, with any city, rent word or words around it, asks for a rental', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...roomWords),
        fc.option(fc.constantFrom('durg', 'Raipur', 'भिलाई'), { nil: undefined }),
        fc.option(fc.constantFrom('kiraye pe', 'for rent', 'on rent', 'किराये पर'), {
          nil: undefined,
        }),
        fc.subarray(['near station', 'furnished', 'sunny']),
        (room, city, rent, around) => {
          const parts = [rent, room, city, ...around].filter((part) => part !== undefined);
          const parsed = parseSearch(parts.join(' '));
          expect(parsed.filters.propertyType).toBe('rent');
          expect(parsed.words.map(keyOfWord)).not.toContain(keyOfWord(room));
        },
      ),
    );
  });
});

const keyOfWord = (word: string) => searchWords(word)[0]!;
const groupOf = (phrase: string) =>
  SAME_MEANING.find((group) => group.includes(phrase))!.map((member) =>
    searchWords(member).join(' '),
  );

describe('parseSearch: words of one meaning (who a PG is for, other names of places)', () => {
  it('girls pg raipur: girls stays text and also matches women and ladies', () => {
    const parsed = parseSearch('girls pg raipur');
    expect(parsed.filters).toEqual({ city: 'Raipur', propertyType: 'pgHostel' });
    expect(parsed.words).toEqual(['girls']);
    expect(parsed.terms).toHaveLength(1);
    expect(parsed.terms[0]!.words).toEqual(['girls']);
    expect(parsed.terms[0]!.sameAs).toEqual(expect.arrayContaining(['women', 'ladies', 'female']));
    expect(parsed.terms[0]!.sameAs).not.toContain('boys');
  });

  it('nava raipur: Raipur is the city, and nava raipur is also naya raipur and atal nagar', () => {
    for (const text of ['nava raipur', 'naya raipur', 'new raipur', 'नवा रायपुर']) {
      const parsed = parseSearch(text);
      expect(parsed.filters, text).toEqual({ city: 'Raipur' });
      expect(parsed.terms, text).toHaveLength(1);
      expect(parsed.terms[0]!.words, text).toEqual(parsed.words);
      expect(parsed.terms[0]!.sameAs, text).toEqual(
        expect.arrayContaining(['naya raipur', 'nava raipur', 'atal nagar', 'नया रायपुर']),
      );
    }
    const atal = parseSearch('flat in atal nagar');
    expect(atal.words).toEqual(['atal', 'nagar']);
    expect(atal.terms).toEqual([{ words: ['atal', 'nagar'], sameAs: groupOf('atal nagar') }]);
  });

  it('a word of no group is a term of its own', () => {
    expect(parseSearch('terrace garden').terms).toEqual([
      { words: ['terrace'], sameAs: [] },
      { words: ['garden'], sameAs: [] },
    ]);
  });

  it('two words of one group are one term', () => {
    expect(parseSearch('girls ladies hostel').terms).toEqual([
      { words: ['girls', 'ladies'], sameAs: expect.arrayContaining(groupOf('girls')) },
    ]);
  });

  it('a word of another group is never a near spelling of a term', () => {
    const ladke = parseSearch('ladke hostel').terms[0]!;
    expect(meansOtherThan(ladke, 'ladies')).toBe(true);
    expect(meansOtherThan(ladke, 'boys')).toBe(false);
    expect(meansOtherThan(ladke, 'ladder')).toBe(false);
    // A word of no group may be spelt like any.
    expect(meansOtherThan(parseSearch('ladis').terms[0]!, 'ladies')).toBe(false);
  });

  it('no word or name belongs to two groups', () => {
    const seen = new Map<string, number>();
    SAME_MEANING.forEach((group, index) => {
      for (const phrase of group) {
        const key = searchWords(phrase).join(' ');
        expect(seen.get(key) ?? index, phrase).toBe(index);
        seen.set(key, index);
      }
    });
  });

  // Every member of every group, typed with a city, a type and other words around it.
  const member = fc.constantFrom(...SAME_MEANING.flat());
  it('any word or name of a group finds every other of its group', () => {
    fc.assert(
      fc.property(
        member,
        fc.option(fc.constantFrom('raipur', 'durg', 'bhilai', 'बिलासपुर'), { nil: undefined }),
        fc.option(fc.constantFrom('pg', 'flat', '2bhk', 'for rent'), { nil: undefined }),
        fc.subarray(['sunny', 'terrace']),
        (phrase, city, type, around) => {
          const text = [type, phrase, city, ...around].filter(Boolean).join(' ');
          const parsed = parseSearch(text);
          const term = parsed.terms.find((t) => t.sameAs.length > 0)!;
          expect(term, text).toBeDefined();
          expect(term.sameAs).toEqual(expect.arrayContaining(groupOf(phrase)));
          // Its typed words are the phrase's words left as text (a city in it is the city).
          const typed = searchWords(phrase).filter((word) => parsed.words.includes(word));
          expect(term.words).toEqual(typed);
          for (const word of around)
            expect(parsed.terms).toContainEqual({ words: [word], sameAs: [] });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('parseSearch: what is rented and what is bought', () => {
  it('commercial shop for sale bilaspur under 50 lakh: shops are listed for rent, no budget', () => {
    const text = 'commercial shop for sale bilaspur under 50 lakh';
    const parsed = parseSearch(text);
    expect(parsed.filters).toEqual({
      city: 'Bilaspur',
      propertyType: 'commercial',
      kinds: ['Shop'],
    });
    expect(parsed.notes).toEqual([
      { subject: 'Shop', listedFor: 'rent', budget: { on: 'price', maxPrice: 5_000_000 } },
    ]);
    expect(chips(parsed)).toEqual(['propertyType: Commercial', 'kinds: Shop', 'city: Bilaspur']);
    // Read and left out: not words to match either.
    expect(parsed.words).toEqual([]);
  });

  it('50 lakh se kam: a budget in lakh is a price to buy', () => {
    const parsed = parseSearch('50 lakh se kam');
    expect(parsed.filters).toEqual({ maxPrice: 5_000_000, purchase: true });
    expect(chips(parsed)).toEqual(['price: Buy under ₹50 Lakh']);
    expect(parsed.notes).toEqual([]);
  });

  expectCases([
    // The words say rent: the budget is a monthly rent, whatever its unit.
    [
      'flat on rent under 1 lakh',
      { propertyType: 'rent', kinds: ['Apartment'], maxPrice: 100_000 },
    ],
    ['kiraye pe 1 lakh tak', { propertyType: 'rent', maxPrice: 100_000 }],
    ['1 lakh per month', { maxPrice: 100_000 }],
    ['pg on rent under 1 lakh', { propertyType: 'pgHostel', maxPrice: 100_000 }],
    // The words say sale: a price, as the type already says.
    ['2bhk for sale under 50 lakh', { propertyType: 'sell', bhk: ['2 BHK'], maxPrice: 5_000_000 }],
    ['plot under 20 lakh', { propertyType: 'plot', maxPrice: 2_000_000 }],
    // No unit in lakh or crore: the budget applies to whatever is found.
    ['under 15k', { maxPrice: 15_000 }],
    ['shop under 50000', { propertyType: 'commercial', kinds: ['Shop'], maxPrice: 50_000 }],
    ['under ₹1,00,000', { maxPrice: 100_000 }],
    // In lakh with nothing saying rent: to buy, homes or plots.
    ['makaan 40 lakh', { kinds: ANY_HOME, maxPrice: 4_000_000, purchase: true }],
    [
      '3bhk raipur 80 lakh tak',
      { city: 'Raipur', bhk: ['3 BHK'], maxPrice: 8_000_000, purchase: true },
    ],
    // What is only rented, asked to buy; what is only sold, asked to rent: the budget goes.
    ['pg under 1 lakh', { propertyType: 'pgHostel' }],
    ['office for sale under 2 cr', { propertyType: 'commercial', kinds: ['Office Space'] }],
    ['plot on rent under 5000 per month', { propertyType: 'plot' }],
    ['zameen kiraye pe 10k', { propertyType: 'plot' }],
  ]);

  it.each([
    ['shop for sale', { subject: 'Shop', listedFor: 'rent' }],
    ['dukaan bikau', { subject: 'Shop', listedFor: 'rent' }],
    ['buy office', { subject: 'Office Space', listedFor: 'rent' }],
    ['showroom for sale', { subject: 'Showroom', listedFor: 'rent' }],
    ['godown for sale', { subject: 'Warehouse', listedFor: 'rent' }],
    ['shop or office for sale', { subject: 'commercial', listedFor: 'rent' }],
    ['commercial for sale', { subject: 'commercial', listedFor: 'rent' }],
    ['pg for sale', { subject: 'pgHostel', listedFor: 'rent' }],
    ['plot on rent', { subject: 'plot', listedFor: 'sale' }],
    ['kiraye par zameen', { subject: 'plot', listedFor: 'sale' }],
    [
      'pg under 1 lakh',
      { subject: 'pgHostel', listedFor: 'rent', budget: { on: 'price', maxPrice: 100_000 } },
    ],
    [
      'plot on rent under 5000 per month',
      { subject: 'plot', listedFor: 'sale', budget: { on: 'rent', maxPrice: 5000 } },
    ],
    [
      'shop between 20 and 40 lakh',
      {
        subject: 'Shop',
        listedFor: 'rent',
        budget: { on: 'price', minPrice: 2_000_000, maxPrice: 4_000_000 },
      },
    ],
  ] as const)('%s: says %o', (text, note) => {
    expect(parseSearch(text).notes).toEqual([note]);
  });

  it.each([
    'shop on rent',
    'pg',
    'plot for sale',
    'flat for sale',
    '2bhk on rent',
    'shop under 50000',
  ])('%s: says nothing more', (text) => expect(parseSearch(text).notes).toEqual([]));

  it('reads the budget against a type chosen outside the text', () => {
    // The reader tapped For rent: the words need not say it.
    expect(parseSearch('under 50 lakh', { propertyType: 'rent' }).filters).toEqual({
      maxPrice: 5_000_000,
    });
    // Tapped For sale: what the text asked of a shop no longer matters; the budget applies.
    const sale = parseSearch('shop for sale under 50 lakh', { propertyType: 'sell' });
    expect(sale.filters.maxPrice).toBe(5_000_000);
    expect(sale.notes).toEqual([]);
    // Tapped Commercial: a price in lakh still cannot be a shop's rent.
    const commercial = parseSearch('under 50 lakh', { propertyType: 'commercial' });
    expect(commercial.filters).toEqual({});
    expect(commercial.notes).toEqual([
      { subject: 'commercial', listedFor: 'rent', budget: { on: 'price', maxPrice: 5_000_000 } },
    ]);
  });

  // The rule as a model: any type phrase, any budget, any city and other words, in any order.
  const typePhrases = {
    none: [''],
    rent: ['for rent', 'kiraye pe', 'kamra'],
    sell: ['for sale', 'bikau'],
    pgHostel: ['pg', 'hostel'],
    plot: ['plot', 'zameen'],
    commercial: ['shop', 'office', 'commercial'],
    pgRent: ['pg on rent'],
    pgSale: ['pg for sale'],
    shopSale: ['shop for sale', 'dukaan bikau'],
    plotRent: ['plot on rent', 'kiraye par zameen'],
  } as const;
  const budgets = {
    lakh: ['under 50 lakh', '1.5 cr', '20 lakh tak', 'between 10 and 20 lakh'],
    thousand: ['under 15k', '15000 tak', '₹ 1,00,000'],
    perMonth: ['under 1 lakh per month', '15k per month'],
  } as const;
  it('a budget is a price or a rent as the words say, and goes where it cannot apply', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(typePhrases) as (keyof typeof typePhrases)[])),
        fc.nat(),
        fc.option(fc.constantFrom(...(Object.keys(budgets) as (keyof typeof budgets)[])), {
          nil: undefined,
        }),
        fc.nat(),
        fc.subarray(['durg', 'sunny', 'near station']),
        fc.boolean(),
        (typeKey, pickType, budgetKey, pickBudget, around, budgetFirst) => {
          const typePhrase = typePhrases[typeKey][pickType % typePhrases[typeKey].length]!;
          const budget = budgetKey && budgets[budgetKey][pickBudget % budgets[budgetKey].length]!;
          const parts = budgetFirst ? [budget, typePhrase] : [typePhrase, budget];
          const parsed = parseSearch([...parts, ...around].filter(Boolean).join(' '));
          const { filters, notes } = parsed;

          const type = typeKey.startsWith('pg')
            ? 'pgHostel'
            : typeKey.startsWith('shop')
              ? 'commercial'
              : typeKey.startsWith('plot')
                ? 'plot'
                : typeKey === 'none'
                  ? undefined
                  : typeKey;
          expect(filters.propertyType).toBe(type);
          const saysRent =
            budgetKey === 'perMonth' || ['rent', 'pgRent', 'plotRent'].includes(typeKey);
          const saysSale = ['sell', 'pgSale', 'shopSale'].includes(typeKey);
          const on = !budgetKey
            ? undefined
            : saysRent
              ? 'rent'
              : saysSale || budgetKey === 'lakh'
                ? 'price'
                : undefined;
          const rentedOnly = type === 'pgHostel' || type === 'commercial';
          const soldOnly = type === 'plot';
          const budgetGoes = (rentedOnly && on === 'price') || (soldOnly && on === 'rent');
          const askedOtherwise =
            (rentedOnly && ['pgSale', 'shopSale'].includes(typeKey)) ||
            (soldOnly && typeKey === 'plotRent');

          const hasBudget = filters.minPrice !== undefined || filters.maxPrice !== undefined;
          expect(hasBudget).toBe(budgetKey !== undefined && !budgetGoes);
          expect(filters.purchase === true).toBe(type === undefined && on === 'price');
          expect(notes).toHaveLength(budgetGoes || askedOtherwise ? 1 : 0);
          if (notes[0]) {
            expect(notes[0].listedFor).toBe(rentedOnly ? 'rent' : 'sale');
            expect(notes[0].budget?.on).toBe(budgetGoes ? on : undefined);
          }
          // A budget left out is read, not text: no number of it is left to match.
          if (budgetGoes) expect(parsed.words.filter((w) => /^[0-9]+$/.test(w))).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('withoutUnderstood', () => {
  it('removes the run of one chip and tidies the spaces', () => {
    const text = 'flat for rent in bilaspur';
    const [flat, rent, city] = parseSearch(text).understood;
    expect(withoutUnderstood(text, flat!)).toBe('for rent in bilaspur');
    expect(withoutUnderstood(text, rent!)).toBe('flat in bilaspur');
    expect(withoutUnderstood(text, city!)).toBe('flat for rent in');
  });

  it('removes the words read into the chip even where they stand apart', () => {
    const text = 'shop in raipur on rent';
    const [shop] = parseSearch(text).understood;
    expect(withoutUnderstood(text, shop!)).toBe('in raipur');
  });

  it('removes a budget made of two runs whole', () => {
    const text = 'above 10k 2bhk under 20k';
    const price = parseSearch(text).understood.find((u) => u.field === 'price')!;
    expect(price.label).toBe('₹10,000 – ₹20,000');
    expect(withoutUnderstood(text, price)).toBe('2bhk');
  });

  it('an item that is not in the text removes its span, or nothing when out of range', () => {
    const item = { field: 'city', label: 'Raipur', start: 0, end: 4 } as const;
    expect(withoutUnderstood('some text', item)).toBe('text');
    expect(withoutUnderstood('abc', { ...item, end: 40 })).toBe('abc');
  });

  const examples = [
    'flat for rent in bilaspur',
    '2bhk raipur under 15k',
    'pg for girls near kota raipur',
    'shop on rent civil lines',
    '1.5 cr villa bilaspur',
    'रायपुर में 2 bhk किराये पर',
    'furnished 2 or 3 bhk flat by owner in durg 10k-20k',
    'commercial shop for rent raipur',
    'double sharing pg near college bhilai ₹8,000 per month',
  ];
  it.each(examples)('round trip: removing each chip of "%s" drops that filter only', (text) => {
    const parsed = parseSearch(text);
    for (const item of parsed.understood) {
      const rest = parseSearch(withoutUnderstood(text, item));
      const kept = parsed.understood.filter((u) => u !== item);
      expect(chips(rest)).toEqual(chips({ ...parsed, understood: kept }));
      expect(rest.words).toEqual(parsed.words);
    }
  });

  /** One phrase per field, so every chip is one phrase; and some plain words between. */
  const slots: Record<string, string[]> = {
    city: ['raipur', 'Bilaspur', 'durg', 'bhilai', 'ryepur', 'रायपुर'],
    type: ['for rent', 'kiraye', 'for sale', 'buy', 'pg', 'paying guest', 'plot', 'zameen'],
    commercial: ['commercial', 'shop', 'office', 'godown', 'दुकान'],
    kinds: ['flat', 'independent house', 'villa', 'builder floor', 'makaan', 'घर'],
    bhk: ['2bhk', '3 bhk', '1 rk', '2 or 3 bhk', '4+ bhk', '5 bhk'],
    price: ['under 15k', 'above 10 lakh', 'between 10 and 20 lakh', '10k-20k', '1.5 cr', '₹15,000'],
    furnishing: ['furnished', 'semi-furnished', 'unfurnished', 'fully furnished'],
    listedBy: ['no broker', 'by owner', 'dealer', 'agent'],
    sharing: ['single', 'double sharing', 'four sharing', '3 sharing'],
  };
  const plain = ['civil lines', 'kota', 'girls', 'near station', 'in', 'with parking'];
  const phrases = fc
    .record(
      Object.fromEntries(
        Object.entries(slots).map(([slot, options]) => [
          slot,
          fc.option(fc.constantFrom(...options), { nil: undefined }),
        ]),
      ),
    )
    .chain((picked) => {
      // At most one of type and commercial, as two types conflict; and no price to buy for what
      // is only rented, which is left out with a note (tested in 'what is rented and bought').
      const rentedOnly = picked.commercial || ['pg', 'paying guest'].includes(picked.type!);
      const toBuy = /lakh|cr/.test(picked.price ?? '');
      const chosen = Object.entries(picked)
        .filter(([slot, phrase]) => phrase && !(slot === 'commercial' && picked.type))
        .filter(([slot]) => !(slot === 'price' && rentedOnly && toBuy))
        .map(([, phrase]) => phrase!);
      return fc.tuple(
        fc.shuffledSubarray(chosen, { minLength: chosen.length, maxLength: chosen.length }),
        fc.subarray(plain),
      );
    })
    .chain(([chosen, words]) =>
      fc
        .shuffledSubarray([...chosen, ...words], {
          minLength: chosen.length + words.length,
          maxLength: chosen.length + words.length,
        })
        .map((all) => ({ all, chosen })),
    );

  it('round trip, any phrases: removing a chip reads as the text never had its phrase', () => {
    fc.assert(
      fc.property(phrases, ({ all, chosen }) => {
        const text = all.join(' ');
        const parsed = parseSearch(text);
        expect(parsed.understood).toHaveLength(chosen.length);
        for (const item of parsed.understood) {
          const read = text.slice(item.start, item.end);
          const phrase = all.find((p) => chosen.includes(p) && p.includes(read))!;
          const without = all.filter((p) => p !== phrase).join(' ');
          const rest = parseSearch(withoutUnderstood(text, item));
          expect(rest).toEqual(parseSearch(without));
          // Taking out a rent or sale word may make a budget in lakh a price to buy, or the
          // other way round; every other chip stays as it was.
          expect(chips(rest).map(withoutDeal)).toEqual(
            chips(parsed)
              .filter((c) => c !== `${item.field}: ${item.label}`)
              .map(withoutDeal),
          );
          const budget = rest.understood.find((u) => u.field === 'price');
          expect(budget?.label.startsWith('Buy') ?? false).toBe(rest.filters.purchase === true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseSearch on any text', () => {
  const vocabulary = [
    ...Object.values({
      a: ['raipur', 'bilaspr', 'durg', 'भिलाई', 'for', 'rent', 'on', 'sale', 'pg', 'shop', 'plot'],
      b: ['flat', 'makaan', 'bhk', 'rk', 'bed', 'sharing', 'four', 'single', 'furnished', 'semi'],
      c: ['un', 'no', 'broker', 'owner', 'near', 'me', 'under', 'above', 'between', 'and', 'to'],
      d: ['k', 'l', 'lakh', 'cr', 'hazar', 'तक', 'tak', 'rs', 'inr', 'sq', 'ft', 'sqft', 'month'],
      e: ['1', '2', '4', '5', '10', '15', '20', '1.5', '0', '15,000', '1,00,000', '9'.repeat(30)],
      f: ['₹', '+', '-', '/', ',', '.', ' ', '  ', 'ज़मीन', 'ज\u093Cमीन', 'onwards', 'per'],
      g: ['kamra', 'room', 'puja', 'girls', 'ladies', 'naya', 'nava', 'atal', 'nagar', 'कमरा'],
    }).flat(),
  ];
  const vocabularyText = fc
    .array(fc.tuple(fc.constantFrom(...vocabulary), fc.constantFrom(' ', '', '-', ' ')), {
      maxLength: 14,
    })
    .map((parts) => parts.map(([word, gap]) => word + gap).join(''));

  const texts = [
    ['binary', fc.string({ unit: 'binary' })],
    ['grapheme', fc.string({ unit: 'grapheme' })],
    ['vocabulary', vocabularyText],
  ] as const;

  it.each(texts)('never throws and keeps its invariants (%s strings)', (_, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (text) => {
        const parsed = parseSearch(text);
        const { filters, words, terms, understood, notes } = parsed;

        let previousEnd = 0;
        for (const item of understood) {
          expect(0 <= item.start && item.start <= item.end && item.end <= text.length).toBe(true);
          expect(item.start).toBeGreaterThanOrEqual(previousEnd);
          previousEnd = item.end;
          expect(item.label).not.toBe('');
          expect(typeof withoutUnderstood(text, item)).toBe('string');
        }

        expect(new Set(words).size).toBe(words.length);
        for (const word of words) {
          expect(isSearchWord(word)).toBe(true);
          expect(SEARCH_STOP_WORDS.has(word)).toBe(false);
        }
        // No word comes from a run that was read as a chip.
        let blanked = text;
        for (const item of understood)
          blanked =
            blanked.slice(0, item.start) +
            ' '.repeat(item.end - item.start) +
            blanked.slice(item.end);
        const left = new Set(searchWords(blanked));
        for (const word of words) expect(left.has(word)).toBe(true);

        for (const price of [filters.minPrice, filters.maxPrice])
          if (price !== undefined) {
            expect(Number.isSafeInteger(price) && price > 0 && price <= MAX_AMOUNT).toBe(true);
          }
        if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
          expect(filters.minPrice).toBeLessThanOrEqual(filters.maxPrice);
        if (filters.city) expect(SEARCH_CITIES).toContain(filters.city);
        if (filters.listedBy) expect(LISTED_BY).toContain(filters.listedBy);
        for (const [values, options] of [
          [filters.kinds, SEARCH_KINDS],
          [filters.bhk, BHK_OPTIONS],
          [filters.furnishing, FURNISHING_OPTIONS],
          [filters.sharing, SHARING_OPTIONS],
        ] as const) {
          if (values === undefined) continue;
          expect(values.length).toBeGreaterThan(0);
          expect(values).toEqual(options.filter((option) => (values as string[]).includes(option)));
        }
        // Every chip stands for a filter that is set, and every filter set has a chip.
        const fields = new Set(understood.map((u) => u.field));
        expect(fields.has('city')).toBe(filters.city !== undefined);
        expect(fields.has('bhk')).toBe(filters.bhk !== undefined);
        expect(fields.has('price')).toBe(
          filters.minPrice !== undefined || filters.maxPrice !== undefined,
        );
        expect(fields.has('furnishing')).toBe(filters.furnishing !== undefined);
        expect(fields.has('listedBy')).toBe(filters.listedBy !== undefined);
        expect(fields.has('sharing')).toBe(filters.sharing !== undefined);
        expect(fields.has('propertyType') || fields.has('kinds')).toBe(
          filters.propertyType !== undefined || filters.kinds !== undefined,
        );
        // Every word is in exactly one term, and a term's phrases are of search words.
        expect(terms.flatMap((term) => term.words).sort()).toEqual([...words].sort());
        for (const term of terms) {
          expect(term.words.length).toBeGreaterThan(0);
          for (const phrase of term.sameAs)
            for (const word of phrase.split(' ')) expect(isSearchWord(word)).toBe(true);
        }
        // A purchase is a budget's, with no type; a budget left out is in the note, not a filter.
        if (filters.purchase) {
          expect(fields.has('price')).toBe(true);
          expect(filters.propertyType).toBeUndefined();
        }
        expect(notes.length).toBeLessThanOrEqual(1);
        if (notes[0]?.budget) expect(fields.has('price')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("parseSearch: 'near <locality>' and 'near me'", () => {
  const centre = (name: string) => findPlace(name)!.centre;

  expectCases([
    [
      'pg near nehru nagar',
      { propertyType: 'pgHostel', near: centre('Nehru Nagar'), radius: 2000 },
    ],
    [
      'flat near the civil lines',
      { kinds: ['Apartment'], near: centre('Civil Lines'), radius: 2000 },
    ],
    ['near Naya Raipur Sector 21', { near: centre('Naya Raipur Sector 21'), radius: 2000 }],
    // Only the first 'near' measures; the second place is read, not matched as words.
    ['near kota near mowa', { near: centre('Kota'), radius: 2000 }],
    // A locality without 'near' is text, matched against the address.
    ['nehru nagar 2bhk', { bhk: ['2 BHK'] }, ['nehru', 'nagar']],
    // 'near' something that is not a locality stays as before: the place is a word.
    ['pg near office', { propertyType: 'pgHostel' }, ['office']],
  ]);

  it('shows the chip with the locality, covering the words from "near"', () => {
    const text = 'pg near nehru nagar';
    const parsed = parseSearch(text);
    const chip = parsed.understood.find((item) => item.field === 'near')!;
    expect(chip.label).toBe('Near Nehru Nagar');
    expect(text.slice(chip.start, chip.end)).toBe('near nehru nagar');
    expect(withoutUnderstood(text, chip)).toBe('pg');
    expect(parsed.nearMe).toBe(false);
  });

  it("reads 'near me' as the browser's position to ask for, with a chip and no filter", () => {
    for (const text of ['pg near me', 'flat nearby mein', 'near me 2bhk']) {
      const parsed = parseSearch(text);
      expect(parsed.nearMe).toBe(true);
      expect(parsed.filters.near).toBeUndefined();
      expect(parsed.understood.find((item) => item.field === 'near')?.label).toBe('Near me');
    }
  });

  it('reads every locality of places.ts after "near", in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLACES), fc.boolean(), (place, upper) => {
        const name = upper ? place.name.toUpperCase() : place.name.toLowerCase();
        const parsed = parseSearch(`near ${name}`);
        expect(parsed.filters.near).toEqual(place.centre);
        expect(parsed.filters.radius).toBe(2000);
        expect(parsed.words).toEqual([]);
      }),
    );
  });
});
