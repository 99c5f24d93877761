import type { Plugin } from 'vite';

/**
 * The build's import graph as the modules are parsed, for chunk groups that must know what a module
 * brings with it (decision 217): `reaches(pattern)` tells whether a module, or anything it imports
 * statically, has an id matching the pattern. Asked only when the chunks are made, once every
 * module has been parsed: the answer is then computed once, walking back from the matching modules
 * through their importers (cycles included), and forgotten when a new build starts.
 */
export function moduleGraph(): { plugin: Plugin; reaches: (pattern: RegExp) => (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let build = 0;
  const plugin: Plugin = {
    name: 'gdo:module-graph',
    apply: 'build',
    buildStart() {
      imports.clear();
      build++;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };

  function modulesReaching(pattern: RegExp): Set<string> {
    const importers = new Map<string, string[]>();
    for (const [id, imported] of imports) {
      for (const dependency of imported) {
        const known = importers.get(dependency);
        if (known) known.push(id);
        else importers.set(dependency, [id]);
      }
    }
    const found = new Set([...imports.keys(), ...importers.keys()].filter((id) => pattern.test(id)));
    const queue = [...found];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const importer of importers.get(id) ?? []) {
        if (found.has(importer)) continue;
        found.add(importer);
        queue.push(importer);
      }
    }
    return found;
  }

  const reaches = (pattern: RegExp) => {
    let answered: { build: number; modules: Set<string> } | undefined;
    return (id: string) => {
      if (answered?.build !== build) answered = { build, modules: modulesReaching(pattern) };
      return answered.modules.has(id);
    };
  };
  return { plugin, reaches };
}
