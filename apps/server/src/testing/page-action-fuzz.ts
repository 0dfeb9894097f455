// Hostile POST bodies for the pages' actions (React Router route modules with an `action`; docs/server.md,
// "The fuzz test"): malformed multipart, invalid JSON, wrong content types, huge fields, NUL and control
// characters, unicode oddities, HTML posted as a file. Drawn from a seeded generator like the API's.
import type { ServerBuild } from 'react-router';
import type { SeededRandom } from '@spindle/domain';
import { ECHO_MARKER, type FuzzRequest } from './openapi-fuzz.ts';

/** A page whose route module has an action: its route id and its URL path template ('/artist/:id/:slug?'). */
export interface ActionRoute {
  id: string;
  path: string;
}

/** The routes of a server build that have an action, in one locale (ids '{page}.{locale}') plus the unlocalised ones. */
export function actionRoutesOf(build: ServerBuild, locale = 'en'): ActionRoute[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const own = route.path ?? '';
    const parent = fullPath(route.parentId);
    return own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
  };
  return Object.values(build.routes)
    .filter((route) => route !== undefined && typeof route.module.action === 'function')
    .filter((route) => !/\.[a-z]{2}$/.test(route?.id ?? '') || route?.id.endsWith(`.${locale}`))
    .map((route) => ({ id: route?.id ?? '', path: fullPath(route?.id) }));
}

/** Field names the pages' forms read (intent first: most actions dispatch on it). */
const FORM_FIELDS = [
  'email',
  'password',
  'name',
  'redirect',
  'redirectTo',
  'code',
  'currency',
  'lang',
  'id',
  'project_id',
  'quantity',
  'title',
  'message',
  'subject',
  'token',
  'kind',
  'step',
  'position',
  'trackId',
  'order_id',
  'shop_id',
  'decision',
  'type',
  'country_id',
  'zip_code',
  'text',
  'action',
  'following',
  'accountType',
];

/** The intents the actions dispatch on, and some they do not know. */
const INTENTS = [
  'add',
  'address',
  'authenticate',
  'cancel',
  'card',
  'clear',
  'submit',
  'unwish',
  'artwork',
  'currency',
  'delete-track',
  'delivery',
  'details',
  'email',
  'encode',
  'lang',
  'move-track',
  'notifications',
  'password',
  'picture',
  'profile',
  'rename-track',
  'resend',
  'signin',
  'signup',
  'login-link',
  'add_box',
  'wishlist',
  'like',
  'comment',
  'check',
  'redeem',
  ECHO_MARKER,
  '',
];

const HOSTILE_VALUES = [
  ECHO_MARKER,
  `a\u0000b${ECHO_MARKER}`,
  '\u0001\u001b[31m\r\nSet-Cookie: x=1',
  '\ud800\u202e\u200b',
  '-1',
  '1e309',
  '99999999999999999999',
  '/\t/evil.example',
  '//evil.example',
  'javascript:alert(1)',
  '',
  ' ',
];

const FILE_FIELDS = ['file', 'picture', 'data', 'logo', 'banner'];

/** A form of hostile values: an intent and a few of the known fields. */
function hostileFields(random: SeededRandom, value: () => string): [string, string][] {
  const names = random.shuffle(FORM_FIELDS).slice(0, random.int(1, 8));
  return [['intent', random.pick(INTENTS)], ...names.map((name): [string, string] => [name, value()])];
}

function urlEncoded(fields: [string, string][]): string {
  return new URLSearchParams(fields).toString();
}

function multipart(
  boundary: string,
  fields: [string, string][],
  file?: { field: string; name: string; type: string; body: string },
) {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n${file.body}\r\n`,
    );
  }
  return `${parts.join('')}--${boundary}--\r\n`;
}

const PAGE_KINDS = [
  'multipart-truncated',
  'multipart-no-boundary',
  'multipart-html-file',
  'invalid-json',
  'content-type',
  'form-huge',
  'form-control',
  'form-hostile',
] as const;

/** One hostile POST to a page action at `url`, of the given kind. */
function pageCase(kind: (typeof PAGE_KINDS)[number], url: string, random: SeededRandom): FuzzRequest {
  const boundary = `fuzz${random.int(1000, 9999)}`;
  const form = (value: () => string) => hostileFields(random, value);
  const base = { kind, method: 'POST', url };
  switch (kind) {
    case 'multipart-truncated': {
      const whole = multipart(
        boundary,
        form(() => random.pick(HOSTILE_VALUES)),
      );
      const cut = random.int(1, whole.length - 2);
      return {
        ...base,
        detail: `cut at ${cut}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: whole.slice(0, cut),
      };
    }
    case 'multipart-no-boundary':
      return {
        ...base,
        detail: '',
        headers: { 'content-type': 'multipart/form-data' },
        payload: urlEncoded(form(() => 'x')),
      };
    case 'multipart-html-file': {
      const file = {
        field: random.pick(FILE_FIELDS),
        name: `${ECHO_MARKER}.wav`,
        type: 'audio/wav',
        body: `<html>${ECHO_MARKER}</html>`,
      };
      return {
        ...base,
        detail: file.field,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(
          boundary,
          form(() => random.pick(HOSTILE_VALUES)),
          file,
        ),
      };
    }
    case 'invalid-json': {
      const payload = random.pick(['{"intent":', '{', 'null', '[]', `{"email": "${ECHO_MARKER}"}`, '\u0000']);
      return { ...base, detail: payload, headers: { 'content-type': 'application/json' }, payload };
    }
    case 'content-type': {
      const contentType = random.pick([
        'text/plain',
        'application/xml',
        'image/png',
        'text/html',
        'application/octet-stream',
      ]);
      return {
        ...base,
        detail: contentType,
        headers: { 'content-type': contentType },
        payload: urlEncoded(form(() => ECHO_MARKER)),
      };
    }
    case 'form-huge':
      return {
        ...base,
        detail: '100 KB fields',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: urlEncoded(form(() => `${ECHO_MARKER}é`.repeat(2600))),
      };
    case 'form-control':
      return {
        ...base,
        detail: 'NUL and control',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: urlEncoded(form(() => `\u0000\u0001${ECHO_MARKER}\r\n`)),
      };
    default:
      return {
        ...base,
        detail: 'hostile values',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: urlEncoded(form(() => random.pick(HOSTILE_VALUES))),
      };
  }
}

/**
 * `count` hostile POSTs to a page action (each kind at least once), to the page's URL or, for some, to
 * its `.data` URL (what React Router's client posts to).
 */
export function pageActionRequests(url: string, random: SeededRandom, count: number): FuzzRequest[] {
  const total = Math.max(count, PAGE_KINDS.length);
  return Array.from({ length: total }, (_, index) => {
    const kind = index < PAGE_KINDS.length ? (PAGE_KINDS[index] ?? 'form-hostile') : random.pick(PAGE_KINDS);
    const [pathname = '', search] = url.split('?');
    const target = random.chance(0.25)
      ? `${pathname === '/' ? '/_root' : pathname}.data${search ? `?${search}` : ''}`
      : url;
    return pageCase(kind, target, random);
  });
}

/** What is wrong with a page's answer to a hostile POST: a 5xx, or the input echoed raw into HTML. */
export function pageProblemsOf(answer: { status: number; headers: Record<string, unknown>; text: string }): string[] {
  const header = answer.headers['content-type'];
  const contentType = typeof header === 'string' ? header : '';
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (!contentType.startsWith('application/json') && answer.text.includes(ECHO_MARKER))
    problems.push(`echoes the input raw as ${contentType || 'no content type'}`);
  return problems;
}
