import { LOADING_DEFAULT_MESSAGE } from '@gdo/domain/constants';
import { Loader, Text } from '@mantine/core';
import classes from './loading-overlay.module.css';

type LoadingOverlayProps = { message?: string };

// Covers the whole screen while something the user waits for runs (spec §2).
export function LoadingOverlay({ message = LOADING_DEFAULT_MESSAGE }: LoadingOverlayProps) {
  return (
    <div
      className={classes.overlay}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <div className={classes.panel}>
        <Loader size="md" aria-hidden />
        <Text fw={500} size="md">
          {message}
        </Text>
      </div>
    </div>
  );
}
