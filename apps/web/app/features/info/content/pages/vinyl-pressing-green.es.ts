import type { InfoPage } from '../types.ts';

/** /vinyl-pressing-green en español. */
export const VINYL_PRESSING_GREEN_ES: InfoPage = {
  title: 'Prensado de vinilo ecológico',
  description:
    'Menos discos sin vender, compuestos reciclados o de origen biológico, fundas recicladas y la energía a la vista en tu presupuesto. Prensado ecológico honesto.',
  lead: 'Un disco es un objeto de plástico hecho para durar cincuenta años. No podemos hacerlo ingrávido, pero sí ayudarte a fabricarlo con menos: menos copias sin vender, materiales de menor impacto cuando nuestras plantas los ofrecen, un embalaje más ligero y cifras que puedes comprobar. Esta página explica qué cambia de verdad cada opción y qué no.',
  sections: [
    {
      id: 'press-to-demand',
      heading: 'Prensa lo que se vende',
      paragraphs: [
        'El disco más verde es el que nunca se prensa para nadie. El stock sin vender es el desperdicio silencioso de la industria: cajas que pasan años en un almacén antes de acabar trituradas. La preventa y el micromecenazgo te permiten ajustar la tirada a pedidos reales, con un pequeño margen para tiendas y rezagados, en lugar de apostar alto.',
      ],
      cta: { label: 'Cómo funciona la preventa', href: '/how-it-works' },
    },
    {
      id: 'materials',
      heading: 'Compuestos de menor impacto',
      paragraphs: [
        'Los discos estándar se prensan con PVC de origen fósil. Algunas de nuestras plantas asociadas ofrecen alternativas. Su disponibilidad depende de la planta, el formato y el color, así que te confirmamos por escrito qué compuesto llevarán tus discos, y qué certificación lo respalda, antes de que te comprometas.',
      ],
      facts: [
        {
          term: 'PVC reciclado',
          detail:
            'Se hace con los recortes y discos descartados de la propia planta, triturados y refundidos. Suena igual de bien que el PVC virgen; su color es impredecible, por lo que suele prensarse en negro o como «eco mix», donde cada copia es distinta.',
        },
        {
          term: 'PVC de origen biológico por balance de masas',
          detail:
            'PVC fabricado en parte con materias primas renovables o procedentes de residuos y asignado a tu pedido mediante un sistema certificado de balance de masas. Es químicamente idéntico al PVC estándar, así que ni el sonido ni el aspecto cambian; el ahorro está en la materia prima, y el balance de masas es un método contable, no una molécula distinta en tu disco.',
        },
        {
          term: 'Discos sin PVC',
          detail:
            'Algunas plantas prensan discos con otros plásticos, como el PET. Es prometedor, pero aún poco común y con menos colores y formatos; pregúntanos si quieres probarlo.',
        },
      ],
    },
    {
      id: 'packaging',
      heading: 'Fundas y embalaje',
      paragraphs: ['En el embalaje están las mejoras más fáciles, y la mayoría no cuestan nada extra.'],
      bullets: [
        'Fundas de cartón reciclado o con certificación FSC, cuando la imprenta lo ofrece.',
        'Fundas interiores de papel en lugar de forradas de polietileno.',
        'Sin retractilado: una pegatina o una faja impresa bastan en la mayoría de los lanzamientos.',
        'Menos encartes, o uno solo en papel reciclado, con letras y créditos en línea.',
      ],
    },
    {
      id: 'energy',
      heading: 'La energía, a la vista',
      paragraphs: [
        'Prensar un disco supone calentar el PVC y los moldes y luego enfriarlos, disco a disco, y la mayoría de las prensas funcionan con vapor. Cada presupuesto de Spindle muestra la energía en una línea propia, por disco, para que su coste nunca quede escondido en el precio. Algunas plantas asociadas usan prensas más nuevas y eficientes o compran electricidad renovable; si te importa, pregúntanos y te contaremos lo que sabemos de la planta que prensará tu disco.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Trayectos más cortos',
      paragraphs: [
        'Los discos salen de la planta en grandes volúmenes, por carretera o por mar en lugar de en avión siempre que el calendario lo permite. Después, el stock puede repartirse entre socios logísticos de Europa, Norteamérica y Asia-Pacífico, de modo que un fan de Melbourne o de Seattle recibe un paquete desde su propia región y no uno enviado en avión desde París. Agrupar los pedidos que viajan juntos y ofrecer puntos de recogida también reduce los trayectos de reparto.',
      ],
    },
    {
      id: 'footprint',
      heading: 'Cómo calculamos la huella',
      paragraphs: [
        'Cada presupuesto y cada página de disco muestran una huella de carbono en kilogramos de CO₂e por disco. Es una estimación a partir de cifras publicadas por el sector, no una medición de la planta que prensa tu disco, y termina en nuestro almacén: la entrega al comprador, la escucha y el final de la vida del disco no están incluidos.',
        'El punto de partida es el primer informe de huella de carbono de la Vinyl Record Manufacturers Association y la Vinyl Alliance (2024): un 12" negro de 140 g en funda impresa supone unos 1,15 kg de CO₂e desde la materia prima hasta la salida de fábrica. La mitad es el compuesto de PVC, el 30 % la energía de la planta y el 13 % el embalaje impreso. Añadimos el film retráctil y el trayecto por carretera hasta el almacén, lo que deja el disco habitual en unos 1,19 kg.',
      ],
      facts: [
        {
          term: 'Compuesto de PVC',
          detail:
            'Unos 4,1 kg de CO₂e por kg prensado (575 g para un disco de 140 g). Un disco de 180 g añade un 14 %, como midió el informe.',
        },
        {
          term: 'Compuesto bioatribuido',
          detail: 'Unos 0,9 kg de CO₂e por kg: el informe sitúa un disco bioatribuido en torno a 0,7 kg en total.',
        },
        {
          term: 'Compuesto reciclado',
          detail:
            'Unos 2,1 kg de CO₂e por kg: VinylPlus cuenta unos 2 kg de CO₂ evitados por kg de PVC reciclado en lugar de nuevo.',
        },
        {
          term: 'Energía de prensado',
          detail: '345 g por disco (30 % de 1,15 kg); lacas, matrices y etiquetas, 80 g más.',
        },
        {
          term: 'Colores y efectos',
          detail: '300 g más por disco: el informe halló los colores especiales y los salpicados un 26 % más pesados.',
        },
        {
          term: 'Fundas y embalaje',
          detail:
            '1,67 kg de CO₂e por kg de cartón y papel, impresión incluida; el cartón reciclado se cuenta un 20 % más bajo en la funda exterior (estimación nuestra, ya que las cifras publicadas varían según la papelera); film retráctil 16 g.',
        },
        {
          term: 'Transporte por carretera',
          detail:
            'Unos 107 g de CO₂e por tonelada-kilómetro para un camión medio cargado (factores de conversión del gobierno británico), en 1.000 km desde la planta hasta el almacén.',
        },
      ],
      figure: 'footprint',
      cta: { label: 'Presupuestar un prensado más verde', href: '/quote' },
    },
    {
      id: 'honest-claims',
      heading: 'Lo que no vamos a afirmar',
      paragraphs: [
        'No llamamos a ningún disco neutro en carbono, cero residuos o libre de plástico, ni usamos compensaciones para afirmarlo. Una opción ecológica es una reducción, no un salvoconducto, y te diremos qué cifras están medidas y cuáles son estimaciones. Si imprimes un mensaje ecológico en tu funda, revisamos contigo la redacción para que sea exacta.',
      ],
      cta: { label: 'Háblanos de tu proyecto', href: '/contact' },
    },
  ],
  cta: { label: 'Pide un presupuesto', href: '/quote' },
};
