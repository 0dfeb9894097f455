// The staff home and search (docs/admin.md "Screens"): the work waiting as counts, and one box that
// finds an order, a user or a project by number, e-mail or name. The counts and finds come from the
// modules that hold the data, handed in at composition (composition/staff-side.ts).
import type { AdminSearchHit, StaffHome } from '@spindle/contracts';
import { staffPermissionsOf } from '@spindle/domain';
import type { AuthenticatedUser } from '../../http/session-user.ts';

/** The work waiting, each count from its module. */
export interface StaffWorkCounts {
  projectsToReview(): Promise<number>;
  ordersToShip(): Promise<number>;
  failedPayments(): Promise<number>;
  requestsToAnswer(): Promise<number>;
  reviewsToModerate(): Promise<number>;
}

/** What the search asks each module. */
export interface StaffFinders {
  orders(text: string): Promise<{ id: number; email: string | null; status: string }[]>;
  users(text: string): Promise<{ id: number; name: string; email: string }[]>;
  projects(text: string): Promise<{ id: number; name: string; artistName: string; step: string }[]>;
}

async function homeOf(work: StaffWorkCounts, viewer: AuthenticatedUser): Promise<StaffHome> {
  const [projects, orders, payments, requests, reviews] = await Promise.all([
    work.projectsToReview(),
    work.ordersToShip(),
    work.failedPayments(),
    work.requestsToAnswer(),
    work.reviewsToModerate(),
  ]);
  return {
    staff: { id: viewer.id, name: viewer.name },
    permissions: staffPermissionsOf(viewer),
    work: {
      projects_to_review: projects,
      orders_to_ship: orders,
      failed_payments: payments,
      requests_to_answer: requests,
      reviews_to_moderate: reviews,
    },
  };
}

async function search(find: StaffFinders, text: string): Promise<AdminSearchHit[]> {
  const [orders, users, projects] = await Promise.all([find.orders(text), find.users(text), find.projects(text)]);
  return [
    ...orders.map((order) => ({
      kind: 'order' as const,
      id: order.id,
      label: `#${order.id}`,
      detail: [order.email, order.status].filter(Boolean).join(' · '),
    })),
    ...users.map((user) => ({ kind: 'user' as const, id: user.id, label: user.name, detail: user.email })),
    ...projects.map((project) => ({
      kind: 'project' as const,
      id: project.id,
      label: project.name,
      detail: `${project.artistName} · ${project.step}`,
    })),
  ];
}

export function createStaffHome({ work, find }: { work: StaffWorkCounts; find: StaffFinders }) {
  return {
    home: (viewer: AuthenticatedUser) => homeOf(work, viewer),
    search: (text: string) => search(find, text),
  };
}

export type StaffHomeService = ReturnType<typeof createStaffHome>;
