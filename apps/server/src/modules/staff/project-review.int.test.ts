// Project review through the API (PGlite and PostgreSQL): the queue of submitted projects, approve
// (on sale now, or coming soon before the start date), refuse with a message the artist receives in
// their language, moves only along the allowed transitions, and an audit row for every staff write.
import { adminProjectPageSchema, adminProjectSchema, auditPageSchema, staffHomeSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createProjectsTestKit, type ProjectsTestKit } from '../projects/testing.ts';
import { addVerifiedStaffSession } from './testing.ts';

let kit: ProjectsTestKit;
let staffToken: string;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  kit = await createProjectsTestKit();
  await kit.database.db.update(schema.users).set({ lang: 'fr' }).where(eq(schema.users.id, kit.artist.id));
  staffToken = await addVerifiedStaffSession(kit.database, kit.team.id);
}, 120_000);
afterAll(() => kit?.close());

async function submittedProject(name: string, values: Partial<typeof schema.projects.$inferInsert> = {}) {
  const [row] = await kit.database.db
    .insert(schema.projects)
    .values({
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      artistName: 'Nina Sky',
      category: 'vinyl',
      priceEurMinor: 2500,
      artistId: kit.artist.artistId,
      step: 'checking',
      ...values,
    })
    .returning();
  await kit.database.db
    .insert(schema.projectStepHistory)
    .values({ projectId: row!.id, fromStep: 'creating', toStep: 'checking', byUserId: kit.artist.id, at: new Date() });
  return row!;
}

function asStaff(method: 'GET' | 'POST', url: string, payload?: object) {
  return send(kit.app, {
    method,
    url,
    headers: { authorization: `Bearer ${staffToken}` },
    ...(payload ? { payload } : {}),
  });
}

async function auditRowsOf(projectId: number) {
  return kit.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entityId, String(projectId)));
}

