import type { InfoPage } from '../types.ts';

/** /vinyl-pressing en español. */
export const VINYL_PRESSING_ES: InfoPage = {
  title: 'Guía de prensado de vinilo',
  description:
    'Formatos, gramajes, colores, fundas, test pressings y plazos realistas: lo que debes saber antes de prensar tu vinilo, a partir de 100 copias.',
  lead: 'Todo lo que lleva un disco, explicado con claridad: tamaños y gramajes, colores y efectos, fundas, tiradas y cuánto se tarda de verdad. Léelo una vez antes de abrir el presupuestador y elegirás más rápido y mejor.',
  sections: [
    {
      id: 'formats',
      heading: 'Formatos y duraciones',
      paragraphs: [
        'Tamaño, velocidad y duración de cara van de la mano. Una cara larga obliga a surcos más estrechos y a un nivel de corte más bajo, lo que resta volumen y graves; una cara corta a 45 rpm da el mejor sonido que puede ofrecer un surco. Si un álbum pasa de 45 minutos, un doble LP casi siempre sonará mejor que un solo disco apretado.',
      ],
      facts: [
        {
          term: '12" a 33⅓ rpm',
          detail: 'Hasta unos 22 minutos por cara; de 18 a 20 es más cómodo para música potente o con mucho grave.',
        },
        { term: '12" a 45 rpm', detail: 'Hasta unos 12 minutos por cara, el favorito de DJ y audiófilos.' },
        { term: '10"', detail: 'De 12 a 14 minutos por cara a 33⅓ rpm, de 8 a 9 a 45 rpm.' },
        { term: '7"', detail: 'De 4 a 5 minutos por cara a 45 rpm, hasta 6 a 33⅓ rpm.' },
      ],
    },
    {
      id: 'weights',
      heading: 'Gramaje: 140 g o 180 g',
      paragraphs: [
        'El de 140 g es el estándar de la industria y suena exactamente igual de bien que un disco más pesado: el surco es el mismo. El de 180 g se siente más sólido en la mano, se alabea algo menos y encaja en ediciones de coleccionista, a cambio de un precio y un peso de envío mayores. Los singles se prensan con el gramaje estándar de su tamaño.',
      ],
    },
    {
      id: 'colours',
      heading: 'Colores y efectos',
      paragraphs: [
        'El negro es el estándar; cualquier otro color se presupuesta como opción de color. Ofrecemos treinta tonos, opacos y translúcidos, y dos efectos que hacen única cada copia. Los compuestos de color actuales suenan muy cerca del negro; los efectos que mezclan colores pueden añadir algo de ruido de superficie en los pasajes tranquilos, algo a tener en cuenta en ambient o clásica.',
      ],
      bullets: [
        'Opacos: blanco, hueso, crema, amarillo, naranja, rojo, burdeos, rosa, morado, azul, verde, marrón y más.',
        'Translúcidos: transparente, ahumado, rojo transparente, azul mar, «coke bottle», ámbar.',
        'Especiales: dorado, plateado y fosforescente.',
        'Splatter: salpicaduras de uno o varios colores sobre un color base.',
        'Marmolado: colores mezclados en remolinos, nunca iguales dos veces.',
      ],
    },
    {
      id: 'sleeves',
      heading: 'Fundas y embalaje',
      paragraphs: [
        'La funda es lo primero que ven tus fans y lo que guardan en la estantería. Elige primero la funda exterior y después la funda interior que protege el disco.',
      ],
      facts: [
        { term: 'Funda de papel', detail: 'Blanca o negra, la clásica de los singles de 7" y los maxis de club.' },
        { term: 'Discobag impreso', detail: 'Funda de papel impresa con un agujero central que deja ver la galleta.' },
        { term: 'Funda impresa', detail: 'La portada de álbum estándar en cartón impreso, de un solo bolsillo.' },
        { term: 'Carpeta desplegable', detail: 'Se abre como un libro, para dobles álbumes y arte generoso.' },
        {
          term: 'Fundas interiores',
          detail: 'Papel blanco o negro, antiestáticas (con forro de polietileno) o totalmente impresas.',
        },
        { term: 'Acabados', detail: 'Mate, brillo o barniz UV selectivo en cualquier funda impresa.' },
      ],
    },
    {
      id: 'extras',
      heading: 'Galletas y extras',
      paragraphs: [
        'Las galletas se imprimen con tu arte por ambas caras o se dejan en blanco para white labels y promos. Además, algunos detalles convierten una tirada en una edición.',
      ],
      bullets: [
        'Encartes impresos: letras, notas, un póster o una tarjeta de descarga.',
        'Pegatinas, incluida la pegatina promocional sobre el retractilado.',
        'Numeración a mano para ediciones limitadas.',
        'Retractilado para proteger la funda en el transporte y en tienda.',
      ],
    },
    {
      id: 'quantities',
      heading: 'Tiradas y tramos de precio',
      paragraphs: [
        'La tirada mínima es de 100 copias. Los precios siguen tramos de cantidad y cada tramo se aplica desde su umbral hasta el siguiente: 499 copias se presupuestan en el tramo de 300. Buena parte del coste de un disco es la puesta en marcha (corte, galvanizado, planchas de impresión), así que el precio por copia baja rápido al crecer la tirada.',
        'Las plantas prensan algunas copias de reserva además de tu pedido, 5 por debajo de 500 copias y 10 a partir de 500, para el control de calidad y algún paquete dañado en el transporte. Están incluidas en tu presupuesto.',
      ],
      facts: [{ term: 'Tramos', detail: '100, 200, 300, 500, 1000, 2000, 3000 y 5000 copias.' }],
    },
    {
      id: 'test-pressing',
      heading: 'Test pressings',
      paragraphs: [
        'Un test pressing es uno de los primeros discos prensados con tus matrices, que te enviamos antes de la tirada completa. Recibes dos copias. Escúchalas enteras en un buen tocadiscos y anota cada clic, chasquido o distorsión con su cara y su minuto. Después lo apruebas, o lo rechazas con tus notas y buscamos la causa con la planta, hasta repetir el corte si hace falta.',
        'Los test pressings son opcionales, pero los recomendamos de verdad: es el único momento en que un problema aún se arregla barato. Además, los test pressings sobrantes, firmados, son piezas muy buscadas por los coleccionistas en tu tienda.',
      ],
    },
    {
      id: 'lead-times',
      heading: 'Plazos',
      paragraphs: [
        'Cuenta con 10 a 16 semanas desde los archivos aprobados hasta que los discos llegan a casa de tus fans. El otoño es la temporada más cargada en todas las plantas, antes de las fiestas, así que un lanzamiento navideño se planifica a principios de verano. Te damos una fecha al arrancar la fabricación y te avisamos enseguida si cambia.',
      ],
      facts: [
        {
          term: 'Preproducción',
          detail: 'De 1 a 2 semanas: audio y arte definitivos, código de barras, derechos mecánicos.',
        },
        { term: 'Corte y test pressings', detail: 'De 3 a 5 semanas hasta que te llegan los test pressings.' },
        { term: 'Tu aprobación', detail: 'Alrededor de una semana, según lo rápido que escuches.' },
        { term: 'Prensado y montaje', detail: 'De 4 a 6 semanas: prensado, impresión, enfundado, retractilado.' },
        {
          term: 'Entrega y envío',
          detail: 'De 1 a 2 semanas hasta nuestros socios logísticos y, de ahí, a los compradores.',
        },
      ],
    },
    {
      id: 'audio',
      heading: 'Archivos de audio y corte',
      paragraphs: [
        'Envía un WAV por pista a 24 bits, 44,1 kHz o más, con el orden de cada cara. Un máster pensado para streaming suele estar demasiado limitado y ser demasiado brillante para el vinilo: un máster específico, con las sibilantes controladas y los graves centrados, se corta más fuerte y más limpio. Es justo lo que hace nuestro servicio de masterización.',
        'El corte se hace en laca, que después se galvaniza para fabricar las matrices, o en DMM (direct metal mastering), directamente sobre cobre. Ambos dan resultados excelentes; la planta y el ingeniero te recomiendan el más adecuado para tu música.',
      ],
      cta: { label: 'Masterización para vinilo', href: '/services/mastering' },
    },
  ],
  cta: { label: 'Pide un presupuesto', href: '/quote' },
};
