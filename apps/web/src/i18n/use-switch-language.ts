import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLanguage } from './browser-language';
import { withLanguageParam, type Language } from './language';

/**
 * Switches the interface: loads the new language's words for what is on screen, then sets
 * <html lang>, remembers the choice and puts it in the address (`?lang=hi`) so a copied link
 * opens in the same language.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(language);
      document.documentElement.lang = language;
      rememberLanguage(language);
      await navigate(
        {
          pathname: location.pathname,
          search: withLanguageParam(location.search, language),
          hash: location.hash,
        },
        { replace: true, preventScrollReset: true, state: location.state },
      );
    },
    [i18n, location, navigate],
  );
}