describe('project review', () => {
  it('lists the submitted projects, counts them on the staff home, and finds one by name', async () => {
    const project = await submittedProject('Queue Record');
    const page = bodyOf(adminProjectPageSchema, await asStaff('GET', '/api/admin/projects?sort=name&dir=asc'));
    expect(page.rows.map((row) => row.id)).toContain(project.id);
    expect(page.rows.every((row) => row.step === 'checking')).toBe(true);
    expect(page.rows.find((row) => row.id === project.id)?.submitted_at).not.toBeNull();
    const home = bodyOf(staffHomeSchema, await asStaff('GET', '/api/admin/home'));
    expect(home.work.projects_to_review).toBe(page.total);
    expect(home.permissions).toContain('reviews');
    expect(home.permissions).not.toContain('refunds');
    const found = JSON.parse((await asStaff('GET', '/api/admin/search?q=queue%20rec')).text) as {
      hits: { kind: string; id: number }[];
    };
    expect(found.hits).toContainEqual(expect.objectContaining({ kind: 'project', id: project.id }));
  });

  it('approves a submitted project: on sale, who and when recorded, audited, the artist told in French', async () => {
    const project = await submittedProject('Approved Record');
    const view = bodyOf(adminProjectSchema, await asStaff('POST', `/api/admin/projects/${project.id}/approve`));
    expect(view.project.step).toBe('in_progress');
    expect(view.steps.at(-1)).toMatchObject({ from: 'checking', to: 'in_progress', by_name: 'Team Member' });
    expect(view.owner?.id).toBe(kit.artist.id);
    const [row] = await auditRowsOf(project.id);
    expect(row).toMatchObject({
      action: 'project.approve',
      entityType: 'project',
      staffUserId: kit.team.id,
      before: { step: 'checking' },
      after: { step: 'in_progress' },
    });
    expect(view.history.map((entry) => entry.action)).toEqual(['project.approve']);
    const [mail] = await listOutbox(kit.database.db, { to: kit.artist.email, limit: 1 });
    expect(mail?.template).toBe('project_decision');
    expect(mail?.locale).toBe('fr');
    expect(mail?.subject).toContain('est validé');
    // The artist's own page of the project shows the new step.
    const mine = await kit.call(kit.artist, 'GET', `/api/projects/${project.id}/edit`);
    expect((JSON.parse(mine.body) as { step: string }).step).toBe('in_progress');
  });

  it('approves a project whose start date is ahead as coming soon (promo)', async () => {
    const project = await submittedProject('Coming Record', { startAt: new Date(Date.now() + 10 * DAY_MS) });
    const before = bodyOf(adminProjectSchema, await asStaff('GET', `/api/admin/projects/${project.id}`));
    expect(before.approve_to).toBe('promo');
    const view = bodyOf(adminProjectSchema, await asStaff('POST', `/api/admin/projects/${project.id}/approve`));
    expect(view.project.step).toBe('promo');
  });

  it('refuses with a message the artist receives by e-mail and finds in the project’s steps', async () => {
    const project = await submittedProject('Refused Record');
    const message = 'The cover is too blurry: please upload a 3000 px image.';
    const view = bodyOf(
      adminProjectSchema,
      await asStaff('POST', `/api/admin/projects/${project.id}/refuse`, { message }),
    );
    expect(view.project.step).toBe('refused');
    const mine = JSON.parse((await kit.call(kit.artist, 'GET', `/api/projects/${project.id}/edit`)).body) as {
      stepHistory: { to: string; comment: string | null }[];
    };
    expect(mine.stepHistory.at(-1)).toMatchObject({ to: 'refused', comment: message });
    const [mail] = await listOutbox(kit.database.db, { to: kit.artist.email, limit: 1 });
    expect(mail?.text).toContain(message);
    expect((await auditRowsOf(project.id)).map((row) => row.action)).toEqual(['project.refuse']);
  });

  it('moves only along allowed transitions, and a refused move leaves no audit row', async () => {
    const project = await submittedProject('Moved Record');
    const refused = await asStaff('POST', `/api/admin/projects/${project.id}/step`, { step: 'paid' });
    expect(refused.status).toBe(409);
    expect(await auditRowsOf(project.id)).toEqual([]);
    const moved = await asStaff('POST', `/api/admin/projects/${project.id}/step`, { step: 'private', comment: 'pro' });
    expect(bodyOf(adminProjectSchema, moved).project.step).toBe('private');
    const again = await asStaff('POST', `/api/admin/projects/${project.id}/approve`);
    expect(again.status).toBe(409);
    expect((await auditRowsOf(project.id)).map((row) => row.action)).toEqual(['project.move']);
  });

  it('lists the audit log filtered by entity and by staff member', async () => {
    const project = await submittedProject('Audited Record');
    await asStaff('POST', `/api/admin/projects/${project.id}/approve`);
    const byEntity = bodyOf(
      auditPageSchema,
      await asStaff('GET', `/api/admin/audit?entity_type=project&entity_id=${project.id}`),
    );
    expect(byEntity.rows.map((row) => row.action)).toEqual(['project.approve']);
    const byStaff = bodyOf(auditPageSchema, await asStaff('GET', `/api/admin/audit?staff_user_id=${kit.team.id}`));
    expect(byStaff.total).toBeGreaterThanOrEqual(4);
    expect(byStaff.rows.every((row) => row.staff_user_id === kit.team.id)).toBe(true);
    const nobody = bodyOf(auditPageSchema, await asStaff('GET', `/api/admin/audit?staff_user_id=${kit.artist.id}`));
    expect(nobody.total).toBe(0);
  });

  it('is refused to the artist (403) and to a visitor (401)', async () => {
    const project = await submittedProject('Guarded Record');
    expect((await kit.call(kit.artist, 'POST', `/api/admin/projects/${project.id}/approve`)).statusCode).toBe(403);
    expect((await kit.call(null, 'GET', '/api/admin/projects')).statusCode).toBe(401);
  });
});
