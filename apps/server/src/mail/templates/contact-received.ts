// A message sent through /contact: one e-mail to staff with the visitor's message (the caller sets
// replyTo to the visitor, so staff answer by replying), one acknowledgement to the visitor.
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { formatEmailDateTime } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface ContactReceivedData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  /** The language the visitor wrote from, so staff can answer in it. */
  visitorLocale: AppLocale;
  receivedAt: Date;
}

export interface ContactAcknowledgementData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  message: string;
}

interface StaffCopy {
  subject(name: string, topic: string | undefined): string;
  heading: string;
  name: string;
  email: string;
  topic: string;
  language: string;
  received: string;
  message: string;
  reply: string;
}

const STAFF_COPY: Readonly<Record<AppLocale, StaffCopy>> = {
  en: {
    subject: (name, topic) => (topic ? `Contact: ${topic} (${name})` : `Contact: message from ${name}`),
    heading: 'New message from the contact form',
    name: 'Name',
    email: 'E-mail',
    topic: 'Subject',
    language: 'Language',
    received: 'Received',
    message: 'Message:',
    reply: 'Reply to this e-mail to answer the visitor directly.',
  },
  fr: {
    subject: (name, topic) => (topic ? `Contact : ${topic} (${name})` : `Contact : message de ${name}`),
    heading: 'Nouveau message du formulaire de contact',
    name: 'Nom',
    email: 'E-mail',
    topic: 'Objet',
    language: 'Langue',
    received: 'Reçu le',
    message: 'Message :',
    reply: 'Répondez à cet e-mail pour écrire directement à la personne.',
  },
  es: {
    subject: (name, topic) => (topic ? `Contacto: ${topic} (${name})` : `Contacto: mensaje de ${name}`),
    heading: 'Nuevo mensaje del formulario de contacto',
    name: 'Nombre',
    email: 'Correo electrónico',
    topic: 'Asunto',
    language: 'Idioma',
    received: 'Recibido',
    message: 'Mensaje:',
    reply: 'Responde a este correo para contestar directamente a la persona.',
  },
  kr: {
    subject: (name, topic) => (topic ? `문의: ${topic} (${name})` : `문의: ${name}님의 메시지`),
    heading: '문의 양식으로 새 메시지가 도착했습니다',
    name: '이름',
    email: '이메일',
    topic: '제목',
    language: '언어',
    received: '접수 일시',
    message: '메시지:',
    reply: '이 이메일에 회신하면 문의하신 분께 바로 답장할 수 있습니다.',
  },
  zh: {
    subject: (name, topic) => (topic ? `联系表单：${topic}（${name}）` : `联系表单：来自 ${name} 的留言`),
    heading: '联系表单收到新留言',
    name: '姓名',
    email: '电子邮箱',
    topic: '主题',
    language: '语言',
    received: '收到时间',
    message: '留言内容：',
    reply: '直接回复此邮件即可答复对方。',
  },
};

interface AcknowledgementCopy {
  subject: string;
  preheader: string;
  heading: string;
  body: string;
  yourMessage: string;
  help: string;
  helpButton: string;
}

const ACKNOWLEDGEMENT_COPY: Readonly<Record<AppLocale, AcknowledgementCopy>> = {
  en: {
    subject: 'We have received your message',
    preheader: 'Thanks for writing to Spindle. We will get back to you soon.',
    heading: 'Thanks for your message',
    body: 'We have received your message and someone from our team will reply as soon as possible.',
    yourMessage: 'Your message:',
    help: 'In the meantime, you may find your answer in our help centre.',
    helpButton: 'Visit the help centre',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    preheader: 'Merci d’avoir écrit à Spindle. Nous vous répondons très vite.',
    heading: 'Merci pour votre message',
    body: 'Nous avons bien reçu votre message ; un membre de notre équipe vous répondra dans les meilleurs délais.',
    yourMessage: 'Votre message :',
    help: 'En attendant, vous trouverez peut-être la réponse dans notre centre d’aide.',
    helpButton: 'Consulter le centre d’aide',
  },
  es: {
    subject: 'Hemos recibido tu mensaje',
    preheader: 'Gracias por escribir a Spindle. Te responderemos pronto.',
    heading: 'Gracias por tu mensaje',
    body: 'Hemos recibido tu mensaje y alguien de nuestro equipo te responderá lo antes posible.',
    yourMessage: 'Tu mensaje:',
    help: 'Mientras tanto, quizá encuentres la respuesta en nuestro centro de ayuda.',
    helpButton: 'Ir al centro de ayuda',
  },
  kr: {
    subject: '문의가 접수되었습니다',
    preheader: 'Spindle에 문의해 주셔서 감사합니다. 곧 답변드리겠습니다.',
    heading: '문의해 주셔서 감사합니다',
    body: '보내 주신 메시지를 잘 받았습니다. 담당자가 확인하는 대로 빠르게 답변드리겠습니다.',
    yourMessage: '보내 주신 메시지:',
    help: '그동안 고객센터에서 궁금하신 내용의 답을 찾아보실 수도 있습니다.',
    helpButton: '고객센터 바로가기',
  },
  zh: {
    subject: '我们已收到您的留言',
    preheader: '感谢您联系 Spindle，我们会尽快回复您。',
    heading: '感谢您的留言',
    body: '我们已收到您的留言，团队成员会尽快回复您。',
    yourMessage: '您的留言：',
    help: '在此期间，您也可以在帮助中心查找常见问题的解答。',
    helpButton: '前往帮助中心',
  },
};

/** To staff (in the staff member's locale): who wrote, from which language, and the message as written. */
export const contactReceivedTemplate: EmailTemplate<ContactReceivedData> = {
  key: 'contact_received',
  render(locale, data) {
    const copy = STAFF_COPY[locale];
    const topic = data.subject?.trim() || undefined;
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject(data.name, topic),
      preheader: data.message.slice(0, 120),
      signOff: false,
      blocks: [
        { kind: 'heading', text: copy.heading },
        {
          kind: 'details',
          rows: [
            { label: copy.name, value: data.name },
            { label: copy.email, value: data.email },
            ...(topic ? [{ label: copy.topic, value: topic }] : []),
            { label: copy.language, value: LOCALE_META[data.visitorLocale].label },
            { label: copy.received, value: formatEmailDateTime(data.receivedAt, locale) },
          ],
        },
        { kind: 'paragraph', text: copy.message },
        { kind: 'quote', text: data.message },
        { kind: 'note', text: copy.reply },
      ],
    });
  },
};

/** To the visitor: we have it, a copy of what they wrote, and the help centre meanwhile. */
export const contactAcknowledgementTemplate: EmailTemplate<ContactAcknowledgementData> = {
  key: 'contact_acknowledgement',
  render(locale, data) {
    const copy = ACKNOWLEDGEMENT_COPY[locale];
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: copy.heading },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.body },
        { kind: 'paragraph', text: copy.yourMessage },
        { kind: 'quote', text: data.message },
        { kind: 'paragraph', text: copy.help },
        { kind: 'button', label: copy.helpButton, href: emailLink(data.baseUrl, '/help', locale), showUrl: false },
      ],
    });
  },
};
