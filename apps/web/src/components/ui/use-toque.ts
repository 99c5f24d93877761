import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import alvos from './alvos.module.css';

/** A laptop or wider: the side menu is shown, and the screen is used with a mouse. */
export function useLaptop(): boolean {
  // Read at once, not after the first draw: nothing changes size once the screen is drawn.
  return useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
}

/**
 * Below a laptop the screen is touched: the class that makes every field, button and action icon
 * inside a finger's 44 px target (decision 075), for the main area, a modal's or a drawer's body.
 */
export const alvosDeToque = (laptop: boolean): string | undefined => (laptop ? undefined : alvos.alvos);

export function useAlvosDeToque(): string | undefined {
  return alvosDeToque(useLaptop());
}
