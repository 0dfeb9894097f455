import type { InfoPage } from '../types.ts';

/** /pressing in English. */
export const PRESSING_EN: InfoPage = {
  title: 'Vinyl pressing',
  description:
    'Press your record with Spindle: 7", 10" and 12" vinyl from 100 copies, colours, test pressings, and pre-sales or crowdfunding to fund the run.',
  lead: 'Spindle presses records for artists and labels, from a first run of 100 copies to 5,000 and beyond, and then helps you sell every one of them. Price your record in minutes, pre-sell it so you never press blind, and let one team in Paris handle the plant, the warehouse and the parcels.',
  sections: [
    {
      id: 'spindle',
      heading: 'Our services',
      paragraphs: [
        'Think of Spindle as the back office of a record label, available one project at a time. We work with several partner pressing plants and with logistics partners in Europe, North America and Asia-Pacific, so a single team follows your release from the first audio file to the last tracking number.',
        'Use the whole chain or only the links you need: some artists come to us for a pressing and nothing else, others for a pre-sale campaign, a shop and worldwide shipping.',
      ],
      bullets: [
        'Vinyl pressing: 7", 10" and 12", black or coloured, from 100 copies.',
        'Pre-sales and crowdfunding: your fans order first and the run is pressed once the goal is reached, with no money up front.',
        'Direct pressing: order the run outright and have the records delivered to your door.',
        'Your own shop on Spindle, in nine currencies and five languages, with a white-label option.',
        'Mastering, artwork set-up, CDs, cassettes and merch to release alongside the record.',
        'Storage, worldwide shipping, customer service and distribution to record shops.',
      ],
      cta: { label: 'See how it works', href: '/how-it-works' },
    },
    {
      id: 'formats',
      heading: 'Formats',
      paragraphs: [
        'We press the three classic sizes. Running time per side decides more than you might think: the longer the side, the narrower the grooves and the lower the cutting level, so keep sides short if your music is loud or bass-heavy.',
      ],
      facts: [
        {
          term: '12-inch',
          detail:
            'Albums and maxi-singles, 140 g or 180 g. Up to about 22 minutes a side at 33⅓ rpm, around 12 at 45 rpm.',
        },
        { term: '10-inch', detail: 'EPs and short albums. Up to about 14 minutes a side at 33⅓ rpm.' },
        { term: '7-inch', detail: 'Singles. About 4 to 5 minutes a side at 45 rpm, up to 6 at 33⅓ rpm.' },
        {
          term: 'Double and triple albums',
          detail: 'Priced per disc; a gatefold sleeve is the natural home for them.',
        },
      ],
      cta: { label: 'Read the pressing guide', href: '/vinyl-pressing' },
    },
    {
      id: 'options',
      heading: 'Make it yours',
      paragraphs: [
        'Every option in the configurator shows what it adds to the price the moment you select it, so you can weigh a gatefold against a coloured disc with real numbers rather than guesses.',
      ],
      bullets: [
        'Thirty vinyl colours, from transparent, smoke and coke bottle to gold and glow-in-the-dark, plus splatter and marble effects.',
        'Outer sleeves: white or black paper, printed discobag, printed jacket or gatefold, with matte, gloss or spot UV finish.',
        'Inner sleeves in white or black paper, antistatic or fully printed.',
        'Printed or blank centre labels, lacquer or DMM cutting.',
        'Printed inserts, stickers, hand numbering and shrink wrap.',
      ],
    },
    {
      id: 'process',
      heading: 'From files to fans',
      paragraphs: [
        'A project moves through clear stages, and you can see where it stands at any time in your dashboard. Our team checks every project before it goes on sale, then steers it through production with you.',
      ],
      bullets: [
        'Quote: choose format, quantity and finishes and see the full cost.',
        'Project: upload your tracks and artwork, set a price, a goal and an end date.',
        'Sale: pre-orders or crowdfunding on your project page, shared wherever your fans are.',
        'Pre-production: barcode, mechanical rights, final artwork and audio checks.',
        'Production: cutting, test pressing that you approve, then pressing and printing.',
        'Post-production: records reach our logistics partners, buyers confirm their address, parcels go out.',
      ],
      facts: [
        {
          term: 'Typical lead time',
          detail: '10 to 16 weeks from approved files to delivery, longer in the busy autumn season.',
        },
      ],
    },
    {
      id: 'pricing',
      heading: 'Clear pricing',
      paragraphs: [
        'Prices are set by quantity tier: the more copies, the less each one costs. Your quote is itemised line by line, from cutting and vinyl to sleeves, test pressing, energy and mechanical rights, so nothing turns up later as a surprise.',
        'Behind every quote we price your record at more than one partner plant and keep the cheaper one that can make every option you chose. When you sell on Spindle, production is paid out of your sales and our fee is a share of those sales, not a subscription.',
      ],
      facts: [
        { term: 'Quantity tiers', detail: '100, 200, 300, 500, 1,000, 2,000, 3,000 and 5,000 copies.' },
        { term: 'Mastering', detail: '€60 per track, optional.' },
        { term: 'Artwork set-up', detail: '€100, optional.' },
        { term: 'Platform fee', detail: '25% of the sales made on Spindle.' },
      ],
      cta: { label: 'Get an instant quote', href: '/quote' },
    },
    {
      id: 'eco',
      heading: 'Greener pressing',
      paragraphs: [
        'Pre-selling is the first green choice: you press what your fans have already ordered, not crates that end up unsold. Where our partner plants offer them, you can also choose recycled or bio-based compounds, recycled board sleeves and paper inner sleeves, and leave out the shrink wrap.',
      ],
      cta: { label: 'About eco pressing', href: '/vinyl-pressing-green' },
    },
    {
      id: 'faq',
      heading: 'Questions we hear often',
      paragraphs: [],
      facts: [
        {
          term: 'What is the smallest run?',
          detail: '100 copies of a vinyl record. Below that, lathe cutting or a CD run is usually the better deal.',
        },
        {
          term: 'Do I pay anything before my campaign?',
          detail:
            'Not for a pre-sale project: production is paid out of the sales. Direct pressing is paid before the plant starts.',
        },
        {
          term: 'What if my project misses its goal?',
          detail: 'Nothing is pressed and buyers are refunded. You can adjust the goal or the price and relaunch.',
        },
        {
          term: 'Do I keep the rights to my music?',
          detail: 'Yes. Your recordings, artwork and masters remain yours.',
        },
        {
          term: 'Can I keep some copies for myself?',
          detail: 'Yes. Tell us how many, and we deliver them to you while the rest go to your buyers.',
        },
      ],
    },
  ],
  cta: { label: 'Create your project', href: '/creation/vinyl' },
};
