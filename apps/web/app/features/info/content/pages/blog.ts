// Blog (/blog): lead, two short sections and the dated articles. English here; other locales in blog.{locale}.ts.
// Slugs are English and identical in every locale.
import type { LocalisedInfoPage } from '../types.ts';
import { blogPageEs } from './blog.es.ts';
import { blogPageFr } from './blog.fr.ts';
import { blogPageKr } from './blog.kr.ts';
import { blogPageZh } from './blog.zh.ts';

export const blogPage: LocalisedInfoPage = {
  en: {
    title: 'The Spindle blog',
    description:
      'Notes from the pressing plant and the record shop: how vinyl is made, 140 g or 180 g, coloured vinyl, record care, eco pressing and how pre-orders work.',
    lead: 'Straight answers to the questions we hear every day, from fans at the counter and from artists planning their first pressing. No hype, just how records are made, sold and looked after.',
    sections: [
      {
        id: 'topics',
        heading: 'What we write about',
        paragraphs: [
          'Most articles start from a real question: a customer asking why two copies of the same coloured record look different, or a band wondering whether 180 g is worth the extra cost. We answer with what we see every week at the plants and in the warehouse.',
        ],
        bullets: [
          'How records are made, from the master to the sleeve.',
          'Buying guides and record care.',
          'Pre-orders, crowdfunding and the economics of a release.',
          'Greener ways to press and ship.',
        ],
      },
      {
        id: 'write-for-us',
        heading: 'Got a story for us?',
        paragraphs: [
          'Artists, labels, engineers and record shop owners with something to teach are welcome. Send a short pitch to press@spindle.example: what you would like to write about and why it matters to people who buy records.',
        ],
      },
    ],
    cta: { label: 'Get new articles by e-mail', href: '/newsletter' },
    posts: [
      {
        slug: 'how-pre-orders-protect-artists',
        publishedOn: '2026-10-06',
        title: 'How pre-orders protect artists (and fans)',
        summary:
          'Pressing a record used to mean paying for hundreds of copies and hoping they sell. Pre-orders turn that around. Here is how, and how to run one well.',
        paragraphs: [
          'For decades, releasing a record on vinyl meant a bet. An artist or a small label paid for the whole run up front, often several thousand euros, waited months for the plant, then tried to sell three hundred copies from a website, a merch table and a few friendly shops. When the bet failed, the records stayed in boxes under the bed and the money stayed gone.',
          'A pre-order reverses the order of things. The project opens with a goal, the number of copies needed for the pressing to make sense, and an end date. Fans pay for their copy straight away, the progress bar moves, and nothing is pressed until the goal is reached. If it is, production is paid for out of the sales. If it is not, every buyer is refunded in full and the artist has lost nothing but a few weeks.',
          'Fans are protected too. On Spindle, the money from a pre-order is held until the project succeeds; it does not go to the artist in the meantime. The goal, the end date and the progress are public, and if a record ships much later than announced, buyers can cancel and get their money back. Backing an unknown band becomes a small, safe risk rather than an act of faith.',
          'Pre-orders also tell you how many records to make. Many artists overestimate; some underestimate and sell out in a day. Watching real orders come in lets you size the run on demand, with a small margin for shops and latecomers, instead of guessing. That is also the greenest choice available: the record that is never pressed for nobody.',
          'A few habits make campaigns work. Set a goal you can reach with the audience you already have, not the one you hope for. Four to six weeks is usually long enough to build momentum without losing it. Give people a reason to order now: a colour variant, a signed insert, a first pressing that will not come back. And talk to your buyers: we remind your followers three days before the end, but nothing beats a message from you.',
        ],
      },
      {
        slug: 'eco-pressing-what-really-changes',
        publishedOn: '2026-04-21',
        title: 'Eco pressing: what really changes',
        summary:
          'Recycled PVC, bio-attributed compounds, no shrink-wrap: what each green option does to your record and its footprint, and what it does not.',
        paragraphs: [
          'A vinyl record is made of PVC, a plastic derived mostly from fossil fuels, pressed with steam-heated moulds and wrapped in cardboard and, often, more plastic. There is no such thing as a zero-impact record. There are, however, choices that make a real difference, and others that mostly make a nice sticker.',
          'The biggest one is not a material at all: it is pressing only what will be sold. Unsold stock is the industry’s quiet waste, boxes stored for years and then ground up or pulped. Sizing your run on pre-orders, rather than on optimism, often saves more plastic than any change of compound.',
          'Then comes the vinyl itself. Recycled PVC is made from the plant’s own offcuts and rejected discs, ground and melted again; it sounds as good as new PVC, but its colour is unpredictable, so it is usually pressed black or as a one-off mix where every copy differs. Bio-attributed PVC is made partly from renewable or waste-based feedstock and allocated to your order under a certified mass-balance scheme. It looks and sounds exactly like standard PVC. Not every plant offers both, so we confirm in writing which compound your records will use before you commit.',
          'Packaging is where the easy wins are. Jackets in recycled or FSC-certified board, paper inner sleeves instead of plastic-lined ones, and no shrink-wrap: a sticker or a printed band protects the sleeve well enough for most releases, and shrink-wrap is also a common cause of warped records. Put lyrics and credits online rather than on an extra insert, and the parcel gets lighter too.',
          'Finally, energy and transport. Every Spindle quote shows the energy used to press your discs as its own line, so it is never hidden in the price. Stock can sit with logistics partners in Europe, North America and Asia-Pacific, so a fan in Sydney receives a parcel from Australia rather than from Paris. What we will not do is call your record carbon neutral: an eco option is a reduction, not a free pass, and we would rather tell you exactly what it changes.',
        ],
      },
      {
        slug: 'how-to-care-for-your-records',
        publishedOn: '2025-12-02',
        title: 'How to care for your records',
        summary:
          'Handling, storage, cleaning and the stylus: the simple habits that keep a record sounding like new for decades.',
        paragraphs: [
          'A well-kept record will outlive its owner. A neglected one can be ruined in a summer. The good news is that looking after vinyl takes a few simple habits, not expensive equipment.',
          'Hold a record by its edges and its label, never by the grooves: the oil on your fingertips attracts dust and can leave marks the stylus will find. Put it back in its inner sleeve as soon as the side is over, opening towards the top of the jacket, so it cannot slide out when you pick the record up again.',
          'Store records upright, like books, tightly enough to stand straight but not so tight that they are hard to pull out. Never stack them flat for long, and keep them away from radiators, sunny windows and car boots: heat warps vinyl. If a new record arrives shrink-wrapped, slit the film along the opening or remove it, as it tightens over time and can bend the jacket and the disc.',
          'Give each side a pass with a carbon-fibre brush before you play it, following the grooves as the record turns. For deeper cleaning, use a proper record-cleaning fluid and a microfibre cloth, or a cleaning machine if you have a large collection, and let the record dry fully before it goes back in its sleeve. Avoid household cleaners, which can leave residue in the grooves.',
          'Look after the stylus as well: it is the only thing that touches the record. Brush it gently from back to front with a stylus brush, set the tracking force your cartridge maker recommends, and replace the stylus when it wears, usually after several hundred hours of play. A worn or dirty stylus damages records far faster than any amount of dust.',
        ],
      },
      {
        slug: 'coloured-vinyl-explained',
        publishedOn: '2025-09-16',
        title: 'Coloured vinyl explained',
        summary:
          'Why black is the default, how splatter and marble effects are made, whether colour changes the sound, and why no two copies look alike.',
        paragraphs: [
          'Raw PVC is not black. Plants add carbon black pigment to make the classic look, which also helps hide small imperfections and makes the compound a little more consistent. Any other colour is made the same way, by mixing pigment into clear or white PVC before it is pressed.',
          'Solid and translucent colours are the simplest: one compound, one colour. Effects are made at the press. For a splatter, small pellets of a second colour are scattered on the warm puck of vinyl just before it is squeezed; for a marble or swirl, two or more colours are fed together and blend as they melt. Because these steps are partly by hand and partly chance, no two copies are identical, which is exactly their charm.',
          'Does colour change the sound? With today’s compounds, very little. A well-mastered, well-pressed coloured record sounds as good as a black one. Effects can add a touch of surface noise where different colours meet, and picture discs, which press a printed image under a clear layer, are noisier. If the music is very quiet or very dynamic, black or a solid colour is the safest choice.',
          'Colour does change the cost and the schedule. The plant has to clean the extruder between colours, effect records take longer to press and reject more copies, and some shades are hard to match exactly. That is why coloured editions usually cost a little more, and why the photo on a project page is always a guide rather than a promise.',
          'For artists, a coloured variant is one of the best ways to reward early buyers: a limited colour for the pre-order, black for the shops later. Our configurator shows what each colour and effect adds to the price before you choose.',
        ],
      },
      {
        slug: '140g-vs-180g-vinyl',
        publishedOn: '2025-06-10',
        title: '140 g or 180 g: does heavier vinyl sound better?',
        summary:
          'Heavier records feel more substantial, but does the extra 40 grams change the sound? What weight really does, and how to choose for your release.',
        paragraphs: [
          'Most new records weigh either 140 or 180 grams. The heavier ones are often sold as “audiophile”, and many buyers assume they sound better. The truth is less exciting but more useful to know.',
          'The grooves are the same. The music is cut to the same depth, with the same width, whatever the weight of the disc; a heavier record simply has more vinyl around them. What the extra weight gives you is rigidity. A 180 g disc is stiffer, sits flatter on the platter, resists warping better and can feel more substantial in the hand. On a turntable with a light platter, that can reduce some vibration.',
          'What decides the sound far more is everything upstream: a good master made for vinyl, a careful cut, clean stampers, a well-run press and sensible side lengths. A great 140 g pressing will beat a mediocre 180 g one every time. That is why we ask for a test pressing on every project, whatever its weight.',
          'Weight does have a cost. A 180 g record uses more PVC, takes a little longer to cool in the press and costs more to ship: a double album in a gatefold can move a parcel into a heavier postage bracket. That is worth knowing when you set the price fans will pay.',
          'Our advice: choose 140 g for most releases, especially singles, EPs and albums sold at a friendly price. Choose 180 g when your audience expects it, for a deluxe edition or a reissue, or when you simply want the record to feel like an object to keep. Either way, your quote shows the difference line by line.',
        ],
      },
      {
        slug: 'how-a-record-is-pressed',
        publishedOn: '2025-03-04',
        title: 'How a record is pressed',
        summary:
          'From the master file to the shrink-wrapped sleeve: cutting, plating, pressing and the test pressing, step by step.',
        paragraphs: [
          'Every record starts as a master: the final mix, prepared for vinyl by a mastering engineer who controls the bass, the sibilance and the length of each side. Vinyl has physical limits that streaming does not. The longer a side, the narrower the grooves must be and the quieter the cut, so an album is often split and sequenced with those limits in mind.',
          'The master is then cut into a disc on a lathe. In lacquer cutting, a heated stylus carves the groove into an aluminium disc coated with soft lacquer. In Direct Metal Mastering (DMM), it cuts straight into a copper-coated plate, which skips a step later on and is often said to give a slightly brighter, quieter result. Both are excellent; the choice depends on the music and on the plant.',
          'Next comes plating. The cut disc is coated with metal and electroplated to make a negative copy, the father. From it, the plant grows a positive, the mother, and from the mother the stampers: the metal plates, one for each side, that will shape every copy. Because the mother can make several sets of stampers, one master can feed a long run.',
          'At the press, PVC pellets are melted into a warm puck, the two labels are placed above and below it, and the press closes the stampers on the puck with tonnes of force while steam heats the moulds. Cold water then sets the vinyl, the excess edge is trimmed off and a new record drops out, about every half-minute. Operators check copies by eye and by ear throughout the run.',
          'Before any of that happens at scale, the plant presses a handful of test pressings. The artist listens to them at home, on a normal turntable, and approves them or asks for corrections. Only then is the full run pressed, sleeved, packed and sent to our logistics partners, and from there to you.',
        ],
      },
    ],
  },
  fr: blogPageFr,
  es: blogPageEs,
  kr: blogPageKr,
  zh: blogPageZh,
};
