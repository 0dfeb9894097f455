// Terms of sale and use (/terms). English here; the other locales live in terms.{locale}.ts.
import type { LocalisedInfoPage } from '../types.ts';
import { termsPageEs } from './terms.es.ts';
import { termsPageFr } from './terms.fr.ts';
import { termsPageKr } from './terms.kr.ts';
import { termsPageZh } from './terms.zh.ts';

export const termsPage: LocalisedInfoPage = {
  en: {
    title: 'Terms of sale and use',
    description:
      'The terms that apply when you buy on Spindle or use it to press and sell music: orders, pre-orders, payment, delivery, withdrawal, guarantees and your data.',
    lead: 'Last updated 22 November 2026. These terms govern the use of Spindle and every purchase made on it. Please read them before you order or create a project: by placing an order or opening an account, you accept them. If you buy as a consumer, nothing in these terms limits the rights the law gives you.',
    sections: [
      {
        id: 'parties',
        heading: '1. Who we are and who these terms cover',
        paragraphs: [
          'Spindle is run by Spindle SAS, a company registered in France with its registered office in Paris (“Spindle”, “we”, “us”). You can reach us through the contact form or at hello@spindle.example. Our company registration and VAT numbers appear on every invoice.',
          'Spindle is both an online shop and a production service. These terms apply to fans who buy records, CDs, tapes, merch, accessories and vinyl box subscriptions (“buyers”, “you”), and to artists, labels and other rights holders who create projects, press records and sell them through Spindle, including through their own shop on Spindle (“artists”). Section 10 applies to artists in particular.',
          'Spindle is the seller of every product in its shop, including records created and pre-sold by artists and those offered in an artist’s or label’s shop: we take your payment, issue your invoice, ship your order and handle after-sales service.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Your account, digs and reviews',
        paragraphs: [
          'You can browse, listen and fill a cart without an account. To follow your orders and pre-orders, manage a subscription or create a project, you need an account, which you can open with an e-mail address or through Google, Facebook or SoundCloud. You must be at least 18 years old or have the permission of a parent or guardian.',
          'Keep your password to yourself: what is done from your account is treated as done by you. Tell us straight away if you think someone else is using it. We may suspend or close an account used for fraud, to get round per-customer limits, or in serious breach of these terms, after telling you why unless the law prevents it. You can ask us to close your account at any time.',
          'Every item you buy earns 10 digs, Spindle’s loyalty points, shown in your account. Digs have no cash value, cannot be exchanged for money or transferred, and are cancelled for items that are returned or refunded.',
          'About 21 days after your order ships, or when it is delivered, we invite you to review it. Only buyers of a product can review it. Reviews are checked before publication; we do not pay for them, we publish positive and negative reviews alike, and we may refuse a review that is abusive, off-topic or unrelated to the product.',
        ],
      },
      {
        id: 'orders-and-prices',
        heading: '3. Orders and prices',
        paragraphs: [
          'Each product page describes the item’s main features: format, number of discs, weight, colour, sleeve, edition size and, for pre-orders, the expected dispatch period. Photos of coloured vinyl are a guide: every coloured record is unique, and small differences of shade or pattern are not a defect.',
          'Prices are shown in the currency you choose: euro, US dollar, pound sterling, Australian dollar, Canadian dollar, Korean won, Japanese yen, Chinese yuan or Philippine peso. For delivery within the European Union, prices include VAT at the rate of the destination country. For delivery outside the EU, EU VAT is removed at checkout; any import duties and taxes charged on arrival in your country are payable by you.',
          'Before you pay, the checkout shows the price of each item, shipping costs, any discount and our service charge of 6% of the order total, capped at 20 EUR or the equivalent in your currency, as its own line. The total shown is the total you pay.',
          'Your order is placed when you confirm and pay. We then send you a confirmation e-mail summarising it, and your invoice stays available in your account. We may refuse or cancel an order in case of an obvious pricing error, suspected fraud, an item limited per customer or not available in your country; any amount paid is then refunded in full.',
        ],
      },
      {
        id: 'pre-orders-and-crowdfunding',
        heading: '4. Pre-orders and crowdfunding',
        paragraphs: [
          'Many records on Spindle are sold before they are pressed. Each such project shows a goal (a number of copies to sell), an end date and its progress. When you pre-order, you pay the full price straight away.',
          'Until a project succeeds, Spindle holds the money paid by its buyers; none of it is paid out to the artist. If the goal is reached by the end date, the project goes into production and your order is confirmed. If the goal is not reached, the project fails: nothing is pressed and every buyer is refunded in full, including shipping and the service charge, to the original payment method within 14 days of the failure being announced. If an artist chooses to press a project that came close to its goal, we tell its buyers, who may cancel and be refunded in full until production starts.',
          'Dispatch dates for pre-orders are estimates given in good faith. Plant schedules, a test pressing that needs correcting or a shortage of materials can delay production; we post updates on the project page and e-mail buyers about any significant delay. If your record has not shipped within 30 days of the latest date announced, you may cancel that item and be refunded in full, provided it has not shipped by the time we receive your request.',
          'A pre-order is a distance sale like any other: your right of withdrawal (section 8) runs from the day you receive the record.',
        ],
      },
      {
        id: 'payment',
        heading: '5. Payment',
        paragraphs: [
          'You pay by bank card or by any other method offered at checkout. Payments are handled by certified payment service providers; Spindle never sees or stores your full card number. Your bank may ask you to confirm the payment with strong authentication. A card is saved for later orders only if you ask, and you can remove it from your account at any time.',
          'You are charged in the currency shown at checkout, when you place your order, including for pre-orders. If that currency differs from your card’s, your bank may add its own conversion fees. Monthly vinyl box subscriptions are charged on the 1st of each month.',
          'Promo codes apply under the conditions stated with them (dates, products, countries, minimum amount, one use per customer). Only one code can be used per order.',
        ],
      },
      {
        id: 'delivery',
        heading: '6. Delivery',
        paragraphs: [
          'We deliver worldwide, except to countries shown as unavailable at checkout. Orders ship from the warehouse of one of our logistics partners, in France, the United States, the United Kingdom, Germany, Spain, Canada, Australia or Hong Kong, chosen among those holding the stock to keep cost and distance low.',
          'Shipping costs depend on weight, destination and the method chosen (standard, tracked or pickup point), and are shown before you pay. In-stock items usually leave the warehouse within five working days; pre-orders ship when the record is ready. Items from different projects may arrive in separate parcels unless they are grouped for shipping. A tracking link appears in your account as soon as your parcel has one.',
          'The risk of loss or damage passes to you when you, or a person you name, take physical possession of the parcel. If a parcel comes back to us because the address was incomplete or it was not collected, we contact you to send it again at your cost or to refund it, minus the original shipping cost.',
        ],
      },
      {
        id: 'vinyl-box',
        heading: '7. Vinyl box subscription',
        paragraphs: [
          'The vinyl box brings you one or two records a month, depending on the formula chosen. You can pay monthly, charged on the 1st of each month until you stop, or prepay 1, 3, 6 or 12 months. Prices include VAT; shipping is added to each box according to its weight.',
          'Each month you pick your records from the month’s selection, and we remind you around the 25th. If you have not chosen by the cut-off date, we choose for you based on your favourite genres, and never send a record you have already received in your box.',
          'A monthly subscription can be stopped at any time from your account; stop it before the 1st and the next month is not charged. A prepaid subscription runs until its last box; if you stop it early, boxes not yet dispatched are refunded in proportion to the price paid. A gift subscription starts when its recipient redeems the gift code. Your right of withdrawal runs from receipt of the first box.',
        ],
      },
      {
        id: 'right-of-withdrawal',
        heading: '8. Right of withdrawal',
        paragraphs: [
          'If you are a consumer, you may withdraw from your purchase without giving a reason within 14 days of the day you, or a person you name, receive the goods. If one order arrives in several parcels, the period runs from receipt of the last one.',
          'To withdraw, tell us before the period ends with a clear statement, through the contact form, by e-mail to support@spindle.example or with the model form below, then send the items back within 14 days. We refund all payments received for the items returned, including standard delivery and the matching share of the service charge, within 14 days of receiving your decision; we may wait until we have received the items or proof of their dispatch. We refund with the payment method you used. The direct cost of returning the items is yours.',
          'The right of withdrawal does not apply to sealed audio or video recordings (records, CDs, tapes) unsealed after delivery, to goods made to your specifications or clearly personalised, or to digital content you have started to download or stream after expressly agreeing to lose this right. Records delivered without a seal can be returned, but you are responsible for any loss in value caused by handling them beyond what is needed to check them, such as playing them.',
          'Model withdrawal form (fill it in and send it only if you wish to withdraw). To: Spindle SAS, Paris, France, support@spindle.example. I hereby give notice that I withdraw from my contract for the sale of the following goods: […]. Ordered on […] / received on […]. Order number: […]. Name: […]. Address: […]. Signature (only if sent on paper). Date: […].',
        ],
      },
      {
        id: 'warranties',
        heading: '9. Legal guarantees',
        paragraphs: [
          'Whether or not you withdraw, you are covered by the legal guarantee of conformity (articles L217-3 and following of the French Consumer Code) and by the guarantee against hidden defects (articles 1641 and following of the French Civil Code).',
          'Under the guarantee of conformity, you have two years from delivery to report a lack of conformity, such as a warped or broken record, a pressing fault, a missing or wrong item. A defect that appears within those two years is presumed to have existed at delivery. You may ask for the item to be replaced or repaired free of charge; if that is impossible, for example for a sold-out limited edition, you are entitled to a price reduction or a full refund.',
          'Please send photos of any damage to the parcel or the record within 7 days of delivery: this helps us claim against the carrier and act quickly. It does not shorten your legal rights.',
          'The normal characteristics of vinyl are not defects in themselves: light surface noise between tracks, or the unique pattern of each coloured, marbled or splatter record.',
        ],
      },
      {
        id: 'artists-and-labels',
        heading: '10. Artists and labels',
        paragraphs: [
          'When you create a project, you confirm that you hold, or have cleared, every right needed to reproduce and sell it: the sound recordings, compositions and lyrics, artwork, photographs, names and logos, with the agreement of every co-owner and the licences needed for any cover version or sample.',
          'Mechanical reproduction rights must be cleared before pressing, with the collecting society concerned (in France, SACEM-SDRM) or directly with the publishers. We can make the declaration for you for the fixed fee shown in your quote; the royalties due remain your responsibility unless your quote states otherwise. A project whose rights are not cleared is not pressed.',
          'Every project is reviewed before going on sale. We may refuse or withdraw a project whose content is unlawful, infringes someone else’s rights or incites hatred or violence, and we always tell you why. You approve the test pressing before the run is pressed; once approved, the run is produced as approved.',
          'Spindle keeps a platform fee of 25% of the price, excluding VAT, of each item sold, unless your written agreement says otherwise. Your income and costs (production, mechanical rights, shipping, and storage of 0.10 EUR per record per month once 10 or more copies are in stock) are set out in a monthly statement issued on the 28th, downloadable as PDF or spreadsheet, and paid to the bank account registered in your account.',
          'You grant Spindle a free, non-exclusive, worldwide licence, for as long as your project is on sale, to reproduce your artwork, texts and audio excerpts on the site, in our newsletters and on social media to promote it. We give you at least 15 days’ notice before any change to these terms that affects artists.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: '11. Intellectual property',
        paragraphs: [
          'The Spindle name and logo, and the site’s design, texts, software and photographs, belong to Spindle or its licensors. The music, artwork and names shown on project pages belong to their artists, labels and rights holders. You may not copy, extract or reuse any of it without permission, beyond viewing and listening for your private use.',
          'Previews are for listening on Spindle only. Downloads that come with a record are for your private use and may not be shared, resold or uploaded elsewhere.',
          'What you post (reviews, comments, profile picture) remains yours; you allow Spindle to show it on the site for as long as it is online, and you confirm it does not infringe anyone’s rights. If you think something on Spindle infringes your rights or breaks the law, write to hello@spindle.example with the page and the reason, and we will deal with it promptly.',
        ],
      },
      {
        id: 'liability',
        heading: '12. Liability',
        paragraphs: [
          'Spindle is responsible for the proper performance of your order, in addition to the legal guarantees above. We are not liable where a failure is due to you, to the unforeseeable and unavoidable act of a third party, or to force majeure within the meaning of article 1218 of the French Civil Code.',
          'Nothing in these terms limits our liability for death or personal injury, fraud or gross negligence, or where the law does not allow it. Towards artists and other professional users, our liability is limited to direct damage and, for each project, to the amounts paid to Spindle for that project over the previous twelve months.',
          'We do our best to keep the site available, but it may be interrupted for maintenance or for reasons beyond our control.',
        ],
      },
      {
        id: 'personal-data',
        heading: '13. Personal data',
        paragraphs: [
          'Spindle SAS is the controller of the personal data used to run your account, orders, subscriptions and projects, under the General Data Protection Regulation (GDPR) and the French Data Protection Act.',
          'We use your data to process and deliver orders, take payments, provide after-sales service, prevent fraud, meet our accounting and tax obligations and, if you have agreed to it, send you our newsletter. We share it only as needed with our payment providers, logistics partners and carriers, and with the artist or label of a project you back, which receives what it needs to follow its orders. We never sell your data.',
          'Accounting records are kept for ten years, as French law requires; account data until you close your account; data used for marketing for three years after your last activity. Where a provider is outside the EU, the transfer is covered by appropriate safeguards such as the European Commission’s standard contractual clauses.',
          'You have the right to access, correct, erase, restrict and port your data, to object to its use and to withdraw your consent at any time: write to privacy@spindle.example. You may also lodge a complaint with the CNIL, the French data protection authority (www.cnil.fr).',
        ],
      },
      {
        id: 'governing-law',
        heading: '14. Governing law and disputes',
        paragraphs: [
          'These terms are governed by French law. If you are a consumer living in another country, you also keep the protection of the mandatory rules of the law of your country. These terms exist in five languages; if the versions differ, the French version prevails.',
          'If something goes wrong, write to us first: most problems are solved within a few days. If we cannot reach an agreement, you may refer the dispute free of charge to a consumer mediator under articles L611-1 and following of the French Consumer Code; we send you the mediator’s details with our final answer to your complaint.',
          'The European Commission’s online dispute resolution (ODR) platform closed on 20 July 2025. If you live in another EU country, the European Consumer Centre in your country can help you with a cross-border dispute free of charge.',
          'Failing an amicable solution, a dispute may be brought before the competent French courts or, if you are a consumer, before the courts of the place where you live. Disputes with professional users fall under the jurisdiction of the courts of Paris. We may update these terms; the version that applies to an order is the one in force on the day it is placed.',
        ],
      },
    ],
    cta: { label: 'Contact us', href: '/contact' },
  },
  fr: termsPageFr,
  es: termsPageEs,
  kr: termsPageKr,
  zh: termsPageZh,
};
