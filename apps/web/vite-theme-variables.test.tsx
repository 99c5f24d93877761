import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as tema from './src/config/theme';
import { themeVariablesCss } from './vite-theme-variables';

describe("the theme's CSS variables written by the build", () => {
  // The provider leaves out what Mantine's stylesheet already declares (its deduplication), as the
  // build does; on :root, the build's selector (the provider's default adds ':host').
  it('are exactly what MantineProvider writes at run time for the same theme on :root', () => {
    render(
      <MantineProvider
        theme={tema.theme}
        cssVariablesResolver={tema.cssVariablesResolver}
        cssVariablesSelector=":root"
      >
        <p>x</p>
      </MantineProvider>,
    );
    const emRunTime = document.querySelector('style[data-mantine-styles="true"]')?.innerHTML;
    expect(emRunTime).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(themeVariablesCss(tema)).toBe(emRunTime);
  });
});
