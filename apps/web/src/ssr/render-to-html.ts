import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * React marks a Suspense boundary it could not finish with '<!--$!-->' and leaves it to the
 * browser; renderToString does that for any screen whose code has not loaded yet.
 */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The whole HTML of a tree, with every Suspense boundary's content in place and no inline
 * script (the content security policy would block one, and streaming React writes them).
 * renderToString is synchronous: it renders what has loaded. When a lazy screen or the words
 * of a namespace have not loaded yet, a streaming render loads them, and then renderToString
 * runs again. Lazy code stays loaded, so for code that happens once per screen.
 *
 * Null when a boundary is still unfinished after that (loading took over timeoutMs): the
 * browser would throw away that part and report an error, so the caller sends the app shell.
 */
export async function renderToHtml(
  tree: () => ReactNode,
  timeoutMs: number,
): Promise<string | null> {
  const html = renderFinished(tree());
  if (html !== null) return html;
  await loadEverything(tree(), timeoutMs);
  return renderFinished(tree());
}

/**
 * The HTML if everything in the tree was at hand, else null: a boundary left unfinished, or a
 * part outside any boundary (the header's words, say) still loading, for which renderToString
 * throws.
 */
function renderFinished(tree: ReactNode): string | null {
  try {
    const html = renderToString(tree);
    return html.includes(UNFINISHED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

/** Renders the tree to nowhere, resolving once every lazy part of it has loaded. */
function loadEverything(tree: ReactNode, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stream.abort();
      resolve();
    }, timeoutMs);
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => {
        clearTimeout(timer);
        stream.abort();
        resolve();
      },
      onShellError: () => resolve(),
      // This render only loads code; the real one, renderToString, meets any error again.
      onError: () => undefined,
    });
  });
}
