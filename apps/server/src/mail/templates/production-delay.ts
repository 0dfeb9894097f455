// A production step runs late, or the plant moved its date later (issue 15, "A late step tells the
// artist and the buyers, with the new estimate"; docs/production.md "Late steps", "Planned dates by
// hand"): the artist hears which step and when records now ship; each buyer hears their pre-order will
// ship later than announced, with the new date.
import type { AppLocale, ProductionStepKey } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { formatEmailDate } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';
import { PRODUCTION_STEP_NAMES } from './production-step-names.ts';

export interface ProductionDelayData {
  baseUrl: string;
  name?: string | null;
  project: { id: number; name: string };
  shipOn: Date;
  /**
   * artist: the step and its date, late (not done by it) or moved by the plant (its own new date);
   * buyer: the order to follow.
   */
  audience:
    | { kind: 'artist'; step: ProductionStepKey; plannedAt: Date; cause?: 'late' | 'plant' }
    | { kind: 'buyer'; orderId: number };
}

interface Copy {
  artistSubject(project: string, step: string): string;
  artistIntro(step: string, date: string): string;
  plantSubject(project: string, step: string): string;
  plantIntro(step: string, date: string): string;
  artistButton: string;
  buyerSubject(project: string): string;
  buyerIntro(project: string): string;
  buyerSorry: string;
  buyerButton: string;
  newDate: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    artistSubject: (p, s) => `“${p}”: the ${s} step is late`,
    artistIntro: (s, d) =>
      `The ${s} step was planned to be done by ${d} and is not yet. Here is when records now ship.`,
    plantSubject: (p, s) => `“${p}”: the plant moved the ${s} step`,
    plantIntro: (s, d) => `The pressing plant now plans the ${s} step for ${d}. Here is when records now ship.`,
    artistButton: 'Open the production',
    buyerSubject: (p) => `“${p}” will ship later than planned`,
    buyerIntro: (p) => `The pressing of “${p}”, which you pre-ordered, is taking longer than planned.`,
    buyerSorry: 'We are sorry for the wait. Your order page always shows where it stands.',
    buyerButton: 'Follow my order',
    newDate: 'New estimated ship date',
  },
  fr: {
    artistSubject: (p, s) => `« ${p} » : l’étape ${s} est en retard`,
    artistIntro: (s, d) =>
      `L’étape ${s} devait être terminée le ${d} et ne l’est pas encore. Voici quand les disques partent désormais.`,
    plantSubject: (p, s) => `« ${p} » : l’usine a déplacé l’étape ${s}`,
    plantIntro: (s, d) =>
      `L’usine de pressage prévoit désormais l’étape ${s} pour le ${d}. Voici quand les disques partent désormais.`,
    artistButton: 'Ouvrir la production',
    buyerSubject: (p) => `« ${p} » partira plus tard que prévu`,
    buyerIntro: (p) => `Le pressage de « ${p} », que vous avez précommandé, prend plus de temps que prévu.`,
    buyerSorry: 'Désolés pour l’attente. La page de votre commande indique toujours où elle en est.',
    buyerButton: 'Suivre ma commande',
    newDate: 'Nouvelle date d’envoi estimée',
  },
  es: {
    artistSubject: (p, s) => `«${p}»: el paso ${s} va con retraso`,
    artistIntro: (s, d) =>
      `El paso ${s} debía estar hecho el ${d} y todavía no lo está. Esta es la nueva fecha de envío de los discos.`,
    plantSubject: (p, s) => `«${p}»: la planta ha movido el paso ${s}`,
    plantIntro: (s, d) =>
      `La planta de prensado prevé ahora el paso ${s} para el ${d}. Esta es la nueva fecha de envío de los discos.`,
    artistButton: 'Abrir la producción',
    buyerSubject: (p) => `«${p}» se enviará más tarde de lo previsto`,
    buyerIntro: (p) => `El prensado de «${p}», que reservaste, está tardando más de lo previsto.`,
    buyerSorry: 'Sentimos la espera. La página de tu pedido siempre muestra en qué punto está.',
    buyerButton: 'Seguir mi pedido',
    newDate: 'Nueva fecha de envío estimada',
  },
  kr: {
    artistSubject: (p, s) => `“${p}”: ${s} 단계가 지연되었습니다`,
    artistIntro: (s, d) =>
      `${s} 단계는 ${d}까지 완료될 예정이었으나 아직 완료되지 않았습니다. 새로운 발송 예정일을 알려 드립니다.`,
    plantSubject: (p, s) => `“${p}”: 공장이 ${s} 단계 일정을 변경했습니다`,
    plantIntro: (s, d) => `프레싱 공장이 ${s} 단계를 ${d}(으)로 예정하고 있습니다. 새로운 발송 예정일을 알려 드립니다.`,
    artistButton: '제작 현황 열기',
    buyerSubject: (p) => `“${p}” 발송이 예정보다 늦어집니다`,
    buyerIntro: (p) => `사전 주문하신 “${p}”의 프레싱이 예정보다 오래 걸리고 있습니다.`,
    buyerSorry: '기다리게 해서 죄송합니다. 주문 페이지에서 언제든 진행 상황을 확인하실 수 있습니다.',
    buyerButton: '내 주문 보기',
    newDate: '새 예상 발송일',
  },
  zh: {
    artistSubject: (p, s) => `《${p}》：“${s}”步骤已延误`,
    artistIntro: (s, d) => `“${s}”步骤原计划于 ${d} 完成，目前尚未完成。以下是唱片新的预计发货日期。`,
    plantSubject: (p, s) => `《${p}》：工厂调整了“${s}”步骤的日期`,
    plantIntro: (s, d) => `压片厂现将“${s}”步骤安排在 ${d}。以下是唱片新的预计发货日期。`,
    artistButton: '打开生产进度',
    buyerSubject: (p) => `《${p}》将晚于计划发货`,
    buyerIntro: (p) => `您预订的《${p}》压制时间比计划更长。`,
    buyerSorry: '抱歉让您久等。您的订单页面会随时显示最新进度。',
    buyerButton: '查看我的订单',
    newDate: '新的预计发货日期',
  },
};

