// /newsletter/unsubscribe?token=…: the page a newsletter's footer link opens (docs/newsletter.md). Opening
// it changes nothing (mail scanners open links); the button posts the token to the one-click endpoint.
import { newsletterEndpoints } from '@spindle/contracts';
import { localisePath } from '@spindle/domain';
import { Link } from 'react-router';
import { TokenConfirmPage } from '../components/token-confirm.tsx';
import { apiClient } from '../lib/api.server.ts';
import { tokenConfirmAction, tokenConfirmLoader } from '../lib/token-confirm.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/newsletter-unsubscribe';

export function loader({ url }: Route.LoaderArgs) {
  return tokenConfirmLoader(url);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return tokenConfirmAction(request, url, 1_000, (token) =>
    apiClient(context).call(newsletterEndpoints.oneClick, { query: { token } }),
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, token, done } = loaderData;
  return (
    <TokenConfirmPage
      texts={{
        title: t('newsletterPage.unsubscribe.title'),
        intro: t('newsletterPage.unsubscribe.intro'),
        button: t('newsletterPage.unsubscribe.button'),
        invalid: t('newsletterPage.unsubscribe.invalid'),
        doneTitle: t('newsletterPage.unsubscribe.doneTitle'),
        doneText: t('newsletterPage.unsubscribe.doneText'),
      }}
      token={token}
      done={done}
      refused={Boolean(actionData?.invalid)}
      doneExtra={
        <p>
          <Link to={localisePath('/newsletter', locale)} className="underline">
            {t('newsletterPage.unsubscribe.subscribeAgain')}
          </Link>
        </p>
      }
      footer={
        <Link to={localisePath('/', locale)} className="underline">
          {t('newsletterPage.unsubscribe.home')}
        </Link>
      }
    />
  );
}
