// A module (a server module, a web feature) is seen from outside only through its public face,
// index.ts: "nothing else leaves the folder" (docs/architecture.md, "Module boundaries"). Test files
// may also use another module's test kit, testing.ts.
import { relative, resolve, sep } from 'node:path';
import { resolveRelative } from '../import-graph.js';

const FACES = new Set(['index.ts', 'index.tsx', 'index.server.ts']);
const TEST_KITS = new Set(['testing.ts']);
const TEST_FILE = /(\.test\.tsx?|\.e2e\.ts)$|[\\/]testing[\\/]|[\\/]testing\.ts$|[\\/]test-kit/;

/** Where `file` sits among the areas: the area and the unit (module or feature) folder, or null. */
function locate(areas, file) {
  for (const area of areas) {
    const inner = relative(area.rootPath, file);
    if (inner.startsWith('..') || inner === '' || !inner.includes(sep)) continue;
    const [unit, ...rest] = inner.split(sep);
    return { area, unit, innerPath: rest.join('/') };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module or feature only through its public face (index.ts).' },
    schema: [
      {
        type: 'object',
        properties: {
          areas: {
            type: 'array',
            items: {
              type: 'object',
              properties: { root: { type: 'string' }, outsideMustUseFace: { type: 'boolean' } },
              required: ['root'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      innerImport:
        "'{{unit}}' is another module: import its public face ({{unit}}/index.ts), not its inner file '{{inner}}'.",
    },
  },
  create(context) {
    const root = context.cwd;
    const areas = (context.options[0]?.areas ?? []).map((area) => ({ ...area, rootPath: resolve(root, area.root) }));
    const importer = context.filename;
    const from = locate(areas, importer);
    const isTestFile = TEST_FILE.test(importer);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveRelative(importer, specifier);
      if (!target) return;
      const to = locate(areas, target);
      if (!to) return;
      if (from && from.area === to.area && from.unit === to.unit) return;
      if (!from && !to.area.outsideMustUseFace) return;
      if (FACES.has(to.innerPath)) return;
      if (isTestFile && TEST_KITS.has(to.innerPath)) return;
      context.report({ node, messageId: 'innerImport', data: { unit: to.unit, inner: to.innerPath } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
