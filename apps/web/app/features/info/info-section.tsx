// One section of an information page: an anchored heading, paragraphs, a list, facts as a definition
// list and a follow-up link.
import type { AppLocale } from '@spindle/domain';
import type { InfoSection as InfoSectionContent } from './content/types.ts';
import { FootprintComparison } from '../footprint/index.ts';
import { InfoCta } from './info-link.tsx';

/** Where the list goes: after the paragraph that announces it ("Please include:"), else after them all. */
export function splitAtListIntro(paragraphs: readonly string[]): { before: string[]; after: string[] } {
  const intro = paragraphs.findIndex((text) => /[:：]\s*$/.test(text));
  const cut = intro === -1 ? paragraphs.length : intro + 1;
  return { before: paragraphs.slice(0, cut), after: paragraphs.slice(cut) };
}

/** Short facts sit two by two on wide screens; long answers (an FAQ) read better one under the other. */
const SHORT_FACT_LENGTH = 90;

/** `section.id` is required here: the article numbers the sections that have none. */
export function InfoSection({
  section,
  locale,
  level = 2,
}: {
  section: InfoSectionContent & { id: string };
  locale: AppLocale;
  /** 3 for a question under its topic's heading (the help centre). */
  level?: 2 | 3;
}) {
  const { id } = section;
  const Heading = level === 3 ? 'h3' : 'h2';
  const { before, after } = splitAtListIntro(section.paragraphs);
  const shortFacts = section.facts?.every((fact) => fact.detail.length <= SHORT_FACT_LENGTH) ?? false;
  const paragraph = (text: string) => (
    <p key={text} className="mt-3">
      {text}
    </p>
  );
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-28">
      <Heading
        id={`${id}-heading`}
        className={level === 3 ? 'text-lg font-semibold' : 'text-xl font-semibold sm:text-2xl'}
      >
        {section.heading}
      </Heading>
      {before.map(paragraph)}
      {section.bullets && (
        <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-accent">
          {section.bullets.map((bullet) => (
            <li key={bullet} className="pl-1">
              {bullet}
            </li>
          ))}
        </ul>
      )}
      {after.map(paragraph)}
      {section.facts && (
        <dl
          className={`mt-5 grid gap-px overflow-hidden rounded-xl border border-line bg-line ${shortFacts ? 'sm:grid-cols-2' : ''}`}
        >
          {section.facts.map((fact) => (
            <div
              key={fact.term}
              // An odd last fact fills the row rather than leaving an empty cell beside it.
              className={`bg-surface px-4 py-3 ${shortFacts ? 'sm:last:odd:col-span-2' : ''}`}
            >
              <dt className="font-semibold">{fact.term}</dt>
              <dd className="mt-1 text-ink-muted">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.figure === 'footprint' && <FootprintComparison locale={locale} />}
      {section.cta && <InfoCta link={section.cta} locale={locale} variant="secondary" className="mt-5" />}
    </section>
  );
}
