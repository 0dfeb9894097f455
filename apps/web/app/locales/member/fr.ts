// French texts of the member and creator pages (orders, boxes, quotes, project tools, production):
// a part of the catalogue that a storefront page's first view does not use, loaded apart (lib/i18n.ts).
import { quoteFr } from '../../features/quote/messages/fr.ts';
import { creationFr } from '../../features/creation/messages/fr.ts';
import { projectManageFr } from '../../features/project-manage/messages/fr.ts';
import { dashboardFr } from '../../features/dashboard/messages/fr.ts';
import { myOrdersFr } from '../../features/my-orders/messages/fr.ts';
import { returnsFr } from '../../features/returns/messages/fr.ts';
import { productionFr } from '../../features/production/messages/fr.ts';
import { accountExtrasFr } from '../../features/account-extras/messages/fr.ts';
import type { MemberCatalogue } from '../en.ts';

export const memberFr: MemberCatalogue = {
  quote: quoteFr,
  creation: creationFr,
  projectManage: projectManageFr,
  dashboard: dashboardFr,
  myOrders: myOrdersFr,
  returns: returnsFr,
  production: productionFr,
  accountExtras: accountExtrasFr,
};
