import { useSyncExternalStore } from 'react';

/**
 * An English page shows one Hindi word, 'हिन्दी' in the language switch. Its letters come from
 * the app's Devanagari font like every Hindi word
 * (docs/decisions/0037-one-devanagari-font-for-every-device.md), but only once the page has
 * loaded: until then the device draws that word, and the font's download waits rather than
 * share a slow link with the page's styles, scripts and first photos. A Hindi page has the font
 * from its first paint (src/styles.css, <html lang="hi">).
 *
 * True once the page has loaded; the switch then gives that one word the font's class. Only that
 * word is restyled: changing the font of the whole document instead cost a phone a 200 ms task
 * of style and layout right after load (docs/decisions/0039-first-taps.md).
 */ export function useDevanagariFontAfterLoad(): boolean {
  // False on the server and at hydration, so the first render matches the HTML.
  return useSyncExternalStore(onLoad, pageLoaded, () => false);
}

function onLoad(change: () => void): () => void {
  window.addEventListener('load', change);
  return () => window.removeEventListener('load', change);
}

const pageLoaded = () => document.readyState === 'complete';
