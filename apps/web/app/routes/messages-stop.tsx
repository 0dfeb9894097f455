// /messages/stop?token=…: the page a new-message e-mail's stop link opens (docs/messages.md). Opening
// it changes nothing (mail scanners open links); the button posts the token to POST messages/stop.
import { messagingEndpoints } from '@spindle/contracts';
import { localisePath } from '@spindle/domain';
import { Link } from 'react-router';
import { TokenConfirmPage } from '../components/token-confirm.tsx';
import { apiClient } from '../lib/api.server.ts';
import { tokenConfirmAction, tokenConfirmLoader } from '../lib/token-confirm.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/messages-stop';

export function loader({ url }: Route.LoaderArgs) {
  return tokenConfirmLoader(url);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return tokenConfirmAction(request, url, 500, (token) =>
    apiClient(context).call(messagingEndpoints.stop, { query: { token } }),
  );
}

export default function MessagesStopPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, token, done } = loaderData;
  return (
    <TokenConfirmPage
      texts={{
        title: t('messages.stop.title'),
        intro: t('messages.stop.intro'),
        button: t('messages.stop.button'),
        invalid: t('messages.stop.invalid'),
        doneTitle: t('messages.stop.doneTitle'),
        doneText: t('messages.stop.doneText'),
      }}
      token={token}
      done={done}
      refused={Boolean(actionData?.invalid)}
      footer={
        <Link to={localisePath('/my-account/messages', locale)} className="underline">
          {t('messages.stop.inbox')}
        </Link>
      }
    />
  );
}
