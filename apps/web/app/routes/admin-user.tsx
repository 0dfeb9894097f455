// /admin/user/{id} (spec section 2, issue 14; docs/admin.md "Users, bids, invoices and payments"): the
// account: its details, role and flags (a boss changes them), its signed-in sessions (sign out
// everywhere), its address confirmation (send it again), its projects and what staff did to it. The
// buyer side (orders, addresses, box) is /admin/client/{id}.
import { adminPeopleEndpoints, type AdminUser } from '@spindle/contracts';
import {
  LOCALE_META,
  USER_ROLES,
  hasStaffPermission,
  isLocale,
  isUserRole,
  localisePath,
  splitLocaleFromPath,
  type AppLocale,
} from '@spindle/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-user';

const ACTION_ERRORS = [
  'own_boss_role',
  'last_boss_role',
  'email_already_confirmed',
  'forbidden',
  'input_invalid',
] as const;
type ActionError = (typeof ACTION_ERRORS)[number] | 'other';
const SAVED = ['access', 'revoked', 'confirmation'] as const;
type Saved = (typeof SAVED)[number];

function userIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const account = await apiClient(context).read(adminPeopleEndpoints.user, { params: { id: userIdOf(params) } });
  const saved = url.searchParams.get('saved');
  return {
    locale,
    account,
    mayChangeRoles: hasStaffPermission({ role: viewer.role, isAdmin: viewer.is_admin }, 'roles'),
    saved: (SAVED as readonly string[]).includes(saved ?? '') ? (saved as Saved) : null,
    revoked: Number(url.searchParams.get('count') ?? 0),
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const id = userIdOf(params);
  const form = await readFormBody(request);
  const api = apiClient(context);
  const intent = form.get('intent');
  if (intent === 'revoke') {
    const result = await api.call(adminPeopleEndpoints.revokeSessions, { params: { id } });
    if (result.ok) throw redirect(`${url.pathname}?saved=revoked&count=${result.value.revoked}`);
    return data({ error: errorOf(result.code) }, 400);
  }
  if (intent === 'confirmation') {
    const result = await api.call(adminPeopleEndpoints.resendConfirmation, { params: { id } });
    if (result.ok) throw redirect(`${url.pathname}?saved=confirmation`);
    return data({ error: errorOf(result.code) }, 400);
  }
  const role = textOf(form, 'role');
  const result = await api.call(adminPeopleEndpoints.setAccess, {
    params: { id },
    // A checkbox left unticked sends nothing: the form always shows all three, so absent is false.
    body: { ...(isUserRole(role) ? { role } : {}), pro: form.has('pro'), is_admin: form.has('is_admin') },
  });
  // After a change, a fresh page (a reload does not post it again).
  if (result.ok) throw redirect(`${url.pathname}?saved=access`);
  return data({ error: errorOf(result.code) }, 400);
}

function errorOf(code: string): ActionError {
  return (ACTION_ERRORS as readonly string[]).includes(code) ? (code as ActionError) : 'other';
}

function AccessForm({ account }: { account: AdminUser }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const { user } = account;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value="access" />
      <div className="flex flex-col gap-1">
        <label htmlFor="user-role" className="text-sm font-semibold">
          {t('admin.users.role')}
        </label>
        <select id="user-role" name="role" defaultValue={user.role} className={adminInputClass}>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.users.roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="pro" defaultChecked={user.pro} className="h-4 w-4" />
        {t('admin.user.proFlag')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="is_admin" defaultChecked={user.is_admin} className="h-4 w-4" />
        {t('admin.user.adminFlag')}
      </label>
      <button type="submit" disabled={busy} className={adminButtonClass}>
        {t('admin.user.saveAccess')}
      </button>
    </Form>
  );
}

