// GET user/boxes/{boxId}/reviews/{userId} (spec section 7; /box-review): the records of each month a
// box dispatched, with the subscriber's review of each. The reviews themselves are the reviews
// module's (written through POST user/reviews with the month's order): boxes reads them through the
// port given at composition. The subscriber reads their own box; staff (boss, team) read anyone's.
import type { BoxReviews } from '@spindle/contracts';
import { hasRole, type AuthenticatedUser } from '../../http/session-user.ts';
import { AppError } from '../../http/errors.ts';
import { boxDispatchesOf } from './box-library.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { ownBox } from './box-subscriber.service.ts';

export async function boxReviews(
  deps: Pick<BoxCycleDeps, 'db' | 'ports'>,
  viewer: AuthenticatedUser,
  params: { boxId: number; userId: number },
): Promise<BoxReviews> {
  if (params.userId !== viewer.id && !hasRole(viewer, ['boss', 'team'])) throw new AppError('forbidden');
  const box = await ownBox(deps.db, params.userId, params.boxId);
  const dispatched = (await boxDispatchesOf(deps.db, [box.id])).filter((row) => row.shopOrderId !== null);
  const shopOrderOf = new Map<string, number>();
  for (const row of dispatched) if (row.shopOrderId !== null) shopOrderOf.set(row.month, row.shopOrderId);
  const orders = await deps.ports.reviewableOrders(box.userId, [...new Set(shopOrderOf.values())]);
  const months = [...shopOrderOf].flatMap(([month, shopOrderId]) => {
    const order = orders.get(shopOrderId);
    if (!order) return [];
    const received = new Set(dispatched.filter((row) => row.month === month).map((row) => row.projectId));
    const items = order.items.filter((item) => received.has(item.project.id));
    return [{ month, order_id: order.orderId, items }];
  });
  return { box_id: box.id, user_id: box.userId, months };
}
