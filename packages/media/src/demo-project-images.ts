// Every image variant of a demo project, drawn from its design: the sleeve is rasterised once and
// reused for the gallery, the preview and the mock-ups; only the back, a detail and the labels are
// rendered separately.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { darken, mixHex } from './colour.ts';
import { backCoverSvg } from './artwork/back-cover.ts';
import { centreLabelSvg } from './artwork/centre-label.ts';
import { resolveDesign, type DemoArtworkDesign, type ResolvedDesign } from './artwork/demo-design.ts';
import { frontCoverSvg } from './artwork/front-cover.ts';
import {
  encodeVariant,
  IMAGE_VARIANT_NAMES,
  IMAGE_VARIANTS,
  imageVariantFileName,
  type ImageVariant,
} from './image-variants.ts';
import { createCanvas, drawOver, shadeBand } from './raw-compose.ts';
import { fromRaw, rasteriseSvg, toRaw, type RawImage } from './raw-image.ts';
import {
  renderCassetteRaw,
  renderCompactDiscRaw,
  renderGarmentRaw,
  renderSlipmatRaw,
} from './vinyl/product-renders.ts';
import { defaultMerchColour, MERCH_KINDS, renderMerchRaw, type MerchKind } from './vinyl/merch-renders.ts';
import { renderVinylDiscRaw, vinylLabelPixels, type VinylEffect } from './vinyl/vinyl-disc.ts';
import { studioShot } from './studio-shot.ts';

/** What the demo project is, which decides its mock-ups (disc, only_vinyl, cover3). */
export const DEMO_PRODUCT_KINDS = [
  'vinyl',
  'cd',
  'tape',
  't-shirt',
  'hoodie',
  'slipmat',
  'accessory',
  ...MERCH_KINDS,
] as const;
export type DemoProductKind = (typeof DEMO_PRODUCT_KINDS)[number];

/** A record colour (also the shell of a tape, the fabric of a garment). */
export interface VinylColour {
  colourHex: string;
  effect: VinylEffect;
  secondaryHex?: string;
}

/** One demo project to draw. */
export interface DemoProjectImagesRequest {
  design: DemoArtworkDesign;
  /** Default 'vinyl'. */
  product?: DemoProductKind;
  /** Default black vinyl. */
  colour?: VinylColour;
}

const BLACK_VINYL: VinylColour = { colourHex: '#141414', effect: 'none' };
const COVER = IMAGE_VARIANTS.cover.width;
const LABEL = IMAGE_VARIANTS.label.width;
const OBJECT = IMAGE_VARIANTS.only_vinyl.width;

/** The front cover as the 'cover' variant (600 px JPEG). */
export async function renderDemoArtwork(design: DemoArtworkDesign): Promise<Buffer> {
  return encodeVariant(sharp(Buffer.from(frontCoverSvg(resolveDesign(design), COVER))), 'cover');
}

/** The back cover with the tracklist, as the 'back' variant. */
export async function renderDemoBackCover(design: DemoArtworkDesign): Promise<Buffer> {
  return encodeVariant(sharp(Buffer.from(backCoverSvg(resolveDesign(design), IMAGE_VARIANTS.back.width))), 'back');
}

/** A round centre label, as the 'label' (side A) or 'label_bside' (side B) variant. */
export async function renderDemoCentreLabel(design: DemoArtworkDesign, side: 'A' | 'B'): Promise<Buffer> {
  const variant = side === 'A' ? 'label' : 'label_bside';
  return encodeVariant(sharp(Buffer.from(centreLabelSvg(resolveDesign(design), side, LABEL))), variant);
}

/** Renders all twelve variants of a demo project in memory, or only the ones asked for. */
export function renderDemoProjectImages(request: DemoProjectImagesRequest): Promise<Record<ImageVariant, Buffer>>;
export function renderDemoProjectImages<V extends ImageVariant>(
  request: DemoProjectImagesRequest & { variants: readonly V[] },
): Promise<Record<V, Buffer>>;
export async function renderDemoProjectImages(
  request: DemoProjectImagesRequest & { variants?: readonly ImageVariant[] },
): Promise<Partial<Record<ImageVariant, Buffer>>> {
  const steps = demoRenderSteps(request);
  const wanted = request.variants ?? IMAGE_VARIANT_NAMES;
  const encoded = await Promise.all(wanted.map(async (variant) => [variant, await steps.encode(variant)] as const));
  return Object.fromEntries(encoded);
}

/** Turns R->G->B->R in place on a copy: a believable alternative colourway, cheaper than a hue turn. */
function turnChannels(image: RawImage): RawImage {
  const data = Buffer.allocUnsafe(image.data.length);
  const source = image.data;
  for (let i = 0; i < source.length; i += 4) {
    data[i] = source[i + 2] ?? 0;
    data[i + 1] = source[i] ?? 0;
    data[i + 2] = source[i + 1] ?? 0;
    data[i + 3] = source[i + 3] ?? 255;
  }
  return { data, info: image.info };
}

