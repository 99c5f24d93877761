import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { theme } from '@/config/theme';
import { SessionProvider } from '@/entities/autenticacao/session-provider';
import { createQueryClient } from '@/lib/query-client';

// A data router, so a form with unsaved changes can hold a navigation (useBlocker) and ask
// first; the screens still declare their routes with <Routes> below its one catch-all route.
function createAppRouter(children: ReactNode) {
  return createBrowserRouter([{ path: '*', element: <SessionProvider>{children}</SessionProvider> }]);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(children));
  return (
    // The theme's CSS variables come with the stylesheet, written by the build (decision 234).
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
