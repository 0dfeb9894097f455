// The forms of an artist's or label's admin page (docs/admin.md "Artists, labels and shops"): the profile,
// the picture (the file sent to the API as base64) and the merge of this duplicate into another. Each
// success redirects to a fresh page (a reload posts nothing again); a refusal comes back with its code.
import { MAX_PICTURE_BYTES } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath, type SellerKind } from '@spindle/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { apiClient } from '../../../lib/api.server.ts';
import { readFormBody, textOf } from '../../../lib/form-body.server.ts';
import { SELLER_ENDPOINTS } from './seller-endpoints.ts';
import { sellerAdminPath } from './seller-kind.ts';

export const SELLER_ACTION_ERRORS = [
  'input_invalid',
  'input_required',
  'image_invalid',
  'file_max_size',
  'merge_same_seller',
  'not_found',
] as const;
export type SellerActionError = (typeof SELLER_ACTION_ERRORS)[number] | 'other';

/** The code a refusal shows: a field's code first (image_invalid), else the error's. */
function errorOf(code: string, fields: Record<string, string> = {}): SellerActionError {
  const candidates = [...Object.values(fields), code];
  const known = candidates.find((candidate): candidate is SellerActionError =>
    (SELLER_ACTION_ERRORS as readonly string[]).includes(candidate),
  );
  return known ?? 'other';
}

const refused = (error: SellerActionError) => data({ error }, 400);

interface SellerActionArgs {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
  kind: SellerKind;
  id: number;
}

/** The chosen file as base64, or why it cannot be sent. */
async function pictureBase64(
  file: FormDataEntryValue | null,
): Promise<{ base64: string } | { error: SellerActionError }> {
  if (!(file instanceof File) || file.size === 0) return { error: 'input_required' };
  if (file.size > MAX_PICTURE_BYTES) return { error: 'file_max_size' };
  return { base64: Buffer.from(await file.arrayBuffer()).toString('base64') };
}

export async function sellerAction({ request, url, context, kind, id }: SellerActionArgs) {
  const form = await readFormBody(request);
  const api = apiClient(context);
  const endpoints = SELLER_ENDPOINTS[kind];
  const intent = form.get('intent');
  if (intent === 'picture') {
    const picture = await pictureBase64(form.get('picture'));
    if ('error' in picture) return refused(picture.error);
    const result = await api.call(endpoints.picture, { params: { id }, body: { picture: picture.base64 } });
    if (result.ok) throw redirect(`${url.pathname}?saved=picture`);
    return refused(errorOf(result.code, result.fields));
  }
  if (intent === 'merge') {
    const into = Number(textOf(form, 'into'));
    if (!Number.isInteger(into) || into < 1) return refused('input_invalid');
    const result = await api.call(endpoints.merge, { params: { id }, body: { into } });
    if (!result.ok) return refused(errorOf(result.code, result.fields));
    const { locale } = splitLocaleFromPath(url.pathname);
    const moved = new URLSearchParams({
      merged: String(result.value.merged_id),
      projects: String(result.value.projects),
      shops: String(result.value.shops),
      follows: String(result.value.follows_moved + result.value.follows_dropped),
    });
    throw redirect(`${localisePath(sellerAdminPath(kind, result.value.kept_id), locale)}?${moved.toString()}`);
  }
  const links = textOf(form, 'links')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const country = textOf(form, 'country_id').trim().toUpperCase();
  const result = await api.call(endpoints.update, {
    params: { id },
    body: {
      name: textOf(form, 'name'),
      country_id: country === '' ? null : country,
      about_en: textOf(form, 'about_en'),
      about_fr: textOf(form, 'about_fr'),
      links,
    },
  });
  if (result.ok) throw redirect(`${url.pathname}?saved=profile`);
  return refused(errorOf(result.code, result.fields));
}
