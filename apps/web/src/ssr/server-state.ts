import type { DehydratedState } from '@tanstack/react-query';
import type { PreloadedResources } from '@/i18n/create-i18n';
import { isLanguage, type Language } from '@/i18n/language';

/**
 * What a server-rendered page hands the browser, as JSON in
 * <script id="server-state" type="application/json"> (a data block: never executed, so the
 * content security policy allows it): the answers it was rendered with, the language and the
 * words of that language it used, so the browser's first render matches the HTML and waits
 * for nothing.
 */
export type ServerState = {
  queries: DehydratedState;
  language: Language;
  translations: PreloadedResources;
  /**
   * The page is what a signed-out visitor sees (a listing without its lister): a browser with
   * a session renders its own page instead of taking this one over.
   */
  signedOutOnly: boolean;
};

export const SERVER_STATE_ID = 'server-state';

/** The element's text, safe inside <script>: no '</script>' or '<!--' can close it early. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state of a server-rendered page, or null for the plain app shell (or a damaged one). */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState> | null;
    if (!state || typeof state !== 'object' || !state.queries || !isLanguage(state.language)) {
      return null;
    }
    return {
      queries: state.queries,
      language: state.language,
      translations: state.translations ?? {},
      signedOutOnly: state.signedOutOnly === true,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the browser takes the server's HTML over (hydrates it) or renders its own page:
 * a page made for signed-out visitors is not taken over by a browser with a session, which
 * would otherwise show the signed-out page and then swap in the reader's own.
 */
export function takesOverServerHtml(
  state: ServerState | null,
  hasSession: boolean,
): state is ServerState {
  return state !== null && !(state.signedOutOnly && hasSession);
}
