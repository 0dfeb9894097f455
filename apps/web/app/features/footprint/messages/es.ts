// El panel de huella de carbono (features/footprint), en español.
import type { footprintEn } from './en.ts';

export const footprintEs: typeof footprintEn = {
  title: 'Huella de carbono',
  perRecord: 'CO₂e por disco',
  run: '{{amount}} para los {{copies}} discos prensados',
  kilograms: '{{value}} kg',
  tonnes: '{{value}} t',
  partsLabel: 'De qué se compone la huella de un disco',
  parts: {
    compound: 'Compuesto de PVC',
    energy: 'Energía de prensado',
    colour: 'Color o efecto',
    other: 'Lacas, matrices y etiquetas',
    packaging: 'Fundas y embalaje',
    transport: 'Transporte por carretera hasta el almacén',
  },
  greenerTitle: 'Opciones más verdes para este disco',
  greener: {
    compound_bio_attributed: 'Compuesto bioatribuido',
    compound_recycled: 'Compuesto reciclado (solo negro)',
    board_recycled: 'Funda de cartón reciclado',
    shrinkWrap_false: 'Sin film retráctil',
    weightGrams_140: '140 g en lugar de 180 g',
    colour_black: 'Vinilo negro, sin efecto',
  },
  saving: '−{{amount}} por disco',
  estimate: 'Una estimación a partir de cifras publicadas por el sector, no una medición de la planta.',
  howWeCount: 'Cómo lo calculamos',
  comparison: {
    caption: 'CO₂e por disco, 12", de la cuna a nuestro almacén',
    pressing: 'Prensado',
    colouredHeavy: '180 g, color salpicado',
    heavy: '180 g, negro',
    standard: '140 g, negro (el disco habitual)',
    recycled: '140 g negro reciclado, cartón reciclado, sin film',
    bio: '140 g, compuesto bioatribuido',
    greenest: '140 g bioatribuido, cartón reciclado, sin film',
  },
};
