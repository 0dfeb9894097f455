// Softer sleeve styles: landscapes of waves, glowing orbs, contour lines, halftone dots, big type.
import { darken, READABLE_CONTRAST, readableInk } from '../colour.ts';
import { escapeXml, fitText } from './svg-text.ts';
import { CANVAS, edgePlacement, n, type StyleRenderer } from './style-kit.ts';

const C = CANVAS;

export const drawWaves: StyleRenderer = ({ random, palette }) => {
  const [a, b, c] = palette.accents;
  const parts: string[] = [];
  parts.push(
    `<circle cx="${n(random.range(140, 460))}" cy="${n(random.range(210, 290))}" r="${n(random.range(60, 110))}" fill="${c}"/>`,
  );
  const layers = random.int(4, 7);
  for (let layer = 0; layer < layers; layer++) {
    const baseY = 300 + (layer / layers) * 260;
    const amplitude = random.range(10, 40);
    const waves = random.range(1, 3.5);
    const phase = random.range(0, Math.PI * 2);
    let d = `M0 ${C}`;
    for (let x = 0; x <= C; x += 20)
      d += ` L${x} ${n(baseY + Math.sin((x / C) * Math.PI * 2 * waves + phase) * amplitude)}`;
    d += ` L${C} ${C}Z`;
    parts.push(
      `<path d="${d}" fill="${layer % 2 === 0 ? a : b}" fill-opacity="${n(0.55 + (layer / layers) * 0.45)}"/>`,
    );
  }
  return {
    art: parts.join(''),
    // The sun may rise behind the text.
    text: {
      x: 40,
      y: 36,
      width: C - 80,
      height: 150,
      anchor: random.pick(['start', 'middle'] as const),
      overArt: true,
    },
  };
};

export const drawOrbs: StyleRenderer = ({ random, palette }) => {
  const defs: string[] = [];
  const parts: string[] = [];
  const orbs = random.int(3, 5);
  for (let i = 0; i < orbs; i++) {
    const colour = palette.accents[i % 3] ?? palette.ink;
    defs.push(
      `<radialGradient id="orb${i}"><stop offset="0" stop-color="${colour}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.5"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    parts.push(
      `<circle cx="${n(random.range(80, 520))}" cy="${n(random.range(60, 420))}" r="${n(random.range(150, 300))}" fill="url(#orb${i})"/>`,
    );
  }
  return {
    defs: defs.join(''),
    art: parts.join(''),
    text: { ...edgePlacement(random, 150), anchor: 'middle', overArt: true },
  };
};

export const drawContours: StyleRenderer = ({ random, palette }) => {
  const [a, b] = palette.accents;
  const cx = random.range(200, 400);
  const cy = random.range(180, 330);
  const lines = random.int(12, 22);
  const lobes = random.int(3, 6);
  const phase = random.range(0, Math.PI * 2);
  const wobble = random.range(0.08, 0.2);
  const parts: string[] = [];
  for (let i = 1; i <= lines; i++) {
    const radius = (i / lines) * 330;
    let d = '';
    for (let step = 0; step <= 72; step++) {
      const t = (step / 72) * Math.PI * 2;
      const r = radius * (1 + wobble * Math.sin(t * lobes + phase + i * 0.35));
      d += `${step === 0 ? 'M' : 'L'}${n(cx + Math.cos(t) * r)} ${n(cy + Math.sin(t) * r)}`;
    }
    parts.push(`<path d="${d}Z" fill="none" stroke="${i % 4 === 0 ? b : a}" stroke-width="${i % 4 === 0 ? 4 : 2}"/>`);
  }
  return { art: parts.join(''), text: { ...edgePlacement(random, 150), band: palette.background } };
};

export const drawHalftone: StyleRenderer = ({ random, palette }) => {
  const [a, b] = palette.accents;
  const pitch = random.pick([20, 24, 30]);
  const fx = random.range(100, 500);
  const fy = random.range(100, 400);
  const parts: string[] = [];
  for (let y = pitch / 2; y < C; y += pitch) {
    for (let x = pitch / 2; x < C; x += pitch) {
      const distance = Math.hypot(x - fx, y - fy) / 520;
      const r = (pitch / 2) * Math.max(0, 1 - distance) * 1.1;
      if (r > 0.8) parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`);
    }
  }
  const dots = `<g fill="${a}">${parts.join('')}</g>`;
  const echo = random.chance(0.5)
    ? `<g fill="${b}" fill-opacity="0.6" transform="translate(${n(pitch / 3)} ${n(pitch / 3)})">${parts.join('')}</g>`
    : '';
  return { art: echo + dots, text: { ...edgePlacement(random, 150), band: palette.background } };
};

export const drawBigType: StyleRenderer = ({ random, palette, face, title }) => {
  const [a, b] = palette.accents;
  const lineHeight = 0.98;
  // Down to the artist line's top (C - 92), with a margin: every line stays on the sleeve.
  const { fontSize, lines } = fitText(title, face, {
    maxWidth: C - 60,
    maxLines: 4,
    maxSize: 210,
    minSize: 40,
    maxHeight: C - 92 - 30 - 24,
    lineHeight,
  });
  const outlineLine = random.chance(0.3) ? random.int(0, lines.length - 1) : -1;
  // The accents, pushed just far enough to read on the background (and its vignetted corners).
  const grounds = [palette.background, darken(palette.background, 0.3)];
  const parts = lines.map((line, index) => {
    const fill = readableInk(index % 2 === 0 ? a : b, grounds, READABLE_CONTRAST + 0.1);
    const paint =
      index === outlineLine ? `fill="none" stroke="${fill}" stroke-width="${n(fontSize / 40)}"` : `fill="${fill}"`;
    const shown = face.uppercase ? line.toUpperCase() : line;
    return `<text x="30" y="${n(30 + fontSize * 0.82 + fontSize * lineHeight * index)}" font-family="${face.family}" font-weight="${face.weight}" font-size="${fontSize}" ${paint}>${escapeXml(shown)}</text>`;
  });
  return {
    art: '',
    titleArt: parts.join(''),
    text: { x: 30, y: C - 92, width: C - 60, height: 70, anchor: 'start', titleDrawn: true },
  };
};
