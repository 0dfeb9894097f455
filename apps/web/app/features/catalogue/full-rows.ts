// A row of covers that ends half empty looks unfinished (12 covers in 5 columns end on a row of 2). A
// section that is a sample of a longer list (the home page's) shows full rows only: at each width the
// covers past the last full row are hidden. The class names are written out so Tailwind finds them.

/** The grid's column count from each breakpoint up (PROJECT_GRID_CLASS). */
export const GRID_COLUMNS = [
  { breakpoint: '', columns: 2 },
  { breakpoint: 'sm', columns: 3 },
  { breakpoint: 'md', columns: 4 },
  { breakpoint: 'xl', columns: 5 },
  { breakpoint: '3xl', columns: 6 },
] as const;

const DISPLAY = {
  '': { shown: 'block', hidden: 'hidden' },
  sm: { shown: 'sm:block', hidden: 'sm:hidden' },
  md: { shown: 'md:block', hidden: 'md:hidden' },
  xl: { shown: 'xl:block', hidden: 'xl:hidden' },
  '3xl': { shown: '3xl:block', hidden: '3xl:hidden' },
} as const;

/** The covers shown at a column count: whole rows only, but never none when there are fewer than a row. */
export function fullRowCount(total: number, columns: number): number {
  return total < columns ? total : total - (total % columns);
}

/** The classes that hide the cover at `index` wherever it would start a row left unfinished ('' if never). */
export function fullRowsClass(index: number, total: number): string {
  const classes: string[] = [];
  let shownBefore = true;
  for (const { breakpoint, columns } of GRID_COLUMNS) {
    const shown = index < fullRowCount(total, columns);
    if (shown !== shownBefore || (breakpoint === '' && !shown)) {
      classes.push(shown ? DISPLAY[breakpoint].shown : DISPLAY[breakpoint].hidden);
    }
    shownBefore = shown;
  }
  return classes.join(' ');
}
