import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import enCommon from '@/i18n/locales/en/common.json';
import enHome from '@/i18n/locales/en/home.json';
import hiCommon from '@/i18n/locales/hi/common.json';
import hiHome from '@/i18n/locales/hi/home.json';
import { NamespaceMemory, translationsToInline } from './translations';

describe('translationsToInline', () => {
  it('carries every namespace the render loaded in its language', async () => {
    const i18n = await createI18n('hi');
    await i18n.loadNamespaces('home');
    expect(translationsToInline(i18n, 'hi')).toEqual({ hi: { common: hiCommon, home: hiHome } });
  });

  it('carries English common too: no words ship inside the app’s scripts', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('home');
    expect(translationsToInline(i18n, 'en')).toEqual({ en: { common: enCommon, home: enHome } });
  });

  it('is what a browser instance starts from: no namespace to download', async () => {
    const server = await createI18n('hi');
    await server.loadNamespaces('home');
    const browser = await createI18n('hi', translationsToInline(server, 'hi'));
    expect(browser.hasLoadedNamespace('home')).toBe(true);
    expect(browser.t('home:listings.title')).toBe(hiHome.listings.title);
  });
});

describe('NamespaceMemory', () => {
  it('remembers the namespaces of each screen, none for a screen not rendered yet', () => {
    const memory = new NamespaceMemory();
    expect(memory.of('home')).toEqual([]);
    memory.remember('home', ['common', 'home']);
    memory.remember('search', ['search']);
    expect(memory.of('home')).toEqual(['common', 'home']);
  });
});
