// The six demo shops (/shop/{code}), owned by the first artists and labels. Spec section 2: shop 1214
// gets the taller header (70 px) and runs white-label; shop 1194 shows no text link.
import { slugify } from '@spindle/domain';
import { DEMO_ARTISTS } from './artists.ts';
import { DEMO_LABELS } from './labels.ts';

/** A shop of the demo: who owns it and how it presents itself. */
export interface DemoShop {
  id: number;
  code: string;
  name: string;
  whiteLabel: boolean;
  owner: { kind: 'artist' | 'label'; index: number };
  description: { en: string; fr: string };
}

function shop(
  id: number,
  kind: 'artist' | 'label',
  index: number,
  whiteLabel: boolean,
  pitch: readonly [string, string],
): DemoShop {
  const owner = kind === 'artist' ? DEMO_ARTISTS[index] : DEMO_LABELS[index];
  if (!owner) throw new RangeError(`no demo ${kind} ${index}`);
  return {
    id,
    code: slugify(owner.name),
    name: owner.name,
    whiteLabel,
    owner: { kind, index },
    description: {
      en: `The official store of ${owner.name}: ${pitch[0]}`,
      fr: `La boutique officielle de ${owner.name} : ${pitch[1]}`,
    },
  };
}

/** The demo shops; ids and owners match the seed's plan (artists 0-2, labels 0-2). */
export const DEMO_SHOPS: readonly DemoShop[] = [
  shop(1150, 'artist', 0, false, [
    'records, test pressings and signed copies.',
    'disques, test pressings et exemplaires dédicacés.',
  ]),
  shop(1172, 'label', 0, false, [
    'every release in print, plus label merch.',
    'tout le catalogue disponible, et le merch du label.',
  ]),
  shop(1194, 'label', 1, false, [
    'dub plates, 12-inches and sound-system merch.',
    'dub plates, maxis et merch de sound system.',
  ]),
  shop(1203, 'artist', 1, false, [
    'vinyl, tour shirts and hand-printed posters.',
    'vinyles, t-shirts de tournée et affiches sérigraphiées.',
  ]),
  shop(1214, 'label', 2, true, [
    'records pressed in the Appalachians, shipped from our porch.',
    'des disques pressés dans les Appalaches, expédiés depuis notre véranda.',
  ]),
  shop(1226, 'artist', 2, false, [
    'records, live tapes and everything from the road.',
    'disques, cassettes live et tout ce qui vient de la route.',
  ]),
];
