import { useEffect } from 'react';

/** Set on <html> once an English page has loaded: styles.css then draws Devanagari in its font. */
const READY = 'data-devanagari-font';

/**
 * An English page shows one Hindi word, 'हिन्दी' in the language switch. Its letters come from
 * the app's Devanagari font like every Hindi word
 * (docs/decisions/0037-one-devanagari-font-for-every-device.md), but only once the page has
 * loaded: until then the device draws that word, and the font's download waits rather than
 * share a slow link with the page's styles, scripts and first photos. A Hindi page has the font
 * from its first paint (src/styles.css, <html lang="hi">).
 */
export function useDevanagariFontAfterLoad(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(READY)) return;
    const draw = () => root.setAttribute(READY, '');
    if (document.readyState === 'complete') {
      draw();
      return;
    }
    window.addEventListener('load', draw, { once: true });
    return () => window.removeEventListener('load', draw);
  }, []);
}
