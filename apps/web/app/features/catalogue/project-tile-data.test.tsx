import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalogue } from '../../lib/i18n.ts';
import { TranslatorProvider } from '../../lib/use-t.ts';
import { fullCard } from './project-card.fixtures.ts';
import { ProjectGrid } from './project-grid.tsx';
import { projectTileOf, projectTilesOf, type ProjectTileData } from './project-tile-data.ts';

const TILE_FIELDS = [
  'id',
  'slug',
  'category',
  'name',
  'artistId',
  'artistName',
  'coverUrl',
  'price',
  'isLimited',
  'isPreorder',
  'isSoldOut',
  'progressPercent',
  'colour',
];

function renderGrid(projects: readonly ProjectTileData[]): string {
  return renderToStaticMarkup(
    <TranslatorProvider translator={i18nFor('en')}>
      <MemoryRouter>
        <ProjectGrid projects={projects} locale="en" eagerCount={1} />
      </MemoryRouter>
    </TranslatorProvider>,
  );
}

beforeAll(() => loadCatalogue('en'));

describe('a card cut to its tile', () => {
  it('keeps only the fields a tile renders', () => {
    const tile = projectTileOf(fullCard);
    expect(Object.keys(tile).sort()).toEqual([...TILE_FIELDS].sort());
    expect(tile.colour).toEqual({ name: 'Ocean blue', hex: '#1f5fa8' });
    expect(JSON.stringify(tile)).not.toMatch(/Blue Hour|2026-1|marble|"LP"|"in_progress"/);
  });

  it('renders the same tile as the whole card, badges, play button and funding included', () => {
    const cards = [fullCard, { ...fullCard, id: 13, isSoldOut: true, colour: null, artistId: null }];
    const html = renderGrid(cards);
    expect(html).toContain('Midnight Circuits');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('#1f5fa8');
    expect(renderGrid(projectTilesOf(cards))).toBe(html);
  });
});
