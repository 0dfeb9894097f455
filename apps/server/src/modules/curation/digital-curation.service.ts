// The releases sold in digital form on /admin/digital (docs/admin.md "Curation"): the list with how many
// orders bought each, one release with its buyers (library's face, the rule of the buyer's own library),
// and switching its digital sale on or off (projects' face), audited in the change's transaction.
import type { AdminDigitalRelease, AdminDigitalView } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { DigitalBuyers } from '../checkout/index.ts';
import type { DigitalReleaseRow, DigitalReleases } from '../projects/index.ts';

export interface DigitalCurationDeps {
  db: Db;
  releases: DigitalReleases;
  buyers: DigitalBuyers;
  audit: Pick<AuditLog, 'record'>;
}

function releaseDto(row: DigitalReleaseRow, buyers: number): AdminDigitalRelease {
  return {
    id: row.id,
    name: row.name,
    artist_name: row.artistName,
    step: row.step,
    category: row.category,
    digital_enabled: row.digitalEnabled,
    buyers,
  };
}

export function createDigitalCuration({ db, releases, buyers, audit }: DigitalCurationDeps) {
  async function view(id: number): Promise<AdminDigitalView> {
    const row = await releases.find(id);
    if (!row) throw new AppError('not_found');
    const purchases = await buyers.buyersOf(id);
    return {
      release: releaseDto(row, purchases.length),
      purchases: purchases.map((purchase) => ({
        order_id: purchase.orderId,
        purchased_at: new Date(purchase.purchasedAt).toISOString(),
        user_id: purchase.userId,
        name: purchase.name,
        email: purchase.email,
        quantity: purchase.quantity,
      })),
    };
  }

  return {
    async list(query: { q?: string | undefined; page: number; per_page: number }) {
      const { rows, total } = await releases.list(query);
      const counts = await buyers.buyerCounts(rows.map((row) => row.id));
      return {
        rows: rows.map((row) => releaseDto(row, counts.get(row.id) ?? 0)),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },
    view,
    async setDigital(actor: AuditActor, id: number, enabled: boolean): Promise<AdminDigitalView> {
      await db.transaction(async (tx) => {
        const before = await releases.find(id, tx);
        if (!before) throw new AppError('not_found');
        if (before.digitalEnabled === enabled) return;
        await releases.setDigital(tx, id, enabled);
        await audit.record(
          actor,
          {
            action: 'project.digital',
            entityType: 'project',
            entityId: id,
            before: { digital_enabled: before.digitalEnabled },
            after: { digital_enabled: enabled },
          },
          tx,
        );
      });
      return view(id);
    },
  };
}

export type DigitalCuration = ReturnType<typeof createDigitalCuration>;
