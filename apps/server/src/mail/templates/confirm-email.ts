// Sent at sign-up: the link carries the confirmation token (POST auth/confirm-email, spec section 8).
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface ConfirmEmailData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  /** The confirmation token, as issued (it goes in the link's query string). */
  token: string;
}

interface Copy {
  subject: string;
  preheader: string;
  body: string;
  button: string;
  ignore: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: 'Confirm your e-mail address',
    preheader: 'One click to confirm your Spindle account.',
    body: 'Thanks for signing up to Spindle. Please confirm that this address is yours so that we can write to you about your orders and projects.',
    button: 'Confirm my address',
    ignore: 'If you did not create a Spindle account, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    preheader: 'Un clic pour confirmer votre compte Spindle.',
    body: 'Merci pour votre inscription sur Spindle. Confirmez que cette adresse est bien la vôtre afin que nous puissions vous écrire au sujet de vos commandes et de vos projets.',
    button: 'Confirmer mon adresse',
    ignore: 'Si vous n’avez pas créé de compte Spindle, vous pouvez ignorer cet e-mail.',
  },
  es: {
    subject: 'Confirma tu dirección de correo electrónico',
    preheader: 'Un clic para confirmar tu cuenta de Spindle.',
    body: 'Gracias por registrarte en Spindle. Confirma que esta dirección es tuya para que podamos escribirte sobre tus pedidos y proyectos.',
    button: 'Confirmar mi dirección',
    ignore: 'Si no has creado una cuenta en Spindle, puedes ignorar este correo.',
  },
  kr: {
    subject: '이메일 주소를 인증해 주세요',
    preheader: '한 번의 클릭으로 Spindle 계정 인증을 완료하세요.',
    body: 'Spindle에 가입해 주셔서 감사합니다. 주문과 프로젝트 소식을 보내 드릴 수 있도록 본인의 이메일 주소가 맞는지 확인해 주세요.',
    button: '이메일 주소 인증하기',
    ignore: 'Spindle 계정을 만든 적이 없다면 이 이메일은 무시하셔도 됩니다.',
  },
  zh: {
    subject: '请验证您的电子邮箱地址',
    preheader: '只需一步，即可完成 Spindle 账户验证。',
    body: '感谢您注册 Spindle。请确认这是您本人的邮箱地址，以便我们向您发送订单和项目的相关信息。',
    button: '验证邮箱地址',
    ignore: '如果您并未注册 Spindle 账户，请忽略此邮件。',
  },
};

/** Confirm-email: greeting, why, the confirmation button (link with the token), what to do if it was not you. */
export const confirmEmailTemplate: EmailTemplate<ConfirmEmailData> = {
  key: 'confirm_email',
  render(locale, data) {
    const copy = COPY[locale];
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: copy.subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.body },
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, '/confirm-email', locale, { token: data.token }),
        },
        { kind: 'note', text: copy.ignore },
      ],
    });
  },
};
