// Messages for api.ts (docs/messages.md): the messaging module, given who sells a shop order or a
// project (checkout's shop order parties, shops' holder, projects' managers), auth's user directory and
// the private storage the uploads use.
import type { Db } from '@spindle/db';
import type { BaseLogger } from 'pino';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createUserDirectory } from '../modules/auth/index.ts';
import { shopOrderParties } from '../modules/checkout/index.ts';
import { createMessagingModule, type SellerDirectory } from '../modules/messaging/index.ts';
import { PUBLIC_STEPS, managersOfProjects } from '../modules/projects/index.ts';
import { shopOwnerUserIdOf } from '../modules/shops/index.ts';

export interface MessagingSideOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'SESSION_SECRET' | 'CONTACT_EMAIL'>;
  mailer: Pick<Mailer, 'send'>;
  privateStorage: FileStorage;
  logger: Pick<BaseLogger, 'error'>;
  clock?: (() => Date) | undefined;
}

/** The sellers of a shop order: its shop's holder and the managers of the projects it carries. */
function sellerDirectory(db: Db): SellerDirectory {
  return {
    async ofShopOrder(shopOrderId) {
      const parties = await shopOrderParties(db, shopOrderId);
      if (!parties) return null;
      const managers = await managersOfProjects(
        db,
        parties.projects.map((project) => project.projectId),
      );
      const holder = parties.shopId !== null ? await shopOwnerUserIdOf(db, parties.shopId) : null;
      const sellerUserIds = [
        ...new Set([...(holder !== null ? [holder] : []), ...[...managers.values()].flatMap((m) => m.userIds)]),
      ];
      const names = parties.projects.map((project) => project.name);
      return {
        orderId: parties.orderId,
        buyerUserId: parties.buyerUserId,
        sellerUserIds,
        subject: names.length > 0 ? `#${parties.orderId} · ${names.join(', ')}` : `#${parties.orderId}`,
      };
    },
    async ofProject(projectId) {
      const project = (await managersOfProjects(db, [projectId])).get(projectId);
      if (!project) return null;
      return { name: project.name, visible: PUBLIC_STEPS.includes(project.step), userIds: project.userIds };
    },
  };
}

export function createMessagingSide({ db, config, mailer, privateStorage, logger, clock }: MessagingSideOptions) {
  return createMessagingModule({
    db,
    storage: privateStorage,
    users: createUserDirectory(db),
    sellers: sellerDirectory(db),
    mailer,
    sessionSecret: config.SESSION_SECRET,
    baseUrl: config.PUBLIC_URL ?? 'http://localhost:3000',
    staffEmail: config.CONTACT_EMAIL ?? 'hello@spindle.example',
    logger,
    clock,
  });
}
