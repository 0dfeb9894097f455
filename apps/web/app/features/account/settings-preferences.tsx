// Settings: what the user receives and where: e-mail notifications (the newsletter among them),
// the default delivery address (spec section 5's field rules, checked by the API: latin_invalid,
// input_required, phone_invalid), and the language and currency of the account.
import type { NotificationSettingsDto, UserCustomer, UserData } from '@spindle/contracts';
import { CURRENCY_CODES, LOCALES, LOCALE_META } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { FieldError, TextField } from './account-fields.tsx';
import type { FormResult } from './form-result.ts';
import { DELIVERY_FIELDS, NOTIFICATION_KEYS } from './settings-fields.ts';
import { SettingsForm, SettingsSection, useSettingsForm } from './settings-form.tsx';

export function NotificationSettings({
  settings,
  actionData,
}: {
  settings: NotificationSettingsDto;
  actionData: FormResult | undefined;
}) {
  const { t } = useT();
  const form = useSettingsForm('notifications', actionData);
  return (
    <SettingsSection id="settings-notifications" title={t('account.settings.notifications.title')}>
      <SettingsForm intent="notifications" form={form}>
        <fieldset>
          <legend className="text-sm font-semibold">{t('account.settings.notifications.legend')}</legend>
          <div className="mt-2 space-y-2">
            {NOTIFICATION_KEYS.map((key) => (
              <label key={key} className="flex items-center gap-2.5">
                <input type="checkbox" name={key} defaultChecked={settings[key]} className="size-4 accent-accent" />
                {t(`account.settings.notifications.${key}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </SettingsForm>
    </SettingsSection>
  );
}

const OPTIONAL_DELIVERY = new Set<string>(['name', 'company', 'address2', 'state', 'phone']);
const AUTOCOMPLETE: Partial<Record<(typeof DELIVERY_FIELDS)[number], string>> = {
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  address: 'address-line1',
  address2: 'address-line2',
  zip_code: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
  phone: 'tel',
};

export function DeliverySettings({
  address,
  countries,
  actionData,
}: {
  address: UserCustomer | null;
  countries: { code: string; name: string }[];
  actionData: FormResult | undefined;
}) {
  const { t } = useT();
  const form = useSettingsForm('delivery', actionData);
  const value = (field: (typeof DELIVERY_FIELDS)[number]) => form.refused.values[field] ?? address?.[field] ?? '';
  return (
    <SettingsSection
      id="settings-delivery"
      title={t('account.settings.delivery.title')}
      intro={t('account.settings.delivery.intro')}
    >
      <SettingsForm intent="delivery" form={form}>
        <div className="grid gap-4 sm:grid-cols-2">
          {DELIVERY_FIELDS.map((field) =>
            field === 'country_id' ? (
              <div key={field}>
                <label htmlFor="delivery-country_id" className="text-sm font-semibold">
                  {t('account.settings.delivery.country_id')}
                </label>
                <select
                  id="delivery-country_id"
                  name="country_id"
                  required
                  autoComplete="country"
                  defaultValue={value('country_id')}
                  aria-invalid={form.refused.fields.country_id ? true : undefined}
                  aria-describedby={form.refused.fields.country_id ? 'delivery-country_id-error' : undefined}
                  className="mt-1.5 block h-[46px] w-full rounded-lg border border-ink-muted/60 bg-surface px-3 text-base"
                >
                  <option value="">{t('account.settings.delivery.chooseCountry')}</option>
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
                <FieldError id="delivery-country_id-error" code={form.refused.fields.country_id} />
              </div>
            ) : (
              <div key={field} className={field === 'address' || field === 'address2' ? 'sm:col-span-2' : undefined}>
                <TextField
                  id={`delivery-${field}`}
                  name={field}
                  type={field === 'phone' ? 'tel' : 'text'}
                  label={t(`account.settings.delivery.${field}`)}
                  optional={OPTIONAL_DELIVERY.has(field)}
                  required={!OPTIONAL_DELIVERY.has(field)}
                  autoComplete={AUTOCOMPLETE[field]}
                  defaultValue={value(field)}
                  error={form.refused.fields[field]}
                />
              </div>
            ),
          )}
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}

export function LanguageCurrencySettings({ user, actionData }: { user: UserData; actionData: FormResult | undefined }) {
  const { t } = useT();
  const lang = useSettingsForm('lang', actionData);
  const currency = useSettingsForm('currency', actionData);
  const selectClass = 'mt-1.5 block h-[46px] w-full rounded-lg border border-ink-muted/60 bg-surface px-3 text-base';
  return (
    <>
      <SettingsSection id="settings-lang" title={t('account.settings.language.title')}>
        <SettingsForm intent="lang" form={lang}>
          <div>
            <label htmlFor="settings-lang-select" className="text-sm font-semibold">
              {t('account.settings.language.label')}
            </label>
            <select id="settings-lang-select" name="lang" defaultValue={user.lang} className={selectClass}>
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={LOCALE_META[code].intlTag}>
                  {LOCALE_META[code].label}
                </option>
              ))}
            </select>
            <FieldError id="settings-lang-error" code={lang.refused.fields.lang} />
          </div>
        </SettingsForm>
      </SettingsSection>
      <SettingsSection id="settings-currency" title={t('account.settings.currency.title')}>
        <SettingsForm intent="currency" form={currency}>
          <div>
            <label htmlFor="settings-currency-select" className="text-sm font-semibold">
              {t('account.settings.currency.label')}
            </label>
            <select id="settings-currency-select" name="currency" defaultValue={user.currency} className={selectClass}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} · {t(`preferences.currencyName.${code}`)}
                </option>
              ))}
            </select>
          </div>
        </SettingsForm>
      </SettingsSection>
    </>
  );
}
