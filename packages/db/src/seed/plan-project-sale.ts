// Dates, goals and stock of a demo project, from its step and sale model: campaigns end in the future
// while on sale and in the past once over; limited editions and stocked items count copies.
import type { ProjectStep, SeededRandom } from '@spindle/domain';
import type { ProjectCategory } from '../schema/index.ts';

const DAY_MS = 86_400_000;

/** Steps of a campaign that is over (funded or not). */
export const FINISHED_STEPS: readonly ProjectStep[] = [
  'successful',
  'failed',
  'to_do',
  'to_check',
  'valid',
  'invoiced',
  'paid',
];

/** When a project was created, opens, closes and comes out. */
export interface Timing {
  createdAt: Date;
  startAt: Date | null;
  endAt: Date | null;
  releaseDate: string | null;
  isPreorder: boolean;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Dates of a project from its step: campaigns end in the future while on sale, in the past once over. */
export function planTiming(
  step: ProjectStep,
  type: string,
  isRelease: boolean,
  random: SeededRandom,
  now: Date,
): Timing {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS - random.int(0, 86_399) * 1000);
  if (step === 'creating' || step === 'checking' || step === 'refused') {
    return { createdAt: days(-random.int(1, 40)), startAt: null, endAt: null, releaseDate: null, isPreorder: false };
  }
  if (FINISHED_STEPS.includes(step)) {
    const endAt = days(-random.int(5, 300));
    const createdAt = new Date(endAt.getTime() - random.int(35, 70) * DAY_MS);
    const released = new Date(endAt.getTime() + random.int(60, 120) * DAY_MS);
    return {
      createdAt,
      startAt: new Date(createdAt.getTime() + 2 * DAY_MS),
      endAt,
      releaseDate: isoDay(released),
      isPreorder: false,
    };
  }
  if (type === 'funding' || type === 'direct_pressing' || step === 'confirmed') {
    // A few campaigns are announced but not open yet ("coming soon").
    if (step === 'in_progress' && random.chance(0.1)) {
      const startAt = days(random.int(3, 25));
      const endAt = new Date(startAt.getTime() + random.int(30, 45) * DAY_MS);
      return {
        createdAt: days(-random.int(2, 20)),
        startAt,
        endAt,
        releaseDate: isoDay(new Date(endAt.getTime() + 90 * DAY_MS)),
        isPreorder: false,
      };
    }
    const createdAt = days(-random.int(3, 60));
    const endAt = days(random.int(4, 60));
    return {
      createdAt,
      startAt: new Date(createdAt.getTime() + DAY_MS),
      endAt,
      releaseDate: isoDay(new Date(endAt.getTime() + random.int(60, 120) * DAY_MS)),
      isPreorder: false,
    };
  }
  // Limited editions and stocked items: on sale since their start; some records are pre-orders of a
  // coming release (paid now, shipped on the release date). Merch has no release date.
  const createdAt = days(-random.int(5, 500));
  const startAt = new Date(createdAt.getTime() + DAY_MS);
  if (!isRelease) return { createdAt, startAt, endAt: null, releaseDate: null, isPreorder: false };
  const preorder = random.chance(0.2);
  if (preorder)
    return {
      createdAt: days(-random.int(3, 40)),
      startAt: days(-random.int(0, 2)),
      endAt: null,
      releaseDate: isoDay(days(random.int(20, 120))),
      isPreorder: true,
    };
  return {
    createdAt,
    startAt,
    endAt: null,
    releaseDate: isoDay(new Date(startAt.getTime() + random.int(0, 30) * DAY_MS)),
    isPreorder: false,
  };
}

/** Goal, copies left and copies sold. */
export interface Sale {
  goal: number | null;
  stock: number | null;
  sold: number;
}

/** Goal, copies left and copies sold. Funding never sells out; limited editions and items can. */
export function planSale(step: ProjectStep, type: string, category: ProjectCategory, random: SeededRandom): Sale {
  if (step === 'creating' || step === 'checking' || step === 'refused') {
    return { goal: type === 'funding' ? random.pick([100, 200, 300, 500]) : null, stock: null, sold: 0 };
  }
  if (type === 'funding' || type === 'direct_pressing') {
    const goal = random.pick([100, 150, 200, 250, 300, 500, 1000]);
    const ratio =
      step === 'failed'
        ? random.next() * 0.8
        : step === 'in_progress' || step === 'private' || step === 'promo'
          ? random.next() * 1.1
          : 1 + random.next() * 0.8;
    return { goal, stock: null, sold: Math.max(step === 'in_progress' ? 0 : 1, Math.floor(goal * ratio)) };
  }
  if (type === 'test_pressing') {
    const made = random.int(3, 10);
    const left = random.chance(0.35) ? 0 : random.int(1, 3);
    return { goal: null, stock: left, sold: made - left };
  }
  if (type === 'limited_edition') {
    const edition = random.pick([100, 200, 300, 500]);
    const soldOut = random.chance(0.15);
    const sold = soldOut ? edition : random.int(0, edition - 1);
    return { goal: null, stock: edition - sold, sold };
  }
  const base = category === 'accessory' ? 400 : category === 'vinyl' ? 250 : 150;
  const stock = random.chance(0.05) ? 0 : random.int(8, base);
  return { goal: null, stock, sold: random.int(5, base * 2) };
}
