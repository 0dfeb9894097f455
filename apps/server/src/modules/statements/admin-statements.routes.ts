// Staff entry of a project's statement facts under /api/admin (packages/contracts/src/endpoints/
// admin-statements.ts; docs/admin.md "Statements and revenue splits"), and the split as its owner and
// payees read it. Thin handlers; the guard of each (permission money, second factor) comes from its declaration.
import { adminStatementsEndpoints, revenueSplitEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { StatementEntriesService } from './statement-entries.service.ts';
import { sendStatementFile } from './statements.routes.ts';
import type { StatementsService } from './statements.service.ts';

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.name });

export function adminStatementsRoutes(service: StatementEntriesService) {
  return routesOf(adminStatementsEndpoints, {
    entries: ({ params }) => service.entries(params.id),
    addCost: ({ params, body, user }) => service.addCost(params.id, body, actorOf(user)),
    addRetailSale: ({ params, body, user }) => service.addRetailSale(params.id, body, actorOf(user)),
    addFeeRow: ({ params, body, user }) => service.addFeeRow(params.id, body, actorOf(user)),
    setSplit: ({ params, body, user }) => service.setSplit(params.id, body, actorOf(user)),
  });
}

export function revenueSplitRoutes(
  service: StatementEntriesService,
  statements: StatementsService,
  clock: () => Date = () => new Date(),
) {
  return routesOf(revenueSplitEndpoints, {
    project: ({ params, user }) => service.projectSplit(user, params.id),
    mine: ({ user }) => service.myShares(user),
    // A payee's own statement of a month, with their share: the same PDF and spreadsheet as the owner's.
    myStatement: async ({ params, query, user }, { reply }) =>
      sendStatementFile(reply, await statements.payeeStatement(user, params.id, query.period), query, clock()),
  });
}
