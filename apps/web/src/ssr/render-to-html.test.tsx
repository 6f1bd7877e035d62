import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from './render-to-html';

function page(Screen: ReturnType<typeof lazy>) {
  return () => (
    <main>
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>
    </main>
  );
}

describe('renderToHtml', () => {
  it('renders a lazy screen in full on its first render, with no inline script', async () => {
    const Screen = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: () => <h1>Listings</h1> };
    });
    const html = await renderToHtml(page(Screen), 5_000);
    expect(html).toBe('<main><!--$--><h1>Listings</h1><!--/$--></main>');
    // Loaded once, it renders at once the next time.
    expect(await renderToHtml(page(Screen), 5_000)).toBe(html);
  });

  it('renders a part outside any Suspense boundary once it has loaded', async () => {
    const Header = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: () => <header>Basera</header> };
    });
    expect(await renderToHtml(() => <Header />, 5_000)).toBe('<header>Basera</header>');
  });

  it('gives up (null) when a screen has not loaded in time, rather than send its fallback', async () => {
    const never = lazy(() => new Promise<never>(() => undefined));
    expect(await renderToHtml(page(never), 50)).toBeNull();
    expect(
      await renderToHtml(
        () => (
          <>
            {[never].map((Part, index) => (
              <Part key={index} />
            ))}
          </>
        ),
        50,
      ),
    ).toBeNull();
  });
});
