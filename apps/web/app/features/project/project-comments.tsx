// Comments under a project: the list (newest first, plain text: React escapes it) and, for a
// signed-in visitor, a form validated by the same schema as the API (POST /api/comments).
import type { CommentList } from '@spindle/contracts';
import { COMMENT_MAX_LENGTH, LOCALE_META, type AppLocale } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, useFetcher } from 'react-router';
import { PROJECT_INTENTS, type CommentFormResult } from './project-forms.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

export function ProjectComments({
  comments,
  signedIn,
  signInHref,
  olderHref,
  newerHref,
  locale,
}: {
  comments: CommentList;
  signedIn: boolean;
  signInHref: string;
  olderHref: string | null;
  newerHref: string | null;
  locale: AppLocale;
}) {
  const { t } = useT();
  const dateFormat = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="project-comments" className="space-y-5">
      <div className="flex items-baseline gap-3">
        <h2 id="project-comments" className="text-lg font-semibold">
          {t('projectPage.comments.heading')}
        </h2>
        {comments.total > 0 && (
          <span className="text-sm text-ink-muted">{t('projectPage.comments.count', { count: comments.total })}</span>
        )}
      </div>
      {signedIn ? (
        <CommentForm />
      ) : (
        <p>
          <Link to={signInHref} className="font-semibold text-accent underline underline-offset-4">
            {t('projectPage.comments.signIn')}
          </Link>
        </p>
      )}
      {comments.items.length === 0 ? (
        <p className="text-ink-muted">{t('projectPage.comments.empty')}</p>
      ) : (
        <ol className="space-y-4">
          {comments.items.map((comment) => (
            <li key={comment.id} className="rounded-md bg-surface-raised p-4">
              <p className="text-sm">
                <span className="font-semibold">{comment.authorName}</span>
                <span className="text-ink-muted">
                  {' · '}
                  <time dateTime={comment.createdAt}>{dateFormat.format(new Date(comment.createdAt))}</time>
                </span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      {(olderHref || newerHref) && (
        <nav aria-label={t('projectPage.comments.heading')} className="flex justify-between text-sm font-semibold">
          {newerHref ? (
            <Link to={newerHref} preventScrollReset className="text-accent underline underline-offset-4">
              {t('projectPage.comments.newer')}
            </Link>
          ) : (
            <span />
          )}
          {olderHref && (
            <Link to={olderHref} preventScrollReset className="text-accent underline underline-offset-4">
              {t('projectPage.comments.older')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

function CommentForm() {
  const { t } = useT();
  const fetcher = useFetcher<CommentFormResult>();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = result && !result.ok ? result.error : null;

  useEffect(() => {
    if (!result) return;
    // A posted comment empties the field; a refused one gets the focus (spec section 5).
    if (result.ok) form.current?.reset();
    else field.current?.focus();
  }, [result]);

  return (
    <fetcher.Form ref={form} method="post" noValidate className="space-y-2">
      <input type="hidden" name="intent" value={PROJECT_INTENTS.comment} />
      <label htmlFor="comment-text" className="block text-sm font-semibold">
        {t('projectPage.comments.label')}
      </label>
      <textarea
        ref={field}
        id="comment-text"
        name="text"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'comment-error comment-hint' : 'comment-hint'}
        className="block w-full rounded-md border border-line bg-surface p-3 [field-sizing:content] aria-invalid:border-red-700 dark:aria-invalid:border-red-400"
      />
      <p id="comment-hint" className="text-xs text-ink-muted">
        {t('projectPage.comments.hint', { max: COMMENT_MAX_LENGTH })}
      </p>
      {error && (
        <p id="comment-error" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {t(`projectPage.comments.errors.${error}`, { max: COMMENT_MAX_LENGTH })}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-md border border-ink px-4 py-2 text-sm font-semibold hover:bg-ink hover:text-surface disabled:opacity-60"
        >
          {t('projectPage.comments.submit')}
        </button>
        <p role="status" className="text-sm text-ink-muted">
          {result?.ok ? `✓ ${t('projectPage.comments.posted')}` : ''}
        </p>
      </div>
    </fetcher.Form>
  );
}
