import { productSchema } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema';
import { fakeProductImages } from '../../test/factories/catalog';
import { toProductDto } from './product-dto';

function row(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: '7b0c9a52-3c1e-4c8e-9d57-1f0f7f3b9a10',
    title: 'Ganesha',
    description: 'Hand-painted stone',
    pricePaise: 125_050,
    type: 'stoneArt',
    bgColor: '#ffeedd',
    artist: null,
    artistId: null,
    orientation: 'landscape',
    size: '5 x 3 inches',
    isPremium: false,
    discountPercentage: 10,
    discountPricePaise: 112_545,
    rating: 4.5,
    ratingCount: 2,
    orderCount: 7,
    hsnCode: null,
    gstRateBp: null,
    reservedUntil: null,
    reservedOfferId: null,
    soldAt: null,
    soldOrderId: null,
    hidden: false,
    priceOnRequest: false,
    demo: false,
    images: fakeProductImages('ganesha'),
    sizes: [],
    weightGrams: null,
    lengthCm: null,
    breadthCm: null,
    heightCm: null,
    artWidthCm: null,
    artHeightCm: null,
    medium: null,
    yearMade: null,
    signed: false,
    createdAt: new Date('2025-01-02T03:04:05.000Z'),
    updatedAt: new Date('2025-01-02T03:04:05.000Z'),
    ...overrides,
  };
}

describe('toProductDto', () => {
  it('speaks rupees and flattens the images into the spec fields', () => {
    const dto = toProductDto(row());
    expect(productSchema.parse(dto)).toEqual(dto);
    expect(dto).toMatchObject({
      price: 1250.5,
      discount: true,
      discountPercentage: 10,
      discountPrice: 1125.45,
      createdAt: '2025-01-02T03:04:05.000Z',
      mainImageUrl: '/media/products/ganesha-1280.webp',
      sidebarImageUrls: [
        '/media/products/ganesha-s1-1280.webp',
        '/media/products/ganesha-s2-1280.webp',
      ],
    });
    expect(dto.images).toHaveLength(3);
  });

  it('reports no discount at 0% and no main image when there is none', () => {
    const dto = toProductDto(
      row({ discountPercentage: 0, discountPricePaise: 125_050, images: [] }),
    );
    expect(dto.discount).toBe(false);
    expect(dto.discountPrice).toBe(1250.5);
    expect(dto.mainImageUrl).toBeNull();
    expect(dto.sidebarImageUrls).toEqual([]);
  });

  it("carries each size with its own price and discount, the product's own first (decision 0082)", () => {
    const dto = toProductDto(
      row({
        sizes: [
          {
            id: 'own',
            label: '4 x 3 inches',
            pricePaise: 125_050,
            discountPercentage: 10,
            discountPricePaise: 112_500,
            weightGrams: 350,
          },
          {
            id: 'big',
            label: '6 x 5 inches',
            pricePaise: 200_000,
            discountPercentage: 0,
            discountPricePaise: 200_000,
            weightGrams: null,
          },
        ],
      }),
    );
    expect(productSchema.parse(dto)).toEqual(dto);
    expect(dto.sizes).toEqual([
      {
        id: 'own',
        label: '4 x 3 inches',
        price: 1250.5,
        discount: true,
        discountPercentage: 10,
        discountPrice: 1125,
        weightGrams: 350,
      },
      {
        id: 'big',
        label: '6 x 5 inches',
        price: 2000,
        discount: false,
        discountPercentage: 0,
        discountPrice: 2000,
        weightGrams: null,
      },
    ]);
  });

  it('reads a row stored without sizes as its own size alone, at its price', () => {
    const dto = toProductDto(row({ size: null, sizes: [] }));
    expect(dto.sizes).toEqual([
      expect.objectContaining({ id: dto.id, label: '5 x 3 inches', price: 1250.5 }),
    ]);
  });
});
