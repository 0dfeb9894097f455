// The /admin/banners page's writes (docs/admin.md "Curation"): a banner created, changed or deleted, a
// picture for one locale (the file handed on to the API, which resizes it), the announcement saved.
// Date-time fields are Paris time (the business's clock), sent to the API as instants.
import { adminCurationEndpoints, type BannerBody } from '@spindle/contracts';
import { isLocale, parisInstantOfField } from '@spindle/domain';
import { data } from 'react-router';
import type { ApiClient, ApiCallResult } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-body.server.ts';

export const BANNER_ERRORS = [
  'schedule_invalid',
  'input_invalid',
  'input_required',
  'image_invalid',
  'file_max_size',
  'not_found',
] as const;
export type BannerError = (typeof BANNER_ERRORS)[number] | 'other';

export type BannerIntent = 'create' | 'update' | 'delete' | 'picture' | 'announcement';

/** What the page says after a write: which form, and what happened. */
export type BannerActionData =
  | { ok: true; intent: BannerIntent; id: number | null }
  | { ok: false; intent: BannerIntent; id: number | null; error: BannerError; fields: Record<string, string> };

const idOf = (form: FormData) => {
  const value = Number(textOf(form, 'id'));
  return Number.isInteger(value) && value > 0 ? value : 0;
};

/** A datetime-local field as an instant; an unreadable one is sent as is, for the API to refuse. */
function instantOf(form: FormData, name: string): string | null {
  const instant = parisInstantOfField(textOf(form, name));
  if (instant === undefined) return textOf(form, name);
  return instant === null ? null : instant.toISOString();
}

function bannerBodyOf(form: FormData): BannerBody {
  const optional = (name: string) => textOf(form, name) || null;
  return {
    title_en: textOf(form, 'title_en'),
    title_fr: textOf(form, 'title_fr'),
    subtitle_en: optional('subtitle_en'),
    subtitle_fr: optional('subtitle_fr'),
    button_label_en: optional('button_label_en'),
    button_label_fr: optional('button_label_fr'),
    link: textOf(form, 'link'),
    position: Number(textOf(form, 'position') || '0'),
    active: form.get('active') === 'on',
    starts_at: instantOf(form, 'starts_at'),
    ends_at: instantOf(form, 'ends_at'),
  };
}

function outcome(intent: BannerIntent, id: number | null, result: ApiCallResult<unknown>, newId?: number) {
  if (result.ok) return { ok: true, intent, id: newId ?? id } as const;
  const error = (BANNER_ERRORS as readonly string[]).includes(result.code) ? (result.code as BannerError) : 'other';
  const status = result.status >= 400 && result.status < 500 ? result.status : 400;
  return data<BannerActionData>({ ok: false, intent, id, error, fields: result.fields }, status);
}

export async function changeBanners(api: ApiClient, form: FormData) {
  const intent = textOf(form, 'intent');
  const id = idOf(form);
  if (intent === 'create') {
    const result = await api.call(adminCurationEndpoints.createBanner, { body: bannerBodyOf(form) });
    return outcome('create', null, result, result.ok ? result.value.id : undefined);
  }
  if (intent === 'update') {
    const result = await api.call(adminCurationEndpoints.updateBanner, { params: { id }, body: bannerBodyOf(form) });
    return outcome('update', id, result);
  }
  if (intent === 'delete')
    return outcome('delete', id, await api.call(adminCurationEndpoints.deleteBanner, { params: { id } }));
  if (intent === 'picture') return uploadPicture(api, id, form);
  const body = {
    text_en: textOf(form, 'text_en'),
    text_fr: textOf(form, 'text_fr'),
    link_en: textOf(form, 'link_en'),
    link_fr: textOf(form, 'link_fr'),
    active: form.get('active') === 'on',
  };
  return outcome('announcement', null, await api.call(adminCurationEndpoints.updateAnnouncement, { body }));
}

async function uploadPicture(api: ApiClient, id: number, form: FormData) {
  const file = form.get('picture');
  const locale = textOf(form, 'locale');
  if (!(file instanceof File) || file.size === 0 || !isLocale(locale)) {
    return data<BannerActionData>(
      { ok: false, intent: 'picture', id, error: 'input_required', fields: { picture: 'input_required' } },
      400,
    );
  }
  const body = new FormData();
  body.append('picture', file, file.name);
  return outcome('picture', id, await api.call(adminCurationEndpoints.bannerPicture, { params: { id, locale }, body }));
}
