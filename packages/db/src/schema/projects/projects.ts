// Projects (releases and products) and what hangs off them: prices per currency, step history,
// options (SKUs), genres, curated categories, barcodes. Spec section 3 "Project".
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { projectCategorySchema, type vinylColourSchema } from '@spindle/contracts';
import { PROJECT_STEPS, type ProjectStep } from '@spindle/domain';
import { users } from '../auth/users.ts';
import { categories, genres } from '../catalogue/genres-and-categories.ts';
import { checkIn, createdAt, identityId, timestampTz, tsvector, updatedAt } from '../columns.ts';
import { quotes } from '../quote/quotes.ts';
import { artists, labels } from '../sellers/sellers.ts';
import { shops } from '../shops/shops.ts';

/** What a project sells (URL segment of its page; accessory pages fall back to /project). */
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

/** The record colour(s) of a project, as the contracts describe them. */
export type VinylColour = z.input<typeof vinylColourSchema>;

export const projects = pgTable(
  'projects',
  {
    id: identityId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    artistName: text('artist_name').notNull(),
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    labelId: integer('label_id').references(() => labels.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** The owner account (artist or label user) that manages the project. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').$type<ProjectCategory>().notNull(),
    /** Sale model: funding, limited_edition, direct_pressing, test_pressing, deposit_sales, stock. */
    type: text('type').notNull().default('funding'),
    /** Format label shown on the page ('LP', '2LP', '7"', 'CD', 'Cassette', 'T-shirt'). */
    format: text('format'),
    sleeve: text('sleeve'),
    step: text('step').$type<ProjectStep>().notNull().default('creating'),
    /** Folder under storage/projects holding the image variants; null means the default cover. */
    picture: text('picture'),
    coverPicture: text('cover_picture'),
    urlVinyl: text('url_vinyl'),
    /** The user id of the signer for signed copies. */
    signedId: integer('signed_id'),
    colorVinyl: jsonb('color_vinyl').$type<VinylColour[]>(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    videoUrl: text('video_url'),
    /** Copies to sell for the funding to succeed; null without a goal. */
    goal: integer('goal'),
    /** Copies left; null means not counted (funding projects never sell out). */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    limitPerCustomer: integer('limit_per_customer'),
    /** ISO country codes the project may ship to (null: anywhere), or may not ship to. */
    onlyCountry: text('only_country').array(),
    excludeCountry: text('exclude_country').array(),
    /** Selling price, VAT included, in EUR cents (BUSINESS-RULES: prices are stored VAT-inclusive in EUR). */
    priceEurMinor: integer('price_eur_minor').notNull(),
    /** What pro users pay, VAT included, in EUR cents; null when there is none. */
    distributionPriceMinor: integer('distribution_price_minor'),
    weightGrams: integer('weight_grams').notNull().default(0),
    discs: integer('discs').notNull().default(0),
    /** Sizes offered for sized merch ('S', 'M', 'L', ...); empty for everything else. */
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    /** Projects sharing a value ship in one parcel (group-shipment). */
    shipTogetherGroup: text('ship_together_group'),
    /** Taken off the shipping per copy, in EUR cents. */
    shippingDiscountMinor: integer('shipping_discount_minor').notNull().default(0),
    startAt: timestampTz('start_at'),
    endAt: timestampTz('end_at'),
    releaseDate: date('release_date', { mode: 'string' }),
    isLimited: boolean('is_limited').notNull().default(false),
    isPreorder: boolean('is_preorder').notNull().default(false),
    digitalEnabled: boolean('digital_enabled').notNull().default(false),
    /** Origin code of the visit the project was created from (spec: "POST projects (adds origin)"). */
    origin: text('origin'),
    /** Origin the project was created at: links in its reminders, unless PUBLIC_URL is set. */
    linkOrigin: text('link_origin'),
    /** The pressing quote the project was created from (its costs drive the break-even). */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    likesCount: integer('likes_count').notNull().default(0),
    /** Ranking score for the popular sort (sales, likes and plays, refreshed by a job). */
    popularity: integer('popularity').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${projects.name}, '') || ' ' || coalesce(${projects.artistName}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${projects.descriptionEn}, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('projects_category_valid', t.category, projectCategorySchema.options),
    checkIn('projects_step_valid', t.step, PROJECT_STEPS),
    check('projects_price_non_negative', sql`${t.priceEurMinor} >= 0`),
    check('projects_sold_non_negative', sql`${t.sold} >= 0`),
    check('projects_goal_positive', sql`${t.goal} is null or ${t.goal} > 0`),
    // Guarded stock updates (set stock = stock - n) fail here rather than oversell.
    check('projects_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    index('projects_step_idx').on(t.step, t.createdAt),
    index('projects_category_idx').on(t.category, t.createdAt),
    index('projects_created_at_idx').on(t.createdAt),
    // The shop's sorts read their first page off an index (issue 19): newest first, then most popular.
    index('projects_listed_new_idx').on(sql`coalesce(${t.startAt}, ${t.createdAt})`, t.id),
    index('projects_popularity_idx').on(t.popularity, t.id),
    // Counts the digital filter's matches from a small index instead of the table.
    index('projects_digital_idx')
      .on(t.step)
      .where(sql`${t.digitalEnabled}`),
    index('projects_price_idx').on(t.priceEurMinor),
    index('projects_artist_idx').on(t.artistId),
    index('projects_label_idx').on(t.labelId),
    index('projects_shop_idx').on(t.shopId),
    index('projects_user_idx').on(t.userId),
    index('projects_end_at_idx').on(t.endAt),
    index('projects_ship_together_idx').on(t.shipTogetherGroup),
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('projects_artist_name_trgm_idx').using('gin', t.artistName.op('gin_trgm_ops')),
    index('projects_search_idx').using('gin', t.searchVector),
  ],
);

/** A seller-set price in another currency, VAT included (BUSINESS-RULES: "optionally set per currency"). */
export const projectPrices = pgTable(
  'project_prices',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.currency] }),
    check('project_prices_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/** Every step change, with who made it and when (BUSINESS-RULES "Project lifecycle"). */
export const projectStepHistory = pgTable(
  'project_step_history',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromStep: text('from_step').$type<ProjectStep>(),
    toStep: text('to_step').$type<ProjectStep>().notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('project_step_history_project_idx').on(t.projectId, t.at)],
);

/**
 * An option (SKU) of a project: a size run, a bundle component, a variant. Its id is the cart's item_id;
 * `linkedProjectId` points at the project a bundle component stands for.
 */
export const projectItems = pgTable(
  'project_items',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    linkedProjectId: integer('linked_project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    /** Copies left; null when not counted. */
    stock: integer('stock'),
    /** Extra or replacement price in EUR cents, null to use the project's price. */
    priceEurMinor: integer('price_eur_minor'),
    weightGrams: integer('weight_grams'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_items_project_idx').on(t.projectId),
    check('project_items_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export const projectGenres = pgTable(
  'project_genres',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.genreId] }),
    index('project_genres_genre_idx').on(t.genreId, t.projectId),
  ],
);

export const projectCategories = pgTable(
  'project_categories',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.projectId] }),
    index('project_categories_project_idx').on(t.projectId),
    index('project_categories_position_idx').on(t.categoryId, t.position),
  ],
);

/** EAN/UPC barcodes of a project's pressing (spec: barcode, quantity). */
export const barcodes = pgTable(
  'barcodes',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    quantity: integer('quantity').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('barcodes_barcode_unique').on(t.barcode), index('barcodes_project_idx').on(t.projectId)],
);
