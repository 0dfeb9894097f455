// Sent by POST auth/login-link: a single-use link, valid 15 minutes, that signs the account in
// without its password (how the owner gets in while password sign-in is throttled: docs/accounts.md).
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

/** How long the link works; the auth module issues tokens with this lifetime, the e-mail states it. */
export const SIGN_IN_LINK_VALIDITY_MS = 15 * 60 * 1000;

export interface SignInLinkData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  /** The single-use sign-in token, as issued (it goes in the link's query string). */
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
    subject: 'Your Spindle sign-in link',
    preheader: 'This link works once, within the next 15 minutes.',
    heading: 'Sign in to Spindle',
    body: 'We received a request to sign in to your Spindle account with a link instead of the password. Use the button below to sign in.',
    button: 'Sign in',
    validity:
      'This link can be used only once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without it, and your password stays as it is.',
  },
  fr: {
    subject: 'Votre lien de connexion Spindle',
    preheader: 'Ce lien ne sert qu’une fois et expire dans 15 minutes.',
    heading: 'Connexion à Spindle',
    body: 'Nous avons reçu une demande de connexion à votre compte Spindle par un lien plutôt que par le mot de passe. Connectez-vous grâce au bouton ci-dessous.',
    button: 'Me connecter',
    validity:
      'Ce lien n’est valable qu’une seule fois et expire dans 15 minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : personne ne peut se connecter sans lui, et votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Tu enlace para iniciar sesión en Spindle',
    preheader: 'Este enlace solo se puede usar una vez durante los próximos 15 minutos.',
    heading: 'Inicia sesión en Spindle',
    body: 'Hemos recibido una solicitud para iniciar sesión en tu cuenta de Spindle con un enlace en lugar de la contraseña. Usa el botón de abajo para entrar.',
    button: 'Iniciar sesión',
    validity:
      'Este enlace solo se puede usar una vez y caduca en 15 minutos. Si no lo has pedido, ignora este correo: nadie puede entrar sin él y tu contraseña no cambiará.',
  },
  kr: {
    subject: 'Spindle 로그인 링크',
    preheader: '이 링크는 15분 동안 한 번만 사용할 수 있습니다.',
    heading: 'Spindle 로그인',
    body: '비밀번호 대신 링크로 Spindle 계정에 로그인하겠다는 요청을 받았습니다. 아래 버튼을 눌러 로그인해 주세요.',
    button: '로그인하기',
    validity:
      '이 링크는 한 번만 사용할 수 있으며 15분 후에 만료됩니다. 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 이 링크 없이는 누구도 로그인할 수 없으며 비밀번호는 그대로 유지됩니다.',
  },
  zh: {
    subject: '您的 Spindle 登录链接',
    preheader: '此链接仅可使用一次，15 分钟内有效。',
    heading: '登录 Spindle',
    body: '我们收到了通过链接（而非密码）登录您 Spindle 账户的请求。请点击下方按钮登录。',
    button: '登录',
    validity:
      '此链接仅可使用一次，将在 15 分钟后失效。如果您没有提出此请求，请忽略此邮件：没有此链接任何人都无法登录，您的密码也不会改变。',
  },
};

/** Sign-in link: the link with the token, its single use and 15-minute validity, and reassurance if unrequested. */
export const signInLinkTemplate: EmailTemplate<SignInLinkData> = {
  key: 'sign_in_link',
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
          href: emailLink(data.baseUrl, '/sign/link', locale, { token: data.token }),
        },
        { kind: 'note', text: copy.validity },
      ],
    });
  },
};
