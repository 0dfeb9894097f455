// Site content and commerce settings of the demo: the live announcement, home banners, promo codes,
// the demo customer's box subscription, a gift code, newsletter subscribers and contact requests.
import {
  cheapestPartner,
  CURATED_CATEGORIES,
  curatedCategoryPath,
  projectPath,
  SHIPPING_RATE_ROWS,
  type SeededRandom,
} from '@spindle/domain';
import type {
  announcements,
  banners,
  boxCodes,
  boxDispatches,
  boxSubscriptions,
  contacts,
  newsletterSubscribers,
  promoCodes,
} from '../schema/index.ts';
import type { DemoPendingBoxPlan } from './demo-pending-box.ts';
import type { PlannedProject } from './plan-projects.ts';
import type { SellersPlan } from './plan-sellers.ts';
import { BOX_PLAN_SEED } from './reference-data.ts';

/** The site rows. */
export interface SitePlan {
  announcements: (typeof announcements.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  promoCodes: (typeof promoCodes.$inferInsert)[];
  boxSubscriptions: (typeof boxSubscriptions.$inferInsert & { id: number })[];
  boxDispatches: (typeof boxDispatches.$inferInsert)[];
  boxCodes: (typeof boxCodes.$inferInsert)[];
  /** The demo artist's monthly box waiting for a new card (demo-pending-box.ts writes it). */
  pendingBox: DemoPendingBoxPlan | null;
  newsletter: (typeof newsletterSubscribers.$inferInsert)[];
  contacts: (typeof contacts.$inferInsert)[];
}

const DAY_MS = 86_400_000;
/** What the demo customer's box subscription costs a month. */
const DEMO_BOX_MONTHLY_PRICE_MINOR = 2_900;
/** Shipping of a box when the rate table has no partner for it. */
const FALLBACK_BOX_SHIPPING_MINOR = 690;

/** A date `n` days from the demo's "today" (negative: in the past). */
type DaysFromNow = (n: number) => Date;

/** Plans the site content. */
export function planSite(
  planned: readonly PlannedProject[],
  sellers: SellersPlan,
  random: SeededRandom,
  now: Date,
): SitePlan {
  const days: DaysFromNow = (n) => new Date(now.getTime() + n * DAY_MS);
  // The banners are drawn before the box records: swapping the two draws would change the demo.
  const showcase = pickBannerProjects(planned, random);
  const boxProjects = pickBoxProjects(planned, random);
  const customerId = sellers.demoUserIds.customer ?? 1;
  return {
    announcements: planAnnouncements(days),
    banners: showcase.map(buildBanner),
    promoCodes: planPromoCodes(days, demoArtistProjectIds(planned)),
    boxSubscriptions: [
      planBoxSubscription(customerId, boxProjects.length, days),
      ...planFanBoxSubscriptions(sellers.fanUserIds.slice(1, 9), days),
    ],
    boxDispatches: planBoxDispatches(boxProjects, now),
    boxCodes: planBoxCodes(customerId, sellers.fanUserIds[0] ?? null, days),
    pendingBox: planPendingBox(planned, boxProjects, sellers.demoUserIds.artist, now),
    newsletter: planNewsletter(customerId, days),
    contacts: planContacts(days),
  };
}

/** Four funding vinyls on sale, shown as the home banners. */
function pickBannerProjects(planned: readonly PlannedProject[], random: SeededRandom): PlannedProject[] {
  const onSale = planned.filter(
    (project) =>
      project.row.step === 'in_progress' && project.row.category === 'vinyl' && project.row.type === 'funding',
  );
  return random.shuffle(onSale).slice(0, 4);
}

/** Two vinyls in stock, the records the demo box already sent. */
function pickBoxProjects(planned: readonly PlannedProject[], random: SeededRandom): PlannedProject[] {
  return random
    .shuffle(planned.filter((project) => project.row.category === 'vinyl' && project.row.type === 'stock'))
    .slice(0, 2);
}

/** Projects of the demo artist, which the artist-funded promo code covers. */
function demoArtistProjectIds(planned: readonly PlannedProject[]): number[] {
  return planned.filter((project) => project.row.artistId === 1).map((project) => project.row.id);
}

/** The live announcement (linking to the colour records) and an expired one. */
function planAnnouncements(days: DaysFromNow): SitePlan['announcements'] {
  const colourCategory = CURATED_CATEGORIES.find((category) => category.id === 285);
  const colourPath = colourCategory ? curatedCategoryPath(colourCategory) : '/vinyl-shop';
  return [
    {
      textEn: 'Colour week: free shipping on colour records over €60 until Sunday.',
      textFr: 'Semaine couleur : livraison offerte sur les vinyles couleur dès 60 € jusqu’à dimanche.',
      linkEn: colourPath,
      linkFr: `/fr${colourPath}`,
      active: true,
      startsAt: days(-2),
      endsAt: days(5),
    },
    {
      textEn: 'Record Store Day exclusives are sold out. Thank you!',
      textFr: 'Les exclusivités du Disquaire Day sont épuisées. Merci !',
      active: false,
      startsAt: days(-60),
      endsAt: days(-45),
    },
  ];
}

/** Where the seed draws a banner's picture from its project's cover (media-banners.ts). */
export function demoBannerPath(projectId: number): string {
  return `banners/demo-${projectId}.jpg`;
}

/** A home banner inviting to pre-order a project. */
function buildBanner(project: PlannedProject, position: number): SitePlan['banners'][number] {
  return {
    titleEn: project.row.name,
    titleFr: project.row.name,
    subtitleEn: `${project.row.artistName}: pre-order the ${project.row.format ?? 'record'} now`,
    subtitleFr: `${project.row.artistName} : précommandez le ${project.row.format ?? 'disque'} maintenant`,
    imagePath: demoBannerPath(project.row.id),
    link: projectPath({ category: project.row.category, id: project.row.id, slug: project.row.slug }),
    buttonLabelEn: 'Pre-order',
    buttonLabelFr: 'Précommander',
    position,
    active: true,
  };
}

/** One promo code of each kind the checkout knows: first order, fixed amount, live, expired, future, per artist, per country. */
function planPromoCodes(days: DaysFromNow, demoArtistProjects: number[]): SitePlan['promoCodes'] {
  return [
    {
      code: 'WELCOME10',
      description: '10% off a first order',
      percentBp: 1000,
      appliesTo: 'total',
      firstOrderOnly: true,
    },
    {
      code: 'TAKE5',
      description: '5 EUR off, in any currency',
      percentBp: null,
      amountOffMinor: 500,
      amountOffCurrency: 'EUR',
      appliesTo: 'price',
    },
    {
      code: 'VINYL15',
      description: '15% off records this month',
      percentBp: 1500,
      appliesTo: 'price',
      startsAt: days(-10),
      endsAt: days(20),
      minPriceMinor: 3000,
    },
    {
      code: 'FREESHIP',
      description: 'Free shipping from €60',
      percentBp: 10_000,
      appliesTo: 'shipping',
      minPriceMinor: 6000,
    },
    {
      code: 'NORA20',
      description: '20% off Nora Vale releases, funded by the artist',
      percentBp: 2000,
      appliesTo: 'price',
      fundedBy: 'artist',
      projectIds: demoArtistProjects,
    },
    {
      code: 'FRANCE5',
      description: '5% off for deliveries in France',
      percentBp: 500,
      appliesTo: 'total',
      countryCodes: ['FR'],
      maxQuantity: 5,
    },
    {
      code: 'SUMMER24',
      description: 'Summer sale 2024 (over)',
      percentBp: 2000,
      appliesTo: 'total',
      startsAt: days(-500),
      endsAt: days(-440),
    },
    {
      code: 'BLACKFRIDAY',
      description: 'Site-wide sale, starts later',
      siteWideSale: true,
      percentBp: 1000,
      appliesTo: 'price',
      startsAt: days(40),
      endsAt: days(44),
    },
  ];
}

/** Monthly shipping of the demo box to France, from the rate table like a real subscription. */
function boxMonthlyShippingMinor(weightGrams: number): number {
  const shipping = cheapestPartner({
    rates: SHIPPING_RATE_ROWS,
    partnersWithStock: ['spindle'],
    countryCode: 'FR',
    weightGrams,
    mode: 'standard',
    inserts: 0,
  });
  return shipping.ok ? shipping.costMinor : FALLBACK_BOX_SHIPPING_MINOR;
}

/** The demo customer's three-month box, with the boxes already sent counted off. */
function planBoxSubscription(
  customerId: number,
  dispatchesSent: number,
  days: DaysFromNow,
): SitePlan['boxSubscriptions'][number] {
  const plan = BOX_PLAN_SEED[0];
  const monthlyPriceMinor = DEMO_BOX_MONTHLY_PRICE_MINOR;
  const monthlyShippingMinor = boxMonthlyShippingMinor(plan.weightGrams);
  return {
    id: 1,
    userId: customerId,
    planId: plan.id,
    step: 'confirmed',
    periodicity: '3_months',
    monthsTotal: 3,
    dispatchesLeft: 3 - dispatchesSent,
    currency: 'EUR',
    monthlyPriceMinor,
    monthlyShippingMinor,
    totalMinor: 3 * (monthlyPriceMinor + monthlyShippingMinor),
    genreIds: [1, 7, 10],
    startedAt: days(-45),
    nextChargeAt: null,
    createdAt: days(-46),
    updatedAt: days(-15),
  };
}

/**
 * Monthly boxes of a few fans, started over the last six months, three of them stopped since: the staff
 * statistics' box subscribers and churn (docs/admin.md "Statistics"). Fixed dates, no random draw, so
 * the rest of the demo does not move.
 */
function planFanBoxSubscriptions(fanIds: readonly number[], days: DaysFromNow): SitePlan['boxSubscriptions'] {
  const stoppedAfter = new Map([
    [1, 60],
    [3, 45],
    [6, 10],
  ]);
  return fanIds.map((userId, index) => {
    const plan = BOX_PLAN_SEED[index % BOX_PLAN_SEED.length] ?? BOX_PLAN_SEED[0];
    const monthlyShippingMinor = boxMonthlyShippingMinor(plan.weightGrams);
    const startedDaysAgo = 170 - index * 20;
    const stopsAfter = stoppedAfter.get(index);
    const stoppedAt = stopsAfter === undefined ? null : days(-startedDaysAgo + stopsAfter);
    return {
      id: index + 2,
      userId,
      planId: plan.id,
      step: stoppedAt ? 'stopped' : 'confirmed',
      periodicity: 'monthly',
      monthsTotal: 1,
      dispatchesLeft: 1,
      currency: 'EUR',
      monthlyPriceMinor: plan.monthlyEurMinor,
      monthlyShippingMinor,
      totalMinor: plan.monthlyEurMinor + monthlyShippingMinor,
      genreIds: [],
      startedAt: days(-startedDaysAgo),
      nextChargeAt: stoppedAt ? null : days(30 - (startedDaysAgo % 30)),
      stoppedAt,
      createdAt: days(-startedDaysAgo - 1),
      updatedAt: stoppedAt ?? days(-startedDaysAgo),
    };
  });
}

/** One box a month over the last months, sent on the 5th; the customer picked the first record. */
function planBoxDispatches(boxProjects: readonly PlannedProject[], now: Date): SitePlan['boxDispatches'] {
  return boxProjects.map((project, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (boxProjects.length - index), 1));
    return {
      boxSubscriptionId: 1,
      month: month.toISOString().slice(0, 10),
      projectId: project.row.id,
      pickedBy: index === 0 ? ('user' as const) : ('system' as const),
      status: 'sent' as const,
      sentAt: new Date(month.getTime() + 4 * DAY_MS),
    };
  });
}

