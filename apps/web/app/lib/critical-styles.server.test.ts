// Each page type's inline rules are chosen once, and grow when a page of the type shows a new class.
import { describe, expect, it } from 'vitest';
import { createCriticalStyles, pageTypeOf } from './critical-styles.server.ts';

const SHEET = 'body{margin:0}.card{padding:1rem}.badge{color:red}.menu{display:block}';

describe('the inline rules of a page type', () => {
  it('holds the rules of the first page of the type and nothing of other types', () => {
    const styles = createCriticalStyles(SHEET);
    expect(styles.bytesFor('project', '<div class="card"></div>').toString()).toBe('body{margin:0}.card{padding:1rem}');
    expect(styles.bytesFor('home', '<nav class="menu"></nav>').toString()).toBe('body{margin:0}.menu{display:block}');
  });

  it('grows when a later page of the type uses a class it did not have, and keeps the same bytes otherwise', () => {
    const styles = createCriticalStyles(SHEET);
    const first = styles.bytesFor('project', '<div class="card"></div>');
    expect(styles.bytesFor('project', '<div class="card"></div>')).toBe(first);
    // A class no rule needs changes nothing.
    expect(styles.bytesFor('project', '<div class="card js-hook"></div>')).toBe(first);
    const grown = styles.bytesFor('project', '<div class="card"><span class="badge"></span></div>');
    expect(grown.toString()).toBe('body{margin:0}.card{padding:1rem}.badge{color:red}');
    // ...and the type keeps it for the pages that follow, the first kind included.
    expect(styles.bytesFor('project', '<div class="card"></div>')).toBe(grown);
    expect(styles.sizes()).toEqual({ project: grown.byteLength });
  });

  it('names a page type after its deepest route, one for every locale', () => {
    expect(pageTypeOf('project.fr')).toBe('project');
    expect(pageTypeOf('project.en')).toBe('project');
    expect(pageTypeOf('vinyl-shop-category.zh')).toBe('vinyl-shop-category');
    expect(pageTypeOf(undefined)).toBe('root');
  });
});
