// The sections of an artist's or label's admin page (docs/admin.md "Artists, labels and shops"): the
// profile form, the picture, projects and shops, statements and payouts, and the merge of a duplicate.
import type { AdminSeller } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../../lib/use-t.ts';
import { adminDateTime, adminMoney } from '../admin-format.ts';
import { adminButtonClass, adminInputClass, adminSecondaryButtonClass } from '../admin-layout.tsx';

const fieldClass = 'flex flex-col gap-1';
const labelClass = 'text-sm font-semibold';

export function ProfileForm({ seller }: { seller: AdminSeller['seller'] }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="mt-3 grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value="profile" />
      <div className={fieldClass}>
        <label htmlFor="seller-name" className={labelClass}>
          {t('admin.seller.name')}
        </label>
        <input id="seller-name" name="name" required defaultValue={seller.name} className={adminInputClass} />
      </div>
      <div className={fieldClass}>
        <label htmlFor="seller-country" className={labelClass}>
          {t('admin.seller.country')}
        </label>
        <input
          id="seller-country"
          name="country_id"
          maxLength={2}
          defaultValue={seller.country_id ?? ''}
          className={`${adminInputClass} w-24 uppercase`}
        />
      </div>
      {(['about_en', 'about_fr'] as const).map((field) => (
        <div key={field} className={fieldClass}>
          <label htmlFor={`seller-${field}`} className={labelClass}>
            {t(field === 'about_en' ? 'admin.seller.aboutEn' : 'admin.seller.aboutFr')}
          </label>
          <textarea
            id={`seller-${field}`}
            name={field}
            rows={4}
            defaultValue={seller[field]}
            className="rounded-lg border border-line bg-surface p-3 text-sm"
          />
        </div>
      ))}
      <div className={fieldClass}>
        <label htmlFor="seller-links" className={labelClass}>
          {t('admin.seller.links')}
        </label>
        <textarea
          id="seller-links"
          name="links"
          rows={3}
          defaultValue={seller.links.join('\n')}
          className="rounded-lg border border-line bg-surface p-3 text-sm"
        />
      </div>
      <div>
        <button type="submit" disabled={busy} className={adminButtonClass}>
          {t('admin.seller.save')}
        </button>
      </div>
    </Form>
  );
}

export function PictureForm({ seller }: { seller: AdminSeller['seller'] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="seller-picture" className="mt-8">
      <h2 id="seller-picture" className="text-lg font-semibold">
        {t('admin.seller.picture')}
      </h2>
      {seller.picture_url ? (
        <img
          src={seller.picture_url}
          alt={t('admin.seller.pictureAlt', { name: seller.name })}
          width={160}
          height={160}
          className="mt-2 h-40 w-40 rounded-lg object-cover"
        />
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('admin.seller.noPicture')}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="picture" />
        <div className={fieldClass}>
          <label htmlFor="seller-picture-file" className={labelClass}>
            {t('admin.seller.pictureFile')}
          </label>
          <input
            id="seller-picture-file"
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
          />
        </div>
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.seller.uploadPicture')}
        </button>
      </Form>
    </section>
  );
}

export function ProjectsAndShops({ account, locale }: { account: AdminSeller; locale: AppLocale }) {
  const { t } = useT();
  return (
    <>
      <section aria-labelledby="seller-projects" className="mt-8">
        <h2 id="seller-projects" className="text-lg font-semibold">
          {t('admin.seller.projects')}
        </h2>
        {account.projects.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('admin.seller.noProjects')}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm" data-testid="seller-projects">
            {account.projects.map((project) => (
              <li key={project.id}>
                <Link to={localisePath(`/admin/project/${project.id}`, locale)} className="underline">
                  {project.name}
                </Link>{' '}
                · {project.artist_name} · {t(`projectManage.steps.${project.step}`)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="seller-shops" className="mt-8">
        <h2 id="seller-shops" className="text-lg font-semibold">
          {t('admin.seller.shops')}
        </h2>
        {account.shops.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('admin.seller.noShops')}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {account.shops.map((shop) => (
              <li key={shop.id}>
                <Link to={localisePath(`/admin/shop/${shop.id}`, locale)} className="underline">
                  {shop.name}
                </Link>{' '}
                · {shop.code}
                {shop.white_label && ` · ${t('admin.seller.whiteLabel')}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function Payouts({ payouts, locale }: { payouts: AdminSeller['payouts']; locale: AppLocale }) {
  const { t } = useT();
  return (
    <section aria-labelledby="seller-payouts" className="mt-8">
      <h2 id="seller-payouts" className="text-lg font-semibold">
        {t('admin.seller.payouts')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('admin.seller.payoutsHint')}</p>
      {payouts.statements.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('admin.seller.noPayouts')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm" data-testid="seller-paid">
            {t('admin.seller.paid', { amount: adminMoney(payouts.paid_minor, 'EUR', locale) })} ·{' '}
            {t('admin.seller.due', { amount: adminMoney(payouts.due_minor, 'EUR', locale) })}
          </p>
          <div className="mt-2 overflow-x-auto rounded-lg border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.seller.payouts')}</caption>
              <thead className="bg-surface-raised">
                <tr>
                  <th className="px-3 py-2">{t('admin.seller.period')}</th>
                  <th className="px-3 py-2">{t('admin.seller.project')}</th>
                  <th className="px-3 py-2">{t('admin.seller.balance')}</th>
                  <th className="px-3 py-2">{t('admin.seller.status')}</th>
                </tr>
              </thead>
              <tbody>
                {payouts.statements.map((row) => (
                  <tr key={row.statement_id} className="border-t border-line">
                    <td className="px-3 py-2">{row.period.slice(0, 7)}</td>
                    <td className="px-3 py-2">{row.project_name}</td>
                    <td className="px-3 py-2">{adminMoney(row.balance_minor, row.currency, locale)}</td>
                    <td className="px-3 py-2">{t(`admin.seller.statuses.${row.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

export function MergeForm({ account, locale }: { account: AdminSeller; locale: AppLocale }) {
  const { t } = useT();
  return (
    <section aria-labelledby="seller-merge" className="mt-8">
      <h2 id="seller-merge" className="text-lg font-semibold">
        {t('admin.seller.merge')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        {account.kind === 'artist' ? t('admin.seller.mergeArtistHint') : t('admin.seller.mergeLabelHint')}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="merge" />
        <div className={fieldClass}>
          <label htmlFor="seller-merge-into" className={labelClass}>
            {t('admin.seller.mergeInto')}
          </label>
          <input
            id="seller-merge-into"
            name="into"
            type="number"
            min={1}
            required
            className={`${adminInputClass} w-32`}
          />
        </div>
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.seller.mergeSubmit')}
        </button>
      </Form>
      {account.merged.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('admin.seller.merged')}</h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="seller-merged">
            {account.merged.map((row) => (
              <li key={row.id}>
                {t('admin.seller.mergedLine', { name: row.name, id: row.id, date: adminDateTime(row.at, locale) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
