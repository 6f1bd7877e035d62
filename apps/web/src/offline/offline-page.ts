import './offline.css';

/*
 * The offline page (docs/product.md §2): what the service worker shows for a navigation with
 * no answer when no cached screen fits. Plain DOM, no React, nothing shared with the app's
 * scripts (the app's first load stays as it was); it is served under whatever URL was asked
 * for, so 'Try again' simply reloads that URL.
 */

/**
 * Every word of this page, in both languages. It shares no code with the app (so no i18n
 * resources): the language is chosen as src/i18n/language.ts does, from ?lang=, the `lang`
 * cookie, then localStorage.
 */
const TEXTS = {
  en: {
    title: 'You are offline',
    body: 'This page needs an internet connection. Check your mobile data or Wi-Fi and try again.',
    savedHint: 'Listings you saved with the heart still open without a connection.',
    retry: 'Try again',
    saved: 'Open saved listings',
    home: 'Basera home',
    documentTitle: 'You are offline | Basera',
  },
  hi: {
    title: 'आप ऑफ़लाइन हैं',
    body: 'इस पेज के लिए इंटरनेट कनेक्शन चाहिए। अपना मोबाइल डेटा या वाई-फ़ाई देखें और फिर से कोशिश करें।',
    savedHint: 'दिल से सहेजी गई लिस्टिंग बिना कनेक्शन के भी खुलती हैं।',
    retry: 'फिर से कोशिश करें',
    saved: 'सहेजी गई लिस्टिंग खोलें',
    home: 'Basera होम',
    documentTitle: 'आप ऑफ़लाइन हैं | Basera',
  },
};

type Language = keyof typeof TEXTS;

function chosenLanguage(): Language {
  const isLanguage = (value: string | null | undefined): value is Language =>
    value === 'en' || value === 'hi';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const fromCookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  try {
    const stored = window.localStorage.getItem('lang');
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: English
  }
  return 'en';
}

/**
 * The Saved Property screen sends any other user id to the reader's own list, so this page
 * needs no session of its own (the service worker serves the app for /savedProperty/…).
 */
const SAVED_LISTINGS = '/savedProperty/mine';

const MARK = `<svg viewBox="0 0 64 64" class="size-9 shrink-0" aria-hidden="true">
  <rect width="64" height="64" rx="14" fill="#0f4c4a"/>
  <path d="M32 12 10 30h6v20h32V30h6L32 12Z" fill="#fff"/>
  <path d="M27 50V38a5 5 0 0 1 10 0v12Z" fill="#f59e0b"/></svg>`;

const CLOUD_OFF = `<svg viewBox="0 0 24 24" class="size-8" fill="none" stroke="currentColor"
  stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
  <path d="m2 2 20 20"/><path d="M5.782 5.782A7 7 0 0 0 9 19h8.5a4.5 4.5 0 0 0 1.307-.193"/>
  <path d="M21.532 16.5A4.5 4.5 0 0 0 17.5 10h-1.79A7.008 7.008 0 0 0 10 5.07"/></svg>`;

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(root: HTMLElement): void {
  const language = chosenLanguage();
  const TEXT = TEXTS[language];
  document.documentElement.lang = language;
  document.title = TEXT.documentTitle;
  const savedLink = `<a href="${SAVED_LISTINGS}" class="inline-flex h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-5 text-[15px] font-semibold text-brand-900 shadow-sm hover:bg-slate-50">${escape(TEXT.saved)}</a>`;
  root.innerHTML = `
  <div class="flex min-h-dvh flex-col">
    <header class="border-b border-slate-200 bg-white">
      <div class="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        <a href="/" class="inline-flex items-center gap-2.5 rounded-lg" aria-label="${escape(TEXT.home)}">
          ${MARK}<span class="text-[22px] leading-none font-extrabold tracking-tight text-brand-900">Basera</span>
        </a>
      </div>
    </header>
    <main class="flex flex-1 items-center justify-center px-4 py-12">
      <section class="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-slate-900/5 sm:p-8" aria-labelledby="offline-title">
        <div class="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-600">${CLOUD_OFF}</div>
        <h1 id="offline-title" class="text-2xl font-bold tracking-tight text-slate-900">${escape(TEXT.title)}</h1>
        <p class="mt-3 text-[15px] text-slate-600">${escape(TEXT.body)}</p>
        <p class="mt-2 text-[15px] text-slate-600">${escape(TEXT.savedHint)}</p>
        <div class="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button type="button" id="offline-retry" class="inline-flex h-11 items-center justify-center rounded-xl bg-brand-700 px-5 text-[15px] font-semibold text-white shadow-sm hover:bg-brand-800">${escape(TEXT.retry)}</button>
          ${savedLink}
        </div>
      </section>
    </main>
  </div>`;
  root.querySelector('#offline-retry')?.addEventListener('click', () => window.location.reload());
}

const root = document.getElementById('offline');
if (root) render(root);
// Back online: go where the visitor was going.
window.addEventListener('online', () => window.location.reload());
