// POST admin/manual-orders (docs/admin.md "Manual orders"): staff make a confirmed order for a customer, a
// replacement sent for free or a trade sale. The customer is an account (by number or e-mail) or just an
// e-mail; the lines are projects at the catalogue's price unless staff type another, which takes the
// `money` permission besides `orders` (packages/domain manualOrderNeedsMoneyPermission). The order, its
// invoice and the audit row are written in one transaction (checkout's placeManualOrder).
import type { AdminManualOrderBody } from '@spindle/contracts';
import type { AddressSnapshot, Db } from '@spindle/db';
import {
  hasStaffPermission,
  isEmail,
  manualOrderNeedsMoneyPermission,
  priceManualOrder,
  vatRateOn,
} from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import { manualOrderProjects, placeManualOrder, type ManualOrderProject } from '../checkout/index.ts';

export interface ManualOrderDeps {
  db: Db;
  users: Pick<UserDirectory, 'contactsOf' | 'withEmails'>;
  audit: Pick<AuditLog, 'record'>;
  /** Whether a country is one the store knows (currency's countries). */
  countryExists: (code: string) => Promise<boolean>;
  clock: () => Date;
}

type ManualOrderInput = AdminManualOrderBody;

/** The customer named by an account's number or an e-mail; an unknown number is a field error. */
async function customerOf(deps: ManualOrderDeps, text: string): Promise<{ userId: number | null; email: string }> {
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  if (number !== null) {
    const account = (await deps.users.contactsOf([number])).get(number);
    if (!account) throw new AppError('input_invalid', { fields: { customer: 'user_not_found' } });
    return { userId: account.id, email: account.email };
  }
  if (!isEmail(text)) throw new AppError('input_invalid', { fields: { customer: 'email_invalid' } });
  const [account] = await deps.users.withEmails([text.toLowerCase(), text]);
  return { userId: account?.id ?? null, email: account?.email ?? text };
}

/** The projects of the lines, in the lines' order; an unknown one is a field error. */
async function projectsOf(deps: ManualOrderDeps, body: ManualOrderInput): Promise<ManualOrderProject[]> {
  const found = await manualOrderProjects(
    deps.db,
    body.lines.map((line) => line.project_id),
  );
  return body.lines.map((line, index) => {
    const project = found.find((row) => row.id === line.project_id);
    if (!project)
      throw new AppError('input_invalid', { fields: { [`lines.${index}.project_id`]: 'project_not_found' } });
    return project;
  });
}

function addressOf(body: ManualOrderInput): AddressSnapshot {
  const { address } = body;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    name: address.name,
    company: address.company,
    address: address.address,
    address2: address.address2,
    zipCode: address.zip_code,
    city: address.city,
    state: address.state,
    countryId: address.country_id,
    phone: address.phone,
  };
}

/** Makes the order (see the file's comment); returns its number and total. */
export async function createManualOrder(
  deps: ManualOrderDeps,
  input: { actor: AuthenticatedUser; body: ManualOrderInput },
): Promise<{ order_id: number; total_minor: number }> {
  const { actor, body } = input;
  if (!(await deps.countryExists(body.address.country_id))) {
    throw new AppError('input_invalid', { fields: { 'address.country_id': 'country_invalid' } });
  }
  const [customer, projects] = await Promise.all([customerOf(deps, body.customer), projectsOf(deps, body)]);
  const priced = body.lines.map((line, index) => ({
    quantity: line.quantity,
    unitPriceMinor: line.unit_price_minor ?? null,
    catalogueUnitPriceMinor: projects[index]?.priceEurMinor ?? 0,
  }));
  if (
    manualOrderNeedsMoneyPermission(priced, body.payment) &&
    !hasStaffPermission({ role: actor.role, isAdmin: actor.isAdmin }, 'money')
  ) {
    throw new AppError('forbidden', { message: 'A price other than the catalogue’s needs the money permission' });
  }
  const now = deps.clock();
  const vatRateBasisPoints = vatRateOn(body.address.country_id, now);
  const amounts = priceManualOrder({
    lines: priced,
    shippingMinor: body.shipping_minor,
    vatRateBasisPoints,
    payment: body.payment,
  });
  const orderId = await deps.db.transaction(async (tx) => {
    const id = await placeManualOrder(tx, {
      customer,
      address: addressOf(body),
      lines: projects.map((project, index) => ({ project, size: body.lines[index]?.size ?? null })),
      amounts,
      vatRateBasisPoints,
      reason: body.reason,
      payment: body.payment,
      note: body.note ?? null,
      staff: { id: actor.id, name: actor.name },
      now,
    });
    await deps.audit.record(
      { id: actor.id, name: actor.name },
      {
        action: 'order.manual',
        entityType: 'order',
        entityId: id,
        before: null,
        after: {
          customer,
          lines: body.lines,
          total_minor: amounts.totalMinor,
          reason: body.reason,
          payment: body.payment,
        },
      },
      tx,
    );
    return id;
  });
  return { order_id: orderId, total_minor: amounts.totalMinor };
}
