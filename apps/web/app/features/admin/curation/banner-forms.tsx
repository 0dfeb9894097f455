// The forms of /admin/banners (docs/admin.md "Curation"): a banner's fields (texts in English and
// French, link, order, on or off, from and until in Paris time), its pictures per locale, and the
// announcement. Plain forms: the page works without JavaScript.
import type { AdminAnnouncement, AdminBanner } from '@spindle/contracts';
import { LOCALE_META, LOCALES, parisFieldOf } from '@spindle/domain';
import { Form } from 'react-router';
import { useT } from '../../../lib/use-t.ts';
import { adminButtonClass, adminInputClass, adminSecondaryButtonClass } from '../admin-layout.tsx';
import type { BannerActionData } from './banner-actions.server.ts';

const fieldClass = 'flex flex-col gap-1 text-sm';

function TextField(props: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  required?: boolean;
  hint?: string;
}) {
  return (
    <div className={fieldClass}>
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        defaultValue={props.value ?? ''}
        required={props.required}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
        className={adminInputClass}
      />
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-xs text-ink-muted">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

function ErrorLine({
  answer,
  intent,
  id,
}: {
  answer: BannerActionData | undefined;
  intent: string;
  id: number | null;
}) {
  const { t } = useT();
  if (!answer || answer.ok || answer.intent !== intent || answer.id !== id) return null;
  const key = intent === 'announcement' ? 'announcement' : 'banners';
  const error =
    intent === 'announcement' && !['input_required', 'input_invalid'].includes(answer.error) ? 'other' : answer.error;
  const text =
    intent === 'announcement' && answer.fields.text_en === 'input_required'
      ? t('admin.curation.announcement.errors.input_required')
      : t(`admin.curation.${key}.errors.${error}` as 'admin.curation.banners.errors.other');
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  );
}

/** A banner's fields: empty for a new one. */
export function BannerForm({ banner, answer }: { banner: AdminBanner | null; answer: BannerActionData | undefined }) {
  const { t } = useT();
  const prefix = banner ? `banner-${banner.id}` : 'banner-new';
  const f = (name: string) => `${prefix}-${name}`;
  const field = (name: 'titleEn' | 'titleFr' | 'subtitleEn' | 'subtitleFr' | 'buttonEn' | 'buttonFr' | 'link') =>
    t(`admin.curation.banners.fields.${name}`);
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={banner ? 'update' : 'create'} />
      {banner ? <input type="hidden" name="id" value={banner.id} /> : null}
      <TextField id={f('title-en')} name="title_en" label={field('titleEn')} value={banner?.title_en ?? ''} required />
      <TextField id={f('title-fr')} name="title_fr" label={field('titleFr')} value={banner?.title_fr ?? ''} required />
      <TextField
        id={f('subtitle-en')}
        name="subtitle_en"
        label={field('subtitleEn')}
        value={banner?.subtitle_en ?? ''}
      />
      <TextField
        id={f('subtitle-fr')}
        name="subtitle_fr"
        label={field('subtitleFr')}
        value={banner?.subtitle_fr ?? ''}
      />
      <TextField
        id={f('button-en')}
        name="button_label_en"
        label={field('buttonEn')}
        value={banner?.button_label_en ?? ''}
      />
      <TextField
        id={f('button-fr')}
        name="button_label_fr"
        label={field('buttonFr')}
        value={banner?.button_label_fr ?? ''}
      />
      <TextField
        id={f('link')}
        name="link"
        label={field('link')}
        value={banner?.link ?? ''}
        required
        hint={t('admin.curation.banners.fields.linkHint')}
      />
      <div className={fieldClass}>
        <label htmlFor={f('position')} className="font-semibold">
          {t('admin.curation.banners.fields.position')}
        </label>
        <input
          id={f('position')}
          name="position"
          type="number"
          min={0}
          defaultValue={banner?.position ?? 0}
          className={adminInputClass}
        />
      </div>
      <div className={fieldClass}>
        <label htmlFor={f('starts')} className="font-semibold">
          {t('admin.curation.banners.fields.startsAt')}
        </label>
        <input
          id={f('starts')}
          name="starts_at"
          type="datetime-local"
          defaultValue={banner?.starts_at ? parisFieldOf(new Date(banner.starts_at)) : ''}
          className={adminInputClass}
        />
      </div>
      <div className={fieldClass}>
        <label htmlFor={f('ends')} className="font-semibold">
          {t('admin.curation.banners.fields.endsAt')}
        </label>
        <input
          id={f('ends')}
          name="ends_at"
          type="datetime-local"
          defaultValue={banner?.ends_at ? parisFieldOf(new Date(banner.ends_at)) : ''}
          className={adminInputClass}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="active" defaultChecked={banner?.active ?? true} />
        {t('admin.curation.banners.fields.active')}
      </label>
      <div className="sm:col-span-2">
        <ErrorLine answer={answer} intent={banner ? 'update' : 'create'} id={banner?.id ?? null} />
        <button type="submit" className={adminButtonClass}>
          {banner ? t('admin.curation.banners.save') : t('admin.curation.banners.create')}
        </button>
      </div>
    </Form>
  );
}

