// POST /resources/support-message: the support launcher's contact form (features/support).
import { data } from 'react-router';
import { sendSupportMessage } from '../../features/support/support-message.server.ts';
import type { Route } from './+types/support-message';

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await sendSupportMessage({ request, context });
  return data(result, { status });
}
