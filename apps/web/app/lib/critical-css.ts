// The part of the stylesheet a server-rendered page needs before the full sheet arrives: the rules that
// can match its HTML. Tailwind's rules are (mostly) one class each, so "can match" is read from class
// names: a rule is kept when every class its selector requires appears in the page's class attributes,
// and always when it requires none (the reset, the theme's variables, element rules). It errs on the side
// of keeping: attributes, states (:hover, :focus, [open]) and structure are not checked, so a kept rule
// may not apply, but a rule that can apply to the page is never dropped.

/** A way for a selector to match: all of these classes, and one alternative of each group (:is, :where, :has). */
export interface SelectorAlternative {
  classes: string[];
  anyOf: SelectorAlternative[][];
}

type CssNode =
  | { kind: 'rule'; text: string; alternatives: SelectorAlternative[] }
  | { kind: 'group'; prelude: string; keepEmpty: boolean; children: CssNode[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'always'; text: string };

/** A stylesheet read once, ready to give the rules of any set of classes. */
export interface StylesheetIndex {
  nodes: CssNode[];
  /** Every class some rule requires: a page class outside it changes nothing. */
  requiredClasses: ReadonlySet<string>;
}

// At-rules whose block holds rules, kept when one of their rules is kept.
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'starting-style', 'scope']);
// Pseudo-classes whose arguments are selectors one of which must match the element (or a descendant).
const SELECTOR_LIST_PSEUDOS = new Set(['is', 'where', 'has', 'matches', '-webkit-any', '-moz-any']);

/** Reads a stylesheet (Tailwind's minified output or any plain CSS) into rules and their class needs. */
export function indexStylesheet(css: string): StylesheetIndex {
  const requiredClasses = new Set<string>();
  const nodes = parseBlock(css, 0, css.length, requiredClasses);
  return { nodes, requiredClasses };
}

/**
 * The CSS text of the rules that can match an element with these classes, in the stylesheet's order:
 * grouping at-rules around them, @font-face and @property always, @keyframes when a kept rule names them.
 * `@layer` blocks stay even when empty, so the layers' order is the full sheet's.
 */
export function selectCriticalCss(index: StylesheetIndex, classes: ReadonlySet<string>): string {
  const emit = (nodes: CssNode[], keepKeyframes: (name: string) => boolean): string => {
    let out = '';
    for (const node of nodes) {
      if (node.kind === 'rule') {
        if (node.alternatives.some((alternative) => canMatch(alternative, classes))) out += node.text;
      } else if (node.kind === 'group') {
        const inner = emit(node.children, keepKeyframes);
        if (inner || node.keepEmpty) out += `${node.prelude}{${inner}}`;
      } else if (node.kind === 'keyframes') {
        if (keepKeyframes(node.name)) out += node.text;
      } else {
        out += node.text;
      }
    }
    return out;
  };
  // Which @keyframes are named is known once the rules are chosen: a second pass puts those in place.
  const rules = emit(index.nodes, () => false);
  return emit(index.nodes, (name) => new RegExp(`(^|[^\\w-])${escapeRegExp(name)}([^\\w-]|$)`).test(rules));
}

/** Whether an element holding these classes (somewhere in the page) could match this selector part. */
export function canMatch(alternative: SelectorAlternative, classes: ReadonlySet<string>): boolean {
  return (
    alternative.classes.every((name) => classes.has(name)) &&
    alternative.anyOf.every((group) => group.some((inner) => canMatch(inner, classes)))
  );
}

/** The class names in an HTML document's class attributes (entities decoded), each once. */
export function classNamesOfHtml(html: string, into = new Set<string>()): Set<string> {
  for (const value of classAttributesOfHtml(html)) addClassNames(value, into);
  return into;
}

/** How React writes a class attribute (its values never hold a raw `"`). */
export const CLASS_ATTRIBUTE = ' class="';

/** The raw values of the document's `class="..."` attributes, in order (entities not decoded). */
export function* classAttributesOfHtml(html: string): Generator<string> {
  const marker = CLASS_ATTRIBUTE;
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at)) {
    const start = at + marker.length;
    const end = html.indexOf('"', start);
    if (end < 0) return;
    yield html.slice(start, end);
    at = end + 1;
  }
}

/** Adds the class names of one attribute value (as written in HTML) to a set. */
export function addClassNames(attributeValue: string, into: Set<string>): void {
  const value = attributeValue.includes('&') ? decodeEntities(attributeValue) : attributeValue;
  for (const name of value.split(/[ \t\n\f\r]+/)) if (name) into.add(name);
}

// React escapes & < > " ' in attribute values; numeric references are decoded for any other writer.
function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#\d+);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

