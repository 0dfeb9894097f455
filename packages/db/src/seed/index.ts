// seedDatabase: the demo catalogue. Plans every row from a seeded random stream (the same data on every
// machine), writes them in one transaction, and renders the pictures and song previews into storage
// while the rows go in. See docs/database.md for what it holds and how long it takes.
import { createSeededRandom } from '@spindle/domain';
import { writeDemoCatalogueImages } from '@spindle/media';
import { sql } from 'drizzle-orm';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../connection.ts';
import { DEMO_ACCOUNTS, demoAccountRows, demoEmail, DEMO_PASSWORD, type DemoAccount } from './accounts.ts';
import { createDemoSeedContent } from './content/index.ts';
import { DEMO_MEDIA_PENDING } from './media-pending.ts';
import { planProjectMedia } from './media-plan.ts';
import { writeDemoBanners } from './media-banners.ts';
import { writeTrackPreviews } from './media-previews.ts';
import { planCommunity } from './plan-community.ts';
import { planOrders } from './plan-orders.ts';
import { addManualReplacement, planTestProviderPayments } from './plan-staff-orders.ts';
import { planProjectDetails, type ProjectDetailsPlan } from './plan-project-details.ts';
import { planProjects, type PlannedProject } from './plan-projects.ts';
import { planRequests } from './plan-requests.ts';
import { planSellers } from './plan-sellers.ts';
import { planSite, type SitePlan } from './plan-site.ts';
import { planStatementEntries } from './plan-statements.ts';
import { writeCatalogue, type CataloguePlan } from './write-catalogue.ts';

/** Options of seedDatabase. */
export interface SeedOptions {
  /** Root of the file storage; pictures go to projects/{picture}/, previews to previews/{uuid}.mp3. */
  storageDir: string;
  log?: (message: string) => void;
  /** Write pictures and previews (default true). Tests seed rows only. */
  media?: boolean;
  /** The demo's "today": campaign dates are relative to it (default: now). */
  now?: Date;
  /**
   * Return once the rows are written and let the pictures and previews finish after (SeedResult.media):
   * the first `npm start` answers while sharp is still drawing. A marker file stays in storage until
   * every file is written, so a start stopped before then writes them again (writeDemoMedia).
   */
  mediaLater?: boolean;
  /**
   * With mediaLater: the pictures and previews start once this settles (the first start's web build, so
   * that sharp does not take the two cores the build needs). Default: at once, beside the rows.
   */
  mediaAfter?: Promise<unknown>;
}

/** What seedDatabase did. */
export interface SeedResult {
  demoAccounts: DemoAccount[];
  /** Rows written per table. */
  counts: Record<string, number>;
  /** Milliseconds per phase: plan, rows, images, previews, total (images and previews once `media` settles). */
  timingsMs: Record<string, number>;
  /** Settles when the pictures and previews are written (at once without media; before return unless mediaLater). */
  media: Promise<void>;
}

/**
 * Writes every picture and preview of the demo (the files only: the rows are in), then removes the
 * pending marker. The plan is drawn from the demo seed, so it names the same files as the rows do.
 */
export async function writeDemoMedia(storageDir: string, now: Date = new Date()): Promise<void> {
  await writeMediaOf(storageDir, planCatalogue(storageDir, now), (_phase, work) => work());
}

async function writeMediaOf(
  storageDir: string,
  plan: PlannedCatalogue,
  timed: (phase: string, work: () => Promise<void>) => Promise<void>,
): Promise<void> {
  await markMediaPending(storageDir);
  await Promise.all([
    timed('images', async () => {
      await writeDemoCatalogueImages(plan.media.jobs, { concurrency: 2 });
      await writeDemoBanners(storageDir, bannerProjects(plan));
    }),
    timed('previews', () => writeTrackPreviews(storageDir, plan.details.tracks)),
  ]);
  await rm(path.join(storageDir, DEMO_MEDIA_PENDING), { force: true });
}

/** Seed of the random stream: change it and every generated name, price and date changes. */
export const DEMO_SEED = 'spindle-demo-v1';

const settled = (): void => undefined;

/** Writes the pending marker (DEMO_MEDIA_PENDING) before any of the demo's pictures and previews. */
async function markMediaPending(storageDir: string): Promise<void> {
  await mkdir(storageDir, { recursive: true });
  await writeFile(path.join(storageDir, DEMO_MEDIA_PENDING), '');
}

