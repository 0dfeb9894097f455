// What fans did around the demo projects: likes, wishlists, follows, comments, reviews, messages and
// listening statistics. Counters on projects (likes_count, popularity) are derived from these rows.
import { reviewerNameOf, type SeededRandom } from '@spindle/domain';
import type {
  comments,
  conversationParticipants,
  conversations,
  follows,
  likes,
  messages,
  reviews,
  songStats,
  wishlists,
} from '../schema/index.ts';
import type { SeedContent } from './content-source.ts';
import type { ProjectDetailsPlan } from './plan-project-details.ts';
import type { OrdersPlan } from './plan-orders.ts';
import type { PlannedProject } from './plan-projects.ts';
import type { SellersPlan } from './plan-sellers.ts';

/** Community rows and the counters they give each project. */
export interface CommunityPlan {
  likes: (typeof likes.$inferInsert)[];
  wishlists: (typeof wishlists.$inferInsert)[];
  follows: (typeof follows.$inferInsert)[];
  comments: (typeof comments.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  conversations: (typeof conversations.$inferInsert & { id: number })[];
  participants: (typeof conversationParticipants.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  songStats: (typeof songStats.$inferInsert)[];
  likesCount: Map<number, number>;
  popularity: Map<number, number>;
}

const DAY_MS = 86_400_000;

/** A date between 1 and `maxDays` days before `now`. */
function drawDaysAgo(now: Date, pick: SeededRandom, maxDays: number): Date {
  return new Date(now.getTime() - pick.int(1, maxDays) * DAY_MS);
}

/** What every fan's activity is drawn from. */
interface FanScene {
  content: SeedContent;
  now: Date;
  customerId: number;
  /** Projects the public can see (not still being created, checked or refused). */
  visible: readonly PlannedProject[];
  /** Visible funding campaigns still running, which fans follow. */
  running: readonly PlannedProject[];
  artists: SellersPlan['artists'];
}

/** Plans the community rows. Track ids are known because tracks are inserted in plan order from 1. */
export function planCommunity(
  content: SeedContent,
  planned: readonly PlannedProject[],
  details: ProjectDetailsPlan,
  orders: OrdersPlan,
  sellers: SellersPlan,
  random: SeededRandom,
  now: Date,
): CommunityPlan {
  const plan: CommunityPlan = {
    likes: [],
    wishlists: [],
    follows: [],
    comments: [],
    reviews: [],
    conversations: [],
    participants: [],
    messages: [],
    songStats: [],
    likesCount: new Map(),
    popularity: new Map(),
  };
  const visible = planned.filter((project) => !['creating', 'checking', 'refused'].includes(project.row.step ?? ''));
  const running = visible.filter((project) => project.row.step === 'in_progress' && project.row.type === 'funding');
  const customerId = sellers.demoUserIds.customer ?? 1;
  const fans = [customerId, ...sellers.fanUserIds];
  const scene: FanScene = { content, now, customerId, visible, running, artists: sellers.artists };

  // Fans, reviews and plays draw from forks of their own; only the label follow and the messages
  // draw from `random` itself, in this order.
  for (const userId of fans) addFanActivity(plan, scene, userId, random.fork(`fan-activity:${userId}`));
  plan.follows.push({ followerId: customerId, labelId: 1, createdAt: drawDaysAgo(now, random, 90) });
  addReviews(
    plan,
    content,
    orders.reviewable.filter((line) => line.userId !== customerId),
    random,
    now,
  );
  const plays = addPlays(plan, visible, details.tracks, fans, random, now);
  for (const project of planned) {
    const sold = project.row.sold ?? 0;
    const likesCount = plan.likesCount.get(project.row.id) ?? 0;
    plan.popularity.set(project.row.id, sold * 2 + likesCount * 5 + (plays.get(project.row.id) ?? 0) * 3);
  }
  Object.assign(plan, planMessages(planned, sellers, random, now));
  return plan;
}

/** One fan's likes, wishes, follows of artists and campaigns, and maybe a comment. */
function addFanActivity(plan: CommunityPlan, scene: FanScene, userId: number, pick: SeededRandom): void {
  const { now, visible } = scene;
  // The demo customer's account shows a fixed number of wishes and follows, so its pages are never empty.
  const isCustomer = userId === scene.customerId;
  const liked = pick.shuffle(visible).slice(0, pick.int(4, 24));
  for (const project of liked) {
    plan.likes.push({ userId, projectId: project.row.id, createdAt: drawDaysAgo(now, pick, 200) });
    plan.likesCount.set(project.row.id, (plan.likesCount.get(project.row.id) ?? 0) + 1);
  }
  const wished = pick.shuffle(visible).slice(0, isCustomer ? 6 : pick.int(0, 8));
  for (const project of wished) {
    plan.wishlists.push({ userId, projectId: project.row.id, createdAt: drawDaysAgo(now, pick, 120) });
  }
  for (const artist of pick.shuffle(scene.artists).slice(0, isCustomer ? 3 : pick.int(0, 4))) {
    plan.follows.push({ followerId: userId, artistId: artist.row.id, createdAt: drawDaysAgo(now, pick, 300) });
  }
  for (const project of pick.shuffle(scene.running).slice(0, isCustomer ? 2 : pick.int(0, 2))) {
    plan.follows.push({ followerId: userId, projectId: project.row.id, createdAt: drawDaysAgo(now, pick, 30) });
  }
  if (pick.chance(0.6)) {
    const project = pick.pick(visible);
    plan.comments.push({
      projectId: project.row.id,
      userId,
      text: scene.content.comment({
        projectName: project.row.name,
        artistName: project.row.artistName,
        random: pick.fork('comment'),
      }),
      // Never before the project went up.
      createdAt: new Date(Math.max(project.row.createdAt.getTime() + DAY_MS, now.getTime() - pick.int(1, 60) * DAY_MS)),
    });
  }
}

/**
 * Reviews of 70% of the fans' items sent or delivered, mostly good, 85% of them published (the first
 * published one with the team's answer). The demo customer's orders are left to review (/review).
 */
function addReviews(
  plan: CommunityPlan,
  content: SeedContent,
  reviewable: OrdersPlan['reviewable'],
  random: SeededRandom,
  now: Date,
): void {
  let answered = false;
  for (const line of reviewable) {
    const pick = random.fork(`review:${line.shopOrderId}:${line.projectId}`);
    if (!pick.chance(0.7)) continue;
    const rating = pick.weighted([
      [5, 60],
      [4, 30],
      [3, 7],
      [2, 2],
      [1, 1],
    ] as const);
    const words = content.review({ projectName: line.projectName, rating, random: pick });
    const published = pick.chance(0.85);
    const createdAt = new Date(Math.min(line.at.getTime() + 10 * DAY_MS, now.getTime() - DAY_MS));
    const publishedAt = published ? new Date(Math.min(createdAt.getTime() + DAY_MS, now.getTime())) : null;
    const answer = published && !answered ? 'Thank you for taking the time to write this — enjoy the record!' : null;
    if (answer) answered = true;
    plan.reviews.push({
      userId: line.userId,
      projectId: line.projectId,
      orderId: line.orderId,
      shopOrderId: line.shopOrderId,
      rating,
      title: words.title,
      text: words.text,
      authorName: reviewerNameOf(line.buyerName),
      lang: 'en',
      status: published ? 'published' : 'pending',
      publishedAt,
      answer,
      answeredAt: answer ? publishedAt : null,
      createdAt,
    });
  }
}

/**
 * Plays of the visible projects' tracks, half of them by signed-in fans; returns the plays per project.
 * Each lasts at least 5 seconds (the listening statistic threshold).
 */
function addPlays(
  plan: CommunityPlan,
  visible: readonly PlannedProject[],
  tracks: ProjectDetailsPlan['tracks'],
  fans: readonly number[],
  random: SeededRandom,
  now: Date,
): Map<number, number> {
  const plays = new Map<number, number>();
  const trackIdsByProject = new Map<number, number[]>();
  tracks.forEach((track, index) => {
    const list = trackIdsByProject.get(track.projectId) ?? [];
    list.push(index + 1);
    trackIdsByProject.set(track.projectId, list);
  });
  for (const project of visible) {
    const trackIds = trackIdsByProject.get(project.row.id);
    if (!trackIds) continue;
    const pick = random.fork(`plays:${project.row.id}`);
    const count = pick.int(0, 6);
    for (let n = 0; n < count; n += 1) {
      plan.songStats.push({
        trackId: pick.pick(trackIds),
        userId: pick.chance(0.5) ? pick.pick(fans) : null,
        durationSeconds: pick.int(5, 30),
        createdAt: drawDaysAgo(now, pick, 60),
      });
    }
    plays.set(project.row.id, count);
  }
  return plays;
}

/** What one demo conversation is: who writes to whom, about what, and whether the recipient read it. */
interface PlannedConversation {
  subject: string;
  kind: 'support' | 'project';
  projectId?: number;
  fromUserId: number | null;
  toUserId: number;
  text: string;
  at: Date;
  read: boolean;
}

/**
 * Two fans' questions to the demo artist about a running project, and the team's welcome to the
 * customer (left unread: the header's badge shows 1). One conversation each (ids from 1).
 */
function planMessages(
  planned: readonly PlannedProject[],
  sellers: SellersPlan,
  random: SeededRandom,
  now: Date,
): Pick<CommunityPlan, 'conversations' | 'participants' | 'messages'> {
  const drafts: PlannedConversation[] = [];
  const artistUser = sellers.demoUserIds.artist;
  const artistProject = planned.find((project) => project.row.artistId === 1 && project.row.step === 'in_progress');
  if (artistUser && artistProject) {
    const [first, second] = sellers.fanUserIds;
    const about = { subject: artistProject.row.name, kind: 'project' as const, projectId: artistProject.row.id };
    drafts.push(
      {
        ...about,
        fromUserId: first ?? null,
        toUserId: artistUser,
        text: `Hi! Will "${artistProject.row.name}" ship before the holidays?`,
        at: drawDaysAgo(now, random, 5),
        read: false,
      },
      {
        ...about,
        fromUserId: second ?? null,
        toUserId: artistUser,
        text: 'Loved the preview of the first track. Any plans for a tour?',
        at: drawDaysAgo(now, random, 3),
        read: false,
      },
    );
  }
  drafts.push({
    subject: 'Welcome to Spindle',
    kind: 'support',
    fromUserId: sellers.demoUserIds.team ?? null,
    toUserId: sellers.demoUserIds.customer ?? 1,
    text: 'Welcome to Spindle! Your first order ships from our Paris warehouse.',
    at: drawDaysAgo(now, random, 20),
    read: false,
  });
  const plan: Pick<CommunityPlan, 'conversations' | 'participants' | 'messages'> = {
    conversations: [],
    participants: [],
    messages: [],
  };
  drafts.forEach((draft, index) => {
    const id = index + 1;
    plan.conversations.push({
      id,
      subject: draft.subject,
      kind: draft.kind,
      projectId: draft.projectId ?? null,
      startedByUserId: draft.fromUserId,
      createdAt: draft.at,
      lastMessageAt: draft.at,
    });
    if (draft.fromUserId !== null && draft.fromUserId !== draft.toUserId)
      plan.participants.push({
        conversationId: id,
        userId: draft.fromUserId,
        lastReadAt: draft.at,
        joinedAt: draft.at,
      });
    plan.participants.push({
      conversationId: id,
      userId: draft.toUserId,
      lastReadAt: draft.read ? draft.at : null,
      // Already told by e-mail: the notification job starts with what comes next.
      lastNotifiedAt: draft.at,
      joinedAt: draft.at,
    });
    plan.messages.push({ conversationId: id, fromUserId: draft.fromUserId, text: draft.text, createdAt: draft.at });
  });
  return plan;
}
