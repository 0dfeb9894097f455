// The artist and label side in one piece for api.ts: the pressing quote, the chunked uploads (private
// storage), the projects module, and the job types they and the cart's reservations need.
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiterFactory } from '../../rate-limit/rate-limiter-factory.ts';
import { createFileStorage, type StorageConfig } from '../../storage/create-file-storage.ts';
import {
  RELEASE_RESERVATIONS_SCHEDULE,
  createReleaseReservationsHandler,
  RELEASE_RESERVATIONS_JOB,
} from '../orders/release-reservations-job.ts';
import type { PaymentProvider } from '../payments/providers/payment-provider.ts';
import { createQuoteRepo } from '../quote/quote.repo.ts';
import { QUOTE_REQUEST_RATE_LIMIT, quoteRoutes } from '../quote/quote.routes.ts';
import { createQuoteService } from '../quote/quote.service.ts';
import { createPrivateFileStorage, privateUploadUrl } from '../uploads/private-storage.ts';
import { createUploadsRepo } from '../uploads/uploads.repo.ts';
import { uploadsRoutes } from '../uploads/uploads.routes.ts';
import { cleanAbandonedUploads, createUploadsService } from '../uploads/uploads.service.ts';
import { CALL_ME_RATE_LIMIT } from './dashboard.routes.ts';
import { createProjectsModule } from './projects-module.ts';

/** The hourly clean-up of chunked uploads abandoned for 24 hours (docs/storage-and-uploads.md). */
export const UPLOADS_CLEANUP_JOB = 'uploads.cleanup';
export const UPLOADS_CLEANUP_SCHEDULE = { type: UPLOADS_CLEANUP_JOB, everyMinutes: 60 } as const;

export interface ArtistSideOptions {
  db: Db;
  config: StorageConfig & Pick<Config, 'PUBLIC_URL' | 'CONTACT_EMAIL'>;
  mailer: Pick<Mailer, 'send'>;
  provider: Pick<PaymentProvider, 'refund' | 'cancelPayment'> | null;
  /** The server's rate-limit store: POST quote and POST projects/call-me e-mail the team. */
  rateLimiters: Pick<RateLimiterFactory, 'create'>;
  clock?: (() => Date) | undefined;
}

export function createArtistSide({ db, config, mailer, provider, rateLimiters, clock }: ArtistSideOptions) {
  const staffEmail = config.CONTACT_EMAIL ?? 'hello@spindle.example';
  const publicStorage = createFileStorage(config);
  const privateStorage = createPrivateFileStorage(config);
  const quote = createQuoteService({ repo: createQuoteRepo(db), mailer, staffEmail, ...(clock ? { clock } : {}) });
  const uploads = createUploadsService({
    repo: createUploadsRepo(db),
    storage: privateStorage,
    fileUrl: (upload) => privateUploadUrl(upload.id),
    ...(clock ? { clock } : {}),
  });
  const projects = createProjectsModule({
    db,
    quote,
    uploads,
    publicStorage,
    privateStorage,
    mailer,
    provider,
    staffEmail,
    publicUrl: config.PUBLIC_URL,
    callMeLimiter: rateLimiters.create('call-me-user', CALL_ME_RATE_LIMIT),
    clock,
  });
  const quoteRequestLimiter = rateLimiters.create('quote-request-ip', QUOTE_REQUEST_RATE_LIMIT);

  const jobHandlers: Record<string, JobHandler> = {
    ...projects.jobHandlers,
    [UPLOADS_CLEANUP_JOB]: async (_job, context) => {
      const result = await cleanAbandonedUploads(uploads);
      if (result.aborted || result.failed) context.logger.info(result, 'abandoned uploads cleaned');
    },
    [RELEASE_RESERVATIONS_JOB]: createReleaseReservationsHandler({
      db,
      ...(clock ? { clock } : {}),
      ...(provider ? { cancelPayment: (providerRef: string) => provider.cancelPayment({ providerRef }) } : {}),
    }),
  };

  return {
    quote,
    uploads,
    projects,
    privateStorage,
    publicStorage,
    jobHandlers,
    schedules: [...projects.schedules, UPLOADS_CLEANUP_SCHEDULE, RELEASE_RESERVATIONS_SCHEDULE],
    routes: (async (app) => {
      await app.register(quoteRoutes({ quote, publicUrl: config.PUBLIC_URL, requestLimiter: quoteRequestLimiter }));
      await app.register(uploadsRoutes, { uploads });
      await app.register(projects.routes);
    }) satisfies FastifyPluginAsyncZod,
  };
}