/** Fills an empty, migrated database with the demo catalogue. */
export async function seedDatabase(database: Database, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const startedAt = performance.now();
  const timingsMs: Record<string, number> = {};
  const lap = (phase: string, since: number) => {
    timingsMs[phase] = Math.round(performance.now() - since);
  };
  const now = opts.now ?? new Date();
  const plan = planCatalogue(opts.storageDir, now);
  const { details } = plan;
  lap('plan', startedAt);
  log(
    `Planned ${plan.projects.length} projects, ${details.tracks.length} tracks, ${plan.sellers.users.length + DEMO_ACCOUNTS.length} users`,
  );

  // Pictures (sharp's thread pool) and previews (MP3 encoding, which yields often) are made while the
  // rows go in: on two cores the three overlap well.
  const writeMedia = opts.media !== false;
  const timed = async (phase: string, work: () => Promise<void>) => {
    const since = performance.now();
    await work();
    lap(phase, since);
  };
  // The marker first: a start stopped while the media wait for their turn writes them again.
  if (writeMedia) await markMediaPending(opts.storageDir);
  const mediaGate = opts.mediaLater && opts.mediaAfter ? opts.mediaAfter.then(settled, settled) : Promise.resolve();
  const files = writeMedia ? mediaGate.then(() => writeMediaOf(opts.storageDir, plan, timed)) : Promise.resolve();
  // Keep a failure from being reported as unhandled while the rows go in; it is awaited below.
  files.catch(() => {});

  const rowsStartedAt = performance.now();
  const counts = await writeCatalogueRows(database, plan, now);
  lap('rows', rowsStartedAt);
  log(`Wrote the rows in ${timingsMs.rows} ms`);
  const media = files.then(() => {
    if (writeMedia) {
      log(
        `Rendered ${plan.media.jobs.length} picture folders in ${timingsMs.images} ms, ${details.tracks.length} previews in ${timingsMs.previews} ms`,
      );
    }
  });
  media.catch(() => {});
  if (!opts.mediaLater) await media;
  await database.db.execute(sql`analyze`);
  lap('total', startedAt);
  log(`Seeded the demo catalogue in ${timingsMs.total} ms`);
  return {
    demoAccounts: DEMO_ACCOUNTS.map((account) => ({
      role: account.role,
      email: demoEmail(account.role),
      password: DEMO_PASSWORD,
    })),
    counts,
    timingsMs,
    media,
  };
}

/** Every row and picture of the demo, planned in memory. */
export type PlannedCatalogue = Omit<CataloguePlan, 'demoUsers' | 'images'> & {
  media: ReturnType<typeof planProjectMedia>;
};

/**
 * Plans the whole catalogue from the demo seed. Each part draws from a fork of its own, so adding
 * draws to one never changes the others. Pure (no database, no files): tests read the plan.
 */
export function planCatalogue(storageDir: string, now: Date): PlannedCatalogue {
  const random = createSeededRandom(DEMO_SEED);
  const content = createDemoSeedContent();
  const sellers = planSellers(content, random.fork('sellers'), now);
  const projects = planProjects(content, sellers, random.fork('projects'), now);
  const details = planProjectDetails(projects, sellers, random.fork('details'));
  const orders = planOrders(content, projects, sellers, random.fork('orders'), now);
  const community = planCommunity(content, projects, details, orders, sellers, random.fork('community'), now);
  const site = planSite(projects, sellers, random.fork('site'), now);
  // Fixed words and dates, no draw: the requests of /bids.
  const requests = planRequests(projects, sellers, now);
  // Fixed values, no draw: the demo artist's statement entries and split.
  const statements = planStatementEntries(projects, now);
  // The staff's order pages: added last, so no draw of the plans above moves.
  orders.manualOrders = addManualReplacement(orders, sellers, now);
  orders.providerRecords = planTestProviderPayments(orders);
  for (const project of projects) {
    project.row.likesCount = community.likesCount.get(project.row.id) ?? 0;
    project.row.popularity = community.popularity.get(project.row.id) ?? 0;
  }
  const media = planProjectMedia(
    projects,
    selectShowcaseIds(projects, details, site),
    groupTrackDurations(details),
    new Map(sellers.labels.map((label) => [label.id, label.name])),
    storageDir,
    random.fork('media'),
  );
  for (const track of details.tracks) track.previewPath = `previews/${track.uuid}.mp3`;
  return { sellers, projects, details, orders, community, site, requests, statements, media };
}

/** The projects of the home banners, in the banners' order. */
function bannerProjects(plan: PlannedCatalogue): PlannedProject[] {
  const byId = new Map(plan.projects.map((project) => [project.row.id, project]));
  return plan.site.banners.flatMap((banner) => byId.get(bannerProjectId(banner)) ?? []);
}

/** The project a demo banner links to (its link is the project's path, which holds its id). */
function bannerProjectId(banner: SitePlan['banners'][number]): number {
  return Number(/\/(\d+)/.exec(banner.link)?.[1]);
}

/** Projects shown first (staff picks, the demo accounts' projects, the banners): they get every picture. */
function selectShowcaseIds(
  projects: readonly PlannedProject[],
  details: ProjectDetailsPlan,
  site: SitePlan,
): Set<number> {
  return new Set<number>([
    // Staff picks are what the home page shows first.
    ...details.categories.filter((entry) => entry.categoryId === 9).map((entry) => entry.projectId),
    ...projects
      .filter((project) => project.row.artistId === 1 || project.row.labelId === 1)
      .map((project) => project.row.id),
    ...site.banners.map(bannerProjectId),
  ]);
}

/** The tracklist of each project with durations (3 minutes when unknown), printed on the back cover. */
function groupTrackDurations(details: ProjectDetailsPlan): Map<number, { title: string; durationSeconds: number }[]> {
  const durations = new Map<number, { title: string; durationSeconds: number }[]>();
  for (const track of details.tracks) {
    const list = durations.get(track.projectId) ?? [];
    list.push({ title: track.title, durationSeconds: track.durationSeconds ?? 180 });
    durations.set(track.projectId, list);
  }
  return durations;
}

/** Writes the planned rows and the demo accounts in one transaction; returns the rows per table. */
async function writeCatalogueRows(
  database: Database,
  planned: PlannedCatalogue,
  now: Date,
): Promise<Record<string, number>> {
  const demoUsers = (await demoAccountRows(now)).map((row, index) => ({ ...row, id: index + 1 }));
  const { media, ...rows } = planned;
  const plan: CataloguePlan = { demoUsers, ...rows, images: media.rows };
  return database.db.transaction((tx) => writeCatalogue(tx, plan));
}
