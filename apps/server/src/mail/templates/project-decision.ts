// To a project's owner when staff decide on the submitted project (issue 14, docs/admin.md "Project
// review"): approved (on sale now, or coming soon until its start date), or refused with the team's
// message, which the artist also finds on the project's page.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { formatEmailDate } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface ProjectDecisionData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  project: { id: number; name: string };
  /** refused: with the team's message; approved: on sale now, or from `opensAt` (coming soon). */
  decision: { kind: 'refused'; message: string } | { kind: 'approved'; opensAt: Date | null };
}

interface Copy {
  approvedSubject(project: string): string;
  refusedSubject(project: string): string;
  approvedNow(project: string): string;
  approvedLater(project: string, date: string): string;
  refusedIntro(project: string): string;
  refusedNext: string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    approvedSubject: (p) => `“${p}” is approved`,
    refusedSubject: (p) => `“${p}” needs changes before it goes on sale`,
    approvedNow: (p) => `Good news: our team approved “${p}”. It is on sale now.`,
    approvedLater: (p, date) => `Good news: our team approved “${p}”. It shows as coming soon and opens on ${date}.`,
    refusedIntro: (p) => `Our team reviewed “${p}” and cannot put it on sale as it is. Their message:`,
    refusedNext: 'Make the changes in your project, then submit it again: we will review it once more.',
    button: 'Open my project',
  },
  fr: {
    approvedSubject: (p) => `« ${p} » est validé`,
    refusedSubject: (p) => `« ${p} » doit être modifié avant sa mise en vente`,
    approvedNow: (p) => `Bonne nouvelle : notre équipe a validé « ${p} ». Il est en vente dès maintenant.`,
    approvedLater: (p, date) =>
      `Bonne nouvelle : notre équipe a validé « ${p} ». Il apparaît comme bientôt disponible et ouvre le ${date}.`,
    refusedIntro: (p) => `Notre équipe a examiné « ${p} » et ne peut pas le mettre en vente en l’état. Son message :`,
    refusedNext: 'Apportez les modifications à votre projet, puis soumettez-le à nouveau : nous l’examinerons encore.',
    button: 'Ouvrir mon projet',
  },
  es: {
    approvedSubject: (p) => `«${p}» está aprobado`,
    refusedSubject: (p) => `«${p}» necesita cambios antes de ponerse a la venta`,
    approvedNow: (p) => `Buenas noticias: nuestro equipo ha aprobado «${p}». Ya está a la venta.`,
    approvedLater: (p, date) =>
      `Buenas noticias: nuestro equipo ha aprobado «${p}». Aparece como próximamente y abre el ${date}.`,
    refusedIntro: (p) => `Nuestro equipo ha revisado «${p}» y no puede ponerlo a la venta tal como está. Su mensaje:`,
    refusedNext: 'Haz los cambios en tu proyecto y vuelve a enviarlo: lo revisaremos de nuevo.',
    button: 'Abrir mi proyecto',
  },
  kr: {
    approvedSubject: (p) => `“${p}” 프로젝트가 승인되었습니다`,
    refusedSubject: (p) => `“${p}” 프로젝트는 판매 전에 수정이 필요합니다`,
    approvedNow: (p) => `좋은 소식입니다. 저희 팀이 “${p}” 프로젝트를 승인했습니다. 지금 바로 판매가 시작됩니다.`,
    approvedLater: (p, date) =>
      `좋은 소식입니다. 저희 팀이 “${p}” 프로젝트를 승인했습니다. 출시 예정으로 표시되며 ${date}에 판매가 시작됩니다.`,
    refusedIntro: (p) => `저희 팀이 “${p}” 프로젝트를 검토했으나 현재 상태로는 판매할 수 없습니다. 팀의 메시지:`,
    refusedNext: '프로젝트를 수정한 뒤 다시 제출해 주세요. 다시 검토하겠습니다.',
    button: '내 프로젝트 열기',
  },
  zh: {
    approvedSubject: (p) => `《${p}》已通过审核`,
    refusedSubject: (p) => `《${p}》需要修改后才能上架`,
    approvedNow: (p) => `好消息：我们的团队已审核通过《${p}》，现已开售。`,
    approvedLater: (p, date) => `好消息：我们的团队已审核通过《${p}》。它将显示为即将推出，并于 ${date} 开售。`,
    refusedIntro: (p) => `我们的团队审核了《${p}》，目前无法按原样上架。团队的留言：`,
    refusedNext: '请修改您的项目后重新提交，我们会再次审核。',
    button: '打开我的项目',
  },
};

/** The decision on a submitted project, in the owner's language. */
export const projectDecisionTemplate: EmailTemplate<ProjectDecisionData> = {
  key: 'project_decision',
  render(locale, data) {
    const copy = COPY[locale];
    const { project, decision } = data;
    const refused = decision.kind === 'refused';
    const subject = refused ? copy.refusedSubject(project.name) : copy.approvedSubject(project.name);
    const body = refused
      ? [
          { kind: 'paragraph' as const, text: copy.refusedIntro(project.name) },
          { kind: 'quote' as const, text: decision.message },
          { kind: 'paragraph' as const, text: copy.refusedNext },
        ]
      : [
          {
            kind: 'paragraph' as const,
            text: decision.opensAt
              ? copy.approvedLater(project.name, formatEmailDate(decision.opensAt, locale))
              : copy.approvedNow(project.name),
          },
        ];
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: subject,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        ...body,
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, `/project/manage?id=${project.id}`, locale),
          showUrl: false,
        },
      ],
    });
  },
};
