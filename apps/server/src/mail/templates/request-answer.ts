// To whoever asked for a pressing quote or a call back, when the team answers on /bids (issue 14,
// docs/admin.md "Users, bids, invoices and payments"): the team's message, in the requester's language.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface RequestAnswerData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  /** What was asked: a quote (its number and copies) or a call back (about a project or not). */
  request: { kind: 'quote'; id: number; quantity: number } | { kind: 'call_me'; projectName: string | null };
  /** The team's answer, as typed. */
  message: string;
}

interface Copy {
  quoteSubject(id: number): string;
  callMeSubject: string;
  quoteIntro(id: number, quantity: number): string;
  callMeIntro(project: string | null): string;
  replyHint: string;
  quoteButton: string;
  callMeButton: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    quoteSubject: (id) => `Your pressing quote request #${id}: our answer`,
    callMeSubject: 'Your call-back request: our answer',
    quoteIntro: (id, quantity) =>
      `Thank you for your pressing quote request #${id} (${quantity} copies). Here is our team’s answer:`,
    callMeIntro: (p) =>
      p
        ? `You asked us to call you back about “${p}”. Here is our team’s answer:`
        : 'You asked us to call you back. Here is our team’s answer:',
    replyHint: 'Reply to this e-mail if you have any question: it reaches our team.',
    quoteButton: 'Open the pressing quote',
    callMeButton: 'Open my projects',
  },
  fr: {
    quoteSubject: (id) => `Votre demande de devis de pressage n° ${id} : notre réponse`,
    callMeSubject: 'Votre demande de rappel : notre réponse',
    quoteIntro: (id, quantity) =>
      `Merci pour votre demande de devis de pressage n° ${id} (${quantity} exemplaires). Voici la réponse de notre équipe :`,
    callMeIntro: (p) =>
      p
        ? `Vous nous avez demandé de vous rappeler au sujet de « ${p} ». Voici la réponse de notre équipe :`
        : 'Vous nous avez demandé de vous rappeler. Voici la réponse de notre équipe :',
    replyHint: 'Répondez à cet e-mail pour toute question : votre message parviendra à notre équipe.',
    quoteButton: 'Ouvrir le devis de pressage',
    callMeButton: 'Ouvrir mes projets',
  },
  es: {
    quoteSubject: (id) => `Tu solicitud de presupuesto de prensado n.º ${id}: nuestra respuesta`,
    callMeSubject: 'Tu solicitud de llamada: nuestra respuesta',
    quoteIntro: (id, quantity) =>
      `Gracias por tu solicitud de presupuesto de prensado n.º ${id} (${quantity} copias). Esta es la respuesta de nuestro equipo:`,
    callMeIntro: (p) =>
      p
        ? `Nos pediste que te llamáramos sobre «${p}». Esta es la respuesta de nuestro equipo:`
        : 'Nos pediste que te llamáramos. Esta es la respuesta de nuestro equipo:',
    replyHint: 'Si tienes alguna pregunta, responde a este correo: llegará a nuestro equipo.',
    quoteButton: 'Abrir el presupuesto de prensado',
    callMeButton: 'Abrir mis proyectos',
  },
  kr: {
    quoteSubject: (id) => `프레싱 견적 요청 #${id}에 대한 답변`,
    callMeSubject: '전화 요청에 대한 답변',
    quoteIntro: (id, quantity) =>
      `프레싱 견적 요청 #${id}(${quantity}장)을 보내 주셔서 감사합니다. 저희 팀의 답변입니다.`,
    callMeIntro: (p) =>
      p ? `“${p}”에 관해 전화를 요청하셨습니다. 저희 팀의 답변입니다.` : '전화를 요청하셨습니다. 저희 팀의 답변입니다.',
    replyHint: '궁금한 점이 있으시면 이 메일에 회신해 주세요. 저희 팀에 전달됩니다.',
    quoteButton: '프레싱 견적 열기',
    callMeButton: '내 프로젝트 열기',
  },
  zh: {
    quoteSubject: (id) => `您的压片报价申请 #${id}：我们的答复`,
    callMeSubject: '您的回电申请：我们的答复',
    quoteIntro: (id, quantity) => `感谢您提交压片报价申请 #${id}（${quantity} 张）。以下是我们团队的答复：`,
    callMeIntro: (p) =>
      p ? `您请我们就《${p}》给您回电。以下是我们团队的答复：` : '您请我们给您回电。以下是我们团队的答复：',
    replyHint: '如有任何问题，请直接回复此邮件，我们的团队会收到。',
    quoteButton: '打开压片报价',
    callMeButton: '打开我的项目',
  },
};

/** The team's answer to a quote or call-back request, in the requester's language. */
export const requestAnswerTemplate: EmailTemplate<RequestAnswerData> = {
  key: 'request_answer',
  render(locale, data) {
    const copy = COPY[locale];
    const { request } = data;
    const isQuote = request.kind === 'quote';
    const subject = isQuote ? copy.quoteSubject(request.id) : copy.callMeSubject;
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: subject,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        {
          kind: 'paragraph',
          text: isQuote ? copy.quoteIntro(request.id, request.quantity) : copy.callMeIntro(request.projectName),
        },
        { kind: 'quote', text: data.message },
        { kind: 'paragraph', text: copy.replyHint },
        {
          kind: 'button',
          label: isQuote ? copy.quoteButton : copy.callMeButton,
          href: emailLink(data.baseUrl, isQuote ? '/quote' : '/my-account/projects', locale),
          showUrl: false,
        },
      ],
    });
  },
};
