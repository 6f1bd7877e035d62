import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { startLanguage } from '@/i18n/browser-language';
import { createI18n } from '@/i18n/create-i18n';
import './styles.css';

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The screen starts once the words of `common` are at hand (English ships with the app).
void createI18n(startLanguage()).then((i18n) =>
  createRoot(container, {
    // Every error boundary here is React Router's, which shows the fallback screen and reports
    // through onError below; React's own report would repeat it.
    onCaughtError: () => undefined,
  }).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <RouterProvider
          router={router}
          onError={(error, { pattern }) => console.warn(`Error on route ${pattern}:`, error)}
        />
      </AppProviders>
    </StrictMode>,
  ),
);
