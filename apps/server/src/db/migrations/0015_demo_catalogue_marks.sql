ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "website_reviews" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo catalogue seeded before this migration: its products still as seeded (title and
-- description both unchanged), and its website reviews (decision 0086). An owner's own piece never
-- matches both.
UPDATE "products" SET "demo" = true WHERE ("title", "description") IN (VALUES
  ('Monsoon Dusk over the Western Ghats', 'Acrylic on stretched canvas. Layer after layer of violet ridges fade into a monsoon sky as the sun sets behind Sahyadri peaks. Signed by the artist, ready to hang.'),
  ('Konkan Coast at First Light', 'Oil on canvas. Soft pink dawn over the Arabian Sea, painted from sketches made on the beaches near Ratnagiri. Gallery-wrapped edges.'),
  ('Backwaters of Alleppey', 'Acrylic on canvas. Coconut palms lean over the still backwaters of Kerala as evening settles over the paddy fields. Warm, calm and full of home.'),
  ('Raga in Indigo', 'Mixed media on canvas. Sweeping strokes in indigo and slate, inspired by a late-night Yaman recital. A statement piece for a modern living room.'),
  ('Thar Desert Noon', 'Acrylic on canvas. Golden dunes near Jaisalmer under a blazing sky, with a flight of birds heading for the oasis. Textured with palette knife work.'),
  ('Moonrise over Marina', 'Oil on canvas. A full moon lifts over the Bay of Bengal and lays silver on the waves of Chennai’s Marina beach. Deep blues with a quiet glow.'),
  ('Palms of Goa at Night', 'Acrylic on canvas. The hush after a Goan festival night: palm silhouettes, a warm moon and the last glow over the hills.'),
  ('Holi Morning', 'Acrylic and pastel on canvas. Clouds of gulal in pink, teal and cream drift across the canvas. Joyful, loose and luminous.'),
  ('Himalayan Dawn, Kausani', 'Oil on canvas. The first blue light over the Kumaon ranges, seen from a tea garden in Kausani. Layered glazes give the mountains their depth.'),
  ('Midnight Bloom Dot Mandala Stone', 'A river pebble hand-painted dot by dot with a concentric mandala in coral, saffron and sky blue on a midnight base. Sealed with a glossy varnish.'),
  ('Sunburst Mandala Pebble', 'Bright sunburst mandala painted on a smooth oval stone. Makes a cheerful paperweight or a desk piece for meditation.'),
  ('Peacock Blue Grand Mandala Stone', 'Our largest mandala: more than two thousand hand-placed dots in peacock blues and golds on a broad river stone. Each one takes three days to paint.'),
  ('Pink Lotus Serenity Stone', 'A pink lotus rising from still water, painted in layered acrylics on a dark pebble. A calm corner for a puja shelf or study table.'),
  ('Lotus Pond Meditation Pebble', 'A small, palm-sized lotus pebble to hold during meditation. Smooth, weighty and sealed for everyday handling.'),
  ('Kamal Blessings Stone', 'A lotus, the seat of Lakshmi, painted for new beginnings. A thoughtful griha pravesh or Diwali gift.'),
  ('Mor Pankh Peacock Feather Stone', 'A single peacock feather in emerald, turquoise and gold, painted with fine brushes on a deep green stone.'),
  ('Krishna''s Feather Pebble', 'The feather Krishna wears in his crown, on a smooth pebble for your mandir or car dashboard.'),
  ('Emerald Peacock Feather Stone', 'A large, richly detailed feather with gold leaf accents. Sealed with UV-resistant varnish so the colours stay bright.'),
  ('Tree of Life Family Stone', 'A tree of life with colourful blossoms: one for each member of your family. Tell us the names and we can paint them on the back.'),
  ('Kalpavriksha Wish Tree Pebble', 'The wish-fulfilling tree of Indian legend, painted in cream and jewel tones on a night-dark pebble.'),
  ('Spring Blossom Tree Stone', 'A tree bursting into spring colour. A bright, hopeful gift for a housewarming or a new job.'),
  ('Radha Krishna Eternal Love Stone', 'Radha and Krishna side by side under a golden halo, Krishna with his flute and peacock feather crown. Painted in our Jaipur studio.'),
  ('Radha Krishna Flute Melody Pebble', 'A smaller Radha Krishna pebble in folk-art style. Sits beautifully in a home mandir.'),
  ('Vrindavan Radha Krishna Heirloom Stone', 'An heirloom piece on a large river stone with 24-carat gold leaf highlights, signed and dated by the artist. Comes in a wooden presentation box.'),
  ('Custom Couple Portrait Stone', 'Send us a photo and we paint the two of you on a smooth stone, with a little heart above. A keepsake for anniversaries and weddings.'),
  ('Anniversary Couple Pebble', 'A sweet folk-style couple portrait on a palm-sized pebble. Add your anniversary date on the back at no extra cost.'),
  ('Wedding Keepsake Couple Stone', 'A larger couple portrait painted from your wedding photo, varnished to last for generations.'),
  ('Custom Pet Portrait Stone', 'Your dog or cat, painted from a photo on a smooth river stone. We match the fur colours and those eyes.'),
  ('Furry Friend Memorial Pebble', 'A gentle way to remember a pet who has crossed the rainbow bridge. Painted with care and sealed to keep in the garden.'),
  ('Playful Pet Portrait Stone', 'A bright, playful pet portrait for the desk of every pet parent. Tell us the name and we paint it on the back.'),
  ('Family Name Plate Stone', 'A hand-lettered name plate on a large cream stone with floral accents, for your door or garden. Tell us the name at checkout.'),
  ('Welcome Home Pebble', 'A cheerful hand-lettered welcome stone for your entrance, weatherproofed for outdoor use.'),
  ('Family Name Stone, Classic Script', 'A family name in a classic serif script with a dotted border and little flowers. A lovely housewarming present.')
);--> statement-breakpoint
UPDATE "website_reviews" SET "demo" = true WHERE ("review_user_name", "review_content") IN (VALUES
  ('Ananya Krishnan', 'Ordered a custom pet portrait of our beagle and it looks exactly like him. The team kept me updated at every step.'),
  ('Rohit Agarwal', 'The Radha Krishna stone is stunning. Packaging was excellent and delivery to Lucknow was quick.'),
  ('Divya Reddy', 'Beautiful mandala stones, bought three as Diwali gifts. Everyone loved them.'),
  ('Karan Mehta', 'Bought a painting for our new flat. It came well packed and ready to hang. Very happy.'),
  ('Pooja Iyer', 'The couple portrait for our anniversary made my husband tear up. Thank you for the lovely work!'),
  ('Sandeep Singh', 'Great quality and fair prices. The name plate stone still looks new after the monsoon.'),
  ('Meenakshi Rao', 'Smooth checkout with UPI and the stone arrived in Bengaluru in four days. Will order again.')
);
