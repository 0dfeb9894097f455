// GET /api/projects/{id}/statement (spec section 7 Projects: projects/{id}/statement, binary): the
// month's statement as a PDF or a spreadsheet, or its figures as JSON, declared in
// packages/contracts/src/endpoints/statements.ts. The project's owner and staff only; anyone else
// gets 404.
import { statementsEndpoints } from '@spindle/contracts';
import type { AppLocale, Statement } from '@spindle/domain';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { projectCheck, type ProjectAccessChecker, type ProjectRow } from '../projects/index.ts';
import { statementSummaryOf, type PayeeShareOfMonth, type StatementsService } from './statements.service.ts';

export interface StatementsRoutesOptions {
  statements: StatementsService;
  access: ProjectAccessChecker;
  clock?: () => Date;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The statement as a file: `statement-{project}-{YYYY-MM}.pdf` or `.xlsx`, in the reader's language;
 * a payee's own (with their share) is `statement-{project}-{YYYY-MM}-share.pdf`.
 */
export async function sendStatementFile(
  reply: FastifyReply,
  { project, statement, share }: { project: ProjectRow; statement: Statement; share?: PayeeShareOfMonth },
  query: { format: 'pdf' | 'xlsx'; lang: AppLocale },
  issuedAt: Date,
) {
  const meta = {
    locale: query.lang,
    artistName: project.artistName,
    projectTitle: project.name,
    issuedAt,
    payeeShare: share,
  };
  const base = `statement-${project.id}-${statement.period.key}${share ? '-share' : ''}`;
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

export function statementsRoutes(options: StatementsRoutesOptions) {
  const { statements } = options;
  const clock = options.clock ?? (() => new Date());
  return routesOf(
    statementsEndpoints,
    {
      statement: async ({ params, query, user }, { reply }) => {
        const stated = await statements.statement(user, params.id, query.period);
        if (query.format === 'json') return statementSummaryOf(stated.project.id, stated.statement);
        return sendStatementFile(reply, stated, { format: query.format, lang: query.lang }, clock());
      },
    },
    { statement: projectCheck(options.access, 'read') },
  );
}
