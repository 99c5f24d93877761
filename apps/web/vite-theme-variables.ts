import { resolve } from 'node:path';
import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { type Plugin, runnerImport } from 'vite';

// Decision 234: MantineProvider computes the theme's CSS variables on the first render of every
// page (the default resolver over every colour's shades, then each compared with Mantine's own
// defaults) and writes them into a <style>: 70–80 ms of the first render's task on a phone's 4×
// slower CPU. The theme is a constant of the build, so the build writes the same rules into the
// app's one stylesheet instead, and the provider is told not to (`withCssVariables={false}`).

export const THEME_CSS_MODULE = 'virtual:tema.css';
const RESOLVED = `\0${THEME_CSS_MODULE}`;

type Section = keyof ConvertCSSVariablesInput;

type Theme = typeof import('./src/config/theme');

/** The CSS MantineProvider would write for the app's theme and resolver, as rules for :root. */
export function themeVariablesCss({ theme, cssVariablesResolver }: Theme): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  // What differs from Mantine's own defaults, which its stylesheet already declares on :root.
  const changed = (section: Section): ConvertCSSVariablesInput[Section] => {
    const base: Record<string, string> = defaults[section];
    const all: Record<string, string> = { ...ours[section], ...extra[section] };
    return Object.fromEntries(Object.entries(all).filter(([key, value]) => base[key] !== value));
  };
  return convertCssVariables(
    { variables: changed('variables'), light: changed('light'), dark: changed('dark') },
    ':root',
  );
}

export function themeVariables(): Plugin {
  let themeFile = '';
  return {
    name: 'gdo:theme-variables',
    configResolved(config) {
      themeFile = resolve(config.root, 'src/config/theme.ts');
    },
    resolveId: (id) => (id === THEME_CSS_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The theme module as the app sees it (its '@/' paths, the domain's TypeScript), not through
      // the config's own loader.
      const { module, dependencies } = await runnerImport<Theme>(themeFile, {
        configFile: false,
        logLevel: 'error',
        resolve: { tsconfigPaths: true },
      });
      // In the dev server, a change to the theme or to what it reads (the breakpoints, the
      // domain's constants) writes the variables again.
      for (const file of [themeFile, ...dependencies]) this.addWatchFile(file);
      return themeVariablesCss(module);
    },
  };
}
