// The inline stylesheet of each kind of page: the rules its HTML can use (lib/critical-css.ts), chosen
// once per page type and kept as bytes; the full sheet loads after the first paint (lib/inline-styles.tsx).
//
// A page type is the page's deepest route, one for all five locales ('project' for project.fr). Its
// rules are chosen from the first page of that type the server renders, and the set grows when a later
// page of the type shows a class that was never seen (a signed-in header, a sold-out badge, a notice):
// every page's inline rules cover its own HTML, whatever its state. Per page the server only reads the
// class attributes of the HTML it already has, most of them known by their whole text; the rules are
// chosen again, and the bytes encoded again, only when a new class changes what is kept, which stops
// after the first pages of each type.
import { LOCALES } from '@spindle/domain';
import {
  addClassNames,
  CLASS_ATTRIBUTE,
  indexStylesheet,
  selectCriticalCss,
  type StylesheetIndex,
} from './critical-css.ts';

/** Past this many distinct class attributes a page type stops remembering more (each page still checked). */
const MAX_KNOWN_ATTRIBUTES = 20_000;

interface PageTypeStyles {
  /** The classes of the type's pages that some rule requires. */
  classes: Set<string>;
  knownAttributes: Set<string>;
  bytes: Buffer<ArrayBuffer>;
}

/** The inline rules of each page type, for one stylesheet. */
export interface CriticalStyles {
  /** The bytes of the `<style>` for this page: its type's rules, grown first if the page needs more. */
  bytesFor(pageType: string, html: string): Buffer<ArrayBuffer>;
  /** The page types seen so far and the size of their inline rules (for logs and tests). */
  sizes(): Record<string, number>;
}

/** A page type's cache of inline rules, for a stylesheet read on first use. */
export function createCriticalStyles(css: string): CriticalStyles {
  let index: StylesheetIndex | undefined;
  const types = new Map<string, PageTypeStyles>();
  const indexed = () => (index ??= indexStylesheet(css));

  return {
    bytesFor(pageType, html) {
      let styles = types.get(pageType);
      if (!styles) {
        styles = { classes: new Set(), knownAttributes: new Set(), bytes: Buffer.alloc(0) };
        types.set(pageType, styles);
        addNewClasses(styles, html, indexed().requiredClasses);
        styles.bytes = Buffer.from(selectCriticalCss(indexed(), styles.classes));
        return styles.bytes;
      }
      if (addNewClasses(styles, html, indexed().requiredClasses)) {
        styles.bytes = Buffer.from(selectCriticalCss(indexed(), styles.classes));
      }
      return styles.bytes;
    },
    sizes() {
      return Object.fromEntries([...types].map(([type, styles]) => [type, styles.bytes.byteLength]));
    },
  };
}

/**
 * Adds the page's classes that some rule requires and the type has not seen; says whether there was one
 * (so the chosen rules change). Other names are not kept (the set stays within the sheet's classes,
 * whatever a page shows), and an attribute's whole text seen before is skipped without splitting it.
 */
function addNewClasses(styles: PageTypeStyles, html: string, required: ReadonlySet<string>): boolean {
  let changed = false;
  let fresh: Set<string> | undefined;
  // A plain loop over the attributes (as classAttributesOfHtml reads them): this runs for every page.
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at >= 0;) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    const attribute = html.slice(start, end);
    at = html.indexOf(CLASS_ATTRIBUTE, end);
    if (styles.knownAttributes.has(attribute)) continue;
    if (styles.knownAttributes.size < MAX_KNOWN_ATTRIBUTES) styles.knownAttributes.add(attribute);
    addClassNames(attribute, (fresh ??= new Set()));
  }
  for (const name of fresh ?? []) {
    if (styles.classes.has(name) || !required.has(name)) continue;
    styles.classes.add(name);
    changed = true;
  }
  return changed;
}

const LOCALE_SUFFIX = new RegExp(`\\.(?:${LOCALES.join('|')})$`);

/** A page's type: its deepest route's id without the locale ('project.fr' -> 'project'). */
export function pageTypeOf(routeId: string | undefined): string {
  return routeId ? routeId.replace(LOCALE_SUFFIX, '') : 'root';
}
