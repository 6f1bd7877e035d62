import {
  ALL_AMENITIES,
  API_MSG,
  BHK_OPTIONS,
  CAMPAIGN_STATUSES,
  CITY_PLACEHOLDER,
  COMMERCIAL_KINDS,
  FURNISHING_OPTIONS,
  LISTED_BY,
  MSG,
  PROPERTY_TYPE_BANNERS,
  PROPERTY_TYPE_CHART_LABELS,
  PROPERTY_TYPE_LABELS,
  REJECT_REASON_PRESETS,
  RENT_KINDS_ON_EDIT,
  REPORT_REASONS,
  REVIEW_REPORT_REASONS,
  SAFETY_NOTE,
  SEARCH_CITIES,
  SEARCH_SORT_LABELS,
  SELL_KINDS_ON_EDIT,
  SHARING_OPTIONS,
} from '@basera/contract';
import { NETWORK_ERROR, OFFLINE_ERROR } from '@/lib/api-client';

/**
 * The English `messages` namespace, built from the contract's own texts so English mode shows
 * SPEC's exact words and nothing is copied into JSON. locales/hi/messages.json holds the same
 * keys in Hindi; translateMessage finds a key by its exact English text.
 */

type Group = Record<string, string>;

/** 'Fake or misleading' → 'fakeOrMisleading'; '4 BHK +' → '4BhkPlus'. Long texts: first 6 words. */
export function slugOf(text: string): string {
  const words = text
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** A list of texts keyed by their slugs; two texts with one slug would hide one, so it throws. */
function bySlug(texts: readonly string[]): Group {
  const group: Group = {};
  for (const text of new Set(texts)) {
    const key = slugOf(text);
    if (key in group) throw new Error(`Two messages share the key ${key}: ${group[key]} / ${text}`);
    group[key] = text;
  }
  return group;
}

export const messagesEn = {
  msg: { ...MSG } as Group,
  api: { ...API_MSG } as Group,
  client: { networkError: NETWORK_ERROR, offline: OFFLINE_ERROR } as Group,
  reportReason: bySlug(REPORT_REASONS),
  reviewReportReason: bySlug(REVIEW_REPORT_REASONS),
  rejectPreset: bySlug(REJECT_REASON_PRESETS),
  safety: {
    title: SAFETY_NOTE.title,
    reportPrompt: SAFETY_NOTE.reportPrompt,
    ...bySlug(SAFETY_NOTE.points),
  } as Group,
  propertyType: { ...PROPERTY_TYPE_LABELS } as Group,
  propertyTypeBanner: { ...PROPERTY_TYPE_BANNERS } as Group,
  propertyTypeChart: { ...PROPERTY_TYPE_CHART_LABELS } as Group,
  city: { ...bySlug(SEARCH_CITIES), placeholder: CITY_PLACEHOLDER } as Group,
  listedBy: bySlug(LISTED_BY),
  campaignStatus: bySlug(CAMPAIGN_STATUSES),
  bhk: bySlug(BHK_OPTIONS),
  furnishing: bySlug(FURNISHING_OPTIONS),
  sharing: bySlug(SHARING_OPTIONS),
  propertyKind: bySlug([...RENT_KINDS_ON_EDIT, ...SELL_KINDS_ON_EDIT, ...COMMERCIAL_KINDS]),
  amenity: bySlug(ALL_AMENITIES),
  sort: { ...SEARCH_SORT_LABELS } as Group,
} satisfies Record<string, Group>;

/** 'msg.phoneInvalid' for 'Phone number is not valid'; the first group holding a text wins. */
export const messageKeyByEnglish: ReadonlyMap<string, string> = (() => {
  const keys = new Map<string, string>();
  for (const [group, texts] of Object.entries(messagesEn)) {
    for (const [key, text] of Object.entries(texts)) {
      if (!keys.has(text)) keys.set(text, `${group}.${key}`);
    }
  }
  return keys;
})();
