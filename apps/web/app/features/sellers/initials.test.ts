import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Nova Static', 'NS'],
    ['Coralline', 'C'],
    ['The Juniper Lane', 'TL'],
    ['Cinder & Crow', 'CC'],
    ['élouan rivière', 'ÉR'],
    ['  Dusty   Hollow Ramblers ', 'DR'],
    ['방탄소년단', '방'],
    ['坂本龍一', '坂'],
    ['!!!', ''],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
