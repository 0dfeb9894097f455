import type { InfoPage } from '../types.ts';

/** /how-it-works in English. */
export const HOW_IT_WORKS_EN: InfoPage = {
  title: 'How Spindle works',
  description:
    'Fans pre-order records and follow the funding; artists get a quote, launch a project, sell it and follow production, statements and payouts.',
  lead: 'Spindle brings together the people who make records and the people who play them. Fans back releases before they are pressed; artists and labels press what their audience actually wants, without putting thousands up front. Here is how it works on each side.',
  sections: [
    {
      id: 'fans',
      heading: 'For fans: back the records you want',
      paragraphs: [
        'Browse the shop, play the previews and pre-order the releases you want to own. Many projects are pressed only because enough fans ordered them, so your order really does help the record exist.',
      ],
      bullets: [
        'Exclusive colour variants, limited editions and signed test pressings, often available only on Spindle.',
        'A digital download comes with the record when the release has one, so you can listen while you wait.',
        'Every record you buy earns 10 digs, our loyalty points.',
        'Prices in your currency: euro, dollar, pound, won, yen, yuan and more.',
      ],
      cta: { label: 'Browse the shop', href: '/vinyl-shop' },
    },
    {
      id: 'funding',
      heading: 'Follow the funding',
      paragraphs: [
        'A crowdfunded project has a goal, in copies, and an end date. The progress bar on its page shows the share of the goal already ordered, and it can go well past 100%: every extra order is another record pressed.',
        'Follow a project to be reminded three days before it closes. Projects marked as coming soon open for orders on their start date.',
      ],
    },
    {
      id: 'refunds',
      heading: 'If a project doesn’t make it',
      paragraphs: [
        'When a project misses its goal by the end date, our team reviews it with the artist. If it is cancelled, nothing is pressed and every buyer is refunded to the original payment method. If the artist decides to go ahead with a smaller run, your order stands and ships as planned.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Shipping when pressed',
      paragraphs: [
        'Pre-orders ship once the records are pressed; the project page gives the expected date and we tell you if it moves. Before anything leaves the warehouse, we email you to check your delivery address, then send a tracking link as soon as the parcel is on its way.',
        'Records ship from the logistics partner closest to you that holds the stock, to your door or to a pickup point. Items already in stock ship right away, separately from pre-orders, unless the projects are set to ship together.',
      ],
    },
    {
      id: 'artists',
      heading: 'For artists and labels',
      paragraphs: [
        'Whether it is your first 7-inch or a label’s tenth reissue, the path is the same: price it, set it up, sell it, press it, get paid. Our team checks each step with you, and your dashboard shows where everything stands.',
      ],
      bullets: [
        'Get a quote.',
        'Create your project.',
        'Upload tracks and artwork.',
        'Sell or crowdfund.',
        'Follow production.',
        'Read your statements and receive your payouts.',
      ],
    },
    {
      id: 'quote',
      heading: '1. Get a quote',
      paragraphs: [
        'Choose the format, the quantity from 100 copies, the vinyl colour and weight, the sleeves and the extras. The price updates with every choice and is itemised line by line. Enter a selling price to see your cost per disc and the profit you would make once the run is sold.',
      ],
      cta: { label: 'Open the quote tool', href: '/quote' },
    },
    {
      id: 'project',
      heading: '2. Create your project',
      paragraphs: [
        'Pick how you want to sell: a crowdfunding campaign with a goal, a straightforward pre-sale, a private sale for your own community, or a direct pressing delivered to you. Set your price, goal and dates, then submit the project. Our team checks it, usually within a few working days, before it goes live.',
      ],
    },
    {
      id: 'uploads',
      heading: '3. Upload tracks and artwork',
      paragraphs: [
        'Send one WAV file per track (24-bit, 44.1 kHz or higher), in side order, with the tracklisting. Large files upload in parts with a progress bar, so a dropped connection doesn’t mean starting again. Artwork goes in our print templates: sleeve, labels, inserts. We make the preview clips for your project page.',
      ],
    },
    {
      id: 'selling',
      heading: '4. Sell or crowdfund',
      paragraphs: [
        'Share your project page and your shop wherever your fans are. Your dashboard shows orders as they come in and where your buyers found you: Instagram, TikTok, a newsletter, a search. We remind you seven days before your campaign ends, in time for a final push.',
      ],
    },
    {
      id: 'production',
      heading: '5. Production',
      paragraphs: [
        'Once a project succeeds, it goes through three stages. Pre-production gathers everything the plant needs: barcode, final artwork and audio, mechanical rights, delivery details. Production covers the cut, the test pressing that you approve or refuse, and the pressing itself. Post-production brings the records to our logistics partners, confirms every buyer’s address and ships the orders.',
      ],
      cta: { label: 'Read the pressing guide', href: '/vinyl-pressing' },
    },
    {
      id: 'payouts',
      heading: '6. Statements and payouts',
      paragraphs: [
        'A statement is issued on the 28th of every month, downloadable as a PDF or a spreadsheet. It lists each sale net of VAT and of the 25% platform fee, then the costs: production, mastering, shipping, storage. Your balance is paid to your bank account, and each payout appears on the next statement.',
      ],
    },
  ],
  cta: { label: 'Create your project', href: '/creation/vinyl' },
};
