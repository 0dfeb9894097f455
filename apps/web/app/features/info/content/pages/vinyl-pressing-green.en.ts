import type { InfoPage } from '../types.ts';

/** /vinyl-pressing-green in English. */
export const VINYL_PRESSING_GREEN_EN: InfoPage = {
  title: 'Greener vinyl pressing',
  description:
    'Press fewer unsold records, choose recycled or bio-based compounds and recycled sleeves, and see energy on your quote. Honest eco pressing.',
  lead: 'A record is a plastic object made to last fifty years. We can’t make it weightless, but we can help you make it with less: fewer unsold copies, lower-impact materials where our plants offer them, lighter packaging and numbers you can check. This page says what each option really changes, and what it doesn’t.',
  sections: [
    {
      id: 'press-to-demand',
      heading: 'Press what is sold',
      paragraphs: [
        'The greenest record is the one that never gets pressed for nobody. Unsold stock is the industry’s quiet waste: boxes that sit in storage for years, then get pulped or ground. Pre-sales and crowdfunding let you size the run on real orders, and add a small margin for shops and late buyers, rather than guess high.',
      ],
      cta: { label: 'How pre-sales work', href: '/how-it-works' },
    },
    {
      id: 'materials',
      heading: 'Lower-impact compounds',
      paragraphs: [
        'Standard records are pressed from PVC made from fossil feedstock. Some of our partner plants offer alternatives. Availability depends on the plant, the format and the colour, so we confirm in writing which compound your records will use, and which certification stands behind it, before you commit.',
      ],
      facts: [
        {
          term: 'Recycled PVC',
          detail:
            'Made from the plant’s own offcuts and rejected discs, ground and re-melted. It sounds as good as virgin PVC; colours are unpredictable, so it is usually pressed black or as a one-off “eco mix” where every copy differs.',
        },
        {
          term: 'Bio-attributed PVC',
          detail:
            'PVC made partly from renewable or waste-based feedstock and allocated to your order under a certified mass-balance scheme. Chemically identical to standard PVC, so the sound and the look do not change; the saving is in the raw material, and mass balance is a bookkeeping method, not a different molecule in your disc.',
        },
        {
          term: 'PVC-free records',
          detail:
            'A few plants press records from other plastics, such as PET. Promising, but still rare, with fewer colour and format options; ask us if you want to try.',
        },
      ],
    },
    {
      id: 'packaging',
      heading: 'Sleeves and packaging',
      paragraphs: ['Packaging is where the easy wins are, and most of them cost nothing extra.'],
      bullets: [
        'Jackets in recycled or FSC-certified board, where the printer offers it.',
        'Paper inner sleeves instead of polythene-lined ones.',
        'No shrink wrap: a sticker or a printed band does the job for most releases.',
        'Fewer inserts, or one printed on recycled paper, with lyrics and credits online.',
      ],
    },
    {
      id: 'energy',
      heading: 'Energy, in plain sight',
      paragraphs: [
        'Pressing a record means heating the PVC and the moulds, then cooling them, for every single disc, and most presses run on steam. Every Spindle quote shows energy as its own line, per disc, so the cost is never hidden in the price. Some partner plants run newer, more efficient presses or buy renewable electricity; when it matters to you, ask us and we will tell you what we know about the plant that will press your record.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Shorter journeys',
      paragraphs: [
        'Records travel from the plant in bulk, by road or sea rather than air wherever the schedule allows. Stock can then sit with logistics partners in Europe, North America and Asia-Pacific, so a fan in Melbourne or Seattle receives a parcel from their own region instead of one flown from Paris. Grouping orders that ship together and offering pickup points also cuts down on delivery runs.',
      ],
    },
    {
      id: 'footprint',
      heading: 'How we count the footprint',
      paragraphs: [
        'Every quote and every record page shows a carbon footprint in kilograms of CO₂e per record. It is an estimate from published industry figures, not a measurement of the plant that presses your record, and it stops at our warehouse: delivery to the buyer, listening and the end of the record’s life are not in it.',
        'The anchor is the first carbon footprint report of the Vinyl Record Manufacturers Association and the Vinyl Alliance (2024): a black 140 g 12" in a printed jacket is about 1.15 kg CO₂e from raw material to the factory gate. Half of it is the PVC compound, 30 % the plant’s energy, 13 % the print packaging. We add shrink wrap and the road journey to the warehouse, which brings the usual record to about 1.19 kg.',
      ],
      facts: [
        {
          term: 'PVC compound',
          detail:
            'About 4.1 kg CO₂e per kg pressed (575 g for a 140 g disc). A 180 g disc adds 14 %, as the report measured.',
        },
        {
          term: 'Bio-attributed compound',
          detail: 'About 0.9 kg CO₂e per kg: the report puts a bio-attributed record near 0.7 kg in all.',
        },
        {
          term: 'Recycled compound',
          detail:
            'About 2.1 kg CO₂e per kg: VinylPlus counts about 2 kg CO₂ saved per kg of PVC recycled instead of made new.',
        },
        {
          term: 'Pressing energy',
          detail: '345 g per disc (30 % of 1.15 kg); lacquers, stampers and labels 80 g more.',
        },
        {
          term: 'Colours and effects',
          detail: '300 g more per disc: the report found special colours and splatters 26 % heavier.',
        },
        {
          term: 'Sleeves and packaging',
          detail:
            '1.67 kg CO₂e per kg of board and paper, printing included; recycled board counted 20 % lower on the outer sleeve (our estimate, as published figures vary by mill); shrink wrap 16 g.',
        },
        {
          term: 'Road freight',
          detail:
            'About 107 g CO₂e per tonne-kilometre for an average laden lorry (UK government conversion factors), over 1,000 km from the plant to the warehouse.',
        },
      ],
      figure: 'footprint',
      cta: { label: 'Price a greener pressing', href: '/quote' },
    },
    {
      id: 'honest-claims',
      heading: 'What we won’t claim',
      paragraphs: [
        'We don’t call any record carbon neutral, zero-waste or plastic-free, and we don’t use offsets to make such claims. An eco option is a reduction, not a free pass, and we will tell you which figures are measured and which are estimates. If you print an eco message on your sleeve, we are happy to check the wording with you so it stays accurate.',
      ],
      cta: { label: 'Talk to us about your project', href: '/contact' },
    },
  ],
  cta: { label: 'Get a quote', href: '/quote' },
};
