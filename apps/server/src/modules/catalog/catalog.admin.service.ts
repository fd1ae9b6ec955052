import {
  ADMIN_PRODUCT_SIDEBAR_IMAGES,
  adminProductAddFieldsSchema,
  adminProductEditFieldsSchema,
  adminProductMessages,
  catalogMessages,
  discountedPaise,
  gstBpToPercent,
  gstPercentToBp,
  artworkSizeFieldsSchema,
  productPackageFieldsSchema,
  productPackageOf,
  productProvenanceFieldsSchema,
  toPaise,
  toRupees,
  type AdminProduct,
  type AdminProductAnalytics,
  type AdminProductListQuery,
  type ProductImage,
  type StoredImage,
} from '@artshop/shared';
import { and, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, type ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { removeStoredImages } from '../../media/intake';
import type { MediaStorage } from '../../media/storage';
import { newestProductsPage } from './catalog.service';
import { storeProductImages } from './product-images';
import { removeLinesOfDroppedSizes, sizesToAdd, sizesToEdit } from './product-sizes.admin';
import { toPricedProductDto } from './product-dto';
import { artistIdForName } from './artists.service';
import { catalogueTally } from './product-tallies';
import { invalidateCatalogCache } from './response-cache';
import type { ProductForm } from './read-product-form';
import { likeContains } from '../../lib/like-contains';

/**
 * The shop's product plus its GST classification (null: the type's default) and whether it is
 * hidden from the shop, for the back-office.
 */
export function toAdminProductDto(row: ProductRow, now: Date = new Date()): AdminProduct {
  return {
    ...toPricedProductDto(row, now),
    hsnCode: row.hsnCode,
    gstRate: row.gstRateBp === null ? null : gstBpToPercent(row.gstRateBp),
    hidden: row.hidden,
    package: productPackageOf(row.type, row),
    provenance: { medium: row.medium, yearMade: row.yearMade, signed: row.signed },
  };
}

function listFilter(query: AdminProductListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(or(ilike(products.title, pattern), ilike(products.description, pattern)));
  }
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.discount === 'yes') conditions.push(gt(products.discountPercentage, 0));
  if (query.discount === 'no') conditions.push(eq(products.discountPercentage, 0));
  return and(...conditions);
}

/**
 * The dashboard's figures over the whole catalogue (not the filtered page) and paid orders. Every
 * page and search of the list shows them: the catalogue's counts are read from the tallies the
 * database keeps (docs/decisions/0136-product-tallies.md), the sales from a small covering index
 * (docs/decisions/0033-large-shop-indexes.md).
 */
export async function productAnalytics(db: Db): Promise<AdminProductAnalytics> {
  const [figures, paise] = await Promise.all([
    catalogueTally(db),
    db
      .select({ paise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.paymentStatus, 'success'))
      .then(([row]) => row?.paise ?? 0),
  ]);
  return { ...figures, totalSales: toRupees(paise) };
}

/**
 * `GET /admin/products`: searched (pg_trgm indexes on title and description), filtered and paged in
 * the database, newest first; the page, its total and the dashboard figures side by side.
 */
export async function listAdminProducts(db: Db, query: AdminProductListQuery) {
  const where = listFilter(query);
  const [page, filteredTotal, analytics] = await Promise.all([
    newestProductsPage(db, where, query),
    // Unfiltered, the total is the dashboard's: no second count of the whole table (decision 0128).
    where
      ? db
          .select({ total: count() })
          .from(products)
          .where(where)
          .then(([row]) => row?.total ?? 0)
      : undefined,
    productAnalytics(db),
  ]);
  return {
    products: page.rows.map((row) => toAdminProductDto(row)),
    total: filteredTotal ?? analytics.totalProducts,
    analytics,
    nextCursor: page.nextCursor,
  };
}

const isSidebarField = (name: string) => name.startsWith('sidebarImage');

/** Every sidebar file, whatever its field name, in field-name order (sidebarImage1 before 2). */
function sidebarFiles(files: ProductForm['files']): Buffer[] {
  return [...files.entries()]
    .filter(([name]) => isSidebarField(name))
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap(([, buffers]) => buffers);
}

function singleMain(files: ProductForm['files']): Buffer | undefined {
  const main = files.get('mainImage') ?? [];
  if (main.length > 1) throw httpError(400, adminProductMessages.mainImageOnlyOne);
  return main[0];
}

const withRole = (image: StoredImage, role: ProductImage['role']): ProductImage => ({
  ...image,
  role,
});

/** The price columns of an added or edited product: the discounted price is always computed here. */
function priceColumns(fields: { price: number; discountPercentage: number }) {
  const pricePaise = toPaise(fields.price);
  return {
    pricePaise,
    discountPercentage: fields.discountPercentage,
    discountPricePaise: discountedPaise(pricePaise, fields.discountPercentage),
  };
}

/**
 * The parcel columns a form sets (decision 0094): a figure left out is not written (an edit keeps
 * it, an add leaves it null), a blank one is null, which reads as the type's default.
 */
