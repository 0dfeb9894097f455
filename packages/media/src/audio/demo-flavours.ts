// The styles a demo clip can take: shared by the track planner and the arrangements it calls.

/** The styles a demo clip can take. */
export const DEMO_TRACK_FLAVOURS = ['lofi', 'house', 'ambient', 'bossa', 'synthpop', 'folk'] as const;
export type DemoTrackFlavour = (typeof DEMO_TRACK_FLAVOURS)[number];
