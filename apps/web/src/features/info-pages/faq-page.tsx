import { InfoPage } from './info-page';

const faqs = [
  {
    q: 'How long does a custom order take?',
    a: 'Custom orders take 3 to 7 days to paint, depending on the detail, plus shipping time.',
  },
  {
    q: 'How much does a custom stone cost?',
    a: 'Custom stones start from ₹1,500. The final price depends on the size and the detail of the design.',
  },
  {
    q: 'How big are the stones?',
    a: 'Most stones are about 3-5 inches across. Tell us if you need a particular size and we will find a stone that fits.',
  },
  {
    q: 'Where do you ship?',
    a: 'We ship across India. Every piece is packed with care and sent with tracking.',
  },
  {
    q: 'How can I pay?',
    a: 'You pay online by UPI or by credit or debit card through Razorpay, a secure payment provider. We never see or store your card details.',
  },
  {
    q: 'Can I buy a painting through the cart?',
    a: 'Paintings are one of a kind, so they are not sold through the cart. Use "Interested to buy" on the painting and we will contact you.',
  },
  {
    q: 'What if my piece arrives damaged?',
    a: 'Write to us within 48 hours of delivery with a photo of the piece and the packaging, and we will replace it or refund you.',
  },
];

export function FaqPage() {
  return (
    <InfoPage
      title="Frequently asked questions"
      intro="Quick answers about orders, custom art and shipping."
    >
      {/* Answers stay visible: a shopper scanning for one fact should not have to open each. */}
      <dl className="divide-y divide-clay-100 rounded-xl border border-clay-100 bg-white">
        {faqs.map((item) => (
          <div key={item.q} className="p-5">
            <dt className="font-semibold text-clay-900">{item.q}</dt>
            <dd className="mt-2 text-ink-soft">{item.a}</dd>
          </div>
        ))}
      </dl>
    </InfoPage>
  );
}
