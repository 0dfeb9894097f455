// English texts of the member and creator pages (orders, boxes, quotes, project tools, production):
// a part of the catalogue that a storefront page's first view does not use, loaded apart (lib/i18n.ts).
import { quoteEn } from '../../features/quote/messages/en.ts';
import { creationEn } from '../../features/creation/messages/en.ts';
import { projectManageEn } from '../../features/project-manage/messages/en.ts';
import { dashboardEn } from '../../features/dashboard/messages/en.ts';
import { myOrdersEn } from '../../features/my-orders/messages/en.ts';
import { returnsEn } from '../../features/returns/messages/en.ts';
import { productionEn } from '../../features/production/messages/en.ts';
import { accountExtrasEn } from '../../features/account-extras/messages/en.ts';

export const memberEn = {
  quote: quoteEn,
  creation: creationEn,
  projectManage: projectManageEn,
  dashboard: dashboardEn,
  myOrders: myOrdersEn,
  returns: returnsEn,
  production: productionEn,
  accountExtras: accountExtrasEn,
} as const;
