// A curated category's projects in order (docs/admin.md "Curation"). Each row has plain form buttons,
// Up, Down and Remove, that work without JavaScript and from the keyboard; with JavaScript a row can
// also be dragged by its handle and dropped at another place, which sends the whole new order. After
// a change the status region says where the project now stands and the focus returns to the button.
import type { CuratedCategoryView } from '@spindle/contracts';
import { useEffect, useState, type DragEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useT } from '../../../lib/use-t.ts';
import { adminSecondaryButtonClass } from '../admin-layout.tsx';
import type { CategoryActionData } from './category-actions.server.ts';

const smallButton = `${adminSecondaryButtonClass} h-8 px-3 text-xs`;

function RowButton({
  projectId,
  name,
  intent,
  move,
  label,
  text,
  disabled,
}: {
  projectId: number;
  name: string;
  intent: 'move' | 'remove';
  move?: 'up' | 'down';
  label: string;
  text: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="project_id" value={projectId} />
      <input type="hidden" name="name" value={name} />
      {move ? <input type="hidden" name="move" value={move} /> : null}
      <button
        type="submit"
        id={`category-${intent}-${move ?? 'x'}-${projectId}`}
        aria-label={label}
        aria-disabled={disabled ? true : undefined}
        className={`${smallButton} aria-disabled:opacity-40`}
        onClick={(event) => {
          if (disabled) event.preventDefault();
        }}
      >
        {text}
      </button>
    </Form>
  );
}

/** The order after dragging `from` onto the place of `to`. */
function droppedOrder(ids: readonly number[], from: number, to: number): number[] {
  const next = ids.filter((id) => id !== from);
  next.splice(ids.indexOf(to), 0, from);
  return next;
}

/** The id of the button to focus again after a move: the one used (still focusable at either end). */
function focusTargetOf(answer: CategoryActionData | undefined): string | null {
  if (!answer?.ok || answer.intent !== 'move') return null;
  return `category-move-${answer.move}-${answer.projectId}`;
}

export function CategoryOrder({
  view,
  name,
  answer,
}: {
  view: CuratedCategoryView;
  /** The category's name in the page's language. */
  name: string;
  answer: CategoryActionData | undefined;
}) {
  const { t } = useT();
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = view.projects.map((row) => row.project_id);
  const focusTarget = focusTargetOf(answer);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget)?.focus();
  }, [focusTarget, answer]);

  const onDrop = (event: DragEvent, target: number) => {
    event.preventDefault();
    if (dragged === null || dragged === target || busy) return;
    const order = droppedOrder(ids, dragged, target);
    const name = view.projects.find((row) => row.project_id === dragged)?.name ?? '';
    setDragged(null);
    void submit(
      { intent: 'order', project_id: String(dragged), name, project_ids: order.join(',') },
      { method: 'post', preventScrollReset: true },
    );
  };

  if (view.projects.length === 0) return <p className="my-4 text-sm">{t('admin.curation.categories.empty')}</p>;
  return (
    <table className="my-4 w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">{t('admin.curation.categories.caption', { name })}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-3">
            {t('admin.curation.categories.place')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('admin.curation.categories.project')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('admin.curation.categories.artist')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('admin.curation.categories.step')}
          </th>
          <th scope="col" className="py-2">
            {t('admin.curation.categories.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {view.projects.map((row, index) => {
          const values = { name: row.name };
          return (
            <tr
              key={row.project_id}
              data-project-id={row.project_id}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, row.project_id)}
              className={`border-b border-line ${dragged === row.project_id ? 'opacity-50' : ''}`}
            >
              <td className="py-2 pr-3 tabular-nums">
                <span
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(row.project_id));
                    setDragged(row.project_id);
                  }}
                  onDragEnd={() => setDragged(null)}
                  title={t('admin.curation.categories.dragLabel', values)}
                  aria-hidden="true"
                  className="mr-2 cursor-grab select-none text-ink-muted"
                >
                  ⠿
                </span>
                {index + 1}
              </td>
              <td className="py-2 pr-3">
                <span className="font-semibold">{row.name}</span>{' '}
                <span className="text-ink-muted">#{row.project_id}</span>
              </td>
              <td className="py-2 pr-3">{row.artist_name}</td>
              <td className="py-2 pr-3">{t(`projectManage.steps.${row.step}`)}</td>
              <td className="flex flex-wrap gap-1 py-2">
                <RowButton
                  projectId={row.project_id}
                  name={row.name}
                  intent="move"
                  move="up"
                  label={t('admin.curation.categories.upLabel', values)}
                  text={t('admin.curation.categories.up')}
                  disabled={index === 0}
                />
                <RowButton
                  projectId={row.project_id}
                  name={row.name}
                  intent="move"
                  move="down"
                  label={t('admin.curation.categories.downLabel', values)}
                  text={t('admin.curation.categories.down')}
                  disabled={index === view.projects.length - 1}
                />
                <RowButton
                  projectId={row.project_id}
                  name={row.name}
                  intent="remove"
                  label={t('admin.curation.categories.removeLabel', values)}
                  text={t('admin.curation.categories.remove')}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What the status region says after a change. */
export function CategoryOutcome({ answer }: { answer: CategoryActionData | undefined }) {
  const { t } = useT();
  if (!answer) return null;
  if (!answer.ok) {
    return (
      <span className="text-red-700 dark:text-red-300">{t(`admin.curation.categories.errors.${answer.error}`)}</span>
    );
  }
  const values = { name: answer.name, place: answer.place, count: answer.count };
  if (answer.intent === 'move') return <>{t('admin.curation.categories.moved', values)}</>;
  if (answer.intent === 'add') return <>{t('admin.curation.categories.added', values)}</>;
  if (answer.intent === 'remove') return <>{t('admin.curation.categories.removed', values)}</>;
  return <>{t('admin.curation.categories.reordered')}</>;
}