/** A late production step (or one the plant moved later), told to the artist or to a buyer, in their language. */
export const productionDelayTemplate: EmailTemplate<ProductionDelayData> = {
  key: 'production_delay',
  render(locale, data) {
    const copy = COPY[locale];
    const { audience, project } = data;
    const step = audience.kind === 'artist' ? PRODUCTION_STEP_NAMES[locale][audience.step] : '';
    const byPlant = audience.kind === 'artist' && audience.cause === 'plant';
    const plannedOn = audience.kind === 'artist' ? formatEmailDate(audience.plannedAt, locale) : '';
    const subject =
      audience.kind !== 'artist'
        ? copy.buyerSubject(project.name)
        : byPlant
          ? copy.plantSubject(project.name, step)
          : copy.artistSubject(project.name, step);
    const intro =
      audience.kind !== 'artist'
        ? copy.buyerIntro(project.name)
        : byPlant
          ? copy.plantIntro(step, plannedOn)
          : copy.artistIntro(step, plannedOn);
    const href =
      audience.kind === 'artist'
        ? emailLink(data.baseUrl, `/user/production/${project.id}`, locale)
        : emailLink(data.baseUrl, `/my-account/orders/${audience.orderId}`, locale);
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: subject,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: intro },
        {
          kind: 'details',
          rows: [{ label: copy.newDate, value: formatEmailDate(data.shipOn, locale), emphasis: true }],
        },
        ...(audience.kind === 'buyer' ? [{ kind: 'paragraph' as const, text: copy.buyerSorry }] : []),
        {
          kind: 'button',
          label: audience.kind === 'artist' ? copy.artistButton : copy.buyerButton,
          href,
          showUrl: false,
        },
      ],
    });
  },
};
