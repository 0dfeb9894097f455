// What fans write: comments under a project and reviews of what they received (rated 1 to 5).
import type { SeededRandom } from '@spindle/domain';

const COMMENTS: readonly ((project: string, artist: string) => string)[] = [
  (project) => `Pre-ordered ${project} the minute it opened. Can't wait to hear it on vinyl.`,
  (_, artist) => `Saw ${artist} live last spring, this is going to sound huge on a proper system.`,
  (project) => `That colour on ${project} looks incredible. Hoping for a restock if it sells out!`,
  (_, artist) => `Been following ${artist} since the first record. So happy to see this pressed.`,
  (project) => `Any chance of a signed copy of ${project}? Either way, I'm in.`,
  (project) => `The preview of the second track is stuck in my head. ${project} is an instant buy.`,
  (_, artist) => `J'ai découvert ${artist} grâce à un ami, et je ne m'en lasse pas. Vivement le vinyle !`,
  (project) => `Commandé ! ${project} va rejoindre la collection.`,
  (_, artist) => `Does ${artist} ship to Canada? Asking for a very impatient friend.`,
  (project) => `Listened to the clips three times in a row. ${project} deserves to reach its goal.`,
];

const REVIEW_TITLES: Readonly<Record<number, readonly string[]>> = {
  5: ['Perfect pressing', 'Worth the wait', 'Beautiful object', 'Flawless'],
  4: ['Very happy', 'Great record, slow shipping', 'Lovely sleeve'],
  3: ['Good, not great', 'Decent pressing', 'Mixed feelings'],
  2: ['Some surface noise', 'Sleeve arrived bent'],
  1: ['Warped copy', 'Disappointed'],
};

const REVIEW_TEXTS: Readonly<Record<number, readonly ((project: string) => string)[]>> = {
  5: [
    (p) => `${p} arrived well packed, dead quiet surfaces and a gorgeous sleeve. Exactly what I hoped for.`,
    (p) => `The pressing of ${p} is superb: deep bass, no crackle, centred perfectly.`,
  ],
  4: [
    (p) => `${p} sounds great and looks even better. Took a little longer than announced to arrive.`,
    (p) => `Really pleased with ${p}. A couple of pops on side B, nothing serious.`,
  ],
  3: [
    (p) => `${p} is a good record but my copy has a bit of surface noise between tracks.`,
    (p) => `Music is lovely; the insert promised for ${p} was missing.`,
  ],
  2: [
    (p) => `My copy of ${p} crackles on the first two tracks. Support offered a replacement.`,
    (p) => `The jacket of ${p} arrived with a dented corner; the record is fine.`,
  ],
  1: [
    (p) => `${p} arrived warped and skips on side A. Waiting for a replacement.`,
    (p) => `Wrong colour variant of ${p} in the box. Not what I ordered.`,
  ],
};

/** A fan's comment under a project. */
export function fanComment(random: SeededRandom, projectName: string, artistName: string): string {
  return random.pick(COMMENTS)(projectName, artistName);
}

/** A buyer's review for a rating from 1 to 5 (clamped). */
export function buyerReview(
  random: SeededRandom,
  projectName: string,
  rating: number,
): { title: string; text: string } {
  const stars = Math.min(5, Math.max(1, Math.round(rating)));
  return {
    title: random.pick(REVIEW_TITLES[stars] ?? ['Review']),
    text: random.pick(REVIEW_TEXTS[stars] ?? [(p: string) => p])(projectName),
  };
}
