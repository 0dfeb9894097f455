// Production in one piece for api.ts (docs/production.md): the production module given what it asks of
// the others through their faces: the project, its owner and who may see it (projects), its tracks
// (tracks), its quote's plant (quote), its waiting buyers and the pre-orders it moves along (checkout,
// with auth's contacts for their language), the fulfilment's e-mails of those moves (logistics), the
// audit log, private storage and finished uploads. Built before the artist side, which
// calls its start back when a project succeeds; my-orders reads the buyers' stages from it.
import { DEFAULT_LOCALE, isLocale, type AppLocale } from '@spindle/domain';
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BaseLogger } from 'pino';
import type { Config } from '../config.ts';
import { keptLinkOriginOf } from '../http/link-origin.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { StorageConfig } from '../storage/create-file-storage.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createUserDirectory, type UserContact } from '../modules/auth/index.ts';
import {
  movePressedShopOrders,
  ordersWaitingFor,
  pressedShopOrdersOf,
  type WaitingOrder,
} from '../modules/checkout/index.ts';
import { tellBuyers } from '../modules/logistics/index.ts';
import {
  adminProductionRoutes,
  createProductionService,
  productionRoutes,
  type ProductionBuyer,
  type ProductionContact,
  type ProductionPorts,
  type ProjectFacts,
} from '../modules/production/index.ts';
import {
  createProjectAccess,
  createProjectReviewRepo,
  createProjectsRepo,
  type ProjectRow,
} from '../modules/projects/index.ts';
import { createQuoteRepo } from '../modules/quote/index.ts';
import { createTracksRepo } from '../modules/tracks/index.ts';
import { createPrivateFileStorage, createUploadsRepo, createUploadsService } from '../modules/uploads/index.ts';

export interface ProductionSideOptions {
  db: Db;
  config: StorageConfig & Pick<Config, 'PUBLIC_URL' | 'developmentOrigin'>;
  mailer: Pick<Mailer, 'send'>;
  logger: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  clock?: (() => Date) | undefined;
}

const factsOf = (row: ProjectRow): ProjectFacts => ({
  id: row.id,
  name: row.name,
  artistName: row.artistName,
  format: row.format,
  discs: row.discs,
  category: row.category,
  type: row.type,
  step: row.step,
  quoteId: row.quoteId,
});

const localeOf = (lang: string | null | undefined): AppLocale => (isLocale(lang) ? lang : DEFAULT_LOCALE);

const contactOf = (user: UserContact): ProductionContact => ({ ...user, locale: localeOf(user.lang) });

/** One line of a delivery address for an e-mail. */
function addressLine(order: WaitingOrder): string | null {
  const address = order.address;
  if (!address) return null;
  const name = `${address.firstname} ${address.lastname}`.trim();
  return [name, address.address, `${address.zipCode} ${address.city}`, address.countryId].filter(Boolean).join(', ');
}

/** The waiting orders' buyers with their e-mail and language (the account's, else the checkout's e-mail in English). */
async function buyersOf(
  db: Db,
  users: ReturnType<typeof createUserDirectory>,
  projectId: number,
): Promise<ProductionBuyer[]> {
  const waiting = await ordersWaitingFor(db, projectId);
  const contacts = await users.contactsOf(waiting.flatMap((order) => (order.userId === null ? [] : [order.userId])));
  return waiting.flatMap((order): ProductionBuyer[] => {
    const account = order.userId === null ? undefined : contacts.get(order.userId);
    const email = order.email ?? account?.email;
    if (!email) return [];
    return [
      {
        orderId: order.orderId,
        userId: order.userId,
        email,
        locale: localeOf(account?.lang),
        name: order.address?.firstname ?? account?.name ?? null,
        address: addressLine(order),
        linkOrigin: order.linkOrigin,
      },
    ];
  });
}

/** Who the buyers' e-mails of shop-order moves go through: the fulfilment's (logistics). */
type BuyerEmails = Parameters<typeof tellBuyers>[0];

function portsOf(db: Db, emails: BuyerEmails): ProductionPorts {
  const projects = createProjectsRepo(db);
  const access = createProjectAccess(projects);
  const review = createProjectReviewRepo(db);
  const tracks = createTracksRepo(db);
  const quotes = createQuoteRepo(db);
  const users = createUserDirectory(db);
  return {
    project: async (id) => {
      const row = await projects.findProject(id);
      return row ? factsOf(row) : null;
    },
    projectsOf: async (ids) => {
      const rows = await projects.findProjects(ids);
      return new Map(rows.map((row) => [row.id, factsOf(row)] as const));
    },
    ownerOf: async (id) => {
      const userId = await review.ownerUserIdOf(id);
      const contact = userId === null ? undefined : (await users.contactsOf([userId])).get(userId);
      return contact ? contactOf(contact) : null;
    },
    access: async (viewer, id, need) => (await access.load(viewer, id, need)).access,
    ownedProjectIds: async (viewer) =>
      (await projects.listOwned(await projects.ownershipOf(viewer.id))).map((row) => row.id),
    tracksOf: async (id) =>
      (await tracks.tracks(id)).map((track) => ({ title: track.title, durationSeconds: track.durationSeconds })),
    quoteOf: async (quoteId) => {
      const quote = await quotes.findQuote(quoteId);
      return quote
        ? { plant: quote.plant, totalWithVatMinor: quote.totalWithVatMinor, currency: quote.currency }
        : null;
    },
    successfulProjectIds: (categories, limit) => review.idsInStep('successful', categories, limit),
    moveProjectStep: (id, change) => projects.changeStep(id, change),
    buyersOf: (id) => buyersOf(db, users, id),
    pressedShopOrdersOf: (id) => pressedShopOrdersOf(db, id),
    movePressedShopOrders: (tx, targets, now) => movePressedShopOrders(tx, { targets, now }),
    tellBuyersOfMoves: (moves) => tellBuyers(emails, moves),
    contactsOf: async (ids) => new Map([...(await users.contactsOf(ids))].map(([id, user]) => [id, contactOf(user)])),
  };
}

export function createProductionSide({ db, config, mailer, logger, clock }: ProductionSideOptions) {
  const now = clock ?? (() => new Date());
  const privateStorage = createPrivateFileStorage(config);
  const uploads = createUploadsService({ repo: createUploadsRepo(db), storage: privateStorage, fileUrl: () => '' });
  const origins = { publicUrl: config.PUBLIC_URL, developmentOrigin: config.developmentOrigin };
  // An order that kept no origin (made before origins were kept, or by hand) and no PUBLIC_URL: this machine.
  const lastResort = { ...origins, developmentOrigin: origins.developmentOrigin ?? 'http://localhost:3000' };
  const emails = { db, mailer, logger, linkOrigins: lastResort };
  const service = createProductionService({
    db,
    ports: portsOf(db, emails),
    audit: createAuditLog({ db, clock: now }),
    mailer,
    privateStorage,
    completedUpload: (userId, uploadId) => uploads.completedUpload(userId, uploadId),
    linkBase: (kept) => keptLinkOriginOf(kept, lastResort),
    logger,
    clock: now,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(productionRoutes(service));
    await app.register(adminProductionRoutes(service));
  };
  return { service, routes, jobHandlers: service.jobHandlers, schedules: service.schedules };
}
