// Pictures and sound for Spindle: project image variants (uploads and the demo catalogue's drawn
// sleeves, labels and records), demo song previews, MP3 encoding and probing. See docs/media.md.
export {
  COVER_UPLOAD_VARIANTS,
  encodeVariant,
  IMAGE_VARIANT_NAMES,
  IMAGE_VARIANTS,
  imageVariantContentType,
  imageVariantFileName,
  makeImageVariant,
  makeImageVariants,
  type ImageFileFormat,
  type ImageVariant,
  type ImageVariantSpec,
} from './image-variants.ts';
export { encodeResponsiveImage } from './responsive-image.ts';
export {
  DEMO_PRODUCT_KINDS,
  renderDemoArtwork,
  renderDemoBackCover,
  renderDemoCentreLabel,
  renderDemoProjectImages,
  writeDemoProjectImages,
  type DemoProductKind,
  type DemoProjectImagesRequest,
  type VinylColour,
} from './demo-project-images.ts';
export { writeDemoCatalogueImages, type DemoCatalogueImageJob } from './demo-catalogue-images.ts';
export { DEMO_BANNER, renderDemoBanner } from './demo-banner.ts';
export type { DemoArtworkDesign, DemoTrackListing } from './artwork/demo-design.ts';
export { ARTWORK_STYLES, type ArtworkStyle } from './artwork/style-kit.ts';
export { measureCoverLegibility, type CoverLegibility } from './artwork/cover-legibility.ts';
export { MERCH_KINDS, type MerchKind } from './vinyl/merch-renders.ts';
export {
  renderVinylDisc,
  renderVinylDiscRaw,
  VINYL_EFFECTS,
  VINYL_GEOMETRY,
  vinylLabelPixels,
  type VinylDiscOptions,
  type VinylEffect,
} from './vinyl/vinyl-disc.ts';
export type { RawImage } from './raw-image.ts';
export { isHexColour } from './colour.ts';
export {
  DEMO_TRACK_FLAVOURS,
  planDemoTrack,
  synthesiseDemoTrack,
  type DemoTrack,
  type DemoTrackFlavour,
  type DemoTrackOptions,
  type DemoTrackPlan,
} from './audio/demo-track.ts';
export { createMp3Stream, encodeMp3, floatToPcm16, type Mp3Options, type Mp3Stream } from './audio/mp3-encode.ts';
export { id3v2Size, parseMp3FrameHeader, probeMp3Duration, type Mp3FrameHeader } from './audio/mp3-probe.ts';
export {
  DEMO_PREVIEW_FORMAT,
  linkOrCopyFile,
  makeDemoPreviewLibrary,
  type DemoPreviewClip,
} from './audio/demo-previews.ts';
export {
  PRINT_BLEED_MM,
  PRINT_DPI,
  SLEEVE_SIDE_MM,
  checkPrintArtwork,
  printedSideInches,
  renderPrintPreview,
  requiredSidePixels,
  type PrintCheckResult,
  type PrintProblem,
  type SleeveKind,
} from './print-check.ts';
