import type { PaintingKind } from './painting-svg';
import type { StoneKind } from './stone-svg';

/**
 * The demo catalogue: plain data, no logic. Prices are in rupees here for readability and are
 * converted with `toPaise` when inserted. `daysAgo` spreads creation dates so "newest first" and
 * "top sellers" show different orders; `reviews` are ratings given by demo customers.
 */

interface DemoProductBase {
  title: string;
  description: string;
  priceRupees: number;
  bgColor: string;
  size: string;
  isPremium?: boolean;
  discountPercentage?: number;
  orderCount: number;
  daysAgo: number;
  /** Product review ratings (1-5), matched in order with `DEMO_REVIEW_TEXTS`. */
  reviews?: number[];
}

export interface DemoPainting extends DemoProductBase {
  type: 'painting';
  artist: string;
  art: PaintingKind;
}

export interface DemoStone extends DemoProductBase {
  type: 'stoneArt';
  art: StoneKind;
  /** Text painted on a name plate. */
  text?: string;
}

export type DemoProduct = DemoPainting | DemoStone;

export const DEMO_PAINTINGS: DemoPainting[] = [
  {
    type: 'painting',
    art: 'landscape',
    title: 'Monsoon Dusk over the Western Ghats',
    artist: 'Meera Iyer',
    description:
      'Acrylic on stretched canvas. Layer after layer of violet ridges fade into a monsoon sky as the sun sets behind Sahyadri peaks. Signed by the artist, ready to hang.',
    priceRupees: 185000,
    size: '48 x 72 inches',
    bgColor: '#efe4f5',
    isPremium: true,
    orderCount: 3,
    daysAgo: 6,
    reviews: [5, 5],
  },
  {
    type: 'painting',
    art: 'seascape',
    title: 'Konkan Coast at First Light',
    artist: 'Arjun Deshpande',
    description:
      'Oil on canvas. Soft pink dawn over the Arabian Sea, painted from sketches made on the beaches near Ratnagiri. Gallery-wrapped edges.',
    priceRupees: 68500,
    size: '30 x 40 inches',
    bgColor: '#fbe9ee',
    discountPercentage: 10,
    orderCount: 5,
    daysAgo: 14,
    reviews: [5, 4],
  },
  {
    type: 'painting',
    art: 'village',
    title: 'Backwaters of Alleppey',
    artist: 'Kavya Nair',
    description:
      'Acrylic on canvas. Coconut palms lean over the still backwaters of Kerala as evening settles over the paddy fields. Warm, calm and full of home.',
    priceRupees: 42000,
    size: '24 x 36 inches',
    bgColor: '#fde8d7',
    orderCount: 9,
    daysAgo: 21,
    reviews: [5, 5, 4],
  },
  {
    type: 'painting',
    art: 'abstract',
    title: 'Raga in Indigo',
    artist: 'Rohan Malhotra',
    description:
      'Mixed media on canvas. Sweeping strokes in indigo and slate, inspired by a late-night Yaman recital. A statement piece for a modern living room.',
    priceRupees: 95000,
    size: '36 x 48 inches',
    bgColor: '#e3edf7',
    isPremium: true,
    orderCount: 2,
    daysAgo: 3,
  },
  {
    type: 'painting',
    art: 'landscape',
    title: 'Thar Desert Noon',
    artist: 'Vikram Rathore',
    description:
      'Acrylic on canvas. Golden dunes near Jaisalmer under a blazing sky, with a flight of birds heading for the oasis. Textured with palette knife work.',
    priceRupees: 28500,
    size: '24 x 30 inches',
    bgColor: '#fdf0d5',
    discountPercentage: 15,
    orderCount: 12,
    daysAgo: 28,
    reviews: [4],
  },
  {
    type: 'painting',
    art: 'seascape',
    title: 'Moonrise over Marina',
    artist: 'Lakshmi Pillai',
    description:
      'Oil on canvas. A full moon lifts over the Bay of Bengal and lays silver on the waves of Chennai’s Marina beach. Deep blues with a quiet glow.',
    priceRupees: 54000,
    size: '30 x 30 inches',
    bgColor: '#dde7f3',
    orderCount: 4,
    daysAgo: 35,
  },
  {
    type: 'painting',
    art: 'village',
    title: 'Palms of Goa at Night',
    artist: 'Farhan Qureshi',
    description:
      'Acrylic on canvas. The hush after a Goan festival night: palm silhouettes, a warm moon and the last glow over the hills.',
    priceRupees: 16500,
    size: '18 x 24 inches',
    bgColor: '#f1e3f3',
    discountPercentage: 20,
    orderCount: 15,
    daysAgo: 44,
    reviews: [5, 4, 5],
  },
  {
    type: 'painting',
    art: 'abstract',
    title: 'Holi Morning',
    artist: 'Ananya Sen',
    description:
      'Acrylic and pastel on canvas. Clouds of gulal in pink, teal and cream drift across the canvas. Joyful, loose and luminous.',
    priceRupees: 8500,
    size: '16 x 20 inches',
    bgColor: '#e6f4f1',
    orderCount: 18,
    daysAgo: 52,
    reviews: [5],
  },
  {
    type: 'painting',
    art: 'landscape',
    title: 'Himalayan Dawn, Kausani',
    artist: 'Ishita Banerjee',
    description:
      'Oil on canvas. The first blue light over the Kumaon ranges, seen from a tea garden in Kausani. Layered glazes give the mountains their depth.',
    priceRupees: 124000,
    size: '40 x 60 inches',
    bgColor: '#e2e8f0',
    isPremium: true,
    discountPercentage: 5,
    orderCount: 1,
    daysAgo: 9,
  },
];

