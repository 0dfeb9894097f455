// Le panneau d’empreinte carbone (features/footprint), en français.
import type { footprintEn } from './en.ts';

export const footprintFr: typeof footprintEn = {
  title: 'Empreinte carbone',
  perRecord: 'CO₂e par disque',
  run: '{{amount}} pour les {{copies}} disques pressés',
  kilograms: '{{value}} kg',
  tonnes: '{{value}} t',
  partsLabel: 'Ce qui compose l’empreinte d’un disque',
  parts: {
    compound: 'Compound PVC',
    energy: 'Énergie de pressage',
    colour: 'Couleur ou effet',
    other: 'Laques, matrices et macarons',
    packaging: 'Pochettes et emballage',
    transport: 'Transport routier jusqu’à l’entrepôt',
  },
  greenerTitle: 'Des choix plus verts pour ce disque',
  greener: {
    compound_bio_attributed: 'Compound bio-attribué',
    compound_recycled: 'Compound recyclé (noir uniquement)',
    board_recycled: 'Pochette en carton recyclé',
    shrinkWrap_false: 'Sans film plastique',
    weightGrams_140: '140 g au lieu de 180 g',
    colour_black: 'Vinyle noir, sans effet',
  },
  saving: '−{{amount}} par disque',
  estimate: 'Une estimation tirée de chiffres publiés par la filière, pas une mesure de l’usine.',
  howWeCount: 'Notre méthode',
  comparison: {
    caption: 'CO₂e par disque, 12", du berceau à notre entrepôt',
    pressing: 'Pressage',
    colouredHeavy: '180 g, couleur à éclaboussures',
    heavy: '180 g, noir',
    standard: '140 g, noir (le disque habituel)',
    recycled: '140 g noir recyclé, carton recyclé, sans film',
    bio: '140 g, compound bio-attribué',
    greenest: '140 g bio-attribué, carton recyclé, sans film',
  },
};
