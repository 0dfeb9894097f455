// No file may import itself through others. A cycle is reported on each import that closes one, with
// the path, so the fix (move the shared part down, or pass a callback at composition) is plain to see.
import { relative } from 'node:path';
import { componentOf, findImportPath, resolveRelative } from '../import-graph.js';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between files (and so between modules).' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const importer = context.filename;
    const root = context.cwd;

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveRelative(importer, specifier);
      if (!target || componentOf(target) !== componentOf(importer)) return;
      const path = findImportPath(target, importer) ?? [target, importer];
      const shown = [importer, ...path].map((file) => relative(root, file)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { path: shown } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
