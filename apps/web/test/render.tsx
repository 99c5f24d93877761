import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { theme } from '@/config/theme';
import { SessionProvider } from '@/entities/autenticacao/session-provider';
import { createQueryClient } from '@/lib/query-client';

// Mantine in test mode: no transitions, no portals.
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <ToastProvider>{children}</ToastProvider>
    </MantineProvider>
  );
}

export function renderUi(ui: ReactElement) {
  return { user: userEvent.setup(), ...render(<UiProviders>{ui}</UiProviders>) };
}

// The whole provider stack of the app, at a given URL; `router.state.location` tells where it is.
export function renderApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <SessionProvider>{ui}</SessionProvider> }], {
    initialEntries: [route],
  });
  return {
    user: userEvent.setup(),
    queryClient,
    router,
    ...render(
      <UiProviders>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProviders>,
    ),
  };
}

// For suites that type into whole Mantine forms: in jsdom that takes seconds on a busy machine.
export const UI_TEST_TIMEOUT_MS = 15_000;
