/** A blog post as a list shows it: no body, its date already written in the reader's language. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  summary: string;
  /** ISO date (for <time dateTime>). */
  publishedOn: string;
  publishedOnText: string;
}
