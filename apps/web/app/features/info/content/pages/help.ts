// The help centre (/help): the questions customers, subscribers and artists ask most, by topic, each
// answer with a link to the page where it is done. Opened from the header's "Help" link in a new tab.
import type { LocalisedInfoPage } from '../types.ts';
import { helpPageEs } from './help.es.ts';
import { helpPageFr } from './help.fr.ts';
import { helpPageKr } from './help.kr.ts';
import { helpPageZh } from './help.zh.ts';

const ORDERS = 'Orders and payment';
const SHIPPING = 'Shipping and tracking';
const RETURNS = 'Returns and refunds';
const PREORDERS = 'Pre-orders and crowdfunded pressings';
const BOX = 'The vinyl box and gifts';
const DIGITAL = 'Digital downloads';
const ACCOUNT = 'Your account';
const PRESSING = 'Pressing your own record';

export const helpPage: LocalisedInfoPage = {
  en: {
    title: 'Help centre',
    description:
      'Answers about orders, payment, shipping, returns, pre-orders, the vinyl box, gifts, downloads, your account and pressing your own record with Spindle.',
    lead: 'The questions we are asked most, with short answers and a link to where things are done. Can’t find yours? Write to us: someone on the team answers, within one working day for an order.',
    sections: [
      {
        id: 'payment-methods',
        group: ORDERS,
        heading: 'How can I pay?',
        paragraphs: [
          'By card, on a secure payment page: your card details go straight to our payment provider and never through our servers. If you choose to save a card, you can see or remove it at any time in your account.',
          'The total you pay is the one shown in your cart before you confirm: records, shipping and our service charge (6% of the order, never more than EUR 20), each on its own line, with VAT included where it applies.',
        ],
        cta: { label: 'My saved cards', href: '/my-account/cards' },
      },
      {
        id: 'currencies',
        group: ORDERS,
        heading: 'Which currencies can I pay in?',
        paragraphs: [
          'Euros, US dollars, pounds sterling, Australian and Canadian dollars, Korean won, Japanese yen, Chinese yuan and Philippine pesos. We pick one from the country you visit from, and you can change it at any time with the currency menu at the top of the page; your choice is kept on your account.',
        ],
      },
      {
        id: 'order-confirmation',
        group: ORDERS,
        heading: 'Where do I find my order and its invoice?',
        paragraphs: [
          'Right after paying you get a confirmation e-mail. All your orders, their status and their invoices are in your account, under My orders.',
        ],
        cta: { label: 'My orders', href: '/my-account/orders' },
      },
      {
        id: 'shipping-cost',
        group: SHIPPING,
        heading: 'How much is shipping, and where do you ship?',
        paragraphs: [
          'We ship worldwide from partner warehouses in France, the United States, the United Kingdom, Germany, Spain, Canada, Australia and Hong Kong. Each order leaves from the warehouse that holds it nearest to you, so parcels travel less.',
          'Shipping depends on the weight of the parcel and on your country; you see the exact price in your cart before you pay. Records from projects that ship together travel in one parcel and are charged once.',
        ],
      },
      {
        id: 'pickup-point',
        group: SHIPPING,
        heading: 'Can I have my order sent to a pickup point?',
        paragraphs: [
          'Yes, where a pickup-point service covers your address: choose “pickup point” at checkout and pick the one that suits you. It is often cheaper than delivery to the door, and you collect the parcel when you like.',
        ],
      },
      {
        id: 'tracking',
        group: SHIPPING,
        heading: 'How do I track my parcel?',
        paragraphs: [
          'As soon as your parcel leaves the warehouse, it gets a tracking number. Open the order in My orders to follow it. A pre-order only ships once the record has been pressed: its project page shows the expected date.',
        ],
        cta: { label: 'Track an order', href: '/my-account/orders' },
      },
      {
        id: 'change-of-mind',
        group: RETURNS,
        heading: 'Can I return a record?',
        paragraphs: [
          'Yes: you have 14 days from delivery to change your mind, as long as a sealed record is still sealed. Write to us with your order number, then send the items back within 14 days. Our returns page explains who pays for the return and what can be sent back.',
        ],
        cta: { label: 'Returns and refunds', href: '/return-and-refund-policy' },
      },
      {
        id: 'damaged-record',
        group: RETURNS,
        heading: 'My record arrived damaged or faulty. What now?',
        paragraphs: [
          'We are sorry. Send us photos of the record and of the parcel within 7 days of delivery, with your order number, through the contact form. We replace it or refund you, and you don’t pay to send anything back.',
        ],
        cta: { label: 'Contact us', href: '/contact' },
      },
      {
        id: 'refund-timing',
        group: RETURNS,
        heading: 'When will I see my refund?',
        paragraphs: [
          'A refund always goes back to the card you paid with. Once we have issued it, allow 3 to 10 working days for your bank to show it. We e-mail you when it is on its way.',
        ],
      },
      {
        id: 'how-pre-orders-work',
        group: PREORDERS,
        heading: 'How does a pre-order work?',
        paragraphs: [
          'Many records on Spindle are pressed only once enough fans have ordered them. You pay when you order; the project page shows how close it is to its goal and its end date. If the goal is reached, the record is pressed, the artist approves a test pressing, and it is shipped to you.',
        ],
        cta: { label: 'How it works', href: '/how-it-works' },
      },
      {
        id: 'project-fails',
        group: PREORDERS,
        heading: 'What happens if a project misses its goal?',
        paragraphs: [
          'Nothing is pressed and you get all your money back, shipping and service charge included, within 14 days of the announcement. You have nothing to do.',
        ],
      },
      {
        id: 'pre-order-delay',
        group: PREORDERS,
        heading: 'Why is my pre-order taking so long?',
        paragraphs: [
          'Pressing a record takes time: after the project ends come the test pressing, the artist’s approval, then the run and the dispatch. The project page shows the expected shipping date. If a record ships more than 30 days after its last announced date, you may cancel it for a full refund as long as it has not left the warehouse.',
        ],
      },
      {
        id: 'box-how',
        group: BOX,
        heading: 'How does the vinyl box work?',
        paragraphs: [
          'Each month you receive one or two records, according to your plan. Pay monthly, or prepay 1, 3, 6 or 12 months. You are charged on the 1st of the month, and the records leave soon after.',
        ],
        cta: { label: 'Discover the box', href: '/vinyl-box' },
      },
      {
        id: 'box-pick',
        group: BOX,
        heading: 'Can I choose my records?',
        paragraphs: [
          'Yes. Each month, pick from that month’s selection in your account before the 1st. We send a reminder on the 25th. If you don’t choose, we pick for you from the genres you like, and never a record you have already received.',
        ],
        cta: { label: 'My box', href: '/my-account/box' },
      },
      {
        id: 'box-gift',
        group: BOX,
        heading: 'How do I give or redeem a gift box?',
        paragraphs: [
          'Choose a prepaid box and tick “gift” in the cart: you get a code to pass on, and the box starts only when it is redeemed. To redeem one, sign in and enter the code on the redeem page, then choose where to receive the records. The gifts you have bought are listed in your account.',
        ],
        cta: { label: 'Redeem a gift code', href: '/box' },
      },
      {
        id: 'downloads',
        group: DIGITAL,
        heading: 'Where are my downloads?',
        paragraphs: [
          'When a release you bought has a digital version, its tracks are waiting in your account under Digital, from the moment your payment is confirmed, even before the record itself is shipped.',
          'Download links work for a limited time, for your safety: if one has expired, simply open the page again to get fresh ones.',
        ],
        cta: { label: 'My downloads', href: '/my-account/digital' },
      },
      {
        id: 'password',
        group: ACCOUNT,
        heading: 'I forgot my password',
        paragraphs: [
          'Ask for a reset link: we e-mail it to you, and it lets you choose a new password. If the e-mail doesn’t arrive within a few minutes, check your spam folder.',
        ],
        cta: { label: 'Reset my password', href: '/forgot-password' },
      },
      {
        id: 'account-settings',
        group: ACCOUNT,
        heading: 'How do I change my details, language or newsletter choices?',
        paragraphs: [
          'Everything is in My account: your name, e-mail address, delivery address, password, the language of our e-mails and the news you want to receive. The language and currency menus at the top of each page change the site straight away.',
        ],
        cta: { label: 'My account', href: '/my-account' },
      },
      {
        id: 'digs',
        group: ACCOUNT,
        heading: 'What are digs?',
        paragraphs: [
          'Our loyalty points: each record or item you buy earns 10 digs. You can see your balance and its history in your account.',
        ],
        cta: { label: 'My digs', href: '/my-account/digs' },
      },
      {
        id: 'pressing-quote',
        group: PRESSING,
        heading: 'How much does it cost to press my record?',
        paragraphs: [
          'Our quote tool gives you a full price in a minute: choose the format, the weight, the colour, the sleeve and the number of copies, from 100, and see how each option changes the total. The quote is free and commits you to nothing.',
        ],
        cta: { label: 'Get a quote', href: '/quote' },
      },
      {
        id: 'test-pressing',
        group: PRESSING,
        heading: 'Will I hear my record before the run?',
        paragraphs: [
          'Yes. Before any copy is made, the plant sends you test pressings. You listen to them at home and approve them, or refuse them and we correct what is wrong. The run starts only once you approve.',
        ],
        cta: { label: 'Press your record', href: '/pressing' },
      },
      {
        id: 'sell-on-spindle',
        group: PRESSING,
        heading: 'Can I sell my record on Spindle?',
        paragraphs: [
          'Yes: create a project, set its price and its goal, and sell it to your fans as a pre-order before it is pressed, or sell records you already have. We handle payment, storage and shipping, and your statements show every sale.',
        ],
        cta: { label: 'Create your project', href: '/creation/vinyl' },
      },
    ],
    cta: { label: 'Contact customer service', href: '/contact' },
  },
  fr: helpPageFr,
  es: helpPageEs,
  kr: helpPageKr,
  zh: helpPageZh,
};
