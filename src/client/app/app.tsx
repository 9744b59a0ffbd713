import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import './touch-targets.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastsOnDemand } from '../components/toasts-on-demand';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { TOAST_PLACEMENT } from '../lib/toast-placement';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <ToastsOnDemand {...TOAST_PLACEMENT} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
