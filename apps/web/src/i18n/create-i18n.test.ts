import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MSG, MSG } from '@basera/contract';
import { createI18n } from './create-i18n';
import { loadMessageIndex, translateMessage } from './translate-message';

afterEach(() => vi.restoreAllMocks());

describe('createI18n', () => {
  it('starts with the common words of the language asked for', async () => {
    expect((await createI18n('en')).t('layout.skipToContent')).toBe('Skip to content');
    expect((await createI18n('hi')).t('layout.skipToContent')).toBe('मुख्य सामग्री पर जाएँ');
  });

  it('starts from preloaded words without loading them again', async () => {
    const i18n = await createI18n('hi', { hi: { home: { hero: 'नमस्ते' } } });
    expect(i18n.t('home:hero')).toBe('नमस्ते');
  });

  it('reports a missing key on console.error with language, namespace and key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('hi');
    i18n.t('header.noSuchKey');
    expect(error).toHaveBeenCalledWith('Missing translation: [hi] common:header.noSuchKey');
  });
});

describe('translateMessage', () => {
  it('gives SPEC English unchanged in English', async () => {
    const en = await createI18n('en');
    expect(translateMessage(en, MSG.phoneInvalid)).toBe('Phone number is not valid');
  });

  it('finds the Hindi of a contract message or server answer by its English text', async () => {
    const hi = await createI18n('hi');
    await Promise.all([hi.loadNamespaces('messages'), loadMessageIndex()]);
    expect(translateMessage(hi, MSG.phoneInvalid)).toBe('फ़ोन नंबर सही नहीं है');
    expect(translateMessage(hi, API_MSG.loginFailed)).toBe('ईमेल या पासवर्ड गलत है');
    expect(translateMessage(hi, 'Raipur')).toBe('रायपुर');
  });

  it('leaves a text the contract does not know as it is', async () => {
    const hi = await createI18n('hi');
    await Promise.all([hi.loadNamespaces('messages'), loadMessageIndex()]);
    expect(translateMessage(hi, 'Near Vyapar Vihar')).toBe('Near Vyapar Vihar');
  });
});
