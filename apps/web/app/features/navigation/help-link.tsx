// The help centre (spec section 2: "External help centre (FAQ, language specific, new tab)"): /help in
// the visitor's language, opened in a new tab, which screen readers announce.
import { localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';

export function HelpLink({ locale, className }: { locale: AppLocale; className?: string }) {
  const { t } = useT();
  return (
    <a href={localisePath('/help', locale)} target="_blank" rel="noopener" className={className}>
      {t('navigation.help')}
      <span className="sr-only"> {t('navigation.opensInNewTab')}</span>
    </a>
  );
}
