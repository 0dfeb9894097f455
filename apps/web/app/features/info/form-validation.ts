// Checking a form with its contract's schema, the same way in the browser (before sending) and in the
// page action (without JavaScript): field codes are the spec's keys (section 5), the first failing
// field in the form's order is the one to focus.
import { fieldCodesOfIssues } from '@spindle/domain';
import type { z } from 'zod';

/** Field codes by field name ('email' -> 'email_invalid'). */
export type FieldErrors = Record<string, string>;

/** What a page action answers when a form did not go through: the values to show again and why. */
export interface FormFailure {
  values: Record<string, string>;
  errors: FieldErrors;
  /** The field to focus: the first failing one in the form's order. */
  firstField: string | null;
  /** A problem with the whole form rather than one field. */
  formError: 'tooManyRequests' | 'failed' | null;
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; firstField: string };

/** The text values of the named fields (a missing field reads as ''). */
export function textValues(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/** The first of `fieldOrder` that has an error, else any field that has one. */
export function firstFailingField(errors: FieldErrors, fieldOrder: readonly string[]): string | null {
  return fieldOrder.find((name) => name in errors) ?? Object.keys(errors)[0] ?? null;
}

/** Parses the values with the schema; on failure, one code per field and the field to focus. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  fieldOrder: readonly string[],
): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  // From the domain, not the contracts' fieldCodesOf: the shop's tiles share a chunk with this module
  // and must not bring zod along.
  const errors = fieldCodesOfIssues(parsed.error.issues);
  return { ok: false, errors, firstField: firstFailingField(errors, fieldOrder) ?? '_' };
}

/** Moves the keyboard focus to a field of a form, by name. */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (!form || !name) return;
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
