/**
 * Words and names that mean the same to someone searching, in groups: a search for any one of
 * a group finds listings that say any other (docs/decisions/0033-what-search-words-mean.md).
 * They stay text, matched against what listings say; nothing here is a filter. A phrase is
 * words in a row; the parser reads the longest one it finds, so 'atal nagar' is one name and
 * not 'atal' and 'nagar'.
 *
 * Each group is one meaning. A word in two groups would mean two things, so the parser refuses
 * that when it loads.
 */
import type { SearchTerm } from './search-query';
import { searchWords } from './search-words';

/** Who a PG, hostel or home is for, as listings and searchers say it. */
const WHO_FOR: readonly (readonly string[])[] = [
  [
    'girls',
    'girl',
    'ladies',
    'lady',
    'women',
    'woman',
    'womens',
    'female',
    'females',
    'mahila',
    'mahilaon',
    'ladki',
    'ladkiyan',
    'ladkiyon',
    'लड़की',
    'लड़कियाँ',
    'लड़कियां',
    'लड़कियों',
    'महिला',
    'महिलाएँ',
    'महिलाओं',
  ],
  [
    'boys',
    'boy',
    'gents',
    'men',
    'mens',
    'male',
    'males',
    'ladka',
    'ladke',
    'ladkon',
    'लड़का',
    'लड़के',
    'लड़कों',
    'पुरुष',
  ],
  ['students', 'student', 'chhatra', 'vidyarthi', 'छात्र', 'छात्रों', 'विद्यार्थी', 'विद्यार्थियों'],
  ['family', 'families', 'parivar', 'pariwar', 'परिवार'],
  ['bachelor', 'bachelors', 'kunwara', 'कुंवारा'],
];

/**
 * Other names of places in the four cities: a new name beside the old (Nava Raipur was Naya
 * Raipur, and is also Atal Nagar), a name spelt apart or joined, and the name in Devanagari.
 */
const PLACES: readonly (readonly string[])[] = [
  ['naya raipur', 'nava raipur', 'new raipur', 'atal nagar', 'नया रायपुर', 'नवा रायपुर', 'अटल नगर'],
  // Bilaspur
  ['vyapar vihar', 'व्यापार विहार'],
  ['sarkanda', 'सरकंडा'],
  ['link road', 'लिंक रोड'],
  ['torwa', 'तोरवा'],
  ['mangla', 'मंगला'],
  ['seepat road', 'sipat road', 'सीपत रोड'],
  ['rajkishore nagar', 'raj kishore nagar', 'राजकिशोर नगर'],
  ['telipara', 'teli para', 'तेलीपारा'],
  ['gol bazaar', 'gol bazar', 'golbazar', 'golbazaar', 'गोल बाज़ार'],
  // Raipur
  ['shankar nagar', 'शंकर नगर'],
  ['telibandha', 'तेलीबांधा'],
  ['pandri', 'पंडरी'],
  ['civil lines', 'सिविल लाइंस', 'सिविल लाइन्स'],
  ['devendra nagar', 'देवेंद्र नगर'],
  ['mowa', 'मोवा'],
  ['kota', 'कोटा'],
  ['amlidih', 'अमलीडीह'],
  ['ge road', 'great eastern road', 'जीई रोड'],
  // Durg
  ['padmanabhpur', 'पद्मनाभपुर'],
  ['kasaridih', 'कसारीडीह'],
  ['maharaja chowk', 'महाराजा चौक'],
  ['borsi', 'बोरसी'],
  ['malviya nagar', 'मालवीय नगर'],
  // Bhilai
  ['nehru nagar', 'नेहरू नगर'],
  ['supela', 'सुपेला'],
  ['smriti nagar', 'smritinagar', 'स्मृति नगर'],
  ['junwani', 'जुनवानी'],
  ['kohka', 'कोहका'],
  ['civic centre', 'civic center', 'सिविक सेंटर'],
];

export const SAME_MEANING: readonly (readonly string[])[] = [...WHO_FOR, ...PLACES];

/** The group of each member, by its `searchWords` form ('ladies', 'naya raipur'). */
const GROUP_OF = new Map<string, number>();
SAME_MEANING.forEach((group, index) => {
  for (const member of group) GROUP_OF.set(searchWords(member).join(' '), index);
});

/**
 * Whether a listing word is a word of another meaning than the term's: 'ladies' for a search
 * for 'ladke'. Such a word is never a near spelling of the term, however alike they look.
 */
export function meansOtherThan(term: SearchTerm, word: string): boolean {
  const own = term.sameAs.length > 0 ? GROUP_OF.get(term.sameAs[0]!) : undefined;
  const other = GROUP_OF.get(word);
  return own !== undefined && other !== undefined && other !== own;
}