function Sessions({ account, locale }: { account: AdminUser; locale: AppLocale }) {
  const { t } = useT();
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="sessions" className="mt-8">
      <h2 id="sessions" className="text-lg font-semibold">
        {t('admin.user.sessions')}
      </h2>
      {account.sessions.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('admin.user.noSessions')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm" data-testid="user-sessions">
          {account.sessions.map((session) => (
            <li key={session.id}>
              {t('admin.user.sessionLine', {
                created: dates.format(new Date(session.created_at)),
                seen: session.last_seen_at ? dates.format(new Date(session.last_seen_at)) : t('admin.user.unknown'),
                ip: session.ip ?? t('admin.user.unknown'),
              })}
              {session.user_agent && <span className="block text-ink-muted">{session.user_agent}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-ink-muted">{t('admin.user.sessionsHint')}</p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="revoke" />
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.user.revoke')}
        </button>
      </Form>
    </section>
  );
}

function Confirmation({ account, locale }: { account: AdminUser; locale: AppLocale }) {
  const { t } = useT();
  const confirmedAt = account.user.email_confirmed_at;
  const date = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long' });
  return (
    <section aria-labelledby="email-address" className="mt-8">
      <h2 id="email-address" className="text-lg font-semibold">
        {t('admin.user.emailAddress')}
      </h2>
      <p className="mt-2 text-sm">
        {account.user.email} ·{' '}
        {confirmedAt
          ? t('admin.user.confirmedAt', { date: date.format(new Date(confirmedAt)) })
          : t('admin.user.notConfirmed')}
      </p>
      {!confirmedAt && (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="confirmation" />
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.user.resend')}
          </button>
        </Form>
      )}
    </section>
  );
}

function Details({ account, locale }: { account: AdminUser; locale: AppLocale }) {
  const { t } = useT();
  const { user } = account;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  const yesNo = (value: boolean) => (value ? t('admin.users.on') : t('admin.users.off'));
  const rows: [string, string][] = [
    [t('admin.users.email'), user.email],
    [t('admin.users.role'), t(`admin.users.roles.${user.role}`)],
    [t('admin.users.type'), t(`admin.users.types.${user.type}`)],
    [t('admin.users.pro'), yesNo(user.pro)],
    [t('admin.users.admin'), yesNo(user.is_admin)],
    [t('admin.user.lang'), isLocale(user.lang) ? LOCALE_META[user.lang].label : user.lang],
    [t('admin.user.country'), user.country_id ?? '—'],
    [t('admin.users.createdAt'), dates.format(new Date(user.created_at))],
    [t('admin.users.lastLoginAt'), user.last_login_at ? dates.format(new Date(user.last_login_at)) : '—'],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="user-details">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusLine({
  error,
  saved,
  revoked,
}: {
  error: ActionError | undefined;
  saved: Saved | null;
  revoked: number;
}) {
  const { t } = useT();
  return (
    <div role="status" className="mt-2 text-sm">
      {error ? (
        <span className="text-red-700 dark:text-red-300">{t(`admin.user.errors.${error}`)}</span>
      ) : saved ? (
        t(`admin.user.saved.${saved}`, { count: revoked })
      ) : null}
    </div>
  );
}

export default function AdminUserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, account, mayChangeRoles, saved, revoked } = loaderData;
  const { user } = account;
  return (
    <>
      <PageHead title={t('admin.user.title', { name: user.name })} noIndex />
      <AdminLayout active="users">
        <p className="text-sm">
          <Link to={localisePath('/admin/users', locale)} className="underline">
            {t('admin.user.back')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{t('admin.user.title', { name: user.name })}</h1>
        <StatusLine error={actionData?.error} saved={saved} revoked={revoked} />
        <p className="mt-2 text-sm">
          <Link to={localisePath(`/admin/client/${user.id}`, locale)} className="underline">
            {t('admin.user.clientLink')}
          </Link>
        </p>
        <Details account={account} locale={locale} />
        <section aria-labelledby="access" className="mt-8">
          <h2 id="access" className="text-lg font-semibold">
            {t('admin.user.access')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('admin.user.accessHint')}</p>
          {mayChangeRoles && <AccessForm account={account} />}
        </section>
        <Sessions account={account} locale={locale} />
        <Confirmation account={account} locale={locale} />
        <section aria-labelledby="projects" className="mt-8">
          <h2 id="projects" className="text-lg font-semibold">
            {t('admin.user.projects')}
          </h2>
          {account.projects.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{t('admin.user.noProjects')}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
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
        <h2 className="mt-8 text-lg font-semibold">{t('admin.user.history')}</h2>
        <AuditList entries={account.history} locale={locale} />
      </AdminLayout>
    </>
  );
}
