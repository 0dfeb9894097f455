// Relations for Drizzle's relational queries (db.query.projects.findMany({ with: { tracks: true } })).
import { relations } from 'drizzle-orm';
import { customerAddresses, sessions, users } from './auth/users.ts';
import { boxDispatches } from './boxes/box-dispatches.ts';
import { boxPlans, boxPrices, boxSubscriptions } from './boxes/boxes.ts';
import { cartItems, carts } from './cart/carts.ts';
import { categories, genres } from './catalogue/genres-and-categories.ts';
import { orderItems, orders, shopOrders } from './checkout/orders.ts';
import { wishlists } from './community/community.ts';
import { shipments } from './logistics/shipments.ts';
import { payments } from './payments/payments.ts';
import { projectImages } from './projects/project-images.ts';
import {
  projectCategories,
  projectGenres,
  projectItems,
  projectPrices,
  projects,
  projectStepHistory,
} from './projects/projects.ts';
import { artists, labels } from './sellers/sellers.ts';
import { shopProjects } from './shops/shop-projects.ts';
import { shops } from './shops/shops.ts';
import { statementLines, statements } from './statements/statements.ts';
import { tracks } from './tracks/tracks.ts';

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  addresses: many(customerAddresses),
  orders: many(orders),
  wishlists: many(wishlists),
  boxSubscriptions: many(boxSubscriptions),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const customerAddressesRelations = relations(customerAddresses, ({ one }) => ({
  user: one(users, { fields: [customerAddresses.userId], references: [users.id] }),
}));

export const artistsRelations = relations(artists, ({ many }) => ({ projects: many(projects) }));
export const labelsRelations = relations(labels, ({ many }) => ({ projects: many(projects) }));
export const shopsRelations = relations(shops, ({ one, many }) => ({
  owner: one(users, { fields: [shops.userId], references: [users.id] }),
  artist: one(artists, { fields: [shops.artistId], references: [artists.id] }),
  label: one(labels, { fields: [shops.labelId], references: [labels.id] }),
  shopProjects: many(shopProjects),
}));
export const shopProjectsRelations = relations(shopProjects, ({ one }) => ({
  shop: one(shops, { fields: [shopProjects.shopId], references: [shops.id] }),
  project: one(projects, { fields: [shopProjects.projectId], references: [projects.id] }),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  artist: one(artists, { fields: [projects.artistId], references: [artists.id] }),
  label: one(labels, { fields: [projects.labelId], references: [labels.id] }),
  shop: one(shops, { fields: [projects.shopId], references: [shops.id] }),
  owner: one(users, { fields: [projects.userId], references: [users.id] }),
  prices: many(projectPrices),
  items: many(projectItems, { relationName: 'project_items' }),
  genres: many(projectGenres),
  categories: many(projectCategories),
  tracks: many(tracks),
  images: many(projectImages),
  stepHistory: many(projectStepHistory),
}));
export const projectPricesRelations = relations(projectPrices, ({ one }) => ({
  project: one(projects, { fields: [projectPrices.projectId], references: [projects.id] }),
}));
export const projectItemsRelations = relations(projectItems, ({ one }) => ({
  project: one(projects, {
    fields: [projectItems.projectId],
    references: [projects.id],
    relationName: 'project_items',
  }),
}));
export const projectStepHistoryRelations = relations(projectStepHistory, ({ one }) => ({
  project: one(projects, { fields: [projectStepHistory.projectId], references: [projects.id] }),
}));
export const projectGenresRelations = relations(projectGenres, ({ one }) => ({
  project: one(projects, { fields: [projectGenres.projectId], references: [projects.id] }),
  genre: one(genres, { fields: [projectGenres.genreId], references: [genres.id] }),
}));
export const projectCategoriesRelations = relations(projectCategories, ({ one }) => ({
  project: one(projects, { fields: [projectCategories.projectId], references: [projects.id] }),
  category: one(categories, { fields: [projectCategories.categoryId], references: [categories.id] }),
}));
export const genresRelations = relations(genres, ({ many }) => ({ projects: many(projectGenres) }));
export const categoriesRelations = relations(categories, ({ many }) => ({ projects: many(projectCategories) }));
export const tracksRelations = relations(tracks, ({ one }) => ({
  project: one(projects, { fields: [tracks.projectId], references: [projects.id] }),
}));
export const projectImagesRelations = relations(projectImages, ({ one }) => ({
  project: one(projects, { fields: [projectImages.projectId], references: [projects.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  items: many(cartItems),
}));
export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  project: one(projects, { fields: [cartItems.projectId], references: [projects.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  shopOrders: many(shopOrders),
  items: many(orderItems),
  payments: many(payments),
}));
export const shopOrdersRelations = relations(shopOrders, ({ one, many }) => ({
  order: one(orders, { fields: [shopOrders.orderId], references: [orders.id] }),
  shop: one(shops, { fields: [shopOrders.shopId], references: [shops.id] }),
  items: many(orderItems),
  shipments: many(shipments),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  shopOrder: one(shopOrders, { fields: [orderItems.shopOrderId], references: [shopOrders.id] }),
  project: one(projects, { fields: [orderItems.projectId], references: [projects.id] }),
}));
export const shipmentsRelations = relations(shipments, ({ one }) => ({
  shopOrder: one(shopOrders, { fields: [shipments.shopOrderId], references: [shopOrders.id] }),
}));
export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const boxPlansRelations = relations(boxPlans, ({ many }) => ({ prices: many(boxPrices) }));
export const boxPricesRelations = relations(boxPrices, ({ one }) => ({
  plan: one(boxPlans, { fields: [boxPrices.planId], references: [boxPlans.id] }),
}));
export const boxSubscriptionsRelations = relations(boxSubscriptions, ({ one, many }) => ({
  user: one(users, { fields: [boxSubscriptions.userId], references: [users.id] }),
  plan: one(boxPlans, { fields: [boxSubscriptions.planId], references: [boxPlans.id] }),
  dispatches: many(boxDispatches),
}));
export const boxDispatchesRelations = relations(boxDispatches, ({ one }) => ({
  subscription: one(boxSubscriptions, { fields: [boxDispatches.boxSubscriptionId], references: [boxSubscriptions.id] }),
  project: one(projects, { fields: [boxDispatches.projectId], references: [projects.id] }),
}));

export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  project: one(projects, { fields: [wishlists.projectId], references: [projects.id] }),
}));
export const statementsRelations = relations(statements, ({ one, many }) => ({
  project: one(projects, { fields: [statements.projectId], references: [projects.id] }),
  lines: many(statementLines),
}));
export const statementLinesRelations = relations(statementLines, ({ one }) => ({
  statement: one(statements, { fields: [statementLines.statementId], references: [statements.id] }),
}));
