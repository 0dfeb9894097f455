// The zod-free half of an endpoint's contract: method, path template, who may call it, the error codes
// it may answer and, for answers the browser reads, a light shape check. Storefront pages import
// these without zod (docs/decisions/0011-first-load.md); the zod half (params, query, body, response)
// is in ../endpoints/, keyed to the same ids (docs/decisions/0012-endpoints-declared-once.md).
import type { StaffPermission } from '@spindle/domain';
import type { ErrorCode } from './error-codes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked before its body is read: anyone, any signed-in user, pro users,
 * internal staff (role boss or team), admins (is_admin), or a staff member holding the route's
 * `permission` (the staff permission table of packages/domain, with the second factor verified). Whose
 * object it is (an order, a project) is the handler's check; a signed link or a webhook signature is
 * `public` here.
 */
export type Access = 'public' | 'user' | 'pro' | 'team' | 'admin' | 'staff';

/** A light check of an answer's shape, for the browser: true only for what the zod schema accepts. */
export type AnswerGuard<T> = (body: unknown) => body is T;

/** A route as an area declares it (its id comes from the area and the key). */
export interface RouteSpec {
  method: HttpMethod;
  /** Relative to /api, parameters as `:name` ('/projects/:id/comments'). */
  path: `/${string}`;
  access: Access;
  /** For `staff` access (and only for it): the permission the caller must hold (docs/admin.md). */
  permission?: StaffPermission;
  /** The success status, 200 unless said (201 created, 202 accepted, 204 no content, 302 redirect). */
  status?: 200 | 201 | 202 | 204 | 302;
  /**
   * The codes the handler may answer, besides those its kind implies: input_invalid for checked input,
   * unauthorized and forbidden for the access (docs/server.md, "Errors").
   */
  errors?: readonly ErrorCode[];
  /** For an answer the browser reads: its shape check (the property test proves it agrees with zod). */
  answerGuard?: AnswerGuard<unknown>;
}

/** A declared route: its spec and its id, `<area>.<name>` ('search.results'). */
export type Route<Id extends string = string, Spec extends RouteSpec = RouteSpec> = Spec & { readonly id: Id };

/** The routes of one area, each stamped with its id. */
export type RouteTable<Area extends string, Table extends Record<string, RouteSpec>> = {
  readonly [Name in keyof Table & string]: Route<`${Area}.${Name}`, Table[Name]>;
};

/** Declares the routes of an area: `defineRoutes('search', { results: { method: 'GET', ... } })`. */
export function defineRoutes<const Area extends string, const Table extends Record<string, RouteSpec>>(
  area: Area,
  table: Table,
): RouteTable<Area, Table> {
  const entries = Object.entries(table).map(([name, spec]) => [name, { ...spec, id: `${area}.${name}` }]);
  return Object.fromEntries(entries) as RouteTable<Area, Table>;
}

/** The parameter names of a path template: '/projects/:id/comments' -> 'id'. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value a path parameter or a query field may take on the wire. */
export type WireValue = string | number | boolean | null | undefined;

/**
 * The URL of a call relative to /api: the template's parameters filled in (encoded), then the query
 * without its empty fields ('/shops/:code' + { code: 'ferric' } + { page: 2 } -> '/shops/ferric?page=2').
 */
export function urlOf(
  path: string,
  params: Readonly<Record<string, WireValue>> = {},
  query: Readonly<Record<string, WireValue | readonly WireValue[]>> = {},
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}
