// Names and page text of what is not a record: T-shirts, hoodies, merch and accessories.
import type { SeededRandom } from '@spindle/domain';

type Pair = readonly [en: string, fr: string];

/**
 * How an item is drawn by the media package (@spindle/media DEMO_PRODUCT_KINDS): slipmats as a felt
 * disc, merch as the object with the art printed on it, other accessories boxed.
 */
export type ProductImageKind =
  | 'slipmat'
  | 'accessory'
  | 't-shirt'
  | 'hoodie'
  | 'tote-bag'
  | 'poster'
  | 'pin'
  | 'beanie'
  | 'bucket-hat'
  | 'mug'
  | 'stickers'
  | 'bandana';

/** Name, text and how to draw one product. */
export interface ProductCopy {
  name: string;
  description: { en: string; fr: string };
  imageKind: ProductImageKind;
}

const MOTIFS: readonly Pair[] = [
  ['Logo', 'logo'],
  ['Tour', 'tournée'],
  ['Cover Art', 'pochette'],
  ['Moth', 'papillon de nuit'],
  ['Sunset', 'coucher de soleil'],
  ['Wave', 'vague'],
  ['Skyline', 'skyline'],
  ['Hand-drawn', 'dessin à la main'],
];

const MERCH: readonly { name: string; text: Pair; imageKind: ProductImageKind }[] = [
  {
    name: 'Tote Bag',
    text: [
      'Heavy canvas tote bag that fits twelve records, screen-printed on both sides.',
      'Tote bag en toile épaisse qui contient douze disques, sérigraphié des deux côtés.',
    ],
    imageKind: 'tote-bag',
  },
  {
    name: 'Poster (50 × 70 cm)',
    text: [
      'Riso-printed poster on 170 g recycled paper, shipped rolled in a tube.',
      'Affiche imprimée en risographie sur papier recyclé 170 g, expédiée roulée dans un tube.',
    ],
    imageKind: 'poster',
  },
  {
    name: 'Enamel Pin',
    text: [
      'Hard enamel pin with a rubber clutch, on a printed backing card.',
      'Pin’s en émail dur avec fermoir caoutchouc, sur carton imprimé.',
    ],
    imageKind: 'pin',
  },
  {
    name: 'Beanie',
    text: [
      'Ribbed beanie in recycled wool with a woven label.',
      'Bonnet côtelé en laine recyclée avec étiquette tissée.',
    ],
    imageKind: 'beanie',
  },
  {
    name: 'Bucket Hat',
    text: ['Cotton twill bucket hat with an embroidered logo.', 'Bob en sergé de coton avec logo brodé.'],
    imageKind: 'bucket-hat',
  },
  {
    name: 'Mug',
    text: ['Stoneware mug, 330 ml, dishwasher safe.', 'Mug en grès, 330 ml, passe au lave-vaisselle.'],
    imageKind: 'mug',
  },
  {
    name: 'Sticker Pack',
    text: [
      'Six vinyl stickers, weatherproof, in a printed sleeve.',
      'Six autocollants vinyle résistants aux intempéries, dans une pochette imprimée.',
    ],
    imageKind: 'stickers',
  },
  {
    name: 'Bandana',
    text: [
      'Cotton bandana, 55 × 55 cm, printed with the tour artwork.',
      'Bandana en coton, 55 × 55 cm, imprimé avec le visuel de la tournée.',
    ],
    imageKind: 'bandana',
  },
];

