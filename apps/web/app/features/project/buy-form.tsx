// The one primary button of a project page (DESIGN.md: "Add to cart — 24,99 €"), with the size
// picker of sized merch and the quantity. It posts project_id, quantity and size to /cart; with
// JavaScript the live cart takes the add instead (lib/cart-request.ts) and opens its drawer.
import type { ProjectDetail } from '@spindle/contracts';
import { formatMoney, localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { requestCartAdd } from '../../lib/cart-request.ts';

export function BuyForm({ project, locale }: { project: ProjectDetail; locale: AppLocale }) {
  const { t } = useT();
  const price = formatMoney(project.price, locale);
  const label = project.isSoldOut
    ? t('projectPage.buy.soldOut')
    : project.isPreorder
      ? t('projectPage.buy.preorder', { price })
      : t('projectPage.buy.addToCart', { price });
  return (
    // A plain form: the cart page answers the post (with or without JavaScript).
    <form
      method="post"
      action={localisePath('/cart', locale)}
      className="space-y-4"
      onSubmit={(event) => {
        const fields = Object.fromEntries(
          [...new FormData(event.currentTarget)].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
        );
        if (requestCartAdd(fields)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="project_id" value={project.id} />
      {project.sizes.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('projectPage.buy.size')}</legend>
          <div className="flex flex-wrap gap-2">
            {project.sizes.map((size, index) => (
              <label key={size} className="relative">
                <input
                  type="radio"
                  name="size"
                  value={size}
                  required
                  defaultChecked={index === 0 && project.sizes.length === 1}
                  disabled={project.isSoldOut}
                  className="peer absolute inset-0 cursor-pointer opacity-0"
                />
                <span className="flex h-10 min-w-12 items-center justify-center rounded-md border border-line px-3 text-sm font-semibold peer-checked:border-ink peer-checked:bg-ink peer-checked:text-surface peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:opacity-50">
                  {size}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="flex items-center gap-3 text-sm font-semibold">
        {t('projectPage.buy.quantity')}
        <input
          type="number"
          name="quantity"
          defaultValue={1}
          min={1}
          max={99}
          required
          disabled={project.isSoldOut}
          className="w-20 rounded-md border border-line bg-surface px-3 py-2 font-normal"
        />
      </label>
      <button
        type="submit"
        disabled={project.isSoldOut}
        className="w-full rounded-md bg-accent px-5 py-3 text-base font-semibold text-accent-ink hover:brightness-110 disabled:cursor-not-allowed disabled:bg-surface-raised disabled:text-ink-muted"
      >
        {label}
      </button>
    </form>
  );
}
