import type { InfoPage } from '../types.ts';

/** /how-it-works en español. */
export const HOW_IT_WORKS_ES: InfoPage = {
  title: 'Cómo funciona Spindle',
  description:
    'Los fans reservan discos y siguen la financiación; los artistas piden presupuesto, lanzan su proyecto, lo venden y siguen la fabricación y los pagos.',
  lead: 'Spindle une a quienes hacen los discos con quienes los escuchan. Los fans apoyan los lanzamientos antes de que se prensen; artistas y sellos prensan lo que su público quiere de verdad, sin adelantar miles de euros. Así funciona en cada lado.',
  sections: [
    {
      id: 'fans',
      heading: 'Para fans: apoya los discos que quieres',
      paragraphs: [
        'Explora la tienda, escucha los adelantos y reserva los lanzamientos que quieres tener. Muchos proyectos se prensan solo porque suficientes fans los pidieron, así que tu pedido de verdad ayuda a que el disco exista.',
      ],
      bullets: [
        'Variantes de color exclusivas, ediciones limitadas y test pressings firmados, a menudo solo en Spindle.',
        'Cuando el lanzamiento tiene versión digital, la descarga viene con el disco para que lo escuches mientras esperas.',
        'Cada disco que compras suma 10 digs, nuestros puntos de fidelidad.',
        'Precios en tu divisa: euro, dólar, libra, won, yen, yuan y más.',
      ],
      cta: { label: 'Explorar la tienda', href: '/vinyl-shop' },
    },
    {
      id: 'funding',
      heading: 'Sigue la financiación',
      paragraphs: [
        'Un proyecto de micromecenazgo tiene un objetivo, en copias, y una fecha de cierre. La barra de progreso de su página muestra qué parte del objetivo ya se ha pedido, y puede superar con creces el 100 %: cada pedido de más es otro disco prensado.',
        'Sigue un proyecto y te avisaremos tres días antes de que cierre. Los proyectos marcados como «próximamente» abren los pedidos en su fecha de inicio.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Si un proyecto no sale adelante',
      paragraphs: [
        'Cuando un proyecto no alcanza su objetivo en la fecha de cierre, nuestro equipo lo revisa con el artista. Si se cancela, no se prensa nada y cada comprador recibe el reembolso en su método de pago original. Si el artista decide seguir adelante con una tirada más pequeña, tu pedido se mantiene y se envía según lo previsto.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Envío en cuanto se prensa',
      paragraphs: [
        'Las preventas se envían cuando los discos están prensados; la página del proyecto indica la fecha prevista y te avisamos si cambia. Antes de que nada salga del almacén, te escribimos para confirmar tu dirección de entrega y después te mandamos un enlace de seguimiento en cuanto el paquete está en camino.',
        'Los discos salen del socio logístico más cercano a ti que tenga el stock, a domicilio o a un punto de recogida. Los artículos que ya están en stock se envían enseguida, aparte de las preventas, salvo que los proyectos estén configurados para enviarse juntos.',
      ],
    },
    {
      id: 'artists',
      heading: 'Para artistas y sellos',
      paragraphs: [
        'Tanto si es tu primer single de 7" como la décima reedición de un sello, el camino es el mismo: presupuestar, preparar, vender, prensar y cobrar. Nuestro equipo revisa cada paso contigo y tu panel muestra en qué punto está todo.',
      ],
      bullets: [
        'Pide un presupuesto.',
        'Crea tu proyecto.',
        'Sube tus pistas y el arte gráfico.',
        'Vende o lanza tu micromecenazgo.',
        'Sigue la fabricación.',
        'Consulta tus liquidaciones y recibe tus pagos.',
      ],
    },
    {
      id: 'quote',
      heading: '1. Pide un presupuesto',
      paragraphs: [
        'Elige el formato, la cantidad a partir de 100 copias, el color y el gramaje del vinilo, las fundas y los extras. El precio se actualiza con cada elección y se desglosa línea a línea. Introduce un precio de venta para ver tu coste por disco y el beneficio que obtendrías al vender toda la tirada.',
      ],
      cta: { label: 'Abrir el presupuestador', href: '/quote' },
    },
    {
      id: 'project',
      heading: '2. Crea tu proyecto',
      paragraphs: [
        'Elige cómo quieres vender: un micromecenazgo con objetivo, una preventa sencilla, una venta privada para tu comunidad o un prensado directo que te llega a casa. Fija tu precio, tu objetivo y tus fechas y envía el proyecto. Nuestro equipo lo revisa, normalmente en pocos días laborables, antes de publicarlo.',
      ],
    },
    {
      id: 'uploads',
      heading: '3. Sube tus pistas y el arte gráfico',
      paragraphs: [
        'Envía un archivo WAV por pista (24 bits, 44,1 kHz o más), en el orden de las caras y con el listado de canciones. Los archivos grandes se suben por partes con una barra de progreso, así que si se corta la conexión no tienes que empezar de cero. El arte gráfico va en nuestras plantillas de impresión: funda, galletas, encartes. Nosotros preparamos los fragmentos de escucha para la página de tu proyecto.',
      ],
    },
    {
      id: 'selling',
      heading: '4. Vende o financia',
      paragraphs: [
        'Comparte la página de tu proyecto y tu tienda donde estén tus fans. Tu panel muestra los pedidos a medida que llegan y de dónde vienen tus compradores: Instagram, TikTok, una newsletter, una búsqueda. Te avisamos siete días antes del final de la campaña, a tiempo para un último empujón.',
      ],
    },
    {
      id: 'production',
      heading: '5. Fabricación',
      paragraphs: [
        'Cuando un proyecto sale adelante, pasa por tres etapas. La preproducción reúne todo lo que necesita la planta: código de barras, arte y audio definitivos, derechos mecánicos, datos de entrega. La producción incluye el corte, el test pressing que apruebas o rechazas y el prensado. La postproducción lleva los discos a nuestros socios logísticos, confirma la dirección de cada comprador y envía los pedidos.',
      ],
      cta: { label: 'Leer la guía de prensado', href: '/vinyl-pressing' },
    },
    {
      id: 'payouts',
      heading: '6. Liquidaciones y pagos',
      paragraphs: [
        'Cada mes, el día 28, se emite una liquidación que puedes descargar en PDF o en hoja de cálculo. Recoge cada venta sin IVA y descontada la comisión del 25 %, y después los costes: fabricación, masterización, envíos, almacenaje. Tu saldo se paga en tu cuenta bancaria y cada pago aparece en la liquidación siguiente.',
      ],
    },
  ],
  cta: { label: 'Crea tu proyecto', href: '/creation/vinyl' },
};
