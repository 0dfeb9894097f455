// The repository's relative import graph, read once per lint run: which files a source file imports,
// found by scanning its import and export statements (static, type-only and dynamic). Used by the
// boundary and cycle rules, which need to see past the file ESLint is linting.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT_PATTERN =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null for a package or a file that does not exist. */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The specifiers a source text imports or re-exports, comments stripped first. */
export function importSpecifiersOf(sourceText) {
  const text = sourceText.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
  const specifiers = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) specifiers.push(match[1] ?? match[2]);
  return specifiers;
}

const edgesByFile = new Map();

/** The files that `file` imports (relative imports that resolve to a file), cached for the run. */
export function importsOf(file) {
  let edges = edgesByFile.get(file);
  if (edges) return edges;
  edges = [];
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '';
  }
  for (const specifier of importSpecifiersOf(text)) {
    const target = resolveRelative(file, specifier);
    if (target && /\.tsx?$/.test(target)) edges.push(target);
  }
  edgesByFile.set(file, edges);
  return edges;
}

/** Forgets what was read (tests write fixture files between runs). */
export function clearImportGraph() {
  edgesByFile.clear();
  componentByFile.clear();
}

/**
 * The shortest import path from `from` back to `to` (both included), or null when `to` cannot be
 * reached: a path from an import's target back to the importing file closes a cycle.
 */
export function findImportPath(from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) {
      const path = [];
      for (let step = file; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of importsOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const componentByFile = new Map();
let nextIndex = 0;

/**
 * The strongly connected component of `file` in the import graph (Tarjan's algorithm, iterative,
 * run once over everything reachable from the files asked about): two files import each other,
 * directly or through others, exactly when they share a component.
 */
export function componentOf(file) {
  if (!componentByFile.has(file)) computeComponentsFrom(file);
  return componentByFile.get(file);
}

function computeComponentsFrom(root) {
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const work = [{ file: root, edge: 0 }];
  index.set(root, nextIndex);
  lowLink.set(root, nextIndex++);
  stack.push(root);
  onStack.add(root);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const edges = importsOf(frame.file);
    if (frame.edge < edges.length) {
      const next = edges[frame.edge++];
      if (componentByFile.has(next)) continue;
      if (!index.has(next)) {
        index.set(next, nextIndex);
        lowLink.set(next, nextIndex++);
        stack.push(next);
        onStack.add(next);
        work.push({ file: next, edge: 0 });
      } else if (onStack.has(next)) {
        lowLink.set(frame.file, Math.min(lowLink.get(frame.file), index.get(next)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1].file;
      lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(frame.file)));
    }
    if (lowLink.get(frame.file) === index.get(frame.file)) {
      const component = frame.file;
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        componentByFile.set(member, component);
      } while (member !== frame.file);
    }
  }
}
