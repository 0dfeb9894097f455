// The header search (spec section 2): a narrow field that widens when clicked; Enter opens
// /vinyl-shop?search=text in the page's locale. A plain GET form, so it works without JavaScript.
import { localisePath, type AppLocale } from '@spindle/domain';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';

export function SearchBox({ locale }: { locale: AppLocale }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Form method="get" action={localisePath('/vinyl-shop', locale)} role="search" className="flex justify-end">
      <div className="relative w-10 transition-[width] duration-200 focus-within:w-full header-md:w-48 header-md:focus-within:w-72">
        <label htmlFor="site-search" className="sr-only">
          {t('search.label')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id="site-search"
          name="search"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          defaultValue={searchParams.get('search') ?? ''}
          placeholder={t('search.placeholder')}
          className="h-10 w-full cursor-pointer rounded-full border border-transparent bg-surface-raised pr-3 pl-9 text-base placeholder:text-transparent focus:cursor-text focus:border-line focus:placeholder:text-ink-muted header-md:cursor-text header-md:placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
    </Form>
  );
}
