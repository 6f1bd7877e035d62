import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPageMarkers, pageDocument } from './document';
import {
  readServerState,
  SERVER_STATE_ID,
  serverStateScript,
  takesOverServerHtml,
} from './server-state';
import { splitHoistedHead } from './split-head';

const TEMPLATE = `<!doctype html><html lang="en"><head>
<!--app-head-->
<meta
  name="description"
  content="Site description"
/>
<title>Site title</title>
<!--/app-head-->
</head><body><div id="root"><!--app-html--></div></body></html>`;

/** The text of the state element, read back the way an HTML parser would. */
function stateText(html: string): string | null {
  const open = `<script id="${SERVER_STATE_ID}" type="application/json">`;
  const start = html.indexOf(open);
  if (start < 0) return null;
  const end = html.indexOf('</script', start + open.length);
  return html.slice(start + open.length, end);
}

describe('pageDocument', () => {
  const SERVER_TAGS =
    '<title>Server title</title><meta name="description" content="Server description" /><meta property="og:title" content="Server" />';

  it('puts the render in the root, the server tags in the head and the page title over theirs', () => {
    expect(hasPageMarkers(TEMPLATE)).toBe(true);
    const html = pageDocument(TEMPLATE, {
      headTags: SERVER_TAGS,
      head: '<title>About Us | Basera</title>',
      body: '<main>Hello</main>',
      state: null,
      language: 'en',
    });
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About Us | Basera</title>');
    expect(html).toContain('content="Server description"');
    expect(html).toContain('property="og:title"');
    expect(html).not.toContain('Site description');
    expect(hasPageMarkers(html)).toBe(false);
  });

  it("keeps the server's title when the page has none, and the site's tags without the server's", () => {
    const served = pageDocument(TEMPLATE, {
      headTags: SERVER_TAGS,
      head: '',
      body: '',
      state: null,
      language: 'en',
    });
    expect(served).toContain('<title>Server title</title>');
    const plain = pageDocument(TEMPLATE, {
      headTags: '',
      head: '',
      body: '',
      state: null,
      language: 'en',
    });
    expect(plain).toContain('<title>Site title</title>');
    expect(plain).toContain('Site description');
    expect(plain).not.toContain(SERVER_STATE_ID);
  });

  it("says the page's language in <html lang>", () => {
    const html = pageDocument(TEMPLATE, {
      headTags: '',
      head: '',
      body: '',
      state: null,
      language: 'hi',
    });
    expect(html).toContain('<html lang="hi">');
    expect(html).not.toContain('lang="en"');
  });

  it('preloads the Devanagari font on a Hindi page, and on no English one', () => {
    const preload =
      /<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin \/>/;
    const page = (language: 'en' | 'hi') =>
      pageDocument(TEMPLATE, { headTags: '', head: '', body: '', state: null, language });
    const hindi = page('hi');
    expect(hindi).toMatch(preload);
    expect(hindi.indexOf('rel="preload"')).toBeLessThan(hindi.indexOf('</head>'));
    expect(page('en')).not.toContain('rel="preload"');
  });

  it('keeps "$" patterns of the page text as they are', () => {
    const body = "<p>₹5,000 $& $' $` $$</p>";
    expect(
      pageDocument(TEMPLATE, { headTags: '', head: '', body, state: null, language: 'en' }),
    ).toContain(body);
  });

  it('carries any state to the browser intact, whatever its strings contain', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const state = { queries: { mutations: [], queries: [{ value, text }] } } as never;
        const html = pageDocument(TEMPLATE, {
          headTags: '',
          head: '',
          body: '',
          state,
          language: 'en',
        });
        // No string can end the element early: the parser's text is the whole JSON.
        const inner = stateText(html);
        expect(inner).not.toBeNull();
        expect(inner).not.toMatch(/<!--|<script/i);
        expect(JSON.parse(inner!)).toEqual(JSON.parse(JSON.stringify(state)));
      }),
    );
  });

  it('escapes a closing script tag in the state', () => {
    const script = serverStateScript({
      queries: { mutations: [], queries: [] },
      note: '</script><script>alert(1)</script>',
    } as never);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('readServerState', () => {
  function documentWith(text: string | null) {
    return {
      getElementById: (id: string) =>
        id === SERVER_STATE_ID && text !== null ? { textContent: text } : null,
    } as unknown as Document;
  }

  it('reads back what the server wrote', () => {
    const state = {
      queries: { queries: [], mutations: [] },
      language: 'hi' as const,
      translations: { hi: { home: { title: '</script> घर' } } },
      signedOutOnly: true,
    };
    const script = serverStateScript(state);
    const text = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(readServerState(documentWith(text))).toEqual(state);
  });

  it('is null for the app shell, a damaged element or an unknown language', () => {
    expect(readServerState(documentWith(null))).toBeNull();
    expect(readServerState(documentWith('{not json'))).toBeNull();
    expect(readServerState(documentWith('null'))).toBeNull();
    expect(
      readServerState(documentWith('{"queries":{"queries":[],"mutations":[]},"language":"fr"}')),
    ).toBeNull();
  });
});

describe('splitHoistedHead', () => {
  it('takes the leading title, meta and link elements off the markup', () => {
    const { head, body } = splitHoistedHead(
      '<title>T</title><meta name="description" content="d"/><link rel="preload" href="/a.png" as="image"/><div><title>inner</title></div>',
    );
    expect(head).toBe(
      '<title>T</title><meta name="description" content="d"/><link rel="preload" href="/a.png" as="image"/>',
    );
    expect(body).toBe('<div><title>inner</title></div>');
  });

  it('leaves markup without hoisted elements alone', () => {
    expect(splitHoistedHead('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});

describe('takesOverServerHtml', () => {
  const page = {
    queries: { queries: [], mutations: [] },
    language: 'en' as const,
    translations: {},
    signedOutOnly: false,
  };

  it('hydrates a rendered page, signed in or out, and renders the shell itself', () => {
    expect(takesOverServerHtml(page, false)).toBe(true);
    expect(takesOverServerHtml(page, true)).toBe(true);
    expect(takesOverServerHtml(null, false)).toBe(false);
  });

  it('leaves a signed-out preview to a browser with a session, which renders the details', () => {
    const preview = { ...page, signedOutOnly: true };
    expect(takesOverServerHtml(preview, false)).toBe(true);
    expect(takesOverServerHtml(preview, true)).toBe(false);
  });
});
