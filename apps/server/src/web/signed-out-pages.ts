import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { KeptPage, PageStore } from '../lib/public-cache';
import type { PageRenderer, RenderedPage } from './page-renderer';
import { withHeadTags } from './share-tags';

/*
 * The HTML of every page, as a signed-out visitor sees it: the server never renders with a
 * token (who is signed in is the browser's business, docs/decisions/0021-server-rendering.md),
 * so one rendered page serves every visitor who asks the same question. A render costs a
 * hundred milliseconds or more of the one thread, so:
 * - a page is kept in the public cache's page store, cleared with the public answers it
 *   shows, and answered from there, with a brotli copy made once (off the main thread) rather
 *   than compressed again for every visitor;
 * - requests for a page that is being rendered wait for that render instead of starting their
 *   own (a link shared to a WhatsApp group is opened by many at once);
 * - a client may have only so many pages rendered (mayRender, counted per network): past
 *   that it gets the app shell with the page's head tags, and its browser renders the page,
 *   so someone behind a shared mobile-network address still gets a working page.
 * docs/decisions/0036-signed-out-page-cache.md.
 */

const compress = promisify(brotliCompress);
/** Quality 6: within a few per cent of the best size, in a few milliseconds for a page. */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 6,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** A page to send: rendered now, or kept (then with its brotli copy). */
export type ServedPage = RenderedPage & { brotli?: Buffer };

/** The language cookie, the only one the renderer reads (?lang comes with the address). */
const LANG_COOKIE = /(?:^|;\s*)lang=([^;]*)/;

/**
 * What a render is given besides the head tags (which follow from the path and the public
 * answers): the address and the language cookie. The cache key is exactly that.
 */
function renderInput(request: FastifyRequest): { url: string; cookie: string | null } {
  const header = request.headers.cookie;
  const lang = header ? LANG_COOKIE.exec(header)?.[1] : undefined;
  return { url: request.url, cookie: lang === undefined ? null : `lang=${lang}` };
}

export type SignedOutPages = (request: FastifyRequest) => Promise<ServedPage>;

export function createSignedOutPages(options: {
  /** The built index.html: the page when the renderer is missing. */
  template: string;
  renderer: Promise<PageRenderer | null>;
  /** The head tags of a page: its title, description, link-preview tags and JSON-LD. */
  headTags: (pathname: string) => Promise<string>;
  store: PageStore;
  /** Counts a render for this client; false once it has had its share. */
  mayRender: (request: FastifyRequest) => Promise<boolean>;
  log: FastifyBaseLogger;
}): SignedOutPages {
  const underWay = new Map<string, Promise<ServedPage>>();

  async function render(
    renderer: PageRenderer,
    input: { url: string; cookie: string | null },
    tags: string,
  ): Promise<{ page: RenderedPage; keep: boolean }> {
    try {
      const headers = input.cookie ? { cookie: input.cookie } : undefined;
      const page = await renderer.render(
        new Request(new URL(input.url, 'http://basera.local'), { headers }),
        tags,
      );
      // Only a page that exists is kept: made-up addresses must not push real pages out.
      return { page, keep: page.status === 200 };
    } catch (error) {
      // A page that cannot be rendered is still served: the browser renders it from the shell.
      options.log.error({ err: error, url: input.url }, 'server rendering failed');
      return { page: { status: 200, html: renderer.shell(tags) }, keep: false };
    }
  }

  /** The page for this request when none is kept: rendered, or the shell with its head tags. */
  async function produce(
    request: FastifyRequest,
    input: { url: string; cookie: string | null },
  ): Promise<{ page: RenderedPage; keep: boolean }> {
    const tags = options.headTags(input.url.split('?')[0]!);
    const renderer = await options.renderer;
    if (!renderer) {
      return {
        page: { status: 200, html: withHeadTags(options.template, await tags) },
        keep: false,
      };
    }
    if (!(await options.mayRender(request))) {
      return { page: { status: 200, html: renderer.shell(await tags) }, keep: false };
    }
    return render(renderer, input, await tags);
  }

  /**
   * Keeps a whole page with its brotli copy. Compressing takes a few milliseconds on a worker
   * thread; the page is kept before it is sent, so that the next request finds it.
   */
  async function keep(key: string, html: string, mark: number): Promise<ServedPage> {
    try {
      const page: KeptPage = { html, brotli: await compress(html, BROTLI) };
      options.store.keep(key, page, mark);
      return { status: 200, ...page };
    } catch (error) {
      options.log.warn({ err: error }, 'a rendered page could not be compressed: not kept');
      return { status: 200, html };
    }
  }

  return async function pageFor(request) {
    const input = renderInput(request);
    const key = `${input.cookie ?? ''}\n${input.url}`;
    const kept = options.store.read(key);
    if (kept !== undefined) return { status: 200, ...kept };
    // Registered before anything is awaited, so that a second request always finds it.
    let rendering = underWay.get(key);
    if (!rendering) {
      const mark = options.store.mark();
      rendering = produce(request, input).then(async (made) =>
        made.keep ? keep(key, made.page.html, mark) : made.page,
      );
      underWay.set(key, rendering);
      void rendering.finally(() => underWay.delete(key)).catch(() => {});
    }
    return rendering;
  };
}
