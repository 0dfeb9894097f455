// The blog's articles, newest first: title (a link to the article), date and summary.
import { localisePath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import type { BlogPostSummary } from './blog-post-summary.ts';

/** Each card's title is an h3: the list always sits under an h2 ("Latest articles", "More articles"). */
export function BlogPostList({ posts, locale }: { posts: readonly BlogPostSummary[]; locale: AppLocale }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="relative flex h-full flex-col rounded-xl border border-line p-5 hover:bg-surface-raised">
            <time dateTime={post.publishedOn} className="text-sm text-ink-muted">
              {post.publishedOnText}
            </time>
            <h3 className="mt-1 text-lg leading-snug font-semibold">
              {/* The whole card is the link's target area; the title stays its accessible name. */}
              <Link
                to={localisePath(`/blog/${post.slug}`, locale)}
                className="after:absolute after:inset-0 after:rounded-xl hover:underline"
              >
                {post.title}
              </Link>
            </h3>
            <p className="mt-2 text-ink-muted">{post.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