const stone = (s: Omit<DemoStone, 'type'>): DemoStone => ({ type: 'stoneArt', ...s });

export const DEMO_STONES: DemoStone[] = [
  stone({
    art: 'mandala',
    title: 'Midnight Bloom Dot Mandala Stone',
    description:
      'A river pebble hand-painted dot by dot with a concentric mandala in coral, saffron and sky blue on a midnight base. Sealed with a glossy varnish.',
    priceRupees: 1499,
    size: '5 x 3 inches',
    bgColor: '#f5e6d3',
    orderCount: 64,
    daysAgo: 2,
    reviews: [5, 5, 4, 5],
  }),
  stone({
    art: 'mandala',
    title: 'Sunburst Mandala Pebble',
    description:
      'Bright sunburst mandala painted on a smooth oval stone. Makes a cheerful paperweight or a desk piece for meditation.',
    priceRupees: 899,
    size: '4 x 3 inches',
    bgColor: '#fff1c1',
    discountPercentage: 10,
    orderCount: 88,
    daysAgo: 17,
    reviews: [5, 4],
  }),
  stone({
    art: 'mandala',
    title: 'Peacock Blue Grand Mandala Stone',
    description:
      'Our largest mandala: more than two thousand hand-placed dots in peacock blues and golds on a broad river stone. Each one takes three days to paint.',
    priceRupees: 4999,
    size: '6 x 5 inches',
    bgColor: '#d8f0ee',
    isPremium: true,
    orderCount: 21,
    daysAgo: 8,
    reviews: [5, 5],
  }),
  stone({
    art: 'lotus',
    title: 'Pink Lotus Serenity Stone',
    description:
      'A pink lotus rising from still water, painted in layered acrylics on a dark pebble. A calm corner for a puja shelf or study table.',
    priceRupees: 1299,
    size: '5 x 3 inches',
    bgColor: '#fbe4ec',
    orderCount: 47,
    daysAgo: 5,
    reviews: [5, 4, 5],
  }),
  stone({
    art: 'lotus',
    title: 'Lotus Pond Meditation Pebble',
    description:
      'A small, palm-sized lotus pebble to hold during meditation. Smooth, weighty and sealed for everyday handling.',
    priceRupees: 649,
    size: '4 x 3 inches',
    bgColor: '#e6f0e0',
    orderCount: 102,
    daysAgo: 31,
  }),
  stone({
    art: 'lotus',
    title: 'Kamal Blessings Stone',
    description:
      'A lotus, the seat of Lakshmi, painted for new beginnings. A thoughtful griha pravesh or Diwali gift.',
    priceRupees: 1799,
    size: '6 x 4 inches',
    bgColor: '#fde2cf',
    discountPercentage: 15,
    orderCount: 36,
    daysAgo: 40,
    reviews: [4],
  }),
  stone({
    art: 'peacock',
    title: 'Mor Pankh Peacock Feather Stone',
    description:
      'A single peacock feather in emerald, turquoise and gold, painted with fine brushes on a deep green stone.',
    priceRupees: 1199,
    size: '5 x 3 inches',
    bgColor: '#dbeee9',
    orderCount: 58,
    daysAgo: 11,
    reviews: [5, 5],
  }),
  stone({
    art: 'peacock',
    title: "Krishna's Feather Pebble",
    description:
      'The feather Krishna wears in his crown, on a smooth pebble for your mandir or car dashboard.',
    priceRupees: 749,
    size: '4 x 3 inches',
    bgColor: '#e8f3fb',
    orderCount: 74,
    daysAgo: 46,
  }),
  stone({
    art: 'peacock',
    title: 'Emerald Peacock Feather Stone',
    description:
      'A large, richly detailed feather with gold leaf accents. Sealed with UV-resistant varnish so the colours stay bright.',
    priceRupees: 2499,
    size: '6 x 5 inches',
    bgColor: '#e4f1dc',
    isPremium: true,
    orderCount: 19,
    daysAgo: 24,
    reviews: [5],
  }),
  stone({
    art: 'treeOfLife',
    title: 'Tree of Life Family Stone',
    description:
      'A tree of life with colourful blossoms: one for each member of your family. Tell us the names and we can paint them on the back.',
    priceRupees: 1599,
    size: '5 x 3 inches',
    bgColor: '#f3e8fb',
    orderCount: 41,
    daysAgo: 13,
    reviews: [5, 4],
  }),
  stone({
    art: 'treeOfLife',
    title: 'Kalpavriksha Wish Tree Pebble',
    description:
      'The wish-fulfilling tree of Indian legend, painted in cream and jewel tones on a night-dark pebble.',
    priceRupees: 999,
    size: '4 x 3 inches',
    bgColor: '#efe7dd',
    discountPercentage: 12.5,
    orderCount: 55,
    daysAgo: 58,
  }),
  stone({
    art: 'treeOfLife',
    title: 'Spring Blossom Tree Stone',
    description:
      'A tree bursting into spring colour. A bright, hopeful gift for a housewarming or a new job.',
    priceRupees: 1399,
    size: '6 x 4 inches',
    bgColor: '#fdeff2',
    orderCount: 29,
    daysAgo: 37,
    reviews: [4, 5],
  }),
  stone({
    art: 'radhaKrishna',
    title: 'Radha Krishna Eternal Love Stone',
    description:
      'Radha and Krishna side by side under a golden halo, Krishna with his flute and peacock feather crown. Painted in our Jaipur studio.',
    priceRupees: 2199,
    size: '5 x 3 inches',
    bgColor: '#f7ecd9',
    orderCount: 96,
    daysAgo: 4,
    reviews: [5, 5, 5, 4, 5],
  }),
  stone({
    art: 'radhaKrishna',
    title: 'Radha Krishna Flute Melody Pebble',
    description:
      'A smaller Radha Krishna pebble in folk-art style. Sits beautifully in a home mandir.',
    priceRupees: 1499,
    size: '4 x 3 inches',
    bgColor: '#e7eefb',
    discountPercentage: 10,
    orderCount: 67,
    daysAgo: 27,
    reviews: [5],
  }),
  stone({
    art: 'radhaKrishna',
    title: 'Vrindavan Radha Krishna Heirloom Stone',
    description:
      'An heirloom piece on a large river stone with 24-carat gold leaf highlights, signed and dated by the artist. Comes in a wooden presentation box.',
    priceRupees: 12500,
    size: '6 x 5 inches',
    bgColor: '#f9e9c9',
    isPremium: true,
    orderCount: 7,
    daysAgo: 1,
  }),
  stone({
    art: 'couple',
    title: 'Custom Couple Portrait Stone',
    description:
      'Send us a photo and we paint the two of you on a smooth stone, with a little heart above. A keepsake for anniversaries and weddings.',
    priceRupees: 2499,
    size: '5 x 3 inches',
    bgColor: '#fde4e1',
    orderCount: 83,
    daysAgo: 10,
    reviews: [5, 5, 4],
  }),
  stone({
    art: 'couple',
    title: 'Anniversary Couple Pebble',
    description:
      'A sweet folk-style couple portrait on a palm-sized pebble. Add your anniversary date on the back at no extra cost.',
    priceRupees: 1899,
    size: '4 x 3 inches',
    bgColor: '#e9f2e4',
    discountPercentage: 20,
    orderCount: 52,
    daysAgo: 33,
  }),
  stone({
    art: 'couple',
    title: 'Wedding Keepsake Couple Stone',
    description:
      'A larger couple portrait painted from your wedding photo, varnished to last for generations.',
    priceRupees: 3499,
    size: '6 x 5 inches',
    bgColor: '#f4e6f7',
    isPremium: true,
    orderCount: 24,
    daysAgo: 19,
    reviews: [5],
  }),
  stone({
    art: 'pet',
    title: 'Custom Pet Portrait Stone',
    description:
      'Your dog or cat, painted from a photo on a smooth river stone. We match the fur colours and those eyes.',
    priceRupees: 1999,
    size: '5 x 3 inches',
    bgColor: '#e0eef7',
    orderCount: 71,
    daysAgo: 7,
    reviews: [5, 5, 5],
  }),
  stone({
    art: 'pet',
    title: 'Furry Friend Memorial Pebble',
    description:
      'A gentle way to remember a pet who has crossed the rainbow bridge. Painted with care and sealed to keep in the garden.',
    priceRupees: 1499,
    size: '4 x 3 inches',
    bgColor: '#e8e4f3',
    orderCount: 38,
    daysAgo: 49,
    reviews: [5],
  }),
  stone({
    art: 'pet',
    title: 'Playful Pet Portrait Stone',
    description:
      'A bright, playful pet portrait for the desk of every pet parent. Tell us the name and we paint it on the back.',
    priceRupees: 2299,
    size: '6 x 4 inches',
    bgColor: '#fff0dc',
    discountPercentage: 10,
    orderCount: 44,
    daysAgo: 22,
  }),
  stone({
    art: 'namePlate',
    text: 'Sharma Niwas',
    title: 'Family Name Plate Stone',
    description:
      'A hand-lettered name plate on a large cream stone with floral accents, for your door or garden. Tell us the name at checkout.',
    priceRupees: 2999,
    size: '6 x 5 inches',
    bgColor: '#f8efe4',
    orderCount: 33,
    daysAgo: 15,
    reviews: [5, 4],
  }),
  stone({
    art: 'namePlate',
    text: 'Welcome',
    title: 'Welcome Home Pebble',
    description:
      'A cheerful hand-lettered welcome stone for your entrance, weatherproofed for outdoor use.',
    priceRupees: 349,
    size: '4 x 3 inches',
    bgColor: '#fcf3d9',
    orderCount: 120,
    daysAgo: 60,
    reviews: [4, 5],
  }),
  stone({
    art: 'namePlate',
    text: 'The Iyers',
    title: 'Family Name Stone, Classic Script',
    description:
      'A family name in a classic serif script with a dotted border and little flowers. A lovely housewarming present.',
    priceRupees: 2499,
    size: '5 x 3 inches',
    bgColor: '#eef3ea',
    discountPercentage: 5,
    orderCount: 27,
    daysAgo: 26,
  }),
];

