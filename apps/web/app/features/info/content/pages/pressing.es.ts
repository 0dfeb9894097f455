import type { InfoPage } from '../types.ts';

/** /pressing en español. */
export const PRESSING_ES: InfoPage = {
  title: 'Fabricación de vinilos',
  description:
    'Fabrica tu disco con Spindle: vinilos de 7", 10" y 12" desde 100 copias, colores, test pressings y preventa o micromecenazgo para financiarlo.',
  lead: 'Spindle fabrica discos para artistas y sellos, desde una primera tirada de 100 copias hasta 5000 y más, y después te ayuda a venderlos todos. Calcula el precio de tu disco en minutos, véndelo por adelantado para no prensar a ciegas y deja que un solo equipo en París se ocupe de la planta, el almacén y los envíos.',
  sections: [
    {
      id: 'spindle',
      heading: 'Nuestros servicios',
      paragraphs: [
        'Piensa en Spindle como la oficina de un sello discográfico, disponible proyecto a proyecto. Trabajamos con varias plantas de prensado asociadas y con operadores logísticos en Europa, Norteamérica y Asia-Pacífico, así que un único equipo sigue tu lanzamiento desde el primer archivo de audio hasta el último número de seguimiento.',
        'Usa toda la cadena o solo los eslabones que necesites: hay artistas que vienen únicamente a prensar y otros que buscan una campaña de preventa, una tienda y envíos a todo el mundo.',
      ],
      bullets: [
        'Prensado de vinilo: 7", 10" y 12", en negro o en color, desde 100 copias.',
        'Preventa y micromecenazgo: tus fans compran primero y el disco se prensa cuando se alcanza el objetivo, sin que pongas dinero por adelantado.',
        'Prensado directo: compras la tirada completa y recibes los discos en tu casa.',
        'Tu propia tienda en Spindle, en nueve divisas y cinco idiomas, con opción de marca blanca.',
        'Masterización, adaptación del arte gráfico, CD, casetes y merch para lanzar junto al disco.',
        'Almacenaje, envíos a todo el mundo, atención al cliente y distribución a tiendas de discos.',
      ],
      cta: { label: 'Ver cómo funciona', href: '/how-it-works' },
    },
    {
      id: 'formats',
      heading: 'Formatos',
      paragraphs: [
        'Prensamos los tres tamaños clásicos. La duración por cara pesa más de lo que parece: cuanto más larga es la cara, más estrechos son los surcos y más bajo el nivel de corte. Si tu música es potente o tiene mucho grave, mantén las caras cortas.',
      ],
      facts: [
        {
          term: '12 pulgadas',
          detail: 'Álbumes y maxis, 140 g o 180 g. Hasta unos 22 minutos por cara a 33⅓ rpm, unos 12 a 45 rpm.',
        },
        { term: '10 pulgadas', detail: 'EP y álbumes cortos. Hasta unos 14 minutos por cara a 33⅓ rpm.' },
        { term: '7 pulgadas', detail: 'Singles. De 4 a 5 minutos por cara a 45 rpm, hasta 6 a 33⅓ rpm.' },
        { term: 'Dobles y triples', detail: 'Se presupuestan por disco; la carpeta desplegable es su casa natural.' },
      ],
      cta: { label: 'Leer la guía de prensado', href: '/vinyl-pressing' },
    },
    {
      id: 'options',
      heading: 'Hazlo tuyo',
      paragraphs: [
        'Cada opción del configurador muestra cuánto añade al precio en cuanto la eliges, para que compares una carpeta desplegable con un vinilo de color con cifras reales y no a ojo.',
      ],
      bullets: [
        'Treinta colores de vinilo, del transparente, ahumado o «coke bottle» al dorado y al fosforescente, además de efectos splatter y marmolado.',
        'Fundas exteriores: papel blanco o negro, discobag impreso, funda impresa o carpeta desplegable, con acabado mate, brillo o barniz UV selectivo.',
        'Fundas interiores de papel blanco o negro, antiestáticas o totalmente impresas.',
        'Galletas impresas o en blanco, corte en laca o DMM.',
        'Encartes impresos, pegatinas, numeración a mano y retractilado.',
      ],
    },
    {
      id: 'process',
      heading: 'De los archivos a los fans',
      paragraphs: [
        'Un proyecto avanza por etapas claras y en tu panel ves en todo momento en qué punto está. Nuestro equipo revisa cada proyecto antes de ponerlo a la venta y después lo guía contigo durante la fabricación.',
      ],
      bullets: [
        'Presupuesto: elige formato, cantidad y acabados y ve el coste completo.',
        'Proyecto: sube tus pistas y el arte gráfico, fija un precio, un objetivo y una fecha de cierre.',
        'Venta: preventa o micromecenazgo en la página del proyecto, para compartir donde estén tus fans.',
        'Preproducción: código de barras, derechos mecánicos, arte final y revisión del audio.',
        'Producción: corte, test pressing que tú apruebas, y después prensado e impresión.',
        'Postproducción: los discos llegan a nuestros socios logísticos, los compradores confirman su dirección y salen los paquetes.',
      ],
      facts: [
        {
          term: 'Plazo habitual',
          detail:
            'De 10 a 16 semanas desde los archivos aprobados hasta la entrega, algo más en otoño, la temporada más cargada.',
        },
      ],
    },
    {
      id: 'pricing',
      heading: 'Precios claros',
      paragraphs: [
        'Los precios van por tramos de cantidad: cuantas más copias, menos cuesta cada una. Tu presupuesto se detalla línea a línea, del corte y el vinilo a las fundas, el test pressing, la energía y los derechos mecánicos, para que nada aparezca después por sorpresa.',
        'En cada presupuesto calculamos tu disco en más de una planta asociada y nos quedamos con la más barata que ofrezca todas las opciones elegidas. Si vendes en Spindle, la fabricación se paga con tus ventas y nuestra comisión es una parte de esas ventas, no una suscripción.',
      ],
      facts: [
        { term: 'Tramos de cantidad', detail: '100, 200, 300, 500, 1000, 2000, 3000 y 5000 copias.' },
        { term: 'Masterización', detail: '60 € por pista, opcional.' },
        { term: 'Adaptación del arte gráfico', detail: '100 €, opcional.' },
        { term: 'Comisión de la plataforma', detail: '25 % de las ventas realizadas en Spindle.' },
      ],
      cta: { label: 'Pedir un presupuesto al instante', href: '/quote' },
    },
    {
      id: 'eco',
      heading: 'Un prensado más verde',
      paragraphs: [
        'Vender por adelantado es la primera decisión ecológica: prensas lo que tus fans ya han pedido, no cajas que acaban sin vender. Cuando nuestras plantas asociadas los ofrecen, también puedes elegir compuestos reciclados o de origen biológico, fundas de cartón reciclado, fundas interiores de papel y prescindir del retractilado.',
      ],
      cta: { label: 'Sobre el prensado ecológico', href: '/vinyl-pressing-green' },
    },
    {
      id: 'faq',
      heading: 'Preguntas frecuentes',
      paragraphs: [],
      facts: [
        {
          term: '¿Cuál es la tirada mínima?',
          detail: '100 copias de vinilo. Por debajo, el corte en torno o una tirada de CD suelen salir mejor.',
        },
        {
          term: '¿Tengo que pagar algo antes de la campaña?',
          detail:
            'No en un proyecto de preventa: la fabricación se paga con las ventas. El prensado directo se paga antes de que arranque la planta.',
        },
        {
          term: '¿Y si mi proyecto no alcanza el objetivo?',
          detail:
            'No se prensa nada y se reembolsa a los compradores. Puedes ajustar el objetivo o el precio y volver a lanzarlo.',
        },
        {
          term: '¿Conservo los derechos de mi música?',
          detail: 'Sí. Tus grabaciones, tu arte gráfico y tus masters siguen siendo tuyos.',
        },
        {
          term: '¿Puedo quedarme algunas copias?',
          detail: 'Sí. Dinos cuántas y te las enviamos mientras el resto sale hacia tus compradores.',
        },
      ],
    },
  ],
  cta: { label: 'Crea tu proyecto', href: '/creation/vinyl' },
};
