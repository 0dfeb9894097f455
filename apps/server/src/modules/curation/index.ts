// Public face of curation: the staff's catalogue curation under /api/admin (docs/admin.md "Curation"):
// the curated categories' projects in order, the home banners with their pictures and schedule, the
// announcement banner. It owns no table: it works through catalogue's, projects' and system's faces.
export { createCurationModule, type CurationOptions } from './curation-module.ts';
export { type BannerCuration } from './banner-curation.service.ts';
export { type CategoryCuration } from './category-curation.service.ts';
export { type ProductCuration } from './product-curation.service.ts';
export { type DigitalCuration } from './digital-curation.service.ts';
