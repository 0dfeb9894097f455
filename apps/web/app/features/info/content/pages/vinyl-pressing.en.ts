import type { InfoPage } from '../types.ts';

/** /vinyl-pressing in English. */
export const VINYL_PRESSING_EN: InfoPage = {
  title: 'Vinyl pressing guide',
  description:
    'Formats, weights, colours, sleeves, test pressings and realistic lead times: what to know before pressing your vinyl, from 100 copies upwards.',
  lead: 'Everything that goes into a record, explained plainly: the sizes and weights, the colours and effects, the sleeves, the run sizes and how long it really takes. Read it once before you open the quote tool and your choices will be quicker and better.',
  sections: [
    {
      id: 'formats',
      heading: 'Formats and running times',
      paragraphs: [
        'Size, speed and side length go together. A long side means tighter grooves and a lower cutting level, which costs loudness and bass; a short side at 45 rpm gives the best sound a groove can offer. If an album runs past 45 minutes, a double LP will nearly always sound better than a crammed single disc.',
      ],
      facts: [
        {
          term: '12-inch at 33⅓ rpm',
          detail: 'Up to about 22 minutes a side; 18 to 20 is more comfortable for loud or bass-heavy music.',
        },
        { term: '12-inch at 45 rpm', detail: 'Up to about 12 minutes a side, the favourite of DJs and audiophiles.' },
        { term: '10-inch', detail: 'About 12 to 14 minutes a side at 33⅓ rpm, 8 to 9 at 45 rpm.' },
        { term: '7-inch', detail: 'About 4 to 5 minutes a side at 45 rpm, up to 6 at 33⅓ rpm.' },
      ],
    },
    {
      id: 'weights',
      heading: 'Weight: 140 g or 180 g',
      paragraphs: [
        '140 g is the industry standard and plays exactly as well as a heavier disc: the groove is the same. 180 g feels more substantial in the hand, is a little less prone to warping and suits collector editions, at a higher price and shipping weight. Singles are pressed at the standard weight for their size.',
      ],
    },
    {
      id: 'colours',
      heading: 'Colours and effects',
      paragraphs: [
        'Black is the standard; any other colour is priced as a colour option. We offer thirty shades, opaque and translucent, and two effects that make every copy unique. Modern coloured compounds sound very close to black; effects that mix colours can add a little surface noise in quiet passages, which is worth knowing for ambient or classical releases.',
      ],
      bullets: [
        'Opaque: white, bone, cream, yellow, orange, red, oxblood, pink, purple, blue, green, brown and more.',
        'Translucent: transparent, smoke, transparent red, sea blue, coke bottle, amber.',
        'Specials: gold, silver and glow-in-the-dark.',
        'Splatter: flecks of one or more colours on a base colour.',
        'Marble: colours swirled together, never the same twice.',
      ],
    },
    {
      id: 'sleeves',
      heading: 'Sleeves and packaging',
      paragraphs: [
        'The jacket is the first thing your fans see and the thing they keep on the shelf. Choose the sleeve first, then the inner sleeve that protects the disc.',
      ],
      facts: [
        { term: 'Paper sleeve', detail: 'Plain white or black, the classic for 7-inch singles and club 12-inches.' },
        { term: 'Printed discobag', detail: 'A printed paper sleeve with a centre hole that shows the label.' },
        { term: 'Printed jacket', detail: 'The standard album cover in printed board, single pocket.' },
        { term: 'Gatefold', detail: 'A jacket that opens like a book, for double albums and generous artwork.' },
        { term: 'Inner sleeves', detail: 'White or black paper, antistatic (poly-lined) or fully printed.' },
        { term: 'Finishes', detail: 'Matte, gloss or spot UV on any printed sleeve.' },
      ],
    },
    {
      id: 'extras',
      heading: 'Labels and extras',
      paragraphs: [
        'Centre labels are printed with your artwork on both sides, or left blank for white labels and promos. On top of that, a few small touches make a run feel like an edition.',
      ],
      bullets: [
        'Printed inserts: lyrics, liner notes, a poster or a download card.',
        'Stickers, including the hype sticker on the shrink wrap.',
        'Numbering, by hand, for limited editions.',
        'Shrink wrap to protect the sleeve in transit and in shops.',
      ],
    },
    {
      id: 'quantities',
      heading: 'Run sizes and price tiers',
      paragraphs: [
        'The minimum run is 100 copies. Prices follow quantity tiers, and each tier applies from its threshold up to the next: 499 copies are priced on the 300 tier. Most of the cost of a record is set-up (cutting, plating, printing plates), so the price per copy falls quickly as the run grows.',
        'Plants press a few spare copies on top of your order, 5 below 500 copies and 10 from 500, to cover quality control and the odd parcel damaged in transit. They are included in your quote.',
      ],
      facts: [{ term: 'Tiers', detail: '100, 200, 300, 500, 1,000, 2,000, 3,000 and 5,000 copies.' }],
    },
    {
      id: 'test-pressing',
      heading: 'Test pressings',
      paragraphs: [
        'A test pressing is one of the first discs pressed from your stampers, sent to you before the full run. You receive two copies. Listen on a good turntable, all the way through, and note any click, pop or distortion with its side and timing. You then approve it, or refuse it with your notes and we work out the cause with the plant, up to a new cut if needed.',
        'Test pressings are optional but we strongly recommend them: they are the only moment a problem can still be fixed cheaply. Spare test pressings, signed, are also much-loved collector items in your shop.',
      ],
    },
    {
      id: 'lead-times',
      heading: 'Lead times',
      paragraphs: [
        'Count on 10 to 16 weeks from approved files to records at your fans’ doors. Autumn is the busiest season at every plant, ahead of the holidays, so plan a Christmas release by early summer. We give you a date when production starts and tell you straight away if it moves.',
      ],
      facts: [
        { term: 'Pre-production', detail: '1 to 2 weeks: final audio and artwork, barcode, mechanical rights.' },
        { term: 'Cutting and test pressings', detail: '3 to 5 weeks until the test pressings reach you.' },
        { term: 'Your approval', detail: 'About a week, depending on how quickly you listen.' },
        { term: 'Pressing and assembly', detail: '4 to 6 weeks: pressing, printing, sleeving, shrink wrap.' },
        { term: 'Delivery and dispatch', detail: '1 to 2 weeks to our logistics partners and on to buyers.' },
      ],
    },
    {
      id: 'audio',
      heading: 'Audio files and cutting',
      paragraphs: [
        'Send one WAV per track at 24-bit, 44.1 kHz or higher, with the running order of each side. A master made for streaming is often too limited and too bright for vinyl: a dedicated vinyl master, with controlled sibilance and centred low end, will cut louder and cleaner. Our mastering service does exactly that.',
        'Cutting is done on lacquer, then plated to make the stampers, or by direct metal mastering (DMM) straight into copper. Both give excellent results; the plant and the engineer recommend one for your music.',
      ],
      cta: { label: 'Vinyl mastering', href: '/services/mastering' },
    },
  ],
  cta: { label: 'Get a quote', href: '/quote' },
};