function parseBlock(css: string, from: number, to: number, required: Set<string>): CssNode[] {
  const nodes: CssNode[] = [];
  let at = from;
  while (at < to) {
    at = skipSpaceAndComments(css, at, to);
    if (at >= to) break;
    const preludeEnd = scanUntil(css, at, to, '{;');
    const prelude = css.slice(at, preludeEnd).trim();
    if (preludeEnd >= to || css[preludeEnd] === ';') {
      // A statement (@layer a, b; @charset; @import): kept as it is.
      if (prelude) nodes.push({ kind: 'always', text: `${prelude};` });
      at = preludeEnd + 1;
      continue;
    }
    const blockEnd = scanUntil(css, preludeEnd + 1, to, '}');
    const text = `${prelude}{${css.slice(preludeEnd + 1, blockEnd)}}`;
    at = blockEnd + 1;
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
      if (GROUPING_AT_RULES.has(name)) {
        const children = parseBlock(css, preludeEnd + 1, blockEnd, required);
        nodes.push({ kind: 'group', prelude, keepEmpty: name === 'layer', children });
      } else if (name.endsWith('keyframes')) {
        nodes.push({ kind: 'keyframes', name: prelude.slice(name.length + 1).trim(), text });
      } else {
        // @font-face (nothing downloads until text uses it), @property, @page, @counter-style...
        nodes.push({ kind: 'always', text });
      }
      continue;
    }
    const alternatives = parseSelectorList(prelude);
    for (const alternative of alternatives) collectClasses(alternative, required);
    nodes.push({ kind: 'rule', text, alternatives });
  }
  return nodes;
}

function collectClasses(alternative: SelectorAlternative, into: Set<string>): void {
  for (const name of alternative.classes) into.add(name);
  for (const group of alternative.anyOf) for (const inner of group) collectClasses(inner, into);
}

/** A selector list's alternatives, each with the classes it requires (outside :not() and the like). */
export function parseSelectorList(selector: string): SelectorAlternative[] {
  const alternatives: SelectorAlternative[] = [];
  let current: SelectorAlternative = { classes: [], anyOf: [] };
  let at = 0;
  while (at < selector.length) {
    const char = selector[at];
    if (char === ',') {
      alternatives.push(current);
      current = { classes: [], anyOf: [] };
      at += 1;
    } else if (char === '.') {
      const [name, end] = readIdentifier(selector, at + 1);
      if (name) current.classes.push(name);
      at = end;
    } else if (char === '\\') {
      at += 2;
    } else if (char === '[') {
      at = scanUntil(selector, at + 1, selector.length, ']') + 1;
    } else if (char === '"' || char === "'") {
      at = skipString(selector, at, selector.length);
    } else if (char === ':') {
      const nameStart = selector[at + 1] === ':' ? at + 2 : at + 1;
      const [name, end] = readIdentifier(selector, nameStart);
      at = end;
      if (selector[at] === '(') {
        const close = scanUntil(selector, at + 1, selector.length, ')');
        if (SELECTOR_LIST_PSEUDOS.has(name.toLowerCase())) {
          current.anyOf.push(parseSelectorList(selector.slice(at + 1, close)));
        }
        // :not(), :nth-child(... of S), ::part(), :host(): their classes are not required.
        at = close + 1;
      }
    } else {
      at += 1;
    }
  }
  alternatives.push(current);
  return alternatives;
}

/** A CSS identifier starting at `from`, escapes decoded, and where it ends. */
function readIdentifier(text: string, from: number): [string, number] {
  let name = '';
  let at = from;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}/.exec(text.slice(at + 1, at + 7))?.[0];
      if (hex) {
        name += String.fromCodePoint(parseInt(hex, 16));
        at += 1 + hex.length;
        // One white space after a hexadecimal escape belongs to it.
        if (/[ \t\n\f\r]/.test(text[at] ?? '')) at += 1;
      } else {
        name += text[at + 1] ?? '';
        at += 2;
      }
    } else if (isIdentifierCode(char.charCodeAt(0))) {
      name += char;
      at += 1;
    } else {
      break;
    }
  }
  return [name, at];
}

function isIdentifierCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x30 && code <= 0x39) || // 0-9
    code === 0x2d || // -
    code === 0x5f || // _
    code > 0x7f
  );
}

/** The index of the first of `stops` at nesting depth 0 (strings, comments, escapes skipped), or `to`. */
function scanUntil(css: string, from: number, to: number, stops: string): number {
  let depth = 0;
  let at = from;
  while (at < to) {
    const char = css[at] ?? '';
    if (char === '\\') {
      at += 2;
      continue;
    }
    if (char === '"' || char === "'") {
      at = skipString(css, at, to);
      continue;
    }
    if (char === '/' && css[at + 1] === '*') {
      const end = css.indexOf('*/', at + 2);
      at = end < 0 ? to : end + 2;
      continue;
    }
    if (depth === 0 && stops.includes(char)) return at;
    if (char === '{' || char === '(' || char === '[') depth += 1;
    else if (char === '}' || char === ')' || char === ']') depth -= 1;
    at += 1;
  }
  return to;
}

function skipString(text: string, from: number, to: number): number {
  const quote = text[from];
  let at = from + 1;
  while (at < to && text[at] !== quote) at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

function skipSpaceAndComments(css: string, from: number, to: number): number {
  let at = from;
  for (;;) {
    while (at < to && ' \t\n\r\f'.includes(css[at] ?? '-')) at += 1;
    if (css[at] === '/' && css[at + 1] === '*') {
      const end = css.indexOf('*/', at + 2);
      at = end < 0 ? to : end + 2;
    } else {
      return at;
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
