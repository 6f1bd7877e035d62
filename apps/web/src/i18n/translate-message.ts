import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';

/**
 * A contract text (SPEC's messages, server answers, zod errors, option values) in the reader's
 * language: English comes back unchanged, Hindi is looked up by the text's key in `messages`.
 * A text the contract does not know (a user's own words) is returned as it is.
 *
 * The English → key index is built from the contract in its own chunk, fetched only when a
 * screen shows such a text in Hindi; English readers never download it.
 */

let index: ReadonlyMap<string, string> | null = null;
let indexLoad: Promise<ReadonlyMap<string, string>> | null = null;

/** Loads the English → key index once; the server renderer awaits it before a Hindi page. */
export function loadMessageIndex(): Promise<ReadonlyMap<string, string>> {
  indexLoad ??= import('./contract-messages').then(({ messageKeyByEnglish }) => {
    index = messageKeyByEnglish;
    return messageKeyByEnglish;
  });
  return indexLoad;
}

/** Needs loadMessageIndex() and the `messages` namespace loaded for Hindi; the hook sees to both. */
export function translateMessage(instance: i18n, english: string): string {
  if (instance.language === 'en' || !index) return english;
  const key = index.get(english);
  return key ? instance.t(key, { ns: 'messages' }) : english;
}

/** translateMessage for the current language; in Hindi the screen waits for its words. */
export function useTranslateMessage(): (english: string) => string {
  const { i18n: current } = useTranslation();
  const english = current.language === 'en';
  const { i18n: instance } = useTranslation(english ? 'common' : 'messages');
  if (!english) use(loadMessageIndex());
  const language = instance.language;
  // `language` is a dependency so the function, and what it renders, changes on a switch.
  return useCallback(
    (text: string) => (language ? translateMessage(instance, text) : text),
    [instance, language],
  );
}
