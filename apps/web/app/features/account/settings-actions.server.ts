// The /my-account settings page's action: one form per `intent`, each sent to its API call as the
// signed-in user (spec section 7, "User": user/profile, picture, password, notifications, delivery,
// lang, currency; auth/resend-confirmation). Answers are FormResults; a new language moves the page
// to that locale, a new currency also sets the currency cookie the pages price with.
import { accountEndpoints, authEndpoints } from '@spindle/contracts';
import {
  COOKIE_NAMES,
  CURRENCY_CODES,
  isLocale,
  localisePath,
  type AppLocale,
  type CurrencyCode,
} from '@spindle/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { serializeCookie } from '../../lib/cookies.ts';
import { CURRENCY_COOKIE_DAYS } from '../preferences/index.server.ts';
import { callApi, cookieHeaders, refusal, textFields } from './account-api.server.ts';
import { accountSectionPath } from './account-nav.ts';
import type { FormResult } from './form-result.ts';
import { forgetSessionUser } from './session-user.server.ts';
import {
  DELIVERY_FIELDS,
  MAX_PICTURE_MB,
  NOTIFICATION_KEYS,
  SETTINGS_INTENTS,
  type SettingsIntent,
} from './settings-fields.ts';
import { readFormBody } from '../../lib/form-body.server.ts';

const done = (form: SettingsIntent, notice?: string) =>
  data<FormResult>({ form, ok: true, ...(notice ? { notice } : {}) });

/** The settings page's action: validates the form of `intent` and sends it to its API call. */
export async function settingsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await readFormBody(request);
  const values = textFields(form);
  const intent = SETTINGS_INTENTS.find((known) => known === values.intent);
  if (!intent) throw data(null, { status: 400 });
  // Whatever changes, this request's later loaders must read the user again.
  forgetSessionUser(context);

  switch (intent) {
    case 'profile': {
      const result = await callApi(context, accountEndpoints.updateProfile, {
        body: { name: values.name ?? '', about: values.about ?? '' },
      });
      return result.ok ? done(intent) : refusal(intent, result, values);
    }
    case 'email': {
      const result = await callApi(context, accountEndpoints.updateProfile, {
        body: { email: values.email ?? '', current_password: values.current_password ?? '' },
      });
      return result.ok ? done(intent) : refusal(intent, result, values);
    }
    case 'resend': {
      const result = await callApi(context, authEndpoints.resendConfirmation);
      return result.ok ? done(intent) : refusal(intent, result, values);
    }
    case 'password':
      return savePassword(context, values);
    case 'picture':
      return savePicture(context, form.get('picture'));
    case 'notifications': {
      const settings = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, values[key] === 'on']));
      const result = await callApi(context, accountEndpoints.updateNotifications, { body: settings });
      return result.ok ? done(intent) : refusal(intent, result, values);
    }
    case 'delivery': {
      // Every field as typed (fromEntries forgets the keys); the API answers a field code for a wrong one.
      const address = Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<
        (typeof DELIVERY_FIELDS)[number],
        string
      >;
      const result = await callApi(context, accountEndpoints.updateDelivery, { body: address });
      return result.ok ? done(intent) : refusal(intent, result, values);
    }
    case 'lang': {
      const lang = values.lang;
      // Sent as chosen: the API judges it (input_invalid for a language it does not offer).
      const result = await callApi(context, accountEndpoints.setLang, { body: { lang: lang as AppLocale } });
      if (!result.ok) return refusal(intent, result, values);
      // The page follows the new language (the root middleware then keeps the lang cookie on it).
      return redirect(isLocale(lang) ? `${accountSectionPath('settings', lang)}?saved=lang` : localisePath('/', 'en'));
    }
    case 'currency':
      return saveCurrency(context, values);
  }
}

type ActionContext = Readonly<RouterContextProvider>;

/** A new password, typed twice: a mismatch is refused before the API is asked. */
async function savePassword(context: ActionContext, values: Record<string, string>) {
  if ((values.password ?? '') !== '' && values.password !== values.password_again) {
    return data<FormResult>(
      { form: 'password', ok: false, error: null, fields: { password_again: 'password_mismatch' }, values: {} },
      { status: 400 },
    );
  }
  const result = await callApi(context, accountEndpoints.changePassword, {
    body: { current_password: values.current_password ?? '', password: values.password ?? '' },
  });
  return result.ok ? done('password') : refusal('password', result, values);
}

/** A new profile picture: required and at most MAX_PICTURE_MB here; the API's refusals name the picture field. */
async function savePicture(context: ActionContext, file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0) {
    return data<FormResult>(
      { form: 'picture', ok: false, error: null, fields: { picture: 'input_required' }, values: {} },
      { status: 400 },
    );
  }
  if (file.size > MAX_PICTURE_MB * 1024 * 1024) {
    return data<FormResult>(
      { form: 'picture', ok: false, error: null, fields: { picture: 'file_max_size' }, values: {} },
      { status: 400 },
    );
  }
  const body = new FormData();
  body.append('picture', file, file.name);
  const result = await callApi(context, accountEndpoints.updatePicture, { body });
  if (result.ok) return done('picture');
  if (result.status === 413)
    return refusal('picture', { ...result, code: 'input_invalid', fields: { picture: 'file_max_size' } }, {});
  const code = result.fields.picture ?? (result.code === 'input_invalid' ? 'image_invalid' : result.code);
  return refusal('picture', { ...result, code: 'input_invalid', fields: { picture: code } }, {});
}

/** A new currency, which also sets the currency cookie the pages price with. */
async function saveCurrency(context: ActionContext, values: Record<string, string>) {
  const currency = CURRENCY_CODES.find((code) => code === values.currency);
  const result = await callApi(context, accountEndpoints.setCurrency, {
    // Sent as chosen: the API judges it (input_invalid for a currency it does not offer).
    body: { currency: values.currency as CurrencyCode },
  });
  if (!result.ok || !currency) {
    return refusal('currency', result.ok ? { status: 400, code: 'input_invalid', fields: {} } : result, values);
  }
  return data<FormResult>(
    { form: 'currency', ok: true },
    { headers: cookieHeaders([serializeCookie(COOKIE_NAMES.currency, currency, CURRENCY_COOKIE_DAYS)]) },
  );
}
