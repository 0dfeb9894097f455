// Links to the other service pages, at the foot of each one.
import { localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';

export function ServiceLinks({
  services,
  currentKey,
  locale,
}: {
  services: ReadonlyArray<{ key: string; title: string }>;
  currentKey: string;
  locale: AppLocale;
}) {
  const { t } = useT();
  return (
    <nav aria-labelledby="other-services-heading" className="border-t border-line pt-8">
      <h2 id="other-services-heading" className="text-lg font-semibold">
        {t('info.services.others')}
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {services
          .filter((service) => service.key !== currentKey)
          .map((service) => (
            <li key={service.key}>
              <Link
                to={localisePath(`/services/${service.key}`, locale)}
                className="text-ink-muted underline decoration-ink-muted/40 underline-offset-4 hover:text-ink hover:decoration-current"
              >
                {service.title}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
