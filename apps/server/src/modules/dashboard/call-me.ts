// POST /api/projects/call-me: an artist asks the team to call back. The request is recorded (the quote
// module keeps it until the team answers on /bids) and e-mailed to staff (contact_received template,
// reply-to the artist), naming the project when one is given; a project the user may not read is 404
// like everywhere else on the artist side.
import type { CallMeRequest } from '@spindle/contracts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactReceivedTemplate } from '../../mail/templates/index.ts';
import type { RateLimitRules } from '../../rate-limit/rate-limiter.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { ProjectAccessChecker, ProjectRow } from '../projects/index.ts';
import type { NewCallMeRequest } from '../quote/index.ts';

/** POST projects/call-me e-mails the team: three requests per user, earned back over an hour. */
export const CALL_ME_RATE_LIMIT: RateLimitRules = { points: 3, durationSeconds: 3600 };

export interface CallMeDeps {
  access: ProjectAccessChecker;
  /** Keeps the request until the team answers it (quote's recordCallMeRequest). */
  recordCallMe: (request: NewCallMeRequest) => Promise<number>;
  mailer: Pick<Mailer, 'send'>;
  staffEmail: string;
  clock: () => Date;
}

/** The e-mail's text: who to call, when, about which project, and the artist's own words. */
function callMeMessageOf(body: CallMeRequest, project: ProjectRow | null): string {
  return [
    `Please call ${body.name} back on ${body.phone}.`,
    body.when ? `When: ${body.when}` : null,
    project ? `Project: #${project.id} ${project.name} (${project.artistName}), step ${project.step}` : null,
    body.message ? `\n${body.message}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** Records the call-back request, then e-mails it to the team; `baseUrl` is where the e-mail's links point. */
export async function sendCallMeRequest(
  deps: CallMeDeps,
  user: AuthenticatedUser,
  body: CallMeRequest,
  baseUrl: string,
): Promise<void> {
  const project = body.projectId === undefined ? null : (await deps.access.load(user, body.projectId, 'read')).project;
  await deps.recordCallMe({
    userId: user.id,
    email: user.email,
    name: body.name,
    phone: body.phone,
    preferredTime: body.when || null,
    message: body.message || null,
    project: project ? { id: project.id, name: project.name } : null,
    lang: body.lang,
  });
  await deps.mailer.send({
    to: deps.staffEmail,
    locale: 'en',
    template: contactReceivedTemplate.key,
    replyTo: user.email,
    userId: user.id,
    tags: ['call-me'],
    ...contactReceivedTemplate.render('en', {
      baseUrl,
      name: body.name,
      email: user.email,
      subject: 'Call me back',
      message: callMeMessageOf(body, project),
      visitorLocale: body.lang,
      receivedAt: deps.clock(),
    }),
  });
}
