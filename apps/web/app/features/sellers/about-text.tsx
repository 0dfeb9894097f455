// A bio or description in the language it is written in. When that is not the page's language (the
// seed has English and French), the text carries its own lang and a note says it is not translated.
import type { LocalisedTextDto } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { languageOf } from '../../lib/i18n.ts';

export function AboutText({ about, locale }: { about: LocalisedTextDto; locale: AppLocale }) {
  const { t } = useT();
  const paragraphs = about.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <>
      <div lang={about.lang === locale ? undefined : languageOf(about.lang)} className="space-y-3 leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {about.lang !== locale && <p className="mt-2 text-sm text-ink-muted">{t('sellers.notTranslated')}</p>}
    </>
  );
}
