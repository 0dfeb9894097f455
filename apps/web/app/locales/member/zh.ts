// Chinese texts of the member and creator pages (orders, boxes, quotes, project tools, production):
// a part of the catalogue that a storefront page's first view does not use, loaded apart (lib/i18n.ts).
import { quoteZh } from '../../features/quote/messages/zh.ts';
import { creationZh } from '../../features/creation/messages/zh.ts';
import { projectManageZh } from '../../features/project-manage/messages/zh.ts';
import { dashboardZh } from '../../features/dashboard/messages/zh.ts';
import { myOrdersZh } from '../../features/my-orders/messages/zh.ts';
import { returnsZh } from '../../features/returns/messages/zh.ts';
import { productionZh } from '../../features/production/messages/zh.ts';
import { accountExtrasZh } from '../../features/account-extras/messages/zh.ts';
import type { MemberCatalogue } from '../en.ts';

export const memberZh: MemberCatalogue = {
  quote: quoteZh,
  creation: creationZh,
  projectManage: projectManageZh,
  dashboard: dashboardZh,
  myOrders: myOrdersZh,
  returns: returnsZh,
  production: productionZh,
  accountExtras: accountExtrasZh,
};
