// Settings: who the user is: name and about, picture (preview before upload), e-mail address (asks
// for the password again) and password (current one required, the new one twice).
import type { UserData } from '@spindle/contracts';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { FieldError, FormNotice, TextField, secondaryButtonClass } from './account-fields.tsx';
import type { FormResult } from './form-result.ts';
import { MAX_PICTURE_MB } from './settings-fields.ts';
import { SettingsForm, SettingsSection, useSettingsForm } from './settings-form.tsx';

type Props = { user: UserData; about: string | null; actionData: FormResult | undefined };

export function ProfileSettings({ user, about, actionData }: Props) {
  const { t } = useT();
  const form = useSettingsForm('profile', actionData);
  return (
    <SettingsSection id="settings-profile" title={t('account.settings.profile.title')}>
      <SettingsForm intent="profile" form={form}>
        <TextField
          id="settings-name"
          name="name"
          label={t('account.settings.profile.name')}
          autoComplete="name"
          required
          defaultValue={form.refused.values.name ?? user.name}
          error={form.refused.fields.name}
        />
        <div>
          <label htmlFor="settings-about" className="text-sm font-semibold">
            {t('account.settings.profile.about')}
            <span className="font-normal text-ink-muted"> ({t('account.settings.optional')})</span>
          </label>
          <textarea
            id="settings-about"
            name="about"
            rows={4}
            maxLength={2000}
            defaultValue={form.refused.values.about ?? about ?? ''}
            aria-invalid={form.refused.fields.about ? true : undefined}
            aria-describedby={form.refused.fields.about ? 'settings-about-error' : undefined}
            className="mt-1.5 block w-full [field-sizing:content] rounded-lg border border-ink-muted/60 bg-surface px-3 py-2.5 text-base"
          />
          <FieldError id="settings-about-error" code={form.refused.fields.about} />
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}

export function PictureSettings({ user, actionData }: Omit<Props, 'about'>) {
  const { t } = useT();
  const form = useSettingsForm('picture', actionData);
  // The chosen file's preview, until the form answers (then the saved picture shows).
  const [chosen, setChosen] = useState<{ url: string; before: FormResult | undefined } | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const preview = chosen && chosen.before === form.result ? chosen.url : null;
  const shown = preview ?? user.picture;
  return (
    <SettingsSection id="settings-picture" title={t('account.settings.picture.title')}>
      <SettingsForm intent="picture" form={form} multipart submitLabel={t('account.settings.picture.upload')}>
        <div className="flex items-center gap-4">
          {shown ? (
            <img
              src={shown}
              alt={preview ? t('account.settings.picture.preview') : t('account.settings.picture.current')}
              className="size-20 rounded-full border border-line object-cover"
            />
          ) : (
            <span className="grid size-20 place-items-center rounded-full border border-dashed border-line p-2 text-center text-xs text-ink-muted">
              {t('account.settings.picture.none')}
            </span>
          )}
          <div className="min-w-0">
            <label htmlFor="settings-picture-file" className="text-sm font-semibold">
              {t('account.settings.picture.choose')}
            </label>
            <input
              id="settings-picture-file"
              name="picture"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby="settings-picture-hint settings-picture-error"
              aria-invalid={form.refused.fields.picture ? true : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setChosen(file ? { url: URL.createObjectURL(file), before: form.result } : null);
              }}
              className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-full file:border file:border-line file:bg-surface-raised file:px-4 file:py-2 file:font-semibold file:text-ink"
            />
            <p id="settings-picture-hint" className="mt-1 text-sm text-ink-muted">
              {t('account.settings.picture.maxSize', { size: MAX_PICTURE_MB })}
            </p>
            <FieldError id="settings-picture-error" code={form.refused.fields.picture} />
          </div>
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}

export function EmailSettings({ user, actionData }: Omit<Props, 'about'>) {
  const { t } = useT();
  const form = useSettingsForm('email', actionData);
  const resend = useSettingsForm('resend', actionData);
  return (
    <SettingsSection
      id="settings-email"
      title={t('account.settings.email.title')}
      intro={
        <>
          <p>{t('account.settings.email.current', { email: user.email })}</p>
          {!user.email_confirmed && <p className="font-semibold text-ink">{t('account.settings.email.unconfirmed')}</p>}
        </>
      }
    >
      {!user.email_confirmed && (
        <resend.fetcher.Form method="post" className="mb-5 space-y-2">
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" disabled={resend.pending} className={secondaryButtonClass}>
            {t('account.settings.email.resend')}
          </button>
          <FormNotice result={resend.result} form="resend">
            {t('account.settings.email.resent')}
          </FormNotice>
        </resend.fetcher.Form>
      )}
      {user.has_password ? (
        <SettingsForm
          intent="email"
          form={form}
          submitLabel={t('account.settings.email.submit')}
          notice={t('account.settings.email.changed')}
        >
          <TextField
            id="settings-email-new"
            name="email"
            type="email"
            label={t('account.settings.email.newEmail')}
            autoComplete="email"
            required
            defaultValue={form.refused.values.email}
            error={form.refused.fields.email}
          />
          <TextField
            id="settings-email-password"
            name="current_password"
            type="password"
            label={t('account.settings.email.password')}
            hint={t('account.settings.email.passwordHint')}
            autoComplete="current-password"
            required
            error={form.refused.fields.current_password}
          />
        </SettingsForm>
      ) : (
        <p className="text-sm">{t('account.settings.password.notSet')}</p>
      )}
    </SettingsSection>
  );
}

export function PasswordSettings({ user, actionData }: Omit<Props, 'about'>) {
  const { t } = useT();
  const form = useSettingsForm('password', actionData);
  return (
    <SettingsSection id="settings-password" title={t('account.settings.password.title')}>
      {user.has_password ? (
        <SettingsForm
          intent="password"
          form={form}
          submitLabel={t('account.settings.password.submit')}
          notice={t('account.settings.password.changed')}
        >
          <TextField
            id="settings-password-current"
            name="current_password"
            type="password"
            label={t('account.settings.password.current')}
            autoComplete="current-password"
            required
            error={form.refused.fields.current_password}
          />
          <TextField
            id="settings-password-new"
            name="password"
            type="password"
            label={t('account.settings.password.new')}
            hint={t('account.sign.passwordHint')}
            autoComplete="new-password"
            required
            minLength={8}
            error={form.refused.fields.password}
          />
          <TextField
            id="settings-password-again"
            name="password_again"
            type="password"
            label={t('account.settings.password.again')}
            autoComplete="new-password"
            required
            error={form.refused.fields.password_again}
          />
        </SettingsForm>
      ) : (
        <p className="text-sm">{t('account.settings.password.notSet')}</p>
      )}
    </SettingsSection>
  );
}
