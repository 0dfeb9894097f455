// What the production module asks of the others, given at composition (composition/production-side.ts)
// from their faces: the project and its owner (projects), who may see it (projects' access), its
// tracks (tracks), the plant of its quote (quote), its buyers (checkout with auth's contacts), the
// project step it moves (projects), the pre-orders it brings along (checkout) and the e-mails that tell
// their buyers (logistics). Production writes none of their tables.
import type { AppLocale, PressingOrderStatus, ProjectStep, ShopOrderStatus } from '@spindle/domain';
import type { Db, Tx } from '@spindle/db';
import type { BaseLogger } from 'pino';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuditLog } from '../audit/index.ts';

/** A project as production reads it. */
export interface ProjectFacts {
  id: number;
  name: string;
  artistName: string;
  /** The format label ('LP', '2LP', '7"', 'CD'). */
  format: string | null;
  discs: number;
  /** What the project sells (vinyl, cd, tape are pressed; merch and accessories are not). */
  category: string;
  /** The sale model: funding, limited_edition, direct_pressing, test_pressing, deposit_sales, stock. */
  type: string;
  step: ProjectStep;
  quoteId: number | null;
}

/** A project's pressing quote as production reads it. */
export interface ProductionQuote {
  plant: string | null;
  /** The pressing's cost, VAT included, in minor units of `currency`. */
  totalWithVatMinor: number;
  currency: string;
}

/** A paid shop order in the pressing part of its flow, with the projects of its lines not refunded. */
export interface PressedShopOrder {
  shopOrderId: number;
  orderId: number;
  status: ShopOrderStatus;
  projectIds: number[];
}

/** A shop order moved along with the pressing of its records. */
export interface PressedShopOrderMove {
  shopOrderId: number;
  orderId: number;
  from: ShopOrderStatus;
  to: PressingOrderStatus;
  path: PressingOrderStatus[];
}

/** A buyer waiting for the records: one per shop order holding the project. */
export interface ProductionBuyer {
  orderId: number;
  userId: number | null;
  email: string;
  locale: AppLocale;
  name: string | null;
  /** The delivery address as the order holds it, one line. */
  address: string | null;
  /** Origin of the order's links (PUBLIC_URL wins when set). */
  linkOrigin: string | null;
}

/** A user as the e-mails address them. */
export interface ProductionContact {
  id: number;
  name: string;
  email: string;
  locale: AppLocale;
}

export interface ProductionPorts {
  project(projectId: number): Promise<ProjectFacts | null>;
  projectsOf(projectIds: readonly number[]): Promise<Map<number, ProjectFacts>>;
  /** The account that manages the project (its user, else its artist's or label's page's user). */
  ownerOf(projectId: number): Promise<ProductionContact | null>;
  /** The owner or staff (read), the owner only (write); anyone else: AppError('not_found'). */
  access(viewer: AuthenticatedUser, projectId: number, need: 'read' | 'write'): Promise<'owner' | 'staff'>;
  /** The ids of the projects the user manages. */
  ownedProjectIds(viewer: AuthenticatedUser): Promise<number[]>;
  tracksOf(projectId: number): Promise<{ title: string; durationSeconds: number | null }[]>;
  /** The project's pressing quote: its plant and what the pressing costs (what the artist pays). */
  quoteOf(quoteId: number): Promise<ProductionQuote | null>;
  /** Projects of these categories that succeeded, earliest start first, at most `limit`. */
  successfulProjectIds(categories: readonly string[], limit: number): Promise<number[]>;
  /** Moves the project's step along the lifecycle graph; false when it was not in `from` any more. */
  moveProjectStep(
    projectId: number,
    change: { from: ProjectStep; to: ProjectStep; byUserId: number | null; at: Date; comment: string },
  ): Promise<boolean>;
  buyersOf(projectId: number): Promise<ProductionBuyer[]>;
  /** The paid pre-orders holding the project whose shop order is in the pressing part of its flow. */
  pressedShopOrdersOf(projectId: number): Promise<PressedShopOrder[]>;
  /** Moves shop orders towards their pressing status in the caller's transaction, never backwards. */
  movePressedShopOrders(
    tx: Tx,
    targets: readonly { shopOrderId: number; target: PressingOrderStatus }[],
    now: Date,
  ): Promise<PressedShopOrderMove[]>;
  /** E-mails each shop order's buyer its new status (the fulfilment's e-mails; a failure is logged). */
  tellBuyersOfMoves(moves: readonly { shopOrderId: number; orderId: number; status: ShopOrderStatus }[]): Promise<void>;
  /** Names of staff and artists by id (who moved what). */
  contactsOf(userIds: readonly number[]): Promise<Map<number, ProductionContact>>;
}

/** Everything the module is built from. */
export interface ProductionDeps {
  db: Db;
  ports: ProductionPorts;
  audit: Pick<AuditLog, 'record' | 'historyOf'>;
  mailer: Pick<Mailer, 'send'>;
  privateStorage: FileStorage;
  /** A finished chunked upload of the user (uploads' face), for files too big for a form. */
  completedUpload(userId: number, uploadId: number): Promise<{ storageKey: string; fileName: string }>;
  /** PUBLIC_URL, else the origin kept with the order or the request. */
  linkBase(kept: string | null): string;
  logger: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  clock: () => Date;
}
