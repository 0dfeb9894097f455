// What the production module asks of the others, given at composition (composition/production-side.ts)
// from their faces: the project and its owner (projects), who may see it (projects' access), its
// tracks (tracks), the plant of its quote (quote), its buyers (checkout with auth's contacts), and the
// project step it moves (projects). Production writes none of their tables.
import type { AppLocale, ProjectStep } from '@spindle/domain';
import type { Db } from '@spindle/db';
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
  step: ProjectStep;
  quoteId: number | null;
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
  plantOfQuote(quoteId: number): Promise<string | null>;
  /** Projects that succeeded and wait for their production to start. */
  successfulProjectIds(): Promise<number[]>;
  /** Moves the project's step along the lifecycle graph; false when it was not in `from` any more. */
  moveProjectStep(
    projectId: number,
    change: { from: ProjectStep; to: ProjectStep; byUserId: number | null; at: Date; comment: string },
  ): Promise<boolean>;
  buyersOf(projectId: number): Promise<ProductionBuyer[]>;
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
