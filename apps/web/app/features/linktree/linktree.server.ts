// What a link page shows, from the API: the artist, label or project, its links (its page on
// Spindle, its shop, its artist and label, the vinyl shop) and its latest records. The catalogue
// holds no streaming links (no field in the API or the schema), so none are listed.
import { catalogueEndpoints, sellersEndpoints, type ProjectCard } from '@spindle/contracts';
import { artistPath, labelPath, projectPath, shopPath, type AppLocale, type CurrencyCode } from '@spindle/domain';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import type { LinktreeTarget } from './linktree-target.ts';

/** One link of the page: an English path (localised when drawn) and what it says. */
export interface LinktreeLink {
  path: string;
  /** Key under linktree.* and its values. */
  labelKey: 'storeArtist' | 'storeLabel' | 'storeProject' | 'shop' | 'artist' | 'label' | 'vinylShop';
  name?: string;
}

export interface LinktreePage {
  kind: LinktreeTarget['kind'];
  name: string;
  /** The artist of a project, under its title. */
  byline: string | null;
  pictureUrl: string | null;
  links: LinktreeLink[];
  records: ProjectCard[];
}

const RECORDS_SHOWN = 6;

export async function loadLinktree(
  context: Readonly<RouterContextProvider>,
  target: LinktreeTarget,
  locale: AppLocale,
  currency: CurrencyCode,
): Promise<LinktreePage> {
  const api = apiClient(context);
  const vinylShop: LinktreeLink = { path: '/vinyl-shop', labelKey: 'vinylShop' };

  if (target.kind === 'project') {
    const project = await api.read(catalogueEndpoints.project, { params: { id: target.id }, query: { currency } });
    const links: LinktreeLink[] = [{ path: projectPath(project), labelKey: 'storeProject' }];
    if (project.shopCode) links.push({ path: shopPath(project.shopCode), labelKey: 'shop' });
    const [artist, label, more] = await Promise.all([
      project.artistId === null
        ? null
        : api.readOptional(sellersEndpoints.artist, { params: { id: project.artistId }, query: { lang: locale } }),
      project.labelId === null
        ? null
        : api.readOptional(sellersEndpoints.label, { params: { id: project.labelId }, query: { lang: locale } }),
      project.artistId === null
        ? null
        : api.readOptional(catalogueEndpoints.projects, {
            query: { artist: project.artistId, size: RECORDS_SHOWN + 1, currency },
          }),
    ]);
    if (artist) links.push({ path: artistPath(artist), labelKey: 'artist', name: artist.name });
    if (label) links.push({ path: labelPath(label), labelKey: 'label', name: label.name });
    links.push(vinylShop);
    return {
      kind: 'project',
      name: project.name,
      byline: project.artistName,
      pictureUrl: project.coverUrl,
      links,
      records: (more?.items ?? []).filter((record) => record.id !== project.id).slice(0, RECORDS_SHOWN),
    };
  }

  const [seller, records] = await Promise.all([
    api.read(sellersEndpoints[target.kind], { params: { id: target.id }, query: { lang: locale } }),
    api.read(catalogueEndpoints.projects, { query: { [target.kind]: target.id, size: RECORDS_SHOWN, currency } }),
  ]);
  const links: LinktreeLink[] = [
    target.kind === 'artist'
      ? { path: artistPath(seller), labelKey: 'storeArtist' }
      : { path: labelPath(seller), labelKey: 'storeLabel' },
  ];
  if (seller.shopCode) links.push({ path: shopPath(seller.shopCode), labelKey: 'shop' });
  links.push(vinylShop);
  return {
    kind: target.kind,
    name: seller.name,
    byline: null,
    pictureUrl: seller.pictureUrl,
    links,
    records: records.items,
  };
}
