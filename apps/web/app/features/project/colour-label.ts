// A record colour in the reader's words: 'red', 'rouge', 'red with white splatter'.
import type { TFunction } from 'i18next';
import { dataKey } from '../../lib/i18n.ts';
import { colourNameParts, humaniseColourName, isKnownColourName, type DiscColour } from './vinyl-colour.ts';

function nameOf(name: string, t: TFunction): string {
  // The pressing colours are keys of projectPage.colours (vinyl-colour.test.ts checks every catalogue).
  return isKnownColourName(name) ? t(dataKey(`projectPage.colours.${name}`)) : humaniseColourName(name);
}

/** The colour of a record as a phrase in the page's language. */
export function colourLabel(colour: DiscColour, t: TFunction): string {
  const { main, second } = colourNameParts(colour.name);
  if (colour.effect === 'none' || second === null) return nameOf(main, t);
  return t(`projectPage.disc.effect.${colour.effect}`, { main: nameOf(main, t), second: nameOf(second, t) });
}
