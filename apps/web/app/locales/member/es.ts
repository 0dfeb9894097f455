// Spanish texts of the member and creator pages (orders, boxes, quotes, project tools, production):
// a part of the catalogue that a storefront page's first view does not use, loaded apart (lib/i18n.ts).
import { quoteEs } from '../../features/quote/messages/es.ts';
import { creationEs } from '../../features/creation/messages/es.ts';
import { projectManageEs } from '../../features/project-manage/messages/es.ts';
import { dashboardEs } from '../../features/dashboard/messages/es.ts';
import { myOrdersEs } from '../../features/my-orders/messages/es.ts';
import { returnsEs } from '../../features/returns/messages/es.ts';
import { productionEs } from '../../features/production/messages/es.ts';
import { accountExtrasEs } from '../../features/account-extras/messages/es.ts';
import type { MemberCatalogue } from '../en.ts';

export const memberEs: MemberCatalogue = {
  quote: quoteEs,
  creation: creationEs,
  projectManage: projectManageEs,
  dashboard: dashboardEs,
  myOrders: myOrdersEs,
  returns: returnsEs,
  production: productionEs,
  accountExtras: accountExtrasEs,
};
