// Digital singles on /admin/digital-single (issue 16; docs/admin.md "Digital singles"): staff create a
// one-track release sold as a download only, give it its track (a finished chunked upload, through the
// tracks module's face, whose job encodes the MP3 preview with ffmpeg), price it per currency, publish
// it, and see who bought each. Every write is audited in its transaction. The single's rows are the
// projects module's (its face), the buyers the library's (the rule of the buyer's own library).
import type { DigitalSingle, SingleCreateBody, SinglePricesBody } from '@spindle/contracts';
import { isCurrencyCode } from '@spindle/domain';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { AuthenticatedUser, UserDirectory } from '../auth/index.ts';
import type { DigitalBuyers } from '../checkout/index.ts';
import type { DigitalSingleRow, DigitalSingles } from '../projects/index.ts';
import type { TracksService } from '../tracks/index.ts';

export interface DigitalSinglesDeps {
  db: Db;
  singles: DigitalSingles;
  buyers: Pick<DigitalBuyers, 'buyersOf'>;
  /** The tracks module's service, its access limited to digital singles (staff, behind the route's guard). */
  tracks: Pick<TracksService, 'listOf' | 'add' | 'update' | 'encode'>;
  users: Pick<UserDirectory, 'contactsOf'>;
  audit: Pick<AuditLog, 'record'>;
}

const actorOf = (user: AuthenticatedUser): AuditActor => ({ id: user.id, name: user.name });

const pricesOf = (row: Pick<DigitalSingleRow, 'priceEurMinor' | 'prices'>) => ({
  price_eur_minor: row.priceEurMinor,
  prices: row.prices.map((price) => ({ currency: price.currency, price_minor: price.priceMinor })),
});

/** Other currencies than EUR, once each. */
function otherPrices(body: SinglePricesBody) {
  const currencies = body.prices.map((price) => price.currency);
  if (new Set(currencies).size !== currencies.length)
    throw new AppError('input_invalid', { fields: { prices: 'input_invalid' } });
  return body.prices.map((price) => ({ currency: price.currency, priceMinor: price.price_minor }));
}

async function singleDto(deps: DigitalSinglesDeps, row: DigitalSingleRow): Promise<DigitalSingle> {
  const [tracks, buyers] = await Promise.all([deps.tracks.listOf(row.id), deps.buyers.buyersOf(row.id)]);
  const track = tracks[0];
  return {
    id: row.id,
    title: row.title,
    artist_name: row.artistName,
    owner_user_id: row.ownerUserId,
    step: row.step,
    published: row.step === 'in_progress',
    price_eur_minor: row.priceEurMinor,
    prices: row.prices.flatMap((price) =>
      isCurrencyCode(price.currency) ? [{ currency: price.currency, price_minor: price.priceMinor }] : [],
    ),
    track: track
      ? {
          id: track.id,
          title: track.title,
          encoding_status: track.encodingStatus,
          preview_url: track.previewUrl,
          duration_seconds: track.durationSeconds,
        }
      : null,
    buyers: buyers.map((buyer) => ({
      order_id: buyer.orderId,
      purchased_at: new Date(buyer.purchasedAt).toISOString(),
      user_id: buyer.userId,
      name: buyer.name,
      email: buyer.email,
    })),
  };
}

async function viewSingle(deps: DigitalSinglesDeps, id: number): Promise<DigitalSingle> {
  const row = await deps.singles.find(id);
  if (!row) throw new AppError('not_found');
  return singleDto(deps, row);
}

