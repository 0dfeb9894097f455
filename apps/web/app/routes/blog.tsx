// /blog: what the blog is about and its articles, newest first.
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { BlogPostList } from '../features/info/blog-post-list.tsx';
import { InfoArticle } from '../features/info/info-article.tsx';
import { blogPostSummaries, infoPageAt } from '../features/info/info-pages.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/blog';

export function loader({ url }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const page = infoPageAt('/blog', locale);
  if (!page) throw notFoundResponse();
  return { locale, page, posts: blogPostSummaries(locale) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, posts } = loaderData;
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <InfoArticle page={page} locale={locale}>
        <section aria-labelledby="blog-articles-heading" className="mt-10">
          <h2 id="blog-articles-heading" className="text-xl font-semibold sm:text-2xl">
            {t('info.blog.articles')}
          </h2>
          <div className="mt-5">
            <BlogPostList posts={posts} locale={locale} />
          </div>
        </section>
      </InfoArticle>
    </>
  );
}
