// /my-account/messages/new (docs/messages.md): a new conversation with the team (?kind=support), the
// seller of a shop order one bought (?shop_order=, from the order page) or a project's artist
// (?project=). The form posts before hydration too; the API checks the order is the caller's.
import { splitLocaleFromPath, localisePath } from '@spindle/domain';
import { data, Link } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { MessageForm } from '../features/messages/index.ts';
import { startConversationAction } from '../features/messages/index.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/my-message-new';

const idOf = (text: string | null): number | null => {
  const id = Number(text);
  return text !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const shopOrderId = idOf(url.searchParams.get('shop_order'));
  const orderId = idOf(url.searchParams.get('order'));
  const projectId = idOf(url.searchParams.get('project'));
  const kind = shopOrderId !== null ? 'order' : projectId !== null ? 'project' : 'support';
  return { locale, kind, shopOrderId, orderId, projectId } as const;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const result = await startConversationAction({
    context,
    request,
    threadPath: (id) => localisePath(`/my-account/messages/${id}`, locale),
  });
  return data(result, 400);
}

export default function NewMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, kind, shopOrderId, orderId, projectId } = loaderData;
  const hidden: Record<string, string | number> = { kind };
  if (shopOrderId !== null) hidden.shop_order_id = shopOrderId;
  if (projectId !== null) hidden.project_id = projectId;
  return (
    <>
      <PageHead title={t(`messages.start.${kind}`)} noIndex />
      <AccountLayout active="messages">
        <Link
          to={localisePath('/my-account/messages', locale)}
          className="text-sm font-semibold underline underline-offset-4"
        >
          ← {t('messages.thread.back')}
        </Link>
        <h1 className="mt-3 text-2xl font-semibold">{t(`messages.start.${kind}`)}</h1>
        {kind === 'order' && <p className="mt-2">{t('messages.start.orderIntro', { id: orderId ?? shopOrderId })}</p>}
        {kind === 'support' && <p className="mt-2">{t('messages.start.supportIntro')}</p>}
        <div className="max-w-2xl">
          <MessageForm mode="start" hidden={hidden} result={actionData} withSubject />
        </div>
      </AccountLayout>
    </>
  );
}
