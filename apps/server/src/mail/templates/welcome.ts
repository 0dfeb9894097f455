// Sent once the address is confirmed: what Spindle offers, with a way into the shop and into pressing.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface WelcomeData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
}

interface Copy {
  subject: string;
  preheader: string;
  body: string;
  shopButton: string;
  pressing: string;
  pressingButton: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: 'Welcome to Spindle',
    preheader: 'Records to discover, projects to back, and your own vinyl to press.',
    body: 'Your account is ready. On Spindle you can discover new releases, back the projects of the artists and labels you love, and press your own records.',
    shopButton: 'Explore the shop',
    pressing: 'Thinking of pressing your own vinyl? Here is how it works, step by step.',
    pressingButton: 'How pressing works',
  },
  fr: {
    subject: 'Bienvenue sur Spindle',
    preheader: 'Des disques à découvrir, des projets à soutenir et vos propres vinyles à presser.',
    body: 'Votre compte est prêt. Sur Spindle, vous pouvez découvrir de nouvelles sorties, soutenir les projets des artistes et des labels que vous aimez, et presser vos propres disques.',
    shopButton: 'Découvrir la boutique',
    pressing: 'Envie de presser votre propre vinyle ? Voici comment ça marche, étape par étape.',
    pressingButton: 'Comment ça marche',
  },
  es: {
    subject: 'Te damos la bienvenida a Spindle',
    preheader: 'Discos por descubrir, proyectos que apoyar y tus propios vinilos por prensar.',
    body: 'Tu cuenta ya está lista. En Spindle puedes descubrir nuevos lanzamientos, apoyar los proyectos de los artistas y sellos que te gustan y prensar tus propios discos.',
    shopButton: 'Explorar la tienda',
    pressing: '¿Quieres prensar tu propio vinilo? Te explicamos cómo funciona, paso a paso.',
    pressingButton: 'Cómo funciona el prensado',
  },
  kr: {
    subject: 'Spindle에 오신 것을 환영합니다',
    preheader: '새로운 음반을 발견하고, 프로젝트를 후원하고, 나만의 바이닐을 제작해 보세요.',
    body: '계정이 준비되었습니다. Spindle에서 새 음반을 발견하고, 좋아하는 아티스트와 레이블의 프로젝트를 후원하고, 나만의 레코드를 제작할 수 있습니다.',
    shopButton: '스토어 둘러보기',
    pressing: '나만의 바이닐을 만들고 싶으신가요? 제작 과정을 단계별로 안내해 드립니다.',
    pressingButton: '제작 과정 알아보기',
  },
  zh: {
    subject: '欢迎加入 Spindle',
    preheader: '发现好唱片、支持喜爱的项目，还能压制属于自己的黑胶。',
    body: '您的账户已准备就绪。在 Spindle，您可以发现新发行的唱片，支持您喜爱的艺人和厂牌的项目，还可以压制属于自己的唱片。',
    shopButton: '逛逛商店',
    pressing: '想压制自己的黑胶唱片吗？我们为您逐步介绍整个流程。',
    pressingButton: '了解压片流程',
  },
};

/** Welcome: the account is ready; the shop, and how pressing works (a localised path: /fr/comment-ca-marche). */
export const welcomeTemplate: EmailTemplate<WelcomeData> = {
  key: 'welcome',
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
          label: copy.shopButton,
          href: emailLink(data.baseUrl, '/vinyl-shop', locale),
          showUrl: false,
        },
        { kind: 'paragraph', text: copy.pressing },
        {
          kind: 'button',
          label: copy.pressingButton,
          href: emailLink(data.baseUrl, '/how-it-works', locale),
          showUrl: false,
        },
      ],
    });
  },
};
