// The inline rules of a page: what its HTML can use is kept, in the stylesheet's order, and nothing else.
import { describe, expect, it } from 'vitest';
import { classNamesOfHtml, indexStylesheet, parseSelectorList, selectCriticalCss } from './critical-css.ts';

const SHEET = [
  '@layer theme,base,components,utilities;',
  '@font-face{font-family:Figtree;src:url(/assets/f.woff2)}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@layer theme{:root,:host{--color-ink:#111;--animate-pulse:pulse 2s infinite}}',
  '@layer base{*,:after,:before{box-sizing:border-box}button{font:inherit}}',
  '@layer components{}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.md\\:w-1\\/2{width:50%}',
  '@media (width>=800px){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}.md\\:hidden{display:none}}',
  '@media (hover:hover){.group-hover\\:opacity-100:is(:where(.group):hover *){opacity:1}}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
  '.\\32 xl\\:p-4{padding:1rem}',
  '.animate-spin{animation:spin 1s linear infinite}',
  '.animate-pulse{animation:var(--animate-pulse)}',
  '.not-last\\:mb-2:not(.last){margin-bottom:.5rem}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@keyframes pulse{50%{opacity:.5}}',
].join('');

const index = indexStylesheet(SHEET);
const criticalFor = (html: string) => selectCriticalCss(index, classNamesOfHtml(html));

describe('the rules a page keeps', () => {
  it('keeps a rule whose class the page uses and drops one it does not', () => {
    const css = criticalFor('<div class="flex"></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).not.toContain('.grid{');
  });

  it('keeps rules that need no class: the reset, element rules, the theme, fonts and properties', () => {
    const css = criticalFor('<p>text</p>');
    expect(css).toContain('*,:after,:before{box-sizing:border-box}');
    expect(css).toContain('button{font:inherit}');
    expect(css).toContain(':root,:host{--color-ink:#111;');
    expect(css).toContain('@font-face{font-family:Figtree');
    expect(css).toContain('@property --tw-rotate');
  });

  it('keeps the layers in the full sheet’s order, an empty layer included', () => {
    const css = criticalFor('<p>text</p>');
    expect(css.startsWith('@layer theme,base,components,utilities;')).toBe(true);
    expect(css).toContain('@layer components{}');
    expect(css).toContain('@layer utilities{}');
  });

  it('keeps a media query with the rules the page uses inside it and drops an emptied one', () => {
    const css = criticalFor('<ul class="grid md:grid-cols-3"></ul>');
    expect(css).toContain('@media (width>=800px){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}');
    expect(css).not.toContain('md\\:hidden');
    expect(criticalFor('<ul class="grid"></ul>')).not.toContain('@media (width>=800px)');
  });

  it('reads escaped class names: variants, fractions, arbitrary values and a leading digit', () => {
    const css = criticalFor('<a class="hover:underline md:w-1/2 [&amp;_svg]:size-4 2xl:p-4"></a>');
    expect(css).toContain('.hover\\:underline:hover{');
    expect(css).toContain('.md\\:w-1\\/2{');
    expect(css).toContain('.\\[\\&_svg\\]\\:size-4 svg{');
    expect(css).toContain('.\\32 xl\\:p-4{');
  });

  it('keeps a group variant only when the group is on the page too', () => {
    expect(criticalFor('<div class="group"><img class="group-hover:opacity-100"></div>')).toContain(
      '.group-hover\\:opacity-100',
    );
    expect(criticalFor('<div><img class="group-hover:opacity-100"></div>')).not.toContain('.group-hover');
  });

  it('does not require the classes of :not()', () => {
    expect(criticalFor('<li class="not-last:mb-2"></li>')).toContain('.not-last\\:mb-2:not(.last)');
  });

  it('keeps a @keyframes when a kept rule names it, through a theme variable too, and drops it otherwise', () => {
    expect(criticalFor('<svg class="animate-spin"></svg>')).toContain('@keyframes spin{');
    expect(criticalFor('<p>text</p>')).not.toContain('@keyframes spin');
    const withTheme = indexStylesheet(
      '@layer theme{:root{--animate-pulse:pulse 2s infinite}}.x{color:red}@keyframes pulse{50%{opacity:.5}}',
    );
    expect(selectCriticalCss(withTheme, new Set())).toContain('@keyframes pulse{');
  });

  it('gives back the whole sheet, comments aside, when the page uses every class', () => {
    const css = selectCriticalCss(index, index.requiredClasses);
    expect(css).toBe(SHEET);
  });
});

describe('reading a page and a selector', () => {
  it('reads every class attribute, entities decoded, each name once', () => {
    const html = '<html class="a b"><body class=" b  c "><svg class="[&amp;&gt;p]:x"></svg></body></html>';
    expect([...classNamesOfHtml(html)].sort()).toEqual(['[&>p]:x', 'a', 'b', 'c']);
  });

  it('splits a selector list and what each alternative requires', () => {
    expect(parseSelectorList('.a .b>p,:where(.c, .d) .e,[data-x="."]')).toEqual([
      { classes: ['a', 'b'], anyOf: [] },
      {
        classes: ['e'],
        anyOf: [
          [
            { classes: ['c'], anyOf: [] },
            { classes: ['d'], anyOf: [] },
          ],
        ],
      },
      { classes: [], anyOf: [] },
    ]);
  });
});
