// GET /api/projects/{id}/statement (spec section 7 Projects: projects/{id}/statement, binary): the
// month's statement as a PDF or a spreadsheet, or its figures as JSON. The project's owner and staff
// only; anyone else gets 404.
import {
  errorBodySchema,
  managedProjectParamsSchema,
  statementQuerySchema,
  statementSummarySchema,
} from '@spindle/contracts';
import type { AppLocale, Statement } from '@spindle/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/authentication.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { projectGuard, type ProjectAccessChecker, type ProjectRow } from '../projects/index.ts';
import { statementSummaryOf, type StatementsService } from './statements.service.ts';

export interface StatementsRoutesOptions {
  statements: StatementsService;
  access: ProjectAccessChecker;
  clock?: () => Date;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary = (type: string) => z.unknown().describe(type);

/** The statement as a file: `statement-{project}-{YYYY-MM}.pdf` or `.xlsx`, in the reader's language. */
async function sendStatementFile(
  reply: FastifyReply,
  { project, statement }: { project: ProjectRow; statement: Statement },
  query: { format: 'pdf' | 'xlsx'; lang: AppLocale },
  issuedAt: Date,
) {
  const meta = { locale: query.lang, artistName: project.artistName, projectTitle: project.name, issuedAt };
  const base = `statement-${project.id}-${statement.period.key}`;
  reply.header('cache-control', 'private, no-store');
  if (query.format === 'xlsx') {
    const { renderStatementXlsx } = await import('../../documents/statement-xlsx.ts');
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', `${base}.xlsx`))
      .send(await renderStatementXlsx(statement, meta));
  }
  const { renderStatementPdf } = await import('../../documents/statement-pdf.ts');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', `${base}.pdf`))
    .send(await renderStatementPdf(statement, meta));
}

export const statementsRoutes: FastifyPluginCallbackZod<StatementsRoutesOptions> = (app, options, done) => {
  const { statements, access } = options;
  const clock = options.clock ?? (() => new Date());

  app.get(
    '/projects/:id/statement',
    {
      ...projectGuard(access, 'read'),
      schema: {
        tags: ['projects'],
        security: [{ bearer: [] }],
        summary: 'The month’s statement (PDF, XLSX, or its figures as JSON)',
        params: managedProjectParamsSchema,
        querystring: statementQuerySchema,
        response: {
          200: z.union([statementSummarySchema, binary('application/pdf or XLSX')]),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const stated = await statements.statement(currentUser(request), request.params.id, query.period);
      if (query.format === 'json') return statementSummaryOf(stated.project.id, stated.statement);
      return sendStatementFile(reply, stated, { format: query.format, lang: query.lang }, clock());
    },
  );
  done();
};
