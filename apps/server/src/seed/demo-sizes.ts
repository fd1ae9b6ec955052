import { toPaise, type StoredProductSize } from '@artshop/shared';
import { storedSize } from '../modules/catalog/product-sizes';
import type { DemoProduct } from './demo-catalogue';

/**
 * The demo's sizes (decision 0082): a painting is its one canvas; a stone comes in the four sizes
 * the shop paints, its own first, each priced by its face area from the own size's price (to a
 * price ending in 99) and weighed for the courier.
 */
const STONE_SIZES = [
  { label: '4 x 3 inches', area: 12, weightGrams: 250 },
  { label: '5 x 3 inches', area: 15, weightGrams: 350 },
  { label: '6 x 4 inches', area: 24, weightGrams: 600 },
  { label: '6 x 5 inches', area: 30, weightGrams: 800 },
] as const;

const endingIn99 = (rupees: number) => Math.max(99, Math.round(rupees / 100) * 100 - 1);

export function demoSizes(item: DemoProduct): StoredProductSize[] {
  const discountPercentage = item.discountPercentage ?? 0;
  const size = (label: string, rupees: number, weightGrams: number | null): StoredProductSize =>
    storedSize(label, toPaise(rupees), { discountPercentage, weightGrams });
  const own = STONE_SIZES.find((stone) => stone.label === item.size);
  if (item.type === 'painting' || !own) {
    return [size(item.size, item.priceRupees, own?.weightGrams ?? null)];
  }
  return [
    size(own.label, item.priceRupees, own.weightGrams),
    ...STONE_SIZES.filter((stone) => stone !== own).map((stone) =>
      size(stone.label, endingIn99((item.priceRupees * stone.area) / own.area), stone.weightGrams),
    ),
  ];
}
