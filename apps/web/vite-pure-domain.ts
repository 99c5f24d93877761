import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// Decision 217: the domain's modules build their zod schemas at the top level (`export const
// painelSchema = z.object(…)`), for the API's validation and OpenAPI. The web app imports the same
// modules for their constants, types and functions, and a bundler must keep a top-level call it
// cannot prove free of effects: every screen built every schema of every domain module it touched
// (and loaded zod) to show a list. This plugin marks each call that initialises a top-level `const`
// of a domain module as pure, so the build drops the schemas a screen does not use, and zod with
// them where none is left. A mark on the call alone would leave its arguments' property reads
// behind (and with them the imports they come from): the value is wrapped in a function called at
// once instead. Functions are left alone (a pure mark there could drop a statement that does
// something), and so is any top-level statement that is not a `const`, and any value whose
// expression assigns or deletes. The rule it relies on: a domain module's top-level `const` is
// built for its value, never for an effect (a call that registers or changes something elsewhere). The domain is also declared
// free of side effects (`"sideEffects": false`), so a module none of whose names is used is not
// loaded at all.

const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/;
const PURE = '/* @__PURE__ */ ';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

// What runs later, not while the module loads: not the module's initialisation.
const DEFERRED = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
]);

/** Whether evaluating the expression (not the functions it defines) does something of `kind`. */
function evaluates(node: Node, kind: (node: Node) => boolean): boolean {
  if (DEFERRED.has(node.type)) return false;
  if (kind(node)) return true;
  return Object.entries(node).some(
    ([key, value]) =>
      key !== 'type' &&
      (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && evaluates(child, kind)),
  );
}

const isCall = (node: Node) => node.type === 'CallExpression' || node.type === 'NewExpression';
// An assignment, `++`/`--` or `delete` changes something: such a value is never wrapped.
const isChange = (node: Node) =>
  node.type === 'AssignmentExpression' ||
  node.type === 'UpdateExpression' ||
  (node.type === 'UnaryExpression' && node.operator === 'delete');

/** The initialisers of the module's top-level `const` declarations, exported or not. */
function topLevelConstInits(program: { body: Node[] }): Node[] {
  return program.body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const')
      return [];
    return (declaration.declarations as Node[]).flatMap((declarator) =>
      isNode(declarator.init) ? [declarator.init] : [],
    );
  });
}

/**
 * `code` with each top-level `const` whose value runs a call wrapped in a function called at once and
 * marked pure (`(() => (value))()` after the `@__PURE__` comment): the same value, built the same way, but the
 * build drops the whole expression, arguments included, when nothing uses the name. Undefined when
 * nothing is wrapped.
 */
export function markTopLevelCallsPure(
  code: string,
  program: { body: Node[] },
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const inits = topLevelConstInits(program).filter(
    (init) => evaluates(init, isCall) && !evaluates(init, isChange),
  );
  if (inits.length === 0) return undefined;
  const output = new MagicString(code);
  for (const init of inits) {
    output.appendLeft(init.start, `${PURE}(() => (`);
    output.appendRight(init.end, '))()');
  }
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}

export function pureDomain(): Plugin {
  return {
    name: 'gdo:pure-domain',
    apply: 'build',
    transform(code, id) {
      if (!DOMAIN_MODULE.test(id.split('?')[0]!)) return undefined;
      return markTopLevelCallsPure(code, this.parse(code) as unknown as { body: Node[] });
    },
  };
}