/** The render steps of one project, each run at most once and only when a variant needs it. */
function demoRenderSteps(request: DemoProjectImagesRequest) {
  const resolved = resolveDesign(request.design);
  const product = request.product ?? 'vinyl';
  const colour = request.colour ?? BLACK_VINYL;
  const isRecording = product === 'vinyl' || product === 'cd' || product === 'tape';
  // Merch and accessories: the cover is the item photographed, the bare print is a gallery picture.
  const isMerch = !isRecording;
  // Product shots sit on a light neutral tinted by the sleeve, like a studio backdrop.
  const backdrop = mixHex(resolved.palette.background, '#f2f0ec', 0.85);
  const art = once(() => rasteriseSvg(frontCoverSvg(resolved, COVER)));
  const labelA = once(() => rasteriseSvg(centreLabelSvg(resolved, 'A', LABEL)));
  const labelB = once(() => rasteriseSvg(centreLabelSvg(resolved, 'B', LABEL)));
  const objects = new Map<number, Promise<RawImage>>();
  const objectAt = (pixels: number): Promise<RawImage> => {
    let object = objects.get(pixels);
    if (!object) {
      object = renderObject(product, resolved, colour, art, labelA, pixels);
      objects.set(pixels, object);
    }
    return object;
  };
  const object = () => objectAt(OBJECT);
  const disc = once(() => renderDiscMock(product, previewPixels, objectAt));
  const front = once(async () =>
    isMerch ? studioShot(await object(), backdrop, COVER, product === 'slipmat' ? 0.72 : 0.82) : art(),
  );
  // The preview is also the sleeve of the 'disc' mock-up (same height), so it is resized once.
  const previewPixels = once(async () =>
    toRaw(
      fromRaw(await front())
        .removeAlpha()
        .resize(IMAGE_VARIANTS.preview.width),
    ),
  );
  const cover = once(async () => encodeVariant(fromRaw(await front()), 'cover', OPAQUE));
  const tasks: Record<ImageVariant, () => Promise<Buffer>> = {
    cover,
    // Another colourway of the sleeve, or the bare print for merch.
    cover2: async () => encodeVariant(fromRaw(isMerch ? await art() : turnChannels(await art())), 'cover2', OPAQUE),
    cover3: async () => encodeVariant(fromRaw(productShot(await disc(), backdrop)), 'cover3', OPAQUE),
    cover4: () =>
      encodeVariant(
        sharp(Buffer.from(frontCoverSvg(resolved, COVER, detailWindow(resolved, 'detail')))),
        'cover4',
        OPAQUE,
      ),
    cover5: async () =>
      encodeVariant(
        fromRaw(labelsShot(await labelA(), await labelB(), darken(resolved.palette.background, 0.25))),
        'cover5',
        OPAQUE,
      ),
    // Records have a back sleeve with the tracklist; merch and accessories show another detail.
    back: () =>
      encodeVariant(
        sharp(
          Buffer.from(
            isRecording
              ? backCoverSvg(resolved, IMAGE_VARIANTS.back.width)
              : frontCoverSvg(resolved, COVER, detailWindow(resolved, 'back')),
          ),
        ),
        'back',
        OPAQUE,
      ),
    label: async () => encodeVariant(fromRaw(await labelA()), 'label'),
    label_bside: async () => encodeVariant(fromRaw(await labelB()), 'label_bside'),
    disc: async () => encodeVariant(fromRaw(await disc()), 'disc'),
    only_vinyl: async () => encodeVariant(fromRaw(await object()), 'only_vinyl'),
    preview: async () => encodeVariant(fromRaw(await previewPixels()), 'preview', OPAQUE),
    // The demo's "original" is the sleeve as drawn: the same bytes as the cover.
    original: cover,
  };
  return { encode: (variant: ImageVariant) => tasks[variant]() };
}

const OPAQUE = { opaque: true };

/** Memoises an async step. */
function once<T>(step: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= step());
}

/** Writes every variant (or the ones asked for) into `dir`, created if needed; returns each file path. */
export function writeDemoProjectImages(
  request: DemoProjectImagesRequest & { dir: string },
): Promise<Record<ImageVariant, string>>;
export function writeDemoProjectImages<V extends ImageVariant>(
  request: DemoProjectImagesRequest & { dir: string; variants: readonly V[] },
): Promise<Record<V, string>>;
export function writeDemoProjectImages(
  request: DemoProjectImagesRequest & { dir: string; variants?: readonly ImageVariant[] },
): Promise<Partial<Record<ImageVariant, string>>>;
export async function writeDemoProjectImages(
  request: DemoProjectImagesRequest & { dir: string; variants?: readonly ImageVariant[] },
): Promise<Partial<Record<ImageVariant, string>>> {
  const images = await renderDemoProjectImages({ ...request, variants: request.variants ?? IMAGE_VARIANT_NAMES });
  await mkdir(request.dir, { recursive: true });
  const written = await Promise.all(
    Object.entries(images).map(async ([variant, bytes]) => {
      const file = path.join(request.dir, imageVariantFileName(variant as ImageVariant));
      await writeFile(file, bytes);
      return [variant, file] as const;
    }),
  );
  return Object.fromEntries(written);
}

