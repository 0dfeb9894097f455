// /messages/stop?token=…: the page a new-message e-mail's stop link opens (docs/messages.md). Opening
// it changes nothing (mail scanners open links); the button posts the token to POST messages/stop.
import { messagingEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/messages-stop';

export function loader({ url }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  return { locale, token: url.searchParams.get('token') ?? '', done: url.searchParams.has('done') };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const given = (await readFormBody(request)).get('token');
  const token = typeof given === 'string' ? given : '';
  if (token === '' || token.length > 500) return data({ invalid: true }, 400);
  const result = await apiClient(context).call(messagingEndpoints.stop, { query: { token } });
  if (!result.ok) return data({ invalid: true }, 400);
  return redirect(`${url.pathname}?done`);
}

export default function MessagesStopPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, token, done } = loaderData;
  const invalid = Boolean(actionData?.invalid) || (!done && token === '');
  return (
    <>
      <PageHead title={t('messages.stop.title')} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-semibold">{done ? t('messages.stop.doneTitle') : t('messages.stop.title')}</h1>
        {done ? (
          <p role="status" className="mt-4">
            {t('messages.stop.doneText')}
          </p>
        ) : (
          <>
            <p className="mt-4">{t('messages.stop.intro')}</p>
            {invalid && (
              <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
                {t('messages.stop.invalid')}
              </p>
            )}
            {token !== '' && (
              <Form method="post" className="mt-6">
                <input type="hidden" name="token" value={token} />
                <button
                  type="submit"
                  className="inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-accent-ink"
                >
                  {t('messages.stop.button')}
                </button>
              </Form>
            )}
          </>
        )}
        <p className="mt-10">
          <Link to={localisePath('/my-account/messages', locale)} className="underline">
            {t('messages.stop.inbox')}
          </Link>
        </p>
      </div>
    </>
  );
}
