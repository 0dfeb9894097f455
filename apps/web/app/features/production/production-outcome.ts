// What a production form's post answers the page: which action and form it was about, and its outcome
// (the API's error code and field codes when refused).
export interface ProductionOutcome {
  /** The action's key ('pre-production.artwork'), or null for the production as a whole (the plant). */
  step: string | null;
  /** Which form: save, submit, upload, decide, message, move, plant. */
  intent: string;
  ok: boolean;
  code?: string;
  fields?: Record<string, string>;
}

/** The error texts the pages have (others say "could not be saved"). */
export const KNOWN_ERRORS = [
  'production_not_started',
  'production_step_not_open',
  'production_transition_not_allowed',
  'production_file_required',
  'production_step_done',
  'artwork_not_print_ready',
  'barcode_taken',
  'file_max_size',
  'file_type_invalid',
  'input_invalid',
] as const;

/** The catalogue key of an outcome's error. */
export function errorKeyOf(code: string | undefined): (typeof KNOWN_ERRORS)[number] | 'other' {
  return (KNOWN_ERRORS as readonly string[]).includes(code ?? '') ? (code as (typeof KNOWN_ERRORS)[number]) : 'other';
}
