// The staff's production endpoints (packages/contracts/src/endpoints/admin-production.ts): thin
// handlers over the board, a production's view and the staff's audited writes. Permission
// `production`, second factor verified (declared on the routes).
import { adminProductionEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import { uploadFile } from './production-files.ts';
import type { ProductionService } from './production-module.ts';
import { auditProduction, changeAsStaff, messageAsStaff, planByHand, setPlant } from './staff-actions.ts';

export function adminProductionRoutes(service: ProductionService) {
  const { deps } = service;
  const view = service.viewAs('staff');
  return routesOf(adminProductionEndpoints, {
    board: ({ query }) => service.board(query),
    view: ({ user, params }) => view(user, params.id),
    change: async ({ user, params, body }) => {
      await changeAsStaff(deps, user, params.id, params.step, body);
      return view(user, params.id);
    },
    message: async ({ user, params, body }) => {
      await messageAsStaff(deps, user, params.id, params.step, body.body);
      return view(user, params.id);
    },
    upload: async ({ user, params, body }) => {
      const { row, dto } = await uploadFile(deps, { viewer: user, party: 'staff' }, params.id, params.step, body);
      await deps.repo.transaction((tx) =>
        auditProduction(deps, user, tx, {
          action: 'production.file',
          entityId: params.id,
          after: { step: params.step, file: row.name, kind: row.kind },
        }),
      );
      return dto;
    },
    plan: async ({ user, params, body }) => {
      await planByHand(deps, user, params.id, params.step, body.planned_on);
      return view(user, params.id);
    },
    settings: async ({ user, params, body }) => {
      await setPlant(deps, user, params.id, body.plant);
      return view(user, params.id);
    },
  });
}
