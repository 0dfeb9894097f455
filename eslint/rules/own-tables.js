// A module reads and writes only its own tables (issue 12; decision 0013, "Tables have one owner").
// The owner of a table is the folder of packages/db/src/schema that declares it: schema/cart/*.ts are
// the cart module's. A file under apps/server/src/modules/<m>/ may name only <m>'s tables, whether
// as `schema.carts`, `const { carts } = schema`, `import { carts } from '@spindle/db'`, an import
// from '@spindle/db/schema/<folder>' or a relational query (`db.query.carts`). Other areas of the
// server own the folder their option names (the job runner owns schema/jobs); any other file of the
// server (composition, HTTP, mail) owns no table. Another module's data comes through its face.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const TABLE_PATTERN = /export const (\w+) = pgTable\(/g;
const ownersBySchemaRoot = new Map();

/** The owner folder of every table the schema declares (table's export name -> folder), read once. */
export function tableOwners(schemaRoot) {
  let owners = ownersBySchemaRoot.get(schemaRoot);
  if (owners) return owners;
  owners = new Map();
  for (const entry of readdirSync(schemaRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(schemaRoot, entry.name);
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.ts')) continue;
      for (const match of readFileSync(join(folder, file), 'utf8').matchAll(TABLE_PATTERN)) {
        owners.set(match[1], entry.name);
      }
    }
  }
  ownersBySchemaRoot.set(schemaRoot, owners);
  return owners;
}

/** Which owner the linted file speaks for: its module, the area's owner, null for none, or undefined if unchecked. */
function ownerOfFile(options, root, file) {
  const inModules = relative(resolve(root, options.modules), file);
  if (!inModules.startsWith('..') && inModules.includes(sep)) return inModules.split(sep)[0];
  for (const [area, owner] of Object.entries(options.areas ?? {})) {
    if (!relative(resolve(root, area), file).startsWith('..')) return owner;
  }
  if (!relative(resolve(root, options.scope), file).startsWith('..')) return null;
  return undefined;
}

const DB_HANDLE = /(^|\.)(db|tx|database|trx)$/i;

/** The source text of a member's object when it is a plain chain of names (`this.db`, `deps.tx`). */
function chainOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = chainOf(node.object);
    return object === null ? null : `${object}.${node.property.name}`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A server module reads and writes only its own tables (packages/db/src/schema/<module>/).' },
    schema: [
      {
        type: 'object',
        properties: {
          schemaRoot: { type: 'string' },
          modules: { type: 'string' },
          scope: { type: 'string' },
          areas: { type: 'object', additionalProperties: { type: 'string' } },
          pending: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['schemaRoot', 'modules', 'scope'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreignTable:
        "'{{user}}' uses table '{{table}}', which belongs to '{{owner}}': ask its owner's face for it (decision 0013).",
      noOwner:
        "This file owns no table, yet uses '{{table}}' (owned by '{{owner}}'): go through its owner's face (decision 0013).",
    },
  },
  create(context) {
    const options = context.options[0];
    const root = context.cwd;
    const user = ownerOfFile(options, root, context.filename);
    if (user === undefined) return {};
    const owners = tableOwners(resolve(root, options.schemaRoot));
    const allowed = new Set(user === null ? [] : (options.pending?.[user] ?? []));
    const schemaNames = new Set();

    function check(node, table, owner = owners.get(table)) {
      if (owner === undefined || owner === user || allowed.has(table)) return;
      if (user === null) context.report({ node, messageId: 'noOwner', data: { table, owner } });
      else context.report({ node, messageId: 'foreignTable', data: { user, table, owner } });
    }

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source !== '@spindle/db' && !String(source).startsWith('@spindle/db/schema/')) return;
        const folder = source === '@spindle/db' ? undefined : String(source).slice('@spindle/db/schema/'.length);
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier' && folder === undefined) {
            schemaNames.add(specifier.local.name);
          } else if (specifier.type === 'ImportNamespaceSpecifier') {
            check(specifier, `${folder}/*`, folder);
          } else {
            const imported = specifier.type === 'ImportSpecifier' ? specifier.imported.name : 'default';
            if (imported === 'schema' && folder === undefined) schemaNames.add(specifier.local.name);
            else check(specifier, imported);
          }
        }
      },
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const object = node.object;
        if (object.type === 'Identifier' && schemaNames.has(object.name)) return check(node, node.property.name);
        // Relational queries: db.query.projects.findMany(...).
        if (object.type === 'MemberExpression' && !object.computed && object.property.name === 'query') {
          const handle = chainOf(object.object);
          if (handle !== null && DB_HANDLE.test(handle)) check(node, node.property.name);
        }
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || node.init?.type !== 'Identifier') return;
        if (!schemaNames.has(node.init.name)) return;
        for (const property of node.id.properties) {
          if (property.type === 'Property' && property.key.type === 'Identifier') check(property, property.key.name);
        }
      },
    };
  },
};
