// The artist's or label's own shop (/my-account/shop; /shop/{code}): code, name, logo, banner,
// colours, white-label flag and which projects it shows. A multipart form to the page's action,
// which sends PUT /api/user/shop (pictures as base64).
import { PROJECT_LIMITS, shopsEndpoints, type MyProject, type ShopSettings } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, Link, useNavigation } from 'react-router';
import { callBrowser, NetworkError } from '../../lib/api-browser.ts';
import { dataKey } from '../../lib/i18n.ts';
import { useFlash } from '../../lib/use-flash.ts';
import { SAVED_TOAST_MS } from './details-form.tsx';

export type ShopOutcome = { ok: true } | { ok: false; code: string; fields: Record<string, string> };

const CODES = [
  'input_required',
  'input_too_long',
  'input_too_short',
  'shop_code_invalid',
  'shop_code_taken',
  'input_invalid',
  'image_invalid',
  'file_max_size',
];

export function ShopSettingsForm({
  shop,
  projects,
  outcome,
  locale,
}: {
  shop: ShopSettings | null;
  projects: readonly Pick<MyProject, 'id' | 'name' | 'artistName'>[];
  outcome: ShopOutcome | undefined;
  locale: AppLocale;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const saved = useFlash(outcome?.ok ? outcome : null, SAVED_TOAST_MS);
  const [availability, setAvailability] = useState<{
    code: string;
    available: boolean;
    suggestion: string | null;
  } | null>(null);
  // When the code field is left, ask whether the new code is free (POST /api/projects/check-code).
  const checkCode = async (code: string) => {
    const wanted = code.trim().toLowerCase();
    if (wanted.length < 2 || wanted === shop?.code) {
      setAvailability(null);
      return;
    }
    try {
      const result = await callBrowser(shopsEndpoints.checkCode, { body: { code: wanted } });
      setAvailability(result.ok ? result.value : null);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
  };
  const error = (name: string) => {
    if (!outcome || outcome.ok) return undefined;
    const code =
      outcome.fields[name] ?? (name === 'code' && outcome.code === 'shop_code_taken' ? outcome.code : undefined);
    return code ? t(dataKey(`projectManage.shop.errors.${CODES.includes(code) ? code : 'input_invalid'}`)) : undefined;
  };
  const control = 'mt-1 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm';
  const shown = new Set(shop?.projectIds ?? []);
  const fileInput =
    'mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-surface-raised file:px-4 file:py-2 file:font-semibold';
  const described = (name: string) =>
    error(name) ? { 'aria-invalid': true as const, 'aria-describedby': `shop-${name}-error` } : {};
  const errorLine = (name: string) =>
    error(name) && (
      <p id={`shop-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {error(name)}
      </p>
    );
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 max-w-2xl space-y-5" noValidate>
      {shop && (
        <p className="text-sm">
          {t('projectManage.shop.address')}{' '}
          <Link
            to={localisePath(`/shop/${shop.code}`, locale)}
            className="inline-block min-h-6 font-semibold break-all underline underline-offset-4"
          >
            {localisePath(`/shop/${shop.code}`, locale)}
          </Link>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="shop-code" className="text-sm font-semibold">
            {t('projectManage.shop.code')}
          </label>
          <input
            id="shop-code"
            name="code"
            required
            maxLength={PROJECT_LIMITS.shopCodeLength}
            defaultValue={shop?.code}
            onBlur={(event) => void checkCode(event.currentTarget.value)}
            aria-describedby={error('code') ? 'shop-code-error' : 'shop-code-availability'}
            aria-invalid={error('code') ? true : undefined}
            className={control}
          />
          {errorLine('code')}
          <p id="shop-code-availability" role="status" className="mt-1 text-sm">
            {availability &&
              (availability.available
                ? t('projectManage.shop.codeFree', { code: availability.code })
                : availability.suggestion
                  ? t('projectManage.shop.codeTakenSuggestion', { suggestion: availability.suggestion })
                  : t('projectManage.shop.errors.shop_code_taken'))}
          </p>
        </div>
        <div>
          <label htmlFor="shop-name" className="text-sm font-semibold">
            {t('projectManage.shop.name')}
          </label>
          <input
            id="shop-name"
            name="name"
            required
            maxLength={PROJECT_LIMITS.shopNameLength}
            defaultValue={shop?.name}
            className={control}
            {...described('name')}
          />
          {errorLine('name')}
        </div>
        <div>
          <label htmlFor="shop-logo" className="text-sm font-semibold">
            {t('projectManage.shop.logo')}
          </label>
          {shop?.logoUrl && (
            <img src={shop.logoUrl} alt={t('projectManage.shop.currentLogo')} className="mt-1 h-12 w-auto" />
          )}
          <input
            id="shop-logo"
            name="logo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={fileInput}
            {...described('logo')}
          />
          {errorLine('logo')}
        </div>
        <div>
          <label htmlFor="shop-banner" className="text-sm font-semibold">
            {t('projectManage.shop.banner')}
          </label>
          {shop?.bannerUrl && (
            <img src={shop.bannerUrl} alt={t('projectManage.shop.currentBanner')} className="mt-1 h-12 w-auto" />
          )}
          <input
            id="shop-banner"
            name="banner"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={fileInput}
            {...described('banner')}
          />
          {errorLine('banner')}
        </div>
        <div>
          <label htmlFor="shop-background" className="text-sm font-semibold">
            {t('projectManage.shop.backgroundColour')}
          </label>
          <input
            id="shop-background"
            name="backgroundColour"
            type="color"
            defaultValue={shop?.backgroundColour ?? '#ffffff'}
            className="mt-1 h-10 w-20 rounded border border-line"
          />
        </div>
        <div>
          <label htmlFor="shop-text" className="text-sm font-semibold">
            {t('projectManage.shop.textColour')}
          </label>
          <input
            id="shop-text"
            name="textColour"
            type="color"
            defaultValue={shop?.textColour ?? '#111111'}
            className="mt-1 h-10 w-20 rounded border border-line"
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="shop-description-en" className="text-sm font-semibold">
            {t('projectManage.shop.descriptionEn')}
          </label>
          <textarea
            id="shop-description-en"
            name="descriptionEn"
            rows={3}
            defaultValue={shop?.descriptionEn}
            className={control}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="shop-description-fr" className="text-sm font-semibold">
            {t('projectManage.shop.descriptionFr')}
          </label>
          <textarea
            id="shop-description-fr"
            name="descriptionFr"
            rows={3}
            defaultValue={shop?.descriptionFr}
            className={control}
          />
        </div>
      </div>
      <label className="flex items-start gap-3 rounded-lg border border-line p-3">
        <input
          type="checkbox"
          name="whiteLabel"
          value="true"
          defaultChecked={shop?.whiteLabel ?? false}
          className="mt-1 accent-accent"
        />
        <span>
          <span className="block text-sm font-semibold">{t('projectManage.shop.whiteLabel')}</span>
          <span className="block text-sm text-ink-muted">{t('projectManage.shop.whiteLabelHint')}</span>
        </span>
      </label>
      <fieldset>
        <legend className="text-sm font-semibold">{t('projectManage.shop.projects')}</legend>
        {projects.length === 0 ? (
          <p className="mt-1 text-sm text-ink-muted">{t('projectManage.shop.noProjects')}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {projects.map((project) => (
              <li key={project.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="projectIds"
                    value={project.id}
                    defaultChecked={shown.has(project.id)}
                    className="accent-accent"
                  />
                  {project.name} <span className="text-ink-muted">— {project.artistName}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {outcome && !outcome.ok && Object.keys(outcome.fields).length === 0 && outcome.code !== 'shop_code_taken' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(dataKey(`projectManage.shop.errors.${CODES.includes(outcome.code) ? outcome.code : 'input_invalid'}`))}
        </p>
      )}
      <div className="flex items-center gap-4">
        <button
          type="submit"
          disabled={navigation.state === 'submitting'}
          className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink disabled:opacity-60"
        >
          {t('projectManage.shop.save')}
        </button>
        <p role="status" className="text-sm font-semibold">
          {saved ? `✓ ${t('projectManage.saved')}` : ''}
        </p>
      </div>
    </Form>
  );
}
