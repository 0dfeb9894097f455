// The requests waiting for the team's answer in the demo (/bids, docs/admin.md "Users, bids, invoices
// and payments"): two open pressing-quote requests and an answered one, and two open call-back
// requests of the demo artist and label. Fixed words and dates relative to the demo's "today": the
// same rows on every machine.
import { DEMO_ACCOUNTS, demoEmail } from './accounts.ts';
import type { callMeRequests, quotes } from '../schema/index.ts';
import type { PlannedProject } from './plan-projects.ts';
import type { SellersPlan } from './plan-sellers.ts';

/** The request rows. */
export interface RequestsPlan {
  quotes: (typeof quotes.$inferInsert & { id: number })[];
  callMeRequests: (typeof callMeRequests.$inferInsert & { id: number })[];
}

const HOUR_MS = 3_600_000;

/** A 12" pressing's options as the configurator stores them (quoteOptionsSchema's fields). */
function pressingOptions(quantity: number, colour: string, sleeve: string) {
  return {
    format: '12',
    quantity,
    discs: 1,
    weightGrams: 180,
    colour,
    effect: 'none',
    cutting: 'lacquer',
    label: 'printed',
    sleeve,
    innerSleeve: 'white_paper',
    inserts: 0,
    sticker: false,
    numbered: false,
    shrinkWrap: true,
    printFinish: 'none',
    testPressing: true,
  };
}

const nameOf = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)?.name ?? role;

/** The pressing-quote requests: two open ones (a visitor, the demo label in French) and an answered one. */
function planQuoteRequests(sellers: SellersPlan, hoursAgo: (hours: number) => Date): RequestsPlan['quotes'] {
  const { label, admin } = sellers.demoUserIds;
  return [
    {
      id: 1,
      userId: null,
      name: 'Maya Chen',
      email: 'maya.chen@example.com',
      phone: '+44 20 7946 0321',
      origin: 'GGO',
      quantity: 500,
      options: pressingOptions(500, 'transparent_red', 'gatefold'),
      plant: null,
      totalMinor: 318_000,
      totalWithVatMinor: 381_600,
      comment: 'Our debut LP, ready in June. Can you press it before our tour in September?',
      lang: 'en',
      createdAt: hoursAgo(5),
    },
    {
      id: 2,
      userId: label ?? null,
      name: nameOf('label'),
      email: demoEmail('label'),
      phone: null,
      origin: null,
      quantity: 1000,
      options: pressingOptions(1000, 'black', 'printed_jacket'),
      plant: null,
      totalMinor: 412_000,
      totalWithVatMinor: 494_400,
      comment: 'Réédition de notre catalogue : combien de temps pour 1000 exemplaires ?',
      lang: 'fr',
      createdAt: hoursAgo(30),
    },
    {
      id: 3,
      userId: null,
      name: 'Tom Riley',
      email: 'tom.riley@example.com',
      phone: null,
      origin: 'IGO',
      quantity: 300,
      options: pressingOptions(300, 'black', 'printed_jacket'),
      plant: null,
      totalMinor: 176_500,
      totalWithVatMinor: 211_800,
      comment: null,
      lang: 'en',
      status: 'contacted',
      answer: 'Thank you Tom: we can start in three weeks. We sent you the artwork templates.',
      answeredAt: hoursAgo(100),
      answeredByUserId: admin ?? null,
      answeredByName: nameOf('admin'),
      createdAt: hoursAgo(120),
    },
  ];
}

/** The call-me requests: the demo artist about one of her projects, the demo label in French. */
function planCallMeRequests(
  planned: readonly PlannedProject[],
  sellers: SellersPlan,
  hoursAgo: (hours: number) => Date,
): RequestsPlan['callMeRequests'] {
  const { artist, label } = sellers.demoUserIds;
  const artistProject = planned.find((project) => project.row.artistId === 1);
  return [
    {
      id: 1,
      userId: artist ?? null,
      email: demoEmail('artist'),
      name: nameOf('artist'),
      phone: '+33 6 12 34 56 78',
      preferredTime: 'Weekday mornings',
      message: 'I would like to talk about the test pressing before we launch.',
      projectId: artistProject?.row.id ?? null,
      projectName: artistProject?.row.name ?? null,
      lang: 'en',
      createdAt: hoursAgo(2),
    },
    {
      id: 2,
      userId: label ?? null,
      email: demoEmail('label'),
      name: nameOf('label'),
      phone: '+33 1 42 68 53 00',
      preferredTime: 'Mardi après-midi',
      message: 'Nous voudrions parler de la distribution en magasin.',
      projectId: null,
      projectName: null,
      lang: 'fr',
      createdAt: hoursAgo(72),
    },
  ];
}

/** Plans the demo's quote and call-back requests. */
export function planRequests(planned: readonly PlannedProject[], sellers: SellersPlan, now: Date): RequestsPlan {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return {
    quotes: planQuoteRequests(sellers, hoursAgo),
    callMeRequests: planCallMeRequests(planned, sellers, hoursAgo),
  };
}
