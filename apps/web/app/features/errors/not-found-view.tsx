// The 404 screen (spec section 2): a title, and buttons back and back home.
import { localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link, useNavigate } from 'react-router';

export function NotFoundView({ locale }: { locale: AppLocale }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
    >
      <p className="text-7xl font-semibold text-accent" aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className="mt-4 text-3xl font-semibold">
        {t('errors.404.title')}
      </h1>
      <p className="mt-3 text-ink-muted">{t('errors.404.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="rounded-full border border-line px-5 py-2.5 font-semibold hover:bg-surface-raised"
        >
          {t('errors.404.back')}
        </button>
        <Link
          to={localisePath('/', locale)}
          className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink hover:opacity-90"
        >
          {t('errors.404.home')}
        </Link>
      </div>
    </section>
  );
}