/** The product itself (record, CD, tape, garment...) on transparency, `pixels` square. */
async function renderObject(
  product: DemoProductKind,
  resolved: ResolvedDesign,
  colour: VinylColour,
  art: () => Promise<RawImage>,
  labelA: () => Promise<RawImage>,
  pixels: number,
): Promise<RawImage> {
  if (product !== 'vinyl' && pixels !== OBJECT) {
    // Only records are drawn at each size (their grooves would alias when shrunk); the rest is resized.
    return toRaw(fromRaw(await renderObject(product, resolved, colour, art, labelA, OBJECT)).resize(pixels));
  }
  switch (product) {
    case 'vinyl': {
      // The label is drawn at the size it takes on the record, and one of three pressings of the
      // colour is picked, so records of the same colour share the cached disc.
      const labelImage = await toRaw(fromRaw(await labelA()).resize(vinylLabelPixels(pixels)));
      const pressing = resolved.randomFor('pressing').int(1, 3);
      return renderVinylDiscRaw({
        ...colour,
        labelImage,
        size: pixels,
        seed: colour.effect === 'none' ? undefined : pressing,
      });
    }
    case 'cd':
      return renderCompactDiscRaw(await art(), OBJECT);
    case 'tape':
      return containIn(await renderCassetteRaw(resolved, colour.colourHex, OBJECT), OBJECT, OBJECT);
    case 't-shirt':
    case 'hoodie':
      return renderGarmentRaw(await art(), product, colour.colourHex, OBJECT);
    case 'slipmat':
      return renderSlipmatRaw(await art(), OBJECT);
    case 'accessory':
      return renderMerchRaw(await art(), 'boxed', resolved, colour.colourHex, OBJECT);
    default:
      return renderMerchRaw(await art(), product, resolved, merchColour(product, colour), OBJECT);
  }
}

/** 'disc': the sleeve with the record (or CD) half out of it; other products stand alone. */
async function renderDiscMock(
  product: DemoProductKind,
  sleevePicture: () => Promise<RawImage>,
  objectAt: (pixels: number) => Promise<RawImage>,
): Promise<RawImage> {
  const { width, height } = IMAGE_VARIANTS.disc;
  if (product !== 'vinyl' && product !== 'cd') return containIn(await objectAt(OBJECT), width, height);
  const sleeve = height;
  const recordPixels = Math.round(sleeve * 0.96);
  const [record, sleeveArt] = await Promise.all([objectAt(recordPixels), sleevePicture()]);
  if (sleeveArt.info.height !== sleeve)
    throw new Error('the disc mock-up expects the preview to be as tall as the disc variant');
  const canvas = createCanvas(width, height);
  drawOver(canvas, record, width - recordPixels - 2, Math.round((height - recordPixels) / 2));
  // The sleeve's shadow falls on the record where it comes out.
  shadeBand(canvas, sleeve, sleeve + Math.round(sleeve * 0.07), 0.4);
  return drawOver(canvas, sleeveArt, 0, 0);
}

/** A picture contained in a transparent box. */
function containIn(image: RawImage, width: number, height: number): Promise<RawImage> {
  return toRaw(fromRaw(image).resize(width, height, { fit: 'contain', background: TRANSPARENT }));
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The item's own colour when the seed gave one (fabric), else its natural one. */
function merchColour(kind: MerchKind, colour: VinylColour): string {
  return colour === BLACK_VINYL ? defaultMerchColour(kind) : colour.colourHex;
}

/** A transparent render set on a plain backdrop, centred on a square the size of the cover. */
function productShot(image: RawImage, backdrop: string): RawImage {
  const { width, height } = image.info;
  return drawOver(
    createCanvas(COVER, COVER, backdrop),
    image,
    Math.floor((COVER - width) / 2),
    Math.floor((COVER - height) / 2),
  );
}

/** Both centre labels, B overlapping A, as a gallery picture. */
function labelsShot(labelA: RawImage, labelB: RawImage, backdrop: string): RawImage {
  const canvas = createCanvas(COVER, COVER, backdrop);
  drawOver(canvas, labelA, 16, 40);
  return drawOver(canvas, labelB, COVER - LABEL - 16, COVER - LABEL - 40);
}

/** A quarter of the sleeve, zoomed, for the 'detail' gallery picture. */
function detailWindow(resolved: ResolvedDesign, step: string): { x: number; y: number; size: number } {
  const random = resolved.randomFor(step);
  return { x: random.pick([0, 150, 300]), y: random.pick([0, 150, 300]), size: 300 };
}
