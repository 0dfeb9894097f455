// /blog/{slug}: one article of the blog; an unknown slug is a 404.
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link } from 'react-router';
import { BlogPostList } from '../features/info/blog-post-list.tsx';
import { blogPostOf, blogPostSummaries } from '../features/info/info-pages.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/blog-post';

/** Other articles offered at the end of one. */
const MORE_ARTICLES = 2;

export function loader({ params, url }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const post = blogPostOf(params.slug, locale);
  if (!post) throw notFoundResponse();
  const others = blogPostSummaries(locale).filter((other) => other.slug !== post.slug);
  return { locale, post, more: others.slice(0, MORE_ARTICLES) };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, post, more } = loaderData;
  return (
    <>
      <PageHead title={post.title} description={post.summary} />
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
        <Link
          to={localisePath('/blog', locale)}
          className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">← </span>
          {t('info.blog.allArticles')}
        </Link>
        <header className="mt-4">
          <h1 className="text-3xl leading-tight font-semibold text-balance sm:text-4xl">{post.title}</h1>
          <time dateTime={post.publishedOn} className="mt-3 block text-ink-muted">
            {post.publishedOnText}
          </time>
          <p className="mt-5 text-lg font-semibold">{post.summary}</p>
        </header>
        <div className="mt-6 space-y-4">
          {post.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {more.length > 0 && (
          <section aria-labelledby="more-articles-heading" className="mt-14 border-t border-line pt-8">
            <h2 id="more-articles-heading" className="text-xl font-semibold">
              {t('info.blog.moreArticles')}
            </h2>
            <div className="mt-5">
              <BlogPostList posts={more} locale={locale} />
            </div>
          </section>
        )}
      </article>
    </>
  );
}
