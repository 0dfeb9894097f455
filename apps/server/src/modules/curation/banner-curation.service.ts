// Home banners and the announcement banner as staff edit them (docs/admin.md "Curation"): a banner's
// texts, link, order and schedule (the home page shows only those live now), a picture per locale
// resized by sharp and stored under a new folder; the announcement's texts and links in English and
// French, on or off. Every write records its audit row in its transaction.
import { randomUUID } from 'node:crypto';
import type { AdminAnnouncement, AdminBanner, AnnouncementBody, BannerBody } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { isScheduleValid, LOCALES, scheduleStateAt, type AppLocale } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { BannerFields, BannerRow, CatalogueCurationRepo } from '../catalogue/index.ts';
import { storageUrl } from '../project-cards/index.ts';
import type { AnnouncementAdmin, AnnouncementRow } from '../system/index.ts';
import { bannerPictureOf } from './banner-picture.ts';

export interface BannerCurationDeps {
  db: Db;
  banners: CatalogueCurationRepo;
  announcements: AnnouncementAdmin;
  audit: Pick<AuditLog, 'record'>;
  publicStorage: Pick<FileStorage, 'put'>;
  clock?: () => Date;
}

export function bannerDto(row: BannerRow, now: Date): AdminBanner {
  const own = LOCALES.filter((locale) => locale !== 'en' && row.imagePaths[locale]);
  const pictureOf = (locale: AppLocale) => storageUrl(row.imagePaths[locale] ?? row.imagePath);
  return {
    id: row.id,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    subtitle_en: row.subtitleEn,
    subtitle_fr: row.subtitleFr,
    button_label_en: row.buttonLabelEn,
    button_label_fr: row.buttonLabelFr,
    link: row.link,
    position: row.position,
    active: row.active,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    state: scheduleStateAt(row, now),
    pictures: Object.fromEntries(LOCALES.map((locale) => [locale, pictureOf(locale)])) as AdminBanner['pictures'],
    own_pictures: row.imagePath === PLACEHOLDER_PICTURE ? own : ['en', ...own],
  };
}

/** What a new banner shows until its English picture is uploaded. */
const PLACEHOLDER_PICTURE = 'banners/placeholder.jpg';

function fieldsOf(body: BannerBody): BannerFields {
  const fields = {
    titleEn: body.title_en,
    titleFr: body.title_fr,
    subtitleEn: body.subtitle_en,
    subtitleFr: body.subtitle_fr,
    link: body.link,
    buttonLabelEn: body.button_label_en,
    buttonLabelFr: body.button_label_fr,
    position: body.position,
    active: body.active,
    startsAt: body.starts_at === null ? null : new Date(body.starts_at),
    endsAt: body.ends_at === null ? null : new Date(body.ends_at),
  };
  if (!isScheduleValid(fields)) throw new AppError('schedule_invalid', { fields: { ends_at: 'schedule_invalid' } });
  return fields;
}

function announcementDto(row: AnnouncementRow | null): AdminAnnouncement {
  if (!row) return { id: null, text_en: '', text_fr: '', link_en: null, link_fr: null, active: false };
  return {
    id: row.id,
    text_en: row.textEn,
    text_fr: row.textFr,
    link_en: row.linkEn,
    link_fr: row.linkFr,
    active: row.active,
  };
}

function createBannerCuration(deps: BannerCurationDeps) {
  const { db, banners, audit } = deps;
  const now = deps.clock ?? (() => new Date());
  const record = (
    actor: AuditActor,
    action: string,
    id: number,
    before: unknown,
    after: unknown,
    tx: Parameters<AuditLog['record']>[2],
  ) => audit.record(actor, { action, entityType: 'banner', entityId: id, before, after }, tx);

  return {
    async list(): Promise<AdminBanner[]> {
      const at = now();
      return (await banners.listBanners()).map((row) => bannerDto(row, at));
    },

    async create(actor: AuditActor, body: BannerBody): Promise<AdminBanner> {
      const fields = fieldsOf(body);
      const row = await db.transaction(async (tx) => {
        const created = await banners.insertBanner(tx, { ...fields, imagePath: PLACEHOLDER_PICTURE });
        await record(actor, 'banner.create', created.id, null, bannerDto(created, now()), tx);
        return created;
      });
      return bannerDto(row, now());
    },

    async update(actor: AuditActor, id: number, body: BannerBody): Promise<AdminBanner> {
      const fields = fieldsOf(body);
      const row = await db.transaction(async (tx) => {
        const before = await banners.findBanner(id, tx);
        const after = before ? await banners.updateBanner(tx, id, fields) : null;
        if (!before || !after) throw new AppError('not_found');
        await record(actor, 'banner.update', id, bannerDto(before, now()), bannerDto(after, now()), tx);
        return after;
      });
      return bannerDto(row, now());
    },

    async remove(actor: AuditActor, id: number): Promise<{ success: true }> {
      await db.transaction(async (tx) => {
        const before = await banners.findBanner(id, tx);
        if (!before || !(await banners.deleteBanner(tx, id))) throw new AppError('not_found');
        await record(actor, 'banner.delete', id, bannerDto(before, now()), null, tx);
      });
      return { success: true };
    },

    /** Resizes and stores one locale's picture (English: the one every locale without its own shows). */
    async setPicture(actor: AuditActor, id: number, locale: AppLocale, source: Buffer): Promise<AdminBanner> {
      if (!(await banners.findBanner(id))) throw new AppError('not_found');
      const picture = await bannerPictureOf(source);
      const key = `banners/${id}/${randomUUID()}/${locale}.jpg`;
      await deps.publicStorage.put(key, picture, 'image/jpeg');
      const row = await db.transaction(async (tx) => {
        const before = await banners.findBanner(id, tx);
        if (!before) throw new AppError('not_found');
        const change = locale === 'en' ? { imagePath: key } : { imagePaths: { ...before.imagePaths, [locale]: key } };
        const after = await banners.updateBanner(tx, id, change);
        if (!after) throw new AppError('not_found');
        await record(actor, 'banner.picture', id, bannerDto(before, now()), bannerDto(after, now()), tx);
        return after;
      });
      return bannerDto(row, now());
    },
  };
}

export type BannerCuration = ReturnType<typeof createBannerCuration> & ReturnType<typeof createAnnouncementCuration>;

/** The announcement banner: read, and written with its audit row. */
function createAnnouncementCuration(deps: BannerCurationDeps) {
  const { db, audit } = deps;
  return {
    announcement: async (): Promise<AdminAnnouncement> => announcementDto(await deps.announcements.current()),

    async saveAnnouncement(actor: AuditActor, body: AnnouncementBody): Promise<AdminAnnouncement> {
      const row = await db.transaction(async (tx) => {
        const before = await deps.announcements.current(tx);
        const after = await deps.announcements.save(tx, before?.id ?? null, {
          textEn: body.text_en,
          textFr: body.text_fr,
          linkEn: body.link_en,
          linkFr: body.link_fr,
          active: body.active,
        });
        await audit.record(
          actor,
          {
            action: 'announcement.update',
            entityType: 'announcement',
            entityId: after.id,
            before: before ? announcementDto(before) : null,
            after: announcementDto(after),
          },
          tx,
        );
        return after;
      });
      return announcementDto(row);
    },
  };
}

/** Banners and the announcement together (the routes take one object). */
export function createBannersAndAnnouncement(deps: BannerCurationDeps): BannerCuration {
  return { ...createBannerCuration(deps), ...createAnnouncementCuration(deps) };
}