async function createSingle(deps: DigitalSinglesDeps, user: AuthenticatedUser, body: SingleCreateBody) {
  const others = otherPrices(body);
  if (body.owner_user_id !== null && !(await deps.users.contactsOf([body.owner_user_id])).has(body.owner_user_id))
    throw new AppError('input_invalid', { fields: { owner_user_id: 'input_invalid' } });
  const id = await deps.db.transaction(async (tx) => {
    const created = await deps.singles.insert(tx, {
      title: body.title,
      artistName: body.artist_name,
      ownerUserId: body.owner_user_id,
      priceEurMinor: body.price_eur_minor,
    });
    await deps.singles.setPrices(tx, created, { priceEurMinor: body.price_eur_minor, others });
    const after = {
      title: body.title,
      artist_name: body.artist_name,
      ...pricesOf({ priceEurMinor: body.price_eur_minor, prices: others }),
    };
    await deps.audit.record(
      actorOf(user),
      { action: 'digital_single.create', entityType: 'project', entityId: created, before: null, after },
      tx,
    );
    return created;
  });
  return viewSingle(deps, id);
}

async function setSinglePrices(deps: DigitalSinglesDeps, user: AuthenticatedUser, id: number, body: SinglePricesBody) {
  const others = otherPrices(body);
  await deps.db.transaction(async (tx) => {
    const before = await deps.singles.find(id, tx);
    if (!before) throw new AppError('not_found');
    await deps.singles.setPrices(tx, id, { priceEurMinor: body.price_eur_minor, others });
    await deps.audit.record(
      actorOf(user),
      {
        action: 'digital_single.prices',
        entityType: 'project',
        entityId: id,
        before: pricesOf(before),
        after: pricesOf({ priceEurMinor: body.price_eur_minor, prices: others }),
      },
      tx,
    );
  });
  return viewSingle(deps, id);
}

/** Its one track from the staff member's finished upload (replacing the master there was), then the preview encode. */
async function setSingleTrack(
  deps: DigitalSinglesDeps,
  user: AuthenticatedUser,
  id: number,
  body: { upload_id: number; title?: string | undefined },
) {
  const row = await deps.singles.find(id);
  if (!row) throw new AppError('not_found');
  const [existing] = await deps.tracks.listOf(id);
  const title = body.title || existing?.title || row.title;
  const track = existing
    ? await deps.tracks.update(user, id, existing.id, { title, uploadId: body.upload_id })
    : await deps.tracks.add(user, id, { title, uploadId: body.upload_id, disc: 1 });
  await deps.tracks.encode(user, id, track.id, { startSeconds: 0 });
  await deps.audit.record(actorOf(user), {
    action: 'digital_single.track',
    entityType: 'project',
    entityId: id,
    before: existing ? { track_id: existing.id, title: existing.title } : null,
    after: { track_id: track.id, title, upload_id: body.upload_id },
  });
  return viewSingle(deps, id);
}

/** On sale: refused until its track's master is uploaded (track_source_missing). */
async function publishSingle(deps: DigitalSinglesDeps, user: AuthenticatedUser, id: number) {
  const [track] = await deps.tracks.listOf(id);
  await deps.db.transaction(async (tx) => {
    const before = await deps.singles.find(id, tx);
    if (!before) throw new AppError('not_found');
    if (before.step === 'in_progress') return;
    if (!track?.hasSource) throw new AppError('track_source_missing');
    await deps.singles.publish(tx, id, before.step, user.id);
    await deps.audit.record(
      actorOf(user),
      {
        action: 'digital_single.publish',
        entityType: 'project',
        entityId: id,
        before: { step: before.step },
        after: { step: 'in_progress' },
      },
      tx,
    );
  });
  return viewSingle(deps, id);
}

export function createDigitalSinglesService(deps: DigitalSinglesDeps) {
  return {
    list: async () => ({
      singles: await Promise.all((await deps.singles.list()).map((row) => singleDto(deps, row))),
    }),
    view: (id: number) => viewSingle(deps, id),
    create: (user: AuthenticatedUser, body: SingleCreateBody) => createSingle(deps, user, body),
    setPrices: (user: AuthenticatedUser, id: number, body: SinglePricesBody) => setSinglePrices(deps, user, id, body),
    setTrack: (user: AuthenticatedUser, id: number, body: { upload_id: number; title?: string | undefined }) =>
      setSingleTrack(deps, user, id, body),
    publish: (user: AuthenticatedUser, id: number) => publishSingle(deps, user, id),
  };
}

export type DigitalSinglesService = ReturnType<typeof createDigitalSinglesService>;