/** Product reviews by demo customers; a product's n-th rating takes the n-th entry (cycling). */
export const DEMO_REVIEW_TEXTS: { name: string; review: string }[] = [
  {
    name: 'Priya Sharma',
    review:
      'Even more beautiful in person. The colours are so vibrant and the finish is glossy and smooth.',
  },
  {
    name: 'Rahul Verma',
    review: 'Bought it as a gift for my parents. Packed very carefully and arrived in three days.',
  },
  {
    name: 'Sneha Kulkarni',
    review: 'The detailing is amazing, you can tell it is painted by hand. Worth every rupee.',
  },
  {
    name: 'Aditya Menon',
    review: 'Good quality and lovely work. Delivery took a little longer than expected.',
  },
  {
    name: 'Neha Gupta',
    review: 'It sits on my study table and everyone who visits asks about it!',
  },
];

export const DEMO_WEBSITE_REVIEWS: {
  reviewUserName: string;
  reviewContent: string;
  rating: number;
  daysAgo: number;
}[] = [
  {
    reviewUserName: 'Ananya Krishnan',
    reviewContent:
      'Ordered a custom pet portrait of our beagle and it looks exactly like him. The team kept me updated at every step.',
    rating: 5,
    daysAgo: 3,
  },
  {
    reviewUserName: 'Rohit Agarwal',
    reviewContent:
      'The Radha Krishna stone is stunning. Packaging was excellent and delivery to Lucknow was quick.',
    rating: 5,
    daysAgo: 12,
  },
  {
    reviewUserName: 'Divya Reddy',
    reviewContent: 'Beautiful mandala stones, bought three as Diwali gifts. Everyone loved them.',
    rating: 5,
    daysAgo: 20,
  },
  {
    reviewUserName: 'Karan Mehta',
    reviewContent:
      'Bought a painting for our new flat. It came well packed and ready to hang. Very happy.',
    rating: 4,
    daysAgo: 34,
  },
  {
    reviewUserName: 'Pooja Iyer',
    reviewContent:
      'The couple portrait for our anniversary made my husband tear up. Thank you for the lovely work!',
    rating: 5,
    daysAgo: 47,
  },
  {
    reviewUserName: 'Sandeep Singh',
    reviewContent:
      'Great quality and fair prices. The name plate stone still looks new after the monsoon.',
    rating: 4,
    daysAgo: 63,
  },
  {
    reviewUserName: 'Meenakshi Rao',
    reviewContent:
      'Smooth checkout with UPI and the stone arrived in Bengaluru in four days. Will order again.',
    rating: 5,
    daysAgo: 78,
  },
];
