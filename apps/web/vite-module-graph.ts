import type { Plugin } from 'vite';

/**
 * The build's import graph as the modules are parsed, for chunk groups that must know what a module
 * brings with it (decision 217): `reaches(pattern)` tells whether a module, or anything it imports
 * statically, has an id matching the pattern. Asked only when the chunks are made, once every
 * module has been parsed.
 */
export function moduleGraph(): { plugin: Plugin; reaches: (pattern: RegExp) => (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: 'gdo:module-graph',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const reaches = (pattern: RegExp) => {
    const known = new Map<string, boolean>();
    const visit = (id: string): boolean => {
      const answer = known.get(id);
      if (answer !== undefined) return answer;
      known.set(id, false); // a cycle adds nothing the rest of the walk does not find
      const found = pattern.test(id) || (imports.get(id) ?? []).some(visit);
      known.set(id, found);
      return found;
    };
    return visit;
  };
  return { plugin, reaches };
}
