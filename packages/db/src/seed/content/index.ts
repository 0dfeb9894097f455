// Demo catalogue content: fictional artists, labels and shops, generated releases and products, and
// the SeedContent the seed reads its words from. Pure data and generators, no I/O; the generators draw
// from @spindle/domain's SeededRandom.
export { DEMO_ARTISTS, type DemoArtist } from './artists.ts';
export { DEMO_LABELS, type DemoLabel } from './labels.ts';
export { DEMO_SHOPS, type DemoShop } from './shops.ts';
export { DEMO_COUNTRIES, demoCountry, type DemoCity, type DemoCountry } from './countries.ts';
export { demoPerson, type DemoPerson } from './people.ts';
export { generateDemoProjects, type DemoProject, type DemoSaleMode } from './projects.ts';
export {
  DEMO_CATEGORIES,
  PRODUCT_COLOURS,
  pickVinylColour,
  type DemoCategory,
  type DemoVinylColour,
} from './project-shapes.ts';
export { releaseTitle, trackDurationSeconds, trackTitles } from './titles.ts';
export { releaseDescription } from './release-text.ts';
export { accessoryCopy, garmentCopy, merchCopy, type ProductCopy, type ProductImageKind } from './product-text.ts';
export { buyerReview, fanComment } from './community-text.ts';
export { createDemoSeedContent, type DemoProductText, type DemoSeedContent } from './seed-content.ts';
