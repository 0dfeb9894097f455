// Geometric sleeve styles: circles, stripes, tiles, colour blocks and rays.
import { CANVAS, edgePlacement, n, type StyleRenderer } from './style-kit.ts';

const C = CANVAS;

export const drawCircles: StyleRenderer = ({ random, palette }) => {
  const [a, b, c] = palette.accents;
  const parts: string[] = [];
  if (random.chance(0.5)) {
    // Concentric rings off-centre, as on a test-pressing sleeve.
    const cx = random.range(150, 450);
    const cy = random.range(140, 330);
    const rings = random.int(5, 11);
    for (let i = rings; i >= 1; i--) {
      const colour = [a, b, c, palette.background][i % 4] ?? a;
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((i / rings) * random.range(230, 300))}" fill="${colour}"/>`,
      );
    }
  } else {
    for (let i = 0; i < random.int(3, 7); i++) {
      const r = random.range(60, 230);
      parts.push(
        `<circle cx="${n(random.range(60, 540))}" cy="${n(random.range(40, 420))}" r="${n(r)}" fill="${random.pick([a, b, c])}" fill-opacity="${n(random.range(0.7, 0.95))}"/>`,
      );
    }
  }
  const band = random.chance(0.4) ? palette.background : undefined;
  return { art: parts.join(''), text: { ...edgePlacement(random, 150), y: C - 186, band, overArt: !band } };
};

export const drawStripes: StyleRenderer = ({ random, palette }) => {
  const angle = random.pick([0, 0, 90, 45, -30, 15]);
  const colours = [...palette.accents, palette.background];
  const parts: string[] = [];
  let offset = -C;
  let index = random.int(0, 3);
  while (offset < C * 2) {
    const width = random.pick([14, 22, 36, 60, 90]);
    parts.push(
      `<rect x="-600" y="${n(offset)}" width="1800" height="${width}" fill="${colours[index % colours.length]}"/>`,
    );
    offset += width;
    index += random.int(1, 2);
  }
  const art = `<g transform="rotate(${angle} 300 300)">${parts.join('')}</g>`;
  return { art, text: { ...edgePlacement(random, 150), band: palette.background } };
};

export const drawGrid: StyleRenderer = ({ random, palette }) => {
  const cells = random.int(3, 6);
  const size = C / cells;
  const colours = [...palette.accents, palette.background];
  const parts: string[] = [];
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      const x = col * size;
      const y = row * size;
      const ground = random.pick(colours);
      const figure = random.pick(colours.filter((colour) => colour !== ground));
      parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(size + 0.5)}" height="${n(size + 0.5)}" fill="${ground}"/>`);
      const motif = random.int(0, 5);
      const cx = x + size / 2;
      const cy = y + size / 2;
      if (motif === 0) parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.42)}" fill="${figure}"/>`);
      if (motif === 1) {
        // Quarter disc in one corner of the tile.
        const left = random.chance(0.5);
        const top = random.chance(0.5);
        const px = left ? x : x + size;
        const py = top ? y : y + size;
        const dx = left ? size : -size;
        const dy = top ? size : -size;
        const sweep = left === top ? 1 : 0;
        parts.push(
          `<path d="M${n(px)} ${n(py)} h${n(dx)} A${n(size)} ${n(size)} 0 0 ${sweep} ${n(px)} ${n(py + dy)}Z" fill="${figure}"/>`,
        );
      }
      if (motif === 2)
        parts.push(
          `<path d="M${n(x)} ${n(y)} L${n(x + size)} ${n(y + size)} L${n(x)} ${n(y + size)}Z" fill="${figure}"/>`,
        );
      if (motif === 3)
        parts.push(
          `<path d="M${n(x)} ${n(cy)} A${n(size / 2)} ${n(size / 2)} 0 0 1 ${n(x + size)} ${n(cy)}Z" fill="${figure}"/>`,
        );
      if (motif === 4)
        parts.push(
          `<rect x="${n(x + size * 0.25)}" y="${n(y + size * 0.25)}" width="${n(size / 2)}" height="${n(size / 2)}" fill="${figure}"/>`,
        );
    }
  }
  return { art: parts.join(''), text: { ...edgePlacement(random, 140), band: palette.background } };
};

export const drawDuotoneBlocks: StyleRenderer = ({ random, palette }) => {
  const [a, b, c] = palette.accents;
  const vertical = random.chance(0.5);
  const split = random.pick([0.38, 0.5, 0.62]) * C;
  const gap = random.pick([0, 0, 8, 16]);
  const parts: string[] = [];
  const blockA = vertical ? { x: 0, y: 0, w: split - gap / 2, h: C } : { x: 0, y: 0, w: C, h: split - gap / 2 };
  const blockB = vertical
    ? { x: split + gap / 2, y: 0, w: C - split - gap / 2, h: C }
    : { x: 0, y: split + gap / 2, w: C, h: C - split - gap / 2 };
  parts.push(
    `<rect x="${n(blockA.x)}" y="${n(blockA.y)}" width="${n(blockA.w)}" height="${n(blockA.h)}" fill="${a}"/>`,
  );
  parts.push(
    `<rect x="${n(blockB.x)}" y="${n(blockB.y)}" width="${n(blockB.w)}" height="${n(blockB.h)}" fill="${b}"/>`,
  );
  // A disc straddling the split, cut by it: the classic two-tone sleeve.
  const r = random.range(90, 170);
  const cx = vertical ? split : random.range(160, 440);
  const cy = vertical ? random.range(160, 330) : split;
  parts.push(
    `<clipPath id="half"><rect x="${n(blockA.x)}" y="${n(blockA.y)}" width="${n(blockA.w)}" height="${n(blockA.h)}"/></clipPath>`,
  );
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c}"/>`);
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${b}" clip-path="url(#half)"/>`);
  // The text sits at the foot of the wider block (B on a tie), where the disc may show its own colour
  // (c in B, b in A); a narrow block would shrink a long title to nothing.
  const inA = blockA.w > blockB.w;
  const block = inA ? blockA : blockB;
  const text = { x: block.x + 32, y: block.y + block.h - 180, width: block.w - 64, height: 150 };
  return {
    art: parts.join(''),
    text: { ...text, anchor: 'start', grounds: inA ? [a, b] : [b, c] },
  };
};

export const drawSunburst: StyleRenderer = ({ random, palette }) => {
  const [a, b, c] = palette.accents;
  const rays = random.pick([12, 16, 24, 32]);
  const cx = random.pick([300, 300, 0, 600]);
  const cy = random.pick([600, 420, 300]);
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 2) {
    const from = (i / rays) * Math.PI * 2;
    const to = ((i + 1) / rays) * Math.PI * 2;
    const reach = 1200;
    parts.push(
      `<path d="M${cx} ${cy} L${n(cx + Math.cos(from) * reach)} ${n(cy + Math.sin(from) * reach)} L${n(cx + Math.cos(to) * reach)} ${n(cy + Math.sin(to) * reach)}Z" fill="${a}" fill-opacity="0.9"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${n(random.range(70, 150))}" fill="${b}"/>`);
  if (random.chance(0.5)) parts.push(`<circle cx="${cx}" cy="${cy}" r="${n(random.range(30, 60))}" fill="${c}"/>`);
  return {
    art: parts.join(''),
    text: { x: 40, y: 36, width: C - 80, height: 160, anchor: 'middle', band: palette.background },
  };
};
