// The messaging module built once (composition/messaging.ts calls it): the inbox's routes and the
// new-message e-mails' job, given the sellers' directory, auth's user directory and private storage.
import type { Db } from '@spindle/db';
import type { BaseLogger } from 'pino';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UserContact } from '../auth/index.ts';
import type { SellerDirectory } from './conversations.ts';
import { createMessagesRepo } from './messages.repo.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { MESSAGE_NOTICES_JOB, MESSAGE_NOTICES_SCHEDULE, createMessageNoticesHandler } from './notify-job.ts';
import { createStopLinks } from './stop-links.ts';

export interface MessagingModuleOptions {
  db: Db;
  storage: FileStorage;
  users: { contactsOf(ids: readonly number[]): Promise<Map<number, UserContact>> };
  sellers: SellerDirectory;
  mailer: Pick<Mailer, 'send'>;
  /** SESSION_SECRET: signs the e-mails' stop links. */
  sessionSecret: string | undefined;
  /** PUBLIC_URL: the origin of the e-mails' links. */
  baseUrl: string;
  /** CONTACT_EMAIL: the team's address, told of new support messages. */
  staffEmail: string;
  logger: Pick<BaseLogger, 'error'>;
  clock?: (() => Date) | undefined;
}

export function createMessagingModule(options: MessagingModuleOptions) {
  const { db, storage, users, sellers, mailer, baseUrl, staffEmail, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const repo = createMessagesRepo(db);
  const stopLinks = createStopLinks(options.sessionSecret);
  const deps = { repo, storage, users, sellers, clock };
  const notices = { repo, users, mailer, stopLinks, baseUrl, staffEmail, logger, clock };
  return {
    stopLinks,
    routes: messagingRoutes({ deps, stopLinks }),
    jobHandlers: { [MESSAGE_NOTICES_JOB]: createMessageNoticesHandler(notices) },
    schedules: [MESSAGE_NOTICES_SCHEDULE],
  };
}

export type MessagingModule = ReturnType<typeof createMessagingModule>;
