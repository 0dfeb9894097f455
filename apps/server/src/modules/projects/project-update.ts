// The steps of PUT /api/projects/{id} (docs/projects.md "Editing"): the body's fields as column values,
// once the dates make a range and the other-currency prices leave EUR to priceEurMinor.
import type { ProjectUpdateRequest } from '@spindle/contracts';
import { slugify } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { ProjectInsert, ProjectRow } from './projects.repo.ts';

/** A date of the body: absent keeps the stored one, null or '' clears it. */
function dateOf(sent: string | null | undefined, stored: Date | null): Date | null {
  if (sent === undefined) return stored;
  return sent ? new Date(sent) : null;
}

/** The start and end the project will have; date_range_invalid on `endAt` when the end is not after the start. */
function datesOf(project: ProjectRow, body: ProjectUpdateRequest): { startAt: Date | null; endAt: Date | null } {
  const startAt = dateOf(body.startAt, project.startAt);
  const endAt = dateOf(body.endAt, project.endAt);
  if (startAt && endAt && startAt >= endAt)
    throw new AppError('input_invalid', { fields: { endAt: 'date_range_invalid' } });
  return { startAt, endAt };
}

/** The columns the body changes (prices are written apart); the name brings its slug along. */
export function projectChangesOf(project: ProjectRow, body: ProjectUpdateRequest): Partial<ProjectInsert> {
  const { startAt, endAt } = datesOf(project, body);
  // EUR is priceEurMinor; the list holds the other currencies only.
  if (body.prices?.some((price) => price.currency === 'EUR')) {
    throw new AppError('input_invalid', { fields: { prices: 'input_invalid' } });
  }
  const { prices: _prices, startAt: _s, endAt: _e, saleType, colours, name, ...rest } = body;
  const values: Partial<ProjectInsert> = { ...rest };
  if (name !== undefined) Object.assign(values, { name, slug: slugify(name) });
  if (saleType !== undefined) values.type = saleType;
  if (colours !== undefined) values.colorVinyl = colours;
  if (body.startAt !== undefined) values.startAt = startAt;
  if (body.endAt !== undefined) values.endAt = endAt;
  return values;
}
