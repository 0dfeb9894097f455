// Every error code the API answers, with its HTTP status: the one table (docs/server.md, "Errors").
// The server's AppError takes these codes and nothing else; the web app reads the same union out of
// an error answer `{ error: { code, message, fields? } }`. Field codes (what `fields` holds, such as
// 'email_invalid') are another, open list: packages/domain FIELD_ERROR_KEYS.

/** HTTP status of each error code. A new code goes here, with the status it answers. */
export const ERROR_STATUS = {
  // 400: the request itself is wrong.
  bad_request: 400,
  invalid_json: 400,
  input_invalid: 400,
  idempotency_key_invalid: 400,
  input_required: 400,
  email_invalid: 400,
  token_invalid: 400,
  owner_invalid: 400,
  image_invalid: 400,
  audio_invalid: 400,
  audio_range_invalid: 400,
  project_incomplete: 400,
  second_factor_invalid: 400,
  // A partner's tracking file that is not CSV, or lacks the reference, carrier or number column.
  tracking_file_unreadable: 400,
  tracking_columns_missing: 400,
  statement_period_invalid: 400,
  // A statistics range that is not two real Paris days in order, or longer than the rules allow.
  stats_range_invalid: 400,
  stats_range_too_long: 400,
  // A VAT rate dated before today (docs/admin.md "Reference data"): past prices stay as they were.
  effective_date_past: 400,
  // Statements on the staff side (docs/admin.md "Statements and revenue splits"): a split whose shares do
  // not make 100 % (packages/domain REVENUE_SPLIT_ERRORS), a payee who is not a user, a report in another
  // currency without its rate, fee terms that do not match their kind.
  revenue_split_empty: 400,
  revenue_split_share_invalid: 400,
  revenue_split_payee_duplicate: 400,
  revenue_split_total_invalid: 400,
  revenue_split_too_many_payees: 400,
  revenue_split_payee_unknown: 400,
  exchange_rate_required: 400,
  fee_terms_invalid: 400,
  storage_key_invalid: 400,
  // A picture variant whose width or format is not on the allow-list (packages/domain responsive-images.ts).
  image_variant_invalid: 400,
  upload_part_invalid: 400,
  upload_part_too_small: 400,
  upload_size_mismatch: 400,
  oauth_state_invalid: 400,
  oauth_email_required: 400,
  payment_amount_invalid: 400,
  payment_method_invalid: 400,
  payment_method_unsupported: 400,
  refund_currency_mismatch: 400,
  // A staff refund that asks for nothing, or for a line the order does not have (docs/admin.md).
  refund_empty: 400,
  refund_line_invalid: 400,
  // Staff merging an artist or label into itself; moving loyalty points below zero (docs/admin.md).
  merge_same_seller: 400,
  points_invalid: 400,
  points_balance_negative: 400,
  /** A banner or announcement whose end is not after its start (docs/admin.md "Curation"). */
  schedule_invalid: 400,
  // A payment provider's webhook whose signature, age or payload does not check out.
  webhook_signature_invalid: 400,
  webhook_timestamp_out_of_tolerance: 400,
  webhook_payload_invalid: 400,
  // 401: who is calling is unknown or not who they say.
  unauthorized: 401,
  invalid_credentials: 401,
  oauth_failed: 401,
  // 402: the card was refused (POST user/cards).
  card_declined: 402,
  insufficient_funds: 402,
  expired_card: 402,
  incorrect_cvc: 402,
  incorrect_number: 402,
  invalid_expiry: 402,
  processing_error: 402,
  authentication_failed: 402,
  /** The card asks for 3-D Secure to be set up, which the server-side card form cannot give (Stripe.js can). */
  authentication_required: 402,
  // 403: known, but not allowed.
  forbidden: 403,
  csrf_invalid: 403,
  download_link_invalid: 403,
  download_link_expired: 403,
  /** A staff session that has not verified its second factor (docs/admin.md). */
  second_factor_required: 403,
  // 404: nothing there (or nothing this caller may know of).
  not_found: 404,
  payment_not_found: 404,
  box_code_not_found: 404,
  box_not_found: 404,
  method_not_allowed: 405,
  // 409: the request clashes with the current state.
  // A newsletter campaign that is already sending or sent can no longer change (docs/newsletter.md).
  newsletter_not_draft: 409,
  conflict: 409,
  oauth_account_taken: 409,
  oauth_link_requires_password: 409,
  idempotency_key_in_use: 409,
  cart_empty: 409,
  cart_already_paid: 409,
  insufficient_stock: 409,
  limit_per_customer_exceeded: 409,
  no_shipping: 409,
  country_not_allowed: 409,
  project_not_on_sale: 409,
  sizes_required: 409,
  box_code_already_redeemed: 409,
  // The box's cycle (docs/boxes.md): a stopped or finished box, a month past its cut-off, a record with
  // no copy left for the box or one the subscriber already has, copies set aside below those taken.
  box_not_active: 409,
  box_month_closed: 409,
  box_record_out_of_stock: 409,
  box_record_already_received: 409,
  box_selection_below_taken: 409,
  idempotency_key_reused: 409,
  payment_state_conflict: 409,
  address_not_editable: 409,
  order_not_cancellable: 409,
  refund_exceeds_payment: 409,
  /** More units or money than the order still holds (what was paid, less what was given back). */
  refund_exceeds_paid: 409,
  /** Another refund of the order is waiting for the payment provider's answer. */
  refund_in_progress: 409,
  payment_not_refundable: 409,
  shop_code_taken: 409,
  project_locked: 409,
  step_transition_not_allowed: 409,
  shop_order_transition_not_allowed: 409,
  track_source_missing: 409,
  upload_closed: 409,
  upload_not_ready: 409,
  second_factor_enrolled: 409,
  second_factor_not_enrolled: 409,
  /** A boss taking away their own boss role (another boss must do it; docs/admin.md). */
  own_boss_role: 409,
  /** Taking away the boss role of the last boss: nobody could give it back. */
  last_boss_role: 409,
  email_already_confirmed: 409,
  /** A quote or call-back request that was answered already (/bids). */
  request_already_answered: 409,
  /** Another promo code has this text (docs/admin.md "Promotions"). */
  promo_code_taken: 409,
  /** The cart's promo code has no use left when it is paid (another buyer took the last), or ended. */
  promo_code_not_applicable: 409,
  /** The country already has a VAT rate from that day. */
  vat_rate_exists: 409,
  /** A shipping rate or cost cell already has a row from that day (cancel it first to change it). */
  dated_row_exists: 409,
  /** A dated row already in force or past: it priced carts or quotes, so it is never changed or cancelled. */
  dated_row_started: 409,
  /** A curated category's new order that is not exactly its projects (the page was out of date). */
  category_order_stale: 409,
  // Production (docs/production.md): the project has not reached it, the action is not open or not
  // the caller's to move, a file it needs is missing, it is done (its date no longer moves), the
  // artwork is not print-ready, the barcode is another production's.
  production_not_started: 409,
  production_step_not_open: 409,
  production_transition_not_allowed: 409,
  production_file_required: 409,
  production_step_done: 409,
  artwork_not_print_ready: 409,
  barcode_taken: 409,
  /** A review of a project whose parcel has not left yet (docs/reviews.md). */
  review_not_shipped: 409,
  return_not_shipped: 409,
  return_window_closed: 409,
  return_quantity_invalid: 409,
  return_transition_not_allowed: 409,
  /** A review already in the status asked for. */
  review_transition_not_allowed: 409,
  box_code_expired: 410,
  payload_too_large: 413,
  file_max_size: 413,
  unsupported_media_type: 415,
  // An upload whose bytes are not audio or a picture, whatever its name or declared type.
  file_type_invalid: 415,
  // 422: well formed, but no pressing plant offers these options together.
  quote_option_unavailable: 422,
  too_many_requests: 429,
  too_many_attempts: 429,
  // 5xx: our fault or a service's; the message never says more than the request id.
  internal_error: 500,
  audio_encode_failed: 500,
  invoice_inconsistent: 500,
  payment_provider_misconfigured: 500,
  refund_failed: 502,
  payment_provider_request_invalid: 502,
  payment_provider_response_invalid: 502,
  service_unavailable: 503,
  ffmpeg_missing: 503,
  payments_unavailable: 503,
  payment_provider_unavailable: 503,
  refund_unavailable: 503,
} as const satisfies Record<string, number>;

/** An error code of the API. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The HTTP status an error code answers with. */
export function statusOfError(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Whether a value read from an answer is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
