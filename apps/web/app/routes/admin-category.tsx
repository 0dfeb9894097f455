// /admin/category (spec section 2; issue 16, docs/admin.md "Curation"): the curated categories (staff
// picks, exclusives, colour records, merch, CD and tapes, accessories, jazz, pro) and the projects of
// one, in the shop's order: add one found by name or number, take one out, move one by a place with
// its buttons (keyboard, no JavaScript needed) or drag it elsewhere. Staff holding `catalogue`.
import { adminCurationEndpoints, adminEndpoints, type CuratedCategory } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { data, Form, Link } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { changeCategory, type CategoryActionData } from '../features/admin/curation/category-actions.server.ts';
import { CategoryOrder, CategoryOutcome } from '../features/admin/curation/category-order.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-category';

/** A category's name in the page's language (the categories have English and French names). */
const nameOf = (category: CuratedCategory, locale: AppLocale) =>
  locale === 'fr' ? category.name_fr : category.name_en;

/** The category the URL names (`?id=`), else the first one. */
function chosenId(url: URL, categories: readonly CuratedCategory[]): number | null {
  const asked = Number(url.searchParams.get('id'));
  const found = categories.find((category) => category.id === asked);
  return found?.id ?? categories[0]?.id ?? null;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const { categories } = await api.read(adminCurationEndpoints.categories);
  const id = chosenId(url, categories);
  const view = id === null ? null : await api.read(adminCurationEndpoints.category, { params: { id } });
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const found = q
    ? (await api.read(adminEndpoints.search, { query: { q } })).hits.filter((hit) => hit.kind === 'project')
    : [];
  return { locale, categories, view, q, found };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const api = apiClient(context);
  const { categories } = await api.read(adminCurationEndpoints.categories);
  const id = chosenId(url, categories);
  if (id === null) return data<CategoryActionData>({ ok: false, error: 'not_found' }, 404);
  return changeCategory(api, id, form);
}

function CategoryNav({
  categories,
  current,
  locale,
}: {
  categories: CuratedCategory[];
  current: number | null;
  locale: AppLocale;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('admin.curation.categories.choose')} className="my-4">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`?id=${category.id}`}
              aria-current={category.id === current ? 'page' : undefined}
              className="block rounded-full border border-line px-3 py-1 text-sm aria-[current=page]:bg-surface-raised aria-[current=page]:font-semibold"
            >
              {nameOf(category, locale)} · {t('admin.curation.categories.count', { count: category.project_count })}
              {category.pro_only ? ` · ${t('admin.curation.categories.proOnly')}` : ''}
              {category.active ? '' : ` · ${t('admin.curation.categories.hidden')}`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AddProject({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { t } = useT();
  const { view, q, found } = loaderData;
  if (!view) return null;
  const inCategory = new Set(view.projects.map((row) => row.project_id));
  return (
    <section aria-labelledby="category-add" className="mt-8">
      <h2 id="category-add" className="text-lg font-semibold">
        {t('admin.curation.categories.addTitle')}
      </h2>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={view.category.id} />
        <div className="flex flex-col gap-1">
          <label htmlFor="category-search" className="text-sm font-semibold">
            {t('admin.curation.categories.search')}
          </label>
          <input id="category-search" name="q" type="search" defaultValue={q} required className={adminInputClass} />
        </div>
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.curation.categories.searchSubmit')}
        </button>
      </Form>
      {q && found.length === 0 ? <p className="mt-2 text-sm">{t('admin.curation.categories.none')}</p> : null}
      <ul className="mt-3 flex flex-col gap-2">
        {found.map((hit) => (
          <li key={hit.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              <span className="font-semibold">{hit.label}</span> <span className="text-ink-muted">{hit.detail}</span>
            </span>
            {inCategory.has(hit.id) ? (
              <span className="text-ink-muted">{t('admin.curation.categories.already')}</span>
            ) : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="project_id" value={hit.id} />
                <input type="hidden" name="name" value={hit.label} />
                <button
                  type="submit"
                  aria-label={t('admin.curation.categories.addLabel', { name: hit.label })}
                  className={`${adminButtonClass} h-8 px-3 text-xs`}
                >
                  {t('admin.curation.categories.add')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminCategoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, categories, view } = loaderData;
  return (
    <>
      <PageHead title={t('admin.curation.categories.title')} noIndex />
      <AdminLayout active="categories">
        <h1 className="text-2xl font-semibold">{t('admin.curation.categories.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.curation.categories.intro')}</p>
        <CategoryNav categories={categories} current={view?.category.id ?? null} locale={locale} />
        {view ? (
          <>
            <p className="text-sm">
              <Link
                className="underline"
                to={localisePath(`/vinyl-shop/${view.category.id}/${view.category.slug}`, locale)}
              >
                {t('admin.curation.categories.shopPage')}
              </Link>
            </p>
            <p id="category-drag-hint" className="mt-1 text-sm text-ink-muted">
              {t('admin.curation.categories.dragHint')}
            </p>
            <div role="status" className="mt-2 min-h-5 text-sm">
              <CategoryOutcome answer={actionData} />
            </div>
            <CategoryOrder view={view} name={nameOf(view.category, locale)} answer={actionData} />
          </>
        ) : null}
        <AddProject loaderData={loaderData} />
      </AdminLayout>
    </>
  );
}
