// The chrome form of a shop's admin page (docs/admin.md "Artists, labels and shops"; decision 0006):
// white-label or not, the 'Powered by' link, its own colours or none, a new logo (sent to the API as
// base64) or none. A success redirects to a fresh page; a refusal comes back with its code.
import { adminSellersEndpoints, MAX_PICTURE_BYTES } from '@spindle/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { apiClient } from '../../../lib/api.server.ts';
import { readFormBody, textOf } from '../../../lib/form-body.server.ts';

export const SHOP_ACTION_ERRORS = ['input_invalid', 'image_invalid', 'file_max_size'] as const;
export type ShopActionError = (typeof SHOP_ACTION_ERRORS)[number] | 'other';

function errorOf(code: string, fields: Record<string, string>): ShopActionError {
  const known = [...Object.values(fields), code].find((candidate): candidate is ShopActionError =>
    (SHOP_ACTION_ERRORS as readonly string[]).includes(candidate),
  );
  return known ?? 'other';
}

const refuse = (error: ShopActionError) => data({ error }, 400);

/** The logo field: a new file as base64, null to remove it, undefined to keep it. */
async function logoOf(form: FormData): Promise<{ logo: string | null | undefined } | { tooLarge: true }> {
  if (form.has('remove_logo')) return { logo: null };
  const file = form.get('logo');
  if (!(file instanceof File) || file.size === 0) return { logo: undefined };
  if (file.size > MAX_PICTURE_BYTES) return { tooLarge: true };
  return { logo: Buffer.from(await file.arrayBuffer()).toString('base64') };
}

export async function shopChromeAction(args: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
  id: number;
}) {
  const form = await readFormBody(args.request);
  const sent = await logoOf(form);
  if ('tooLarge' in sent) return refuse('file_max_size');
  const { logo } = sent;
  const ownColours = form.has('own_colours');
  const result = await apiClient(args.context).call(adminSellersEndpoints.shopChrome, {
    params: { id: args.id },
    body: {
      white_label: form.has('white_label'),
      powered_by_link: form.has('powered_by_link'),
      background_colour: ownColours ? textOf(form, 'background_colour') : null,
      text_colour: ownColours ? textOf(form, 'text_colour') : null,
      ...(logo === undefined ? {} : { logo }),
    },
  });
  if (result.ok) throw redirect(`${args.url.pathname}?saved=chrome`);
  return refuse(errorOf(result.code, result.fields));
}