/**
 * The demo artist's monthly box, in monthly_pending after a failed charge (docs/boxes.md, "Demo"): its
 * records are the last two vinyls in stock that the demo customer's box did not send (no random draw,
 * so the rest of the demo does not move).
 */
function planPendingBox(
  planned: readonly PlannedProject[],
  boxProjects: readonly PlannedProject[],
  artistUserId: number | undefined,
  now: Date,
): DemoPendingBoxPlan | null {
  const plan = BOX_PLAN_SEED[0];
  const sent = new Set(boxProjects.map((project) => project.row.id));
  const records = planned
    .filter((project) => project.row.category === 'vinyl' && project.row.type === 'stock' && !sent.has(project.row.id))
    .slice(-2)
    .map(({ row }) => ({
      id: row.id,
      name: row.name,
      artistName: row.artistName,
      category: row.category ?? 'vinyl',
      type: row.type ?? 'stock',
    }));
  if (artistUserId === undefined || records.length < 2) return null;
  return {
    userId: artistUserId,
    email: 'demo-artist@spindle.test',
    firstname: 'Nora',
    lastname: 'Vale',
    planId: plan.id,
    weightGrams: plan.weightGrams,
    monthlyPriceMinor: plan.monthlyEurMinor,
    monthlyShippingMinor: boxMonthlyShippingMinor(plan.weightGrams),
    records,
    now,
  };
}

