// Accessories and merch on /admin/product (docs/admin.md "Curation"): list, read, create and change a
// product through projects' face; a garment's sizes each carry their stock. Every write records its
// audit row (entity `project`, the product before and after) in its transaction.
import type { AdminProduct, AdminProductsQuery, ProductBody } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { productSizesProblemOf, productStockOf, type ProductCategory } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { ProductFields, ProductItemRow, ProductRow, ProductsRepo } from '../projects/index.ts';

export interface ProductCurationDeps {
  db: Db;
  products: ProductsRepo;
  audit: Pick<AuditLog, 'record'>;
}

export function productDto(row: ProductRow, items: readonly ProductItemRow[]): AdminProduct {
  const options = row.sizes.length > 0 ? items.filter((item) => item.projectId === row.id) : [];
  // An option of one size is that size's stock; an older option lists several sizes sharing one stock.
  const sizes = options.flatMap((item) => {
    const names = item.sizes.length > 1 ? item.sizes : [item.sizes[0] ?? item.name];
    const shared = names.length > 1;
    return names.map((size) => ({ item_id: item.id, size, stock: item.stock ?? 0, shared }));
  });
  const copies = options.map((item) => ({ size: item.name, stock: item.stock ?? 0 }));
  return {
    id: row.id,
    name: row.name,
    artist_name: row.artistName,
    category: row.category as ProductCategory,
    step: row.step,
    format: row.format,
    price_eur_minor: row.priceEurMinor,
    weight_grams: row.weightGrams,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    stock:
      options.length > 0 && options.every((item) => item.stock === null) ? null : productStockOf(row.stock, copies),
    sizes,
  };
}

function fieldsOf(body: ProductBody): ProductFields {
  const problem = productSizesProblemOf(body.category, body.sizes);
  if (problem) throw new AppError('input_invalid', { fields: { sizes: problem } });
  return {
    name: body.name,
    artistName: body.artist_name,
    category: body.category,
    step: body.step,
    format: body.format,
    priceEurMinor: body.price_eur_minor,
    weightGrams: body.weight_grams,
    descriptionEn: body.description_en,
    descriptionFr: body.description_fr,
    stock: body.sizes.length > 0 ? null : body.stock,
    sizes: body.sizes,
  };
}

export function createProductCuration({ db, products, audit }: ProductCurationDeps) {
  const read = async (id: number, tx?: Parameters<ProductsRepo['find']>[1]): Promise<AdminProduct | null> => {
    const row = await products.find(id, tx);
    return row ? productDto(row, await products.itemsOf([id], tx)) : null;
  };

  return {
    async list(query: AdminProductsQuery) {
      const { rows, total } = await products.list(query);
      const items = await products.itemsOf(rows.map((row) => row.id));
      return { rows: rows.map((row) => productDto(row, items)), total, page: query.page, per_page: query.per_page };
    },

    async view(id: number): Promise<AdminProduct> {
      const product = await read(id);
      if (!product) throw new AppError('not_found');
      return product;
    },

    async create(actor: AuditActor, body: ProductBody): Promise<AdminProduct> {
      const fields = fieldsOf(body);
      return db.transaction(async (tx) => {
        const id = await products.create(tx, fields);
        const after = await read(id, tx);
        await audit.record(actor, { action: 'product.create', entityType: 'project', entityId: id, after }, tx);
        if (!after) throw new Error('product not read back');
        return after;
      });
    },

    async update(actor: AuditActor, id: number, body: ProductBody): Promise<AdminProduct> {
      const fields = fieldsOf(body);
      return db.transaction(async (tx) => {
        const before = await read(id, tx);
        if (!before) throw new AppError('not_found');
        await products.update(tx, id, fields);
        const after = await read(id, tx);
        await audit.record(actor, { action: 'product.update', entityType: 'project', entityId: id, before, after }, tx);
        if (!after) throw new Error('product not read back');
        return after;
      });
    },
  };
}

export type ProductCuration = ReturnType<typeof createProductCuration>;