function packageColumns(form: Record<string, unknown>) {
  const parcel = productPackageFieldsSchema.parse(form);
  return {
    ...(parcel.packageWeightGrams !== undefined && { weightGrams: parcel.packageWeightGrams }),
    ...(parcel.packageLengthCm !== undefined && { lengthCm: parcel.packageLengthCm }),
    ...(parcel.packageBreadthCm !== undefined && { breadthCm: parcel.packageBreadthCm }),
    ...(parcel.packageHeightCm !== undefined && { heightCm: parcel.packageHeightCm }),
  };
}

/**
 * The work's size columns a form sets (decision 0121): left out, not written (an edit keeps it);
 * blank, null (not known).
 */
function artworkSizeColumns(form: Record<string, unknown>) {
  const size = artworkSizeFieldsSchema.parse(form);
  return {
    ...(size.widthCm !== undefined && { artWidthCm: size.widthCm }),
    ...(size.heightCm !== undefined && { artHeightCm: size.heightCm }),
  };
}

/**
 * The certificate's columns a form sets (decision 0119): a field left out is not written (an edit
 * keeps it, an add takes the default), a blank medium or year clears it.
 */
function provenanceColumns(form: Record<string, unknown>) {
  const provenance = productProvenanceFieldsSchema.parse(form);
  return {
    ...(provenance.medium !== undefined && { medium: provenance.medium }),
    ...(provenance.yearMade !== undefined && { yearMade: provenance.yearMade }),
    ...(provenance.signed !== undefined && { signed: provenance.signed }),
  };
}

/** `POST /adminop/add`: every rule of spec section 5 'Admin add', then the images, then the row. */
export async function addProduct(
  db: Db,
  media: MediaStorage,
  form: ProductForm,
): Promise<AdminProduct> {
  const fields = adminProductAddFieldsSchema.parse(form.fields);
  const sized = sizesToAdd(fields, form.fields);
  const parcel = packageColumns(form.fields);
  const provenance = provenanceColumns(form.fields);
  const artworkSize = artworkSizeColumns(form.fields);
  const main = singleMain(form.files);
  if (!main) throw httpError(400, adminProductMessages.mainImageRequired);
  // A main image is enough; the sidebars are extra views (decision 0087).
  const sidebars = sidebarFiles(form.files);
  if (sidebars.length > ADMIN_PRODUCT_SIDEBAR_IMAGES) {
    throw httpError(400, adminProductMessages.sidebarImagesAtMostTwo);
  }

  const stored = await storeProductImages([main, ...sidebars], media);
  try {
    const [row] = await db
      .insert(products)
      .values({
        title: fields.title,
        description: fields.description,
        ...priceColumns(fields),
        ...sized,
        ...parcel,
        ...provenance,
        ...artworkSize,
        type: fields.type,
        bgColor: fields.bgColor,
        artist: fields.artist ?? null,
        artistId: artistIdForName(fields.artist),
        isPremium: fields.isPremium,
        hsnCode: fields.hsnCode ?? null,
        gstRateBp: fields.gstRate === undefined ? null : gstPercentToBp(fields.gstRate),
        images: stored.map((image, i) => withRole(image, i === 0 ? 'main' : 'sidebar')),
      })
      .returning();
    if (!row) throw new Error('The product was not stored');
    await invalidateCatalogCache(db);
    return toAdminProductDto(row);
  } catch (error) {
    await removeStoredImages(stored, media.public);
    throw error;
  }
}

type Slot = { kind: 'keep'; image: ProductImage | undefined } | { kind: 'upload'; buffer: Buffer };

/**
 * One image slot of an edit: a new file, or a kept URL that must be one of the product's current
 * images (any of its variants), or, when neither is sent, the image the slot has now.
 */
function editSlot(
  current: ProductImage[],
  slotImage: ProductImage | undefined,
  file: Buffer[] | undefined,
  keptUrl: unknown,
  tooMany: string,
): Slot {
  if (file && file.length > 1) throw httpError(400, tooMany);
  if (file?.[0]) return { kind: 'upload', buffer: file[0] };
  if (keptUrl === undefined || keptUrl === '') return { kind: 'keep', image: slotImage };
  const kept =
    typeof keptUrl === 'string'
      ? current.find(
          (image) => image.url === keptUrl || image.variants.some((v) => v.url === keptUrl),
        )
      : undefined;
  if (!kept) throw httpError(400, adminProductMessages.keptImageUnknown);
  return { kind: 'keep', image: kept };
}

