// /bids through the API (PGlite and PostgreSQL): a call-back request is kept, not only e-mailed; the
// admin flag lists it beside the quote requests and answers it; the answer reaches the requester by
// e-mail in their language, the request is marked answered with who and when, once, and audited; the
// staff home counts both kinds.
import {
  adminBidPageSchema,
  adminBidSchema,
  errorBodySchema,
  quoteRequestResponseSchema,
  staffHomeSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createProjectsTestKit, type ProjectsTestKit } from '../projects/testing.ts';
import { addVerifiedStaffSession } from './testing.ts';

let kit: ProjectsTestKit;
let adminToken: string;
let teamToken: string;
let projectId: number;

beforeAll(async () => {
  kit = await createProjectsTestKit();
  const [admin] = await kit.database.db
    .insert(schema.users)
    .values({ name: 'Alex Admin', email: 'alex.admin@example.test', role: 'team', isAdmin: true })
    .returning({ id: schema.users.id });
  adminToken = await addVerifiedStaffSession(kit.database, admin!.id);
  teamToken = await addVerifiedStaffSession(kit.database, kit.team.id);
  const [project] = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Blue Hours',
      slug: 'blue-hours',
      artistName: 'Nina Sky',
      category: 'vinyl',
      priceEurMinor: 2500,
      artistId: kit.artist.artistId,
      step: 'creating',
    })
    .returning({ id: schema.projects.id });
  projectId = project!.id;
}, 120_000);
afterAll(() => kit?.close());

