// /my-account/shop (spec section 2, account routes; section 3 "Shop: id, name, logo, white_label"):
// the signed-in artist's or label's shop settings, saved with PUT /api/user/shop.
import { projectsEndpoints, shopsEndpoints, type ShopSettingsUpdateInput } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { data } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { ShopSettingsForm, type ShopOutcome } from '../features/project-manage/shop-settings.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-account-shop';
import { readFormBody } from '../lib/form-body.server.ts';

/** Largest logo or banner accepted (the API's artwork limit). */
const PICTURE_MAX_BYTES = 15 * 1024 * 1024;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [settings, list] = await Promise.all([api.read(shopsEndpoints.settings), api.read(projectsEndpoints.mine)]);
  return { locale, shop: settings.shop, projects: list.items };
}

type Picture = { kind: 'none' } | { kind: 'too_big' } | { kind: 'data'; url: string };

async function pictureOf(form: FormData, name: string): Promise<Picture> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return { kind: 'none' };
  if (file.size > PICTURE_MAX_BYTES) return { kind: 'too_big' };
  return {
    kind: 'data',
    url: `data:${file.type || 'application/octet-stream'};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const logo = await pictureOf(form, 'logo');
  const banner = await pictureOf(form, 'banner');
  const tooBig: Record<string, string> = {};
  if (logo.kind === 'too_big') tooBig.logo = 'file_max_size';
  if (banner.kind === 'too_big') tooBig.banner = 'file_max_size';
  if (Object.keys(tooBig).length > 0)
    return data<ShopOutcome>({ ok: false, code: 'input_invalid', fields: tooBig }, { status: 413 });
  const body: ShopSettingsUpdateInput = {
    code: text('code'),
    name: text('name'),
    whiteLabel: form.get('whiteLabel') === 'true',
    descriptionEn: text('descriptionEn'),
    descriptionFr: text('descriptionFr'),
    backgroundColour: text('backgroundColour') || null,
    textColour: text('textColour') || null,
    projectIds: form
      .getAll('projectIds')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    ...(logo.kind === 'data' ? { logo: logo.url } : {}),
    ...(banner.kind === 'data' ? { banner: banner.url } : {}),
  };
  const saved = await apiClient(context).call(shopsEndpoints.saveSettings, { body });
  if (!saved.ok)
    return data<ShopOutcome>({ ok: false, code: saved.code, fields: saved.fields }, { status: saved.status });
  return { ok: true } satisfies ShopOutcome;
}

export default function MyAccountShop({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, shop, projects } = loaderData;
  return (
    <>
      <PageHead title={t('projectManage.shop.title')} noIndex />
      <AccountLayout active="shop">
        <h1 className="text-2xl font-semibold">{t('projectManage.shop.title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('projectManage.shop.lead')}</p>
        <ShopSettingsForm shop={shop} projects={projects} outcome={actionData} locale={locale} />
      </AccountLayout>
    </>
  );
}
