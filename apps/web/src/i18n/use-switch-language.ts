import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberLanguage } from './browser-language';
import { useSwitchLanguageContext } from './language-instances';
import { withLanguageParam, type Language } from './language';

/**
 * Switches the interface: loads the new language's words for what is on screen, then shows it
 * (app/providers.tsx sets <html lang>), remembers the choice and puts it in the address
 * (`?lang=hi`) so a copied link opens in the same language.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const switchLanguage = useSwitchLanguageContext();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (language: Language) => {
      await switchLanguage(language);
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
    [switchLanguage, location, navigate],
  );
}