/** A banner's pictures: what each locale shows, and a form to upload its own. */
export function BannerPictures({ banner, answer }: { banner: AdminBanner; answer: BannerActionData | undefined }) {
  const { t } = useT();
  return (
    <section aria-labelledby={`banner-${banner.id}-pictures`} className="mt-4">
      <h4 id={`banner-${banner.id}-pictures`} className="font-semibold">
        {t('admin.curation.banners.pictures')}
      </h4>
      <ErrorLine answer={answer} intent="picture" id={banner.id} />
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {LOCALES.map((locale) => {
          const language = LOCALE_META[locale].label;
          const own = banner.own_pictures.includes(locale);
          const input = `banner-${banner.id}-picture-${locale}`;
          const status = own
            ? t('admin.curation.banners.own')
            : banner.own_pictures.includes('en')
              ? t('admin.curation.banners.fallback')
              : t('admin.curation.banners.noPicture');
          return (
            <li key={locale} className="rounded-lg border border-line p-3 text-sm">
              <p className="font-semibold">
                {t('admin.curation.banners.pictureFor', { language })}: <span className="font-normal">{status}</span>
              </p>
              {banner.own_pictures.includes('en') || own ? (
                <img src={banner.pictures[locale]} alt="" className="mt-2 h-20 w-auto rounded" loading="lazy" />
              ) : null}
              <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-wrap items-center gap-2">
                <input type="hidden" name="intent" value="picture" />
                <input type="hidden" name="id" value={banner.id} />
                <input type="hidden" name="locale" value={locale} />
                <label htmlFor={input} className="sr-only">
                  {t('admin.curation.banners.uploadLabel', { language })}
                </label>
                <input id={input} name="picture" type="file" accept="image/*" required className="text-xs" />
                <button type="submit" className={`${adminSecondaryButtonClass} h-8 px-3 text-xs`}>
                  {t('admin.curation.banners.upload')}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function AnnouncementForm({
  announcement,
  answer,
}: {
  announcement: AdminAnnouncement;
  answer: BannerActionData | undefined;
}) {
  const { t } = useT();
  const label = (key: 'textEn' | 'textFr' | 'linkEn' | 'linkFr') => t(`admin.curation.announcement.${key}`);
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="announcement" />
      <TextField id="announcement-text-en" name="text_en" label={label('textEn')} value={announcement.text_en} />
      <TextField id="announcement-text-fr" name="text_fr" label={label('textFr')} value={announcement.text_fr} />
      <TextField id="announcement-link-en" name="link_en" label={label('linkEn')} value={announcement.link_en} />
      <TextField id="announcement-link-fr" name="link_fr" label={label('linkFr')} value={announcement.link_fr} />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="active" defaultChecked={announcement.active} />
        {t('admin.curation.announcement.active')}
      </label>
      <div className="sm:col-span-2">
        <ErrorLine answer={answer} intent="announcement" id={null} />
        <button type="submit" className={adminButtonClass}>
          {t('admin.curation.announcement.save')}
        </button>
      </div>
    </Form>
  );
}
