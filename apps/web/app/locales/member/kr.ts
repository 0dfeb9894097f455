// Korean texts of the member and creator pages (orders, boxes, quotes, project tools, production):
// a part of the catalogue that a storefront page's first view does not use, loaded apart (lib/i18n.ts).
import { quoteKr } from '../../features/quote/messages/kr.ts';
import { creationKr } from '../../features/creation/messages/kr.ts';
import { projectManageKr } from '../../features/project-manage/messages/kr.ts';
import { dashboardKr } from '../../features/dashboard/messages/kr.ts';
import { myOrdersKr } from '../../features/my-orders/messages/kr.ts';
import { returnsKr } from '../../features/returns/messages/kr.ts';
import { productionKr } from '../../features/production/messages/kr.ts';
import { accountExtrasKr } from '../../features/account-extras/messages/kr.ts';
import type { MemberCatalogue } from '../en.ts';

export const memberKr: MemberCatalogue = {
  quote: quoteKr,
  creation: creationKr,
  projectManage: projectManageKr,
  dashboard: dashboardKr,
  myOrders: myOrdersKr,
  returns: returnsKr,
  production: productionKr,
  accountExtras: accountExtrasKr,
};