const ACCESSORIES: readonly { name: string; variants: readonly string[]; text: Pair; imageKind: ProductImageKind }[] = [
  {
    name: 'Felt Slipmat',
    variants: ['Moon Phases', 'Tide Chart', 'Sunburst', 'Checkerboard', 'Grid'],
    text: [
      'A 12-inch felt slipmat, 3 mm thick, printed on one side: it protects your records and helps scratching.',
      'Une feutrine 12 pouces de 3 mm, imprimée sur une face : elle protège vos disques et facilite le scratch.',
    ],
    imageKind: 'slipmat',
  },
  {
    name: 'Cork Turntable Mat',
    variants: ['Natural', 'Black', 'Speckled', 'Smoked', 'Dotted'],
    text: [
      'A cork mat that damps resonance and keeps static away.',
      'Un tapis en liège qui amortit les résonances et éloigne l’électricité statique.',
    ],
    imageKind: 'slipmat',
  },
  {
    name: 'Anti-static Inner Sleeves (pack of 50)',
    variants: ['White', 'Black', 'Kraft', 'Clear Window', 'Archival'],
    text: [
      'Rice-paper inner sleeves lined with polyethylene, so records slide in without scuffs.',
      'Sous-pochettes en papier de riz doublées de polyéthylène : les disques glissent sans rayures.',
    ],
    imageKind: 'accessory',
  },
  {
    name: 'Outer Sleeves 12" (pack of 25)',
    variants: ['Standard', 'Resealable', 'Heavy Duty', 'Gatefold Size', 'Matte'],
    text: [
      'Clear 100-micron outer sleeves that keep jackets clean and readable.',
      'Pochettes extérieures transparentes 100 microns qui gardent les pochettes propres et lisibles.',
    ],
    imageKind: 'accessory',
  },
  {
    name: 'Carbon Fibre Record Brush',
    variants: ['Black', 'Walnut Handle', 'Oak Handle', 'Velvet', 'Travel Size'],
    text: [
      'A carbon fibre brush that lifts dust and static before every play.',
      'Une brosse en fibre de carbone qui retire poussière et électricité statique avant chaque écoute.',
    ],
    imageKind: 'accessory',
  },
  {
    name: 'Record Cleaning Kit',
    variants: ['Starter', 'Deluxe', 'Travel', 'Refill', 'DJ'],
    text: [
      'Cleaning fluid, a microfibre pad and a brush: everything to wash a record by hand.',
      'Liquide de nettoyage, tampon microfibre et brosse : tout pour laver un disque à la main.',
    ],
    imageKind: 'accessory',
  },
  {
    name: 'Stylus Cleaning Gel',
    variants: ['Single', 'Twin Pack', 'Refill'],
    text: [
      'A gentle gel pad that cleans your stylus in one touch.',
      'Un gel doux qui nettoie votre diamant en une touche.',
    ],
    imageKind: 'accessory',
  },
  {
    name: '45 RPM Adapters (set of 3)',
    variants: ['Silver', 'Black', 'Gold', 'Copper'],
    text: [
      'Aluminium adapters for 7-inch singles with a large centre hole.',
      'Adaptateurs en aluminium pour les 45 tours à grand trou central.',
    ],
    imageKind: 'accessory',
  },
  {
    name: 'Record Weight',
    variants: ['Brass', 'Steel', 'Walnut', 'Marble', 'Black Chrome'],
    text: [
      'A 300 g brass record weight that flattens slight warps.',
      'Un presseur en laiton de 300 g qui aplanit les légers voilages.',
    ],
    imageKind: 'accessory',
  },
  {
    name: 'Storage Crate',
    variants: ['Oak', 'Pine', 'Black Ash', 'Birch', 'Stackable'],
    text: [
      'A wooden crate that holds about 80 LPs, with handles on both ends.',
      'Une caisse en bois qui contient environ 80 LP, avec poignées aux deux bouts.',
    ],
    imageKind: 'accessory',
  },
];

/** A sized garment with the artist's name. */
export function garmentCopy(random: SeededRandom, kind: 't-shirt' | 'hoodie', artistName: string): ProductCopy {
  const [motifEn, motifFr] = random.pick(MOTIFS);
  if (kind === 't-shirt') {
    return {
      name: `${artistName} — ${motifEn} T-shirt`,
      description: {
        en: `Heavyweight organic cotton T-shirt, screen-printed by hand with the ${motifEn.toLowerCase()} design.\n\nRegular fit. Printed on demand and shipped within ten days.`,
        fr: `T-shirt en coton bio épais, sérigraphié à la main avec le motif ${motifFr}.\n\nCoupe classique. Imprimé à la demande et expédié sous dix jours.`,
      },
      imageKind: 't-shirt',
    };
  }
  return {
    name: `${artistName} — ${motifEn} Hoodie`,
    description: {
      en: `Brushed-fleece hoodie (350 g/m²) with an embroidered logo on the chest and the ${motifEn.toLowerCase()} print on the back.\n\nUnisex fit; take your usual size.`,
      fr: `Sweat à capuche molletonné (350 g/m²) avec logo brodé sur la poitrine et motif ${motifFr} imprimé au dos.\n\nCoupe unisexe : prenez votre taille habituelle.`,
    },
    imageKind: 'hoodie',
  };
}

/** Merch of an artist (tote bag, poster, pin...). */
export function merchCopy(random: SeededRandom, artistName: string): ProductCopy {
  const item = random.pick(MERCH);
  return {
    name: `${artistName} — ${item.name}`,
    description: { en: item.text[0], fr: item.text[1] },
    imageKind: item.imageKind,
  };
}

/** A record-care accessory, sold under the shop's own range. */
export function accessoryCopy(random: SeededRandom, artistName: string | null): ProductCopy {
  const item = random.pick(ACCESSORIES);
  const variant = artistName && item.imageKind === 'slipmat' ? artistName : random.pick(item.variants);
  const name = `${item.name} — ${variant}`;
  return { name, description: { en: item.text[0], fr: item.text[1] }, imageKind: item.imageKind };
}