/** Gift codes: one a fan bought, one the demo customer offered. */
function planBoxCodes(customerId: number, fanUserId: number | null, days: DaysFromNow): SitePlan['boxCodes'] {
  const planId = BOX_PLAN_SEED[0].id;
  return [
    {
      code: 'GIFT-DEMO-3M',
      planId,
      periodicity: '3_months',
      months: 3,
      boughtByUserId: fanUserId,
      expiresAt: days(330),
    },
    // A box the demo customer offered (their /my-account/gifts page): one still to hand over.
    {
      code: 'GIFT-DANA-6M',
      planId,
      periodicity: '6_months',
      months: 6,
      boughtByUserId: customerId,
      expiresAt: days(300),
      createdAt: days(-12),
    },
  ];
}

/** The demo customer and three visitors on the newsletter. */
function planNewsletter(customerId: number, days: DaysFromNow): SitePlan['newsletter'] {
  return [
    { email: 'demo-customer@spindle.test', userId: customerId, lang: 'en', origin: 'DI', subscribedAt: days(-40) },
    ...['crate.digger@example.com', 'listening.room@example.com', 'vinyl.club.paris@example.com'].map(
      (email, index) => ({
        email,
        lang: index === 2 ? 'fr' : 'en',
        origin: 'LK',
        subscribedAt: days(-10 * (index + 1)),
      }),
    ),
  ];
}

/** Two contact requests waiting in the team's inbox. */
function planContacts(days: DaysFromNow): SitePlan['contacts'] {
  return [
    {
      name: 'Jules Moreau',
      email: 'jules.moreau@example.com',
      subject: 'Pressing quote',
      message: 'Hello, we would like to press 300 copies of our first LP on colour vinyl. Can we talk?',
      lang: 'fr',
      createdAt: days(-3),
    },
    {
      name: 'Ana Lima',
      email: 'ana.lima@example.com',
      subject: 'Order question',
      message: 'My parcel tracking has not moved for a week. Could you check?',
      lang: 'en',
      createdAt: days(-1),
    },
  ];
}
