// Sent by POST auth/forgot-password: a single-use link, valid one hour, to choose a new password.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

/** How long the link works; the auth module issues tokens with this lifetime, the e-mail states it. */
export const RESET_PASSWORD_LINK_VALIDITY_MS = 60 * 60 * 1000;

export interface ResetPasswordData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  /** The single-use reset token, as issued (it goes in the link's query string). */
  token: string;
}

interface Copy {
  subject: string;
  preheader: string;
  heading: string;
  body: string;
  button: string;
  validity: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: 'Reset your Spindle password',
    preheader: 'This link works once, within the next hour.',
    heading: 'Reset your password',
    body: 'We received a request to reset the password of your Spindle account. Choose a new one with the button below.',
    button: 'Choose a new password',
    validity:
      'This link can be used only once and expires in one hour. If you did not ask for a new password, ignore this e-mail: your current password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Spindle',
    preheader: 'Ce lien ne sert qu’une fois et expire dans une heure.',
    heading: 'Réinitialisation du mot de passe',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Spindle. Choisissez-en un nouveau grâce au bouton ci-dessous.',
    button: 'Choisir un nouveau mot de passe',
    validity:
      'Ce lien n’est valable qu’une seule fois et expire dans une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe actuel reste inchangé.',
  },
  es: {
    subject: 'Restablece tu contraseña de Spindle',
    preheader: 'Este enlace solo se puede usar una vez durante la próxima hora.',
    heading: 'Restablece tu contraseña',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Spindle. Elige una nueva con el botón de abajo.',
    button: 'Elegir una nueva contraseña',
    validity:
      'Este enlace solo se puede usar una vez y caduca en una hora. Si no has pedido una nueva contraseña, ignora este correo: tu contraseña actual no cambiará.',
  },
  kr: {
    subject: 'Spindle 비밀번호 재설정 안내',
    preheader: '이 링크는 1시간 동안 한 번만 사용할 수 있습니다.',
    heading: '비밀번호 재설정',
    body: 'Spindle 계정의 비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요.',
    button: '새 비밀번호 설정하기',
    validity:
      '이 링크는 한 번만 사용할 수 있으며 1시간 후에 만료됩니다. 비밀번호 재설정을 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 현재 비밀번호는 그대로 유지됩니다.',
  },
  zh: {
    subject: '重置您的 Spindle 密码',
    preheader: '此链接仅可使用一次，一小时内有效。',
    heading: '重置密码',
    body: '我们收到了重置您 Spindle 账户密码的请求。请点击下方按钮设置新密码。',
    button: '设置新密码',
    validity: '此链接仅可使用一次，将在一小时后失效。如果您没有申请重置密码，请忽略此邮件，您当前的密码不会改变。',
  },
};

/** Reset-password: the link with the token, its single use and one-hour validity, and reassurance if unrequested. */
export const resetPasswordTemplate: EmailTemplate<ResetPasswordData> = {
  key: 'reset_password',
  render(locale, data) {
    const copy = COPY[locale];
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: copy.heading },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.body },
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, '/reset-password', locale, { token: data.token }),
        },
        { kind: 'note', text: copy.validity },
      ],
    });
  },
};