/** `PUT /adminop/edit/{id}`: the rules of spec section 5 'Admin edit'; images kept or replaced. */
export async function editProduct(
  db: Db,
  media: MediaStorage,
  id: string,
  form: ProductForm,
): Promise<AdminProduct> {
  if (!isUuid(id)) throw httpError(404, adminProductMessages.notFound);
  const [current] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!current) throw httpError(404, adminProductMessages.notFound);
  const fields = adminProductEditFieldsSchema.parse(form.fields);
  const sized = sizesToEdit(current, fields, form.fields);
  const parcel = packageColumns(form.fields);
  const provenance = provenanceColumns(form.fields);
  const artworkSize = artworkSizeColumns(form.fields);

  const unknownSidebars = [...form.files.keys()].filter(
    (name) => isSidebarField(name) && name !== 'sidebarImage1' && name !== 'sidebarImage2',
  );
  if (unknownSidebars.length > 0) {
    throw httpError(400, adminProductMessages.sidebarImagesAtMostTwo);
  }
  const images = current.images ?? [];
  const currentSidebars = images.filter((image) => image.role === 'sidebar');
  const tooManySidebars = adminProductMessages.sidebarImagesAtMostTwo;
  const slots: [Slot, ProductImage['role']][] = [
    [
      editSlot(
        images,
        images.find((image) => image.role === 'main'),
        form.files.get('mainImage'),
        form.fields.mainImageUrl,
        adminProductMessages.mainImageOnlyOne,
      ),
      'main',
    ],
    [
      editSlot(
        images,
        currentSidebars[0],
        form.files.get('sidebarImage1'),
        form.fields.sidebarImage1Url,
        tooManySidebars,
      ),
      'sidebar',
    ],
    [
      editSlot(
        images,
        currentSidebars[1],
        form.files.get('sidebarImage2'),
        form.fields.sidebarImage2Url,
        tooManySidebars,
      ),
      'sidebar',
    ],
  ];

  const uploads = slots.flatMap(([slot]) => (slot.kind === 'upload' ? [slot.buffer] : []));
  const stored = await storeProductImages(uploads, media);
  let next = 0;
  const nextImages: ProductImage[] = [];
  for (const [slot, role] of slots) {
    const image = slot.kind === 'upload' ? stored[next++] : slot.image;
    if (image) nextImages.push(withRole(image, role));
  }

  try {
    const [row] = await db
      .update(products)
      .set({
        title: fields.title,
        ...priceColumns(fields),
        ...sized,
        ...parcel,
        ...provenance,
        ...artworkSize,
        images: nextImages,
        updatedAt: new Date(),
        ...(fields.description !== undefined && { description: fields.description }),
        ...(fields.type !== undefined && { type: fields.type }),
        ...(fields.bgColor !== undefined && { bgColor: fields.bgColor }),
        ...(fields.artist !== undefined && {
          artist: fields.artist,
          artistId: artistIdForName(fields.artist),
        }),
        ...(fields.isPremium !== undefined && { isPremium: fields.isPremium }),
        ...(fields.hsnCode !== undefined && { hsnCode: fields.hsnCode }),
        ...(fields.gstRate !== undefined && {
          gstRateBp: fields.gstRate === null ? null : gstPercentToBp(fields.gstRate),
        }),
      })
      .where(eq(products.id, id))
      .returning();
    // Deleted by another admin while this edit was being uploaded.
    if (!row) throw httpError(404, adminProductMessages.notFound);
    await removeLinesOfDroppedSizes(db, id, sized.sizes);
    await invalidateCatalogCache(db);
    return toAdminProductDto(row);
  } catch (error) {
    await removeStoredImages(stored, media.public);
    throw error;
  }
}

/**
 * `DELETE /adminop/delete/{id}`. Reviews, cart lines and interest go with the product (cascade);
 * orders keep their item snapshots (order_items.product_id is set null). Image files stay on disk
 * because those snapshots still show them (docs/decisions/0014).
 */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw httpError(404, adminProductMessages.notFound);
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (deleted.length === 0) throw httpError(404, adminProductMessages.notFound);
  await invalidateCatalogCache(db);
}

/**
 * `PATCH /adminop/{id}/hidden` (admin): takes a product off every list, search and page of the shop
 * (a sold piece kept private), or puts it back. The dashboard keeps listing it.
 */
export async function setProductHidden(db: Db, id: string, hidden: boolean): Promise<AdminProduct> {
  if (!isUuid(id)) throw httpError(404, adminProductMessages.notFound);
  const [row] = await db
    .update(products)
    .set({ hidden, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw httpError(404, adminProductMessages.notFound);
  await invalidateCatalogCache(db);
  return toAdminProductDto(row);
}

/**
 * 'Price on request' (decision 0089): the shop shows no price for the painting, and its JSON-LD
 * offer none; an offer from the owner sets what the buyer pays. Stone art is bought in the cart at
 * its price, so it cannot hide it (400).
 */
export async function setProductPriceOnRequest(
  db: Db,
  id: string,
  priceOnRequest: boolean,
): Promise<AdminProduct> {
  if (!isUuid(id)) throw httpError(404, adminProductMessages.notFound);
  const [current] = await db
    .select({ type: products.type })
    .from(products)
    .where(eq(products.id, id));
  if (!current) throw httpError(404, adminProductMessages.notFound);
  if (current.type !== 'painting' && priceOnRequest) {
    throw httpError(400, catalogMessages.priceOnRequestPaintingsOnly);
  }
  const [row] = await db
    .update(products)
    .set({ priceOnRequest, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw httpError(404, adminProductMessages.notFound);
  await invalidateCatalogCache(db);
  return toAdminProductDto(row);
}
