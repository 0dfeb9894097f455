// The statement entries page's forms (routes/admin-project-statement.tsx; docs/admin.md "Statements and
// revenue splits") read into the API's bodies: amounts typed in euros ('60', '1 234,56') become cents,
// percentages ('33.33') basis points, exactly (packages/domain parseMajorAmount). A form that does not
// read is refused here with input_invalid, before any call.
import {
  adminStatementsEndpoints,
  type FeeRowBody,
  type RetailSaleBody,
  type RevenueSplitBody,
  type StatementCostBody,
} from '@spindle/contracts';
import {
  CURRENCY_CODES,
  parseMajorAmount,
  REVENUE_SPLIT_ROLES,
  STATEMENT_ENTERED_COST_CATEGORIES,
} from '@spindle/domain';
import type { ApiClient } from '../../lib/api.server.ts';
import { SPLIT_FORM_ROWS } from './statement-entries.tsx';
import { textOf } from '../../lib/form-body.server.ts';

/** The codes the page explains; anything else is 'other'. */
export const STATEMENT_ENTRY_ERRORS = [
  'input_invalid',
  'revenue_split_empty',
  'revenue_split_share_invalid',
  'revenue_split_payee_duplicate',
  'revenue_split_total_invalid',
  'revenue_split_too_many_payees',
  'revenue_split_payee_unknown',
  'exchange_rate_required',
  'fee_terms_invalid',
] as const;
export type StatementEntryError = (typeof STATEMENT_ENTRY_ERRORS)[number] | 'other';

class FormUnreadable extends Error {}

const pick = <T extends string>(values: readonly T[], text: string): T => {
  const found = values.find((value) => value === text);
  if (!found) throw new FormUnreadable();
  return found;
};

function amount(form: FormData, name: string, { optional = false } = {}): number | undefined {
  const text = textOf(form, name).trim();
  if (text === '' && optional) return undefined;
  const minor = parseMajorAmount(text);
  if (minor === null) throw new FormUnreadable();
  return minor;
}

function wholeNumber(form: FormData, name: string): number | undefined {
  const text = textOf(form, name).trim();
  if (text === '') return undefined;
  if (!/^#?\d{1,9}$/.test(text)) throw new FormUnreadable();
  return Number(text.replace('#', ''));
}

export function costBodyOf(form: FormData): StatementCostBody {
  const advancedBy = wholeNumber(form, 'advanced_by');
  return {
    category: pick(STATEMENT_ENTERED_COST_CATEGORIES, textOf(form, 'category')),
    incurred_on: textOf(form, 'incurred_on'),
    label: textOf(form, 'label'),
    amount_minor: amount(form, 'amount') ?? 0,
    ...(advancedBy !== undefined ? { advanced_by_user_id: advancedBy } : {}),
  };
}

export function retailBodyOf(form: FormData): RetailSaleBody {
  const rateText = textOf(form, 'rate').trim();
  // The rate as typed (1.17) in millionths (1 170 000), exactly.
  const rate = rateText === '' ? undefined : parseMajorAmount(rateText, 6);
  if (rate === null || (rate !== undefined && rate <= 0)) throw new FormUnreadable();
  return {
    distributor: textOf(form, 'distributor'),
    reported_on: textOf(form, 'reported_on'),
    quantity: wholeNumber(form, 'quantity') ?? 0,
    currency: pick(CURRENCY_CODES, textOf(form, 'currency') || 'EUR'),
    sales_minor: amount(form, 'sales') ?? 0,
    returns_minor: amount(form, 'returns', { optional: true }) ?? 0,
    fees_minor: amount(form, 'fees', { optional: true }) ?? 0,
    ...(rate !== undefined ? { eur_rate_ppm: rate } : {}),
  };
}

export function feeRowBodyOf(form: FormData): FeeRowBody {
  const kind = pick(['percent', 'fixed_per_unit'] as const, textOf(form, 'kind'));
  const value = amount(form, 'value', { optional: true });
  return {
    effective_from: textOf(form, 'effective_from'),
    kind,
    // A percentage with two decimals is basis points; a fixed income is cents.
    ...(value === undefined ? {} : kind === 'percent' ? { fee_basis_points: value } : { income_per_unit_minor: value }),
  };
}

/** The filled rows of the split form (an empty row is skipped; no row at all removes the split). */
export function splitBodyOf(form: FormData): RevenueSplitBody {
  const payees: RevenueSplitBody['payees'] = [];
  for (let row = 0; row < SPLIT_FORM_ROWS; row += 1) {
    const userId = wholeNumber(form, `payee_${row}`);
    const share = textOf(form, `share_${row}`).trim();
    if (userId === undefined && share === '') continue;
    const basisPoints = parseMajorAmount(share);
    if (userId === undefined || basisPoints === null) throw new FormUnreadable();
    payees.push({
      user_id: userId,
      basis_points: basisPoints,
      role: pick(REVENUE_SPLIT_ROLES, textOf(form, `role_${row}`) || 'other'),
    });
  }
  return { payees };
}

/** Runs the form's intent against the API: null when saved, else the error the page explains. */
export async function saveStatementEntry(
  api: ApiClient,
  id: number,
  form: FormData,
): Promise<StatementEntryError | null> {
  const params = { id };
  try {
    const intent = textOf(form, 'intent');
    const result =
      intent === 'cost'
        ? await api.call(adminStatementsEndpoints.addCost, { params, body: costBodyOf(form) })
        : intent === 'retail'
          ? await api.call(adminStatementsEndpoints.addRetailSale, { params, body: retailBodyOf(form) })
          : intent === 'fee'
            ? await api.call(adminStatementsEndpoints.addFeeRow, { params, body: feeRowBodyOf(form) })
            : await api.call(adminStatementsEndpoints.setSplit, { params, body: splitBodyOf(form) });
    if (result.ok) return null;
    return (STATEMENT_ENTRY_ERRORS as readonly string[]).includes(result.code)
      ? (result.code as StatementEntryError)
      : 'other';
  } catch (error) {
    if (error instanceof FormUnreadable) return 'input_invalid';
    throw error;
  }
}