function as(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return send(kit.app, {
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function askCallBack() {
  const response = await kit.call(kit.artist, 'POST', '/api/projects/call-me', {
    projectId,
    name: 'Nina',
    phone: '+33 6 12 34 56 78',
    when: 'weekday mornings',
    message: 'About the test pressing',
    lang: 'fr',
  });
  expect(response.statusCode).toBe(201);
  const [row] = await kit.database.db
    .select()
    .from(schema.callMeRequests)
    .where(eq(schema.callMeRequests.userId, kit.artist.id))
    .orderBy(schema.callMeRequests.id);
  return row!;
}

async function askQuote(email: string, lang: string) {
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { name: 'Ana Lopez', email, quantity: 500, colour: 'mint', lang, comment: 'For a tour' },
  });
  expect(response.statusCode).toBe(201);
  return quoteRequestResponseSchema.parse(response.json()).id;
}

describe('call-back requests', () => {
  it('keeps the request with its details (and still e-mails the team)', async () => {
    const row = await askCallBack();
    expect(row).toMatchObject({
      email: kit.artist.email,
      name: 'Nina',
      phone: '+33 6 12 34 56 78',
      preferredTime: 'weekday mornings',
      message: 'About the test pressing',
      projectId,
      projectName: 'Blue Hours',
      lang: 'fr',
      answeredAt: null,
    });
    const [mail] = await listOutbox(kit.database.db, { template: 'contact_received', limit: 1 });
    expect(mail?.text).toContain('+33 6 12 34 56 78');
  });
});

describe('/bids', () => {
  it('lists open quote and call-back requests, newest first, and the staff home counts both', async () => {
    const quoteId = await askQuote('ana.bids@example.test', 'es');
    const page = bodyOf(adminBidPageSchema, await as(adminToken, 'GET', '/api/admin/bids'));
    expect(page.rows.map((bid) => [bid.kind, bid.id])).toContainEqual(['quote', quoteId]);
    expect(page.rows.some((bid) => bid.kind === 'call_me' && bid.project?.name === 'Blue Hours')).toBe(true);
    const dates = page.rows.map((bid) => bid.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const quote = page.rows.find((bid) => bid.kind === 'quote' && bid.id === quoteId);
    expect(quote).toMatchObject({ lang: 'es', quantity: 500, email: 'ana.bids@example.test', answer: null });
    const home = bodyOf(staffHomeSchema, await as(adminToken, 'GET', '/api/admin/home'));
    expect(home.work.requests_to_answer).toBe(page.total);
    const onlyCalls = bodyOf(adminBidPageSchema, await as(adminToken, 'GET', '/api/admin/bids?kind=call_me'));
    expect(onlyCalls.rows.every((bid) => bid.kind === 'call_me')).toBe(true);
    expect(onlyCalls.total).toBeLessThan(page.total);
  });

  it('is the admin flag’s: a team member without it is refused', async () => {
    expect((await as(teamToken, 'GET', '/api/admin/bids')).status).toBe(403);
    expect((await as(teamToken, 'POST', '/api/admin/bids/call_me/1/answer', { message: 'Hi' })).status).toBe(403);
  });

  it('answers a call-back request: e-mailed in the requester’s language, marked answered with who and when, audited, once', async () => {
    const request = await askCallBack();
    const before = bodyOf(staffHomeSchema, await as(adminToken, 'GET', '/api/admin/home')).work.requests_to_answer;
    const message = 'Nous vous appelons lundi à 10 h.';
    const response = await as(adminToken, 'POST', `/api/admin/bids/call_me/${request.id}/answer`, { message });
    const answered = bodyOf(adminBidSchema, response);
    expect(answered.answer).toMatchObject({ message, by_name: 'Alex Admin' });
    const [row] = await kit.database.db
      .select()
      .from(schema.callMeRequests)
      .where(eq(schema.callMeRequests.id, request.id));
    expect(row).toMatchObject({ answer: message, answeredByName: 'Alex Admin' });
    expect(row?.answeredAt).toBeInstanceOf(Date);
    const mails = await listOutbox(kit.database.db, { to: kit.artist.email, template: 'request_answer', limit: 10 });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'fr', subject: 'Votre demande de rappel : notre réponse' });
    expect(mails[0]?.text).toContain(message);
    expect(mails[0]?.text).toContain('Blue Hours');
    const audit = await kit.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'call_me_request'), eq(schema.auditLog.entityId, String(request.id))));
    expect(audit).toEqual([expect.objectContaining({ action: 'bid.answer', staffName: 'Alex Admin' })]);
    const after = bodyOf(staffHomeSchema, await as(adminToken, 'GET', '/api/admin/home')).work.requests_to_answer;
    expect(after).toBe(before - 1);

    const again = await as(adminToken, 'POST', `/api/admin/bids/call_me/${request.id}/answer`, { message: 'Twice' });
    expect(again.status).toBe(409);
    expect(bodyOf(errorBodySchema, again).error.code).toBe('request_already_answered');
    expect(
      await listOutbox(kit.database.db, { to: kit.artist.email, template: 'request_answer', limit: 10 }),
    ).toHaveLength(1);
    const answeredPage = bodyOf(adminBidPageSchema, await as(adminToken, 'GET', '/api/admin/bids?status=answered'));
    expect(answeredPage.rows.map((bid) => [bid.kind, bid.id])).toContainEqual(['call_me', request.id]);
  });

  it('answers a quote request in Spanish; the request is contacted; an unknown one is 404', async () => {
    const quoteId = await askQuote('sol.quote@example.test', 'es');
    const response = await as(adminToken, 'POST', `/api/admin/bids/quote/${quoteId}/answer`, {
      message: 'Podemos prensarlo en mayo.',
    });
    expect(response.status).toBe(200);
    const [row] = await kit.database.db.select().from(schema.quotes).where(eq(schema.quotes.id, quoteId));
    expect(row).toMatchObject({ status: 'contacted', answer: 'Podemos prensarlo en mayo.', lang: 'es' });
    const [mail] = await listOutbox(kit.database.db, {
      to: 'sol.quote@example.test',
      template: 'request_answer',
      limit: 1,
    });
    expect(mail?.subject).toBe(`Tu solicitud de presupuesto de prensado n.º ${quoteId}: nuestra respuesta`);
    expect((await as(adminToken, 'POST', '/api/admin/bids/quote/999999/answer', { message: 'x' })).status).toBe(404);
    expect((await as(adminToken, 'POST', `/api/admin/bids/quote/${quoteId}/answer`, { message: ' ' })).status).toBe(
      400,
    );
  });
});
