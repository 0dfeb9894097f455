// Return and refund policy (/return-and-refund-policy). English here; other locales in return-and-refund-policy.{locale}.ts.
import type { LocalisedInfoPage } from '../types.ts';
import { returnPolicyPageEs } from './return-and-refund-policy.es.ts';
import { returnPolicyPageFr } from './return-and-refund-policy.fr.ts';
import { returnPolicyPageKr } from './return-and-refund-policy.kr.ts';
import { returnPolicyPageZh } from './return-and-refund-policy.zh.ts';

export const returnAndRefundPolicyPage: LocalisedInfoPage = {
  en: {
    title: 'Return and refund policy',
    description:
      'How to return an item to Spindle, what to do with a damaged or faulty record, refunds for failed pre-orders, refund times and vinyl box cancellation.',
    lead: 'We want every record to arrive flat, clean and exactly as described, and to make things simple when it does not. This page sets out your options in plain words; the legal details are in sections 8 and 9 of our terms of sale.',
    sections: [
      {
        id: 'withdrawal-period',
        heading: 'Changed your mind? You have 14 days',
        paragraphs: [
          'As a consumer, you have 14 days from the day you receive your order to change your mind, without giving a reason. If an order arrives in several parcels, the 14 days start when the last one arrives; for a vinyl box subscription, when the first box arrives.',
          'Sealed records, CDs and tapes can be returned this way only while their seal is intact. Once a sealed recording has been opened, the right of withdrawal no longer applies: this is the law for all audio recordings, not a rule of ours. Our guarantee for damaged and faulty items, of course, still does.',
        ],
        bullets: [
          'Can be returned: sealed records, CDs and tapes still in their seal; records delivered unsealed, in as-new condition; unworn merch and unused accessories.',
          'Cannot be returned for a change of mind: sealed recordings opened after delivery, personalised items, and downloads you have started.',
        ],
      },
      {
        id: 'how-to-return',
        heading: 'How to ask for a return',
        paragraphs: [
          'Returns go back to the logistics partner that shipped your order, so please do not send parcels to our Paris office: ask us first, and we tell you where to send them.',
        ],
        cta: { label: 'Ask for a return online', href: '/refund' },
        bullets: [
          'Write to us within 14 days of delivery, through the contact form (“My order”) or at support@spindle.example, with your order number and the items you want to return. The model withdrawal form in our terms works too.',
          'We reply with the return address of the warehouse that shipped your order.',
          'Send the items back within 14 days of your message, well packed, with a note of your order number inside the parcel.',
          'Keep the proof of postage and the tracking number until your refund arrives.',
        ],
      },
      {
        id: 'condition-of-items',
        heading: 'Condition of returned items',
        paragraphs: [
          'Pack records the way you received them: in their sleeve, upright between two sheets of stiff cardboard, ideally in a mailer made for LPs. A record that travels loose in a padded envelope rarely arrives flat.',
          'You may look at an item as you would in a shop. If it comes back played, worn, damaged or incomplete because it was handled beyond that, we may deduct the loss in value from your refund; we always tell you first and send you photos.',
        ],
      },
      {
        id: 'damaged-or-defective',
        heading: 'Damaged or faulty records',
        paragraphs: [
          'Now and then a parcel is crushed on the way, or a record leaves the plant with a flaw. The legal guarantee of conformity covers you for two years after delivery, and such returns cost you nothing.',
          'Send us photos within 7 days of delivery, through the contact form or to support@spindle.example, with your order number. This lets us claim against the carrier and act quickly. If you notice a fault later, for example the first time you play the record, write to us all the same: your legal guarantee still applies.',
          'Good to know: coloured and splatter vinyl looks different from copy to copy, and a brand-new record may crackle a little on its first play. Neither is a fault. A skip, a repeating click or a constant loud crackle is. We then send a replacement free of charge as soon as one is available; if the edition is sold out, we refund you in full, shipping included.',
        ],
        bullets: [
          'Damage in transit: photos of the parcel, outside and inside, of the sleeve and of the record.',
          'Warped record: a photo of the record lying on a flat surface, taken from the side.',
          'Pressing fault: the side, track and time where it happens and, if you can, a short video.',
          'Wrong or missing item: a photo of what you received and of the packing slip.',
        ],
      },
      {
        id: 'failed-projects',
        heading: 'When a pre-order project fails',
        paragraphs: [
          'If a project does not reach its goal by its end date, nothing is pressed. You have nothing to do: we refund every buyer in full (item, shipping and service charge) to the original payment method within 14 days of the announcement, and e-mail you when the refund is on its way.',
          'If a project ships more than 30 days after its last announced date, you may cancel that item and be refunded in full, as long as it has not left the warehouse. If an artist decides to go ahead with a project that came close to its goal, you may cancel before production starts.',
          'A pre-order that succeeds is a firm order but, like any purchase, you keep your 14 days to change your mind from the day the record arrives.',
        ],
      },
      {
        id: 'refunds',
        heading: 'When and how you are refunded',
        paragraphs: [
          'A refund covers the price of the items, the standard shipping you paid if you return the whole order, and the matching share of the service charge. We refund the exact amount, in the currency you paid in; if that is not your card’s currency, the amount on your bank statement may differ slightly. Digs earned with refunded items are removed from your account.',
        ],
        facts: [
          {
            term: 'Change of mind',
            detail:
              'Within 14 days of your request; we may wait until the items reach us or you send proof of postage.',
          },
          {
            term: 'Damaged or faulty item',
            detail: 'Usually within 5 working days of confirming the problem, if no replacement is available.',
          },
          { term: 'Failed project', detail: 'Automatically, within 14 days of the announcement.' },
          {
            term: 'Method',
            detail: 'To the payment method you used. We never refund in vouchers unless you ask for it.',
          },
          { term: 'Bank delay', detail: 'Allow 3 to 10 working days for the credit to appear on your account.' },
        ],
      },
      {
        id: 'return-shipping',
        heading: 'Who pays for return shipping',
        paragraphs: [
          'Outside the EU, duties and import taxes paid on arrival are handled by your country’s customs; we send you the documents you need to claim them back where that is possible.',
        ],
        bullets: [
          'Change of mind: the return postage is yours. Use a tracked service: we can only refund what reaches us.',
          'Damaged, faulty, wrong or missing item: it is on us. We send you a prepaid label, or refund your postage on proof.',
          'Parcel refused or not collected: once it is back with us, we refund the items, minus the original shipping cost, unless you prefer us to send it again.',
        ],
      },
      {
        id: 'vinyl-box',
        heading: 'Cancelling a vinyl box subscription',
        paragraphs: [
          'Monthly box: stop it whenever you like from your account. Stop before the 1st and you are not charged again; a box already paid for that month is still sent.',
          'Prepaid box (1, 3, 6 or 12 months): you can stop it at any time, and boxes not yet dispatched are refunded in proportion to the price paid, within 14 days. Within 14 days of receiving your first box, you may also withdraw from the subscription altogether and return what you received.',
          'Gift box: until its code is redeemed, the buyer can cancel it within 14 days of purchase for a full refund. Once redeemed, it can be stopped like a prepaid box, and any refund goes to the person who paid.',
        ],
        cta: { label: 'Manage my box', href: '/my-account/box' },
      },
    ],
    cta: { label: 'Contact customer service', href: '/contact' },
  },
  fr: returnPolicyPageFr,
  es: returnPolicyPageEs,
  kr: returnPolicyPageKr,
  zh: returnPolicyPageZh,
};
