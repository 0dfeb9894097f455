// El blog de Spindle, versión española (imported by blog.ts). Slugs identical to the English ones.
import type { InfoPage } from '../types.ts';

export const blogPageEs: InfoPage = {
  title: 'El blog de Spindle',
  description:
    'Desde la fábrica y la tienda de discos: cómo se hace un vinilo, 140 g o 180 g, vinilo de color, cuidado de los discos, prensado ecológico y preventas.',
  lead: 'Respuestas claras a las preguntas que nos hacen cada día, tanto los fans en el mostrador como los artistas que preparan su primer prensado. Sin humo: solo cómo se fabrican, se venden y se cuidan los discos.',
  sections: [
    {
      id: 'topics',
      heading: 'De qué escribimos',
      paragraphs: [
        'Casi todos los artículos nacen de una pregunta real: un cliente que no entiende por qué dos copias del mismo vinilo de color son distintas, o una banda que duda si los 180 g compensan lo que cuestan. Respondemos con lo que vemos cada semana en las fábricas y en el almacén.',
      ],
      bullets: [
        'Cómo se hacen los discos, del máster a la funda.',
        'Guías de compra y cuidado de los vinilos.',
        'Preventas, micromecenazgo y la economía de un lanzamiento.',
        'Formas más sostenibles de prensar y enviar.',
      ],
    },
    {
      id: 'write-for-us',
      heading: '¿Tienes una historia que contarnos?',
      paragraphs: [
        'Artistas, sellos, ingenieros de sonido y dueños de tiendas de discos con algo que enseñar son bienvenidos. Envía una propuesta breve a press@spindle.example: de qué te gustaría escribir y por qué importa a quienes compran discos.',
      ],
    },
  ],
  cta: { label: 'Recibir los nuevos artículos por e-mail', href: '/newsletter' },
  posts: [
    {
      slug: 'how-pre-orders-protect-artists',
      publishedOn: '2026-10-06',
      title: 'Cómo protegen las preventas a los artistas (y a los fans)',
      summary:
        'Prensar un disco era pagar cientos de copias y rezar para venderlas. La preventa le da la vuelta. Te contamos cómo funciona y cómo sacarle partido.',
      paragraphs: [
        'Durante décadas, sacar un disco en vinilo era una apuesta. El artista o el pequeño sello pagaba toda la tirada por adelantado, a menudo varios miles de euros, esperaba meses a la fábrica y luego intentaba vender trescientas copias por su web, en el puesto de merch y en un par de tiendas amigas. Cuando la apuesta salía mal, los discos se quedaban en cajas debajo de la cama, y el dinero también.',
        'La preventa invierte el orden. El proyecto se abre con un objetivo, el número de copias a partir del cual tiene sentido prensar, y una fecha de cierre. Los fans pagan su copia en ese momento, la barra avanza y no se prensa nada hasta alcanzar el objetivo. Si se alcanza, la fabricación se paga con las ventas. Si no, cada comprador recupera todo su dinero y el artista solo ha perdido unas semanas.',
        'Los fans también están protegidos. En Spindle, el dinero de una preventa se guarda hasta que el proyecto sale adelante; mientras tanto no se entrega al artista. El objetivo, la fecha de cierre y el avance son públicos, y si un disco se envía mucho más tarde de lo anunciado, los compradores pueden cancelar y recuperar su dinero. Apoyar a una banda desconocida pasa a ser un riesgo pequeño y controlado, no un acto de fe.',
        'La preventa también te dice cuántos discos fabricar. Muchos artistas se pasan; otros se quedan cortos y agotan en un día. Ver llegar pedidos reales permite ajustar la tirada a la demanda, con un pequeño margen para tiendas y rezagados, en lugar de adivinar. Es, además, la opción más ecológica posible: el disco que nunca se prensa para nadie.',
        'Algunas costumbres ayudan a que una campaña funcione. Fija un objetivo que puedas alcanzar con el público que ya tienes, no con el que te gustaría tener. Entre cuatro y seis semanas suele bastar para coger impulso sin perderlo. Da motivos para comprar ya: un color exclusivo, un inserto firmado, una primera edición que no volverá. Y habla con tus compradores: recordamos la campaña a tus seguidores tres días antes del cierre, pero nada sustituye un mensaje tuyo.',
      ],
    },
    {
      slug: 'eco-pressing-what-really-changes',
      publishedOn: '2026-04-21',
      title: 'Prensado ecológico: lo que cambia de verdad',
      summary:
        'PVC reciclado, compuestos de origen biológico, sin retractilado: qué cambia cada opción verde en tu disco y en su huella, y qué no cambia.',
      paragraphs: [
        'Un vinilo está hecho de PVC, un plástico derivado sobre todo del petróleo, prensado con moldes calentados con vapor y envuelto en cartón y, a menudo, en más plástico. No existe el disco de impacto cero. Sí existen decisiones que marcan una diferencia real, y otras que sirven sobre todo para poner una pegatina bonita.',
        'La más importante no es un material: es prensar solo lo que se va a vender. El stock sin vender es el desperdicio silencioso del sector, cajas almacenadas durante años y después trituradas. Ajustar la tirada a las preventas, y no al optimismo, suele ahorrar más plástico que cualquier cambio de compuesto.',
        'Después viene el propio vinilo. El PVC reciclado sale de los recortes y discos descartados de la fábrica, triturados y fundidos de nuevo; suena igual de bien que el PVC nuevo, pero su color es impredecible, así que suele prensarse en negro o como una mezcla única en la que cada copia es distinta. El PVC de atribución biológica se fabrica en parte con materias primas renovables o procedentes de residuos, asignadas a tu pedido mediante un sistema certificado de balance de masas. Se ve y suena exactamente igual que el PVC estándar. No todas las fábricas ofrecen ambos, así que te confirmamos por escrito qué compuesto llevarán tus discos antes de que te comprometas.',
        'En el embalaje están las mejoras más fáciles. Fundas de cartón reciclado o con certificación FSC, fundas interiores de papel en lugar de forradas de plástico y nada de retractilado: una pegatina o una faja impresa protegen la funda de sobra en la mayoría de los lanzamientos, y el retractilado es una causa habitual de discos alabeados. Publica letras y créditos en línea en lugar de añadir otro inserto, y el paquete también pesará menos.',
        'Por último, la energía y el transporte. Cada presupuesto de Spindle muestra en una línea aparte la energía necesaria para prensar tus discos, para que nunca quede escondida en el precio. El stock puede repartirse entre socios logísticos en Europa, Norteamérica y Asia-Pacífico, de modo que un fan de Sídney recibe un paquete enviado desde Australia y no desde París. Lo que no haremos es llamar «neutro en carbono» a tu disco: una opción ecológica es una reducción, no un salvoconducto, y preferimos contarte exactamente qué cambia.',
      ],
    },
    {
      slug: 'how-to-care-for-your-records',
      publishedOn: '2025-12-02',
      title: 'Cómo cuidar tus discos',
      summary:
        'Manipulación, almacenaje, limpieza y aguja: los hábitos sencillos que mantienen un disco como nuevo durante décadas.',
      paragraphs: [
        'Un disco bien cuidado sobrevivirá a su dueño. Uno descuidado puede arruinarse en un verano. La buena noticia es que cuidar los vinilos requiere unos cuantos hábitos sencillos, no un equipo caro.',
        'Coge el disco por el canto y por la galleta, nunca por los surcos: la grasa de los dedos atrae el polvo y deja marcas que la aguja encontrará. Vuelve a meterlo en su funda interior en cuanto termine la cara, con la abertura hacia arriba dentro de la carpeta, para que no se deslice al volver a cogerlo.',
        'Guarda los discos en vertical, como los libros, lo bastante juntos para que se mantengan rectos pero sin apretarlos tanto que cueste sacarlos. No los apiles en horizontal durante mucho tiempo y mantenlos lejos de radiadores, ventanas al sol y maleteros: el calor alabea el vinilo. Si un disco nuevo llega retractilado, corta el plástico por la abertura o quítalo, porque se encoge con el tiempo y puede doblar la funda y el disco.',
        'Pasa un cepillo de fibra de carbono por cada cara antes de escucharla, siguiendo los surcos mientras el disco gira. Para una limpieza a fondo, usa un líquido específico para vinilos y un paño de microfibra, o una máquina limpiadora si tienes una colección grande, y deja que el disco se seque del todo antes de guardarlo. Evita los productos de limpieza domésticos, que dejan residuos en los surcos.',
        'Cuida también la aguja: es lo único que toca el disco. Límpiala con suavidad de atrás hacia delante con un cepillo para agujas, ajusta la fuerza de apoyo que recomienda el fabricante de la cápsula y cámbiala cuando se desgaste, normalmente tras varios cientos de horas de uso. Una aguja gastada o sucia estropea los discos mucho más deprisa que cualquier cantidad de polvo.',
      ],
    },
    {
      slug: 'coloured-vinyl-explained',
      publishedOn: '2025-09-16',
      title: 'El vinilo de color, explicado',
      summary:
        'Por qué el negro es lo habitual, cómo se hacen los efectos splatter y marmolado, si el color cambia el sonido y por qué no hay dos copias iguales.',
      paragraphs: [
        'El PVC en bruto no es negro. Las fábricas le añaden un pigmento, el negro de carbono, para conseguir el aspecto clásico, lo que además ayuda a disimular pequeñas imperfecciones y hace el compuesto algo más uniforme. Cualquier otro color se consigue igual, mezclando pigmento con PVC transparente o blanco antes del prensado.',
        'Los colores lisos y translúcidos son los más sencillos: un compuesto, un color. Los efectos se crean en la prensa. Para un splatter se esparcen bolitas de un segundo color sobre la galleta de vinilo caliente justo antes de prensarla; para un marmolado se introducen dos o más colores que se mezclan al fundirse. Como estos pasos dependen en parte de la mano y en parte del azar, no hay dos copias idénticas, y ahí está su encanto.',
        '¿El color cambia el sonido? Con los compuestos actuales, muy poco. Un disco de color bien masterizado y bien prensado suena tan bien como uno negro. Los efectos pueden añadir algo de ruido de superficie donde se juntan los colores, y los picture discs, que llevan una imagen impresa bajo una capa transparente, son más ruidosos. Si la música es muy suave o muy dinámica, el negro o un color liso es la opción más segura.',
        'Lo que sí cambia el color es el coste y el calendario. La fábrica tiene que purgar la extrusora entre colores, los discos con efectos tardan más en prensarse y generan más descartes, y algunos tonos son difíciles de reproducir con exactitud. Por eso las ediciones de color suelen costar algo más, y por eso la foto de una página de proyecto siempre es orientativa.',
        'Para los artistas, una variante de color es una de las mejores formas de premiar a los primeros compradores: un color limitado para la preventa y negro para las tiendas más adelante. Nuestro configurador muestra cuánto suma cada color y cada efecto al precio antes de que elijas.',
      ],
    },
    {
      slug: '140g-vs-180g-vinyl',
      publishedOn: '2025-06-10',
      title: '140 g o 180 g: ¿suena mejor un vinilo más pesado?',
      summary:
        'Un disco más pesado da sensación de calidad, pero ¿cambian el sonido esos 40 gramos? Qué aporta de verdad el gramaje y cómo elegir para tu lanzamiento.',
      paragraphs: [
        'La mayoría de los discos nuevos pesan 140 o 180 gramos. Los más pesados se venden a menudo como «audiófilos», y muchos compradores dan por hecho que suenan mejor. La realidad es menos emocionante, pero más útil.',
        'Los surcos son los mismos. La música se corta con la misma profundidad y la misma anchura sea cual sea el peso del disco; uno más pesado simplemente tiene más vinilo alrededor. Lo que aporta el peso es rigidez. Un disco de 180 g es más firme, se asienta más plano en el plato, resiste mejor el alabeo y se nota más sólido en la mano. En un giradiscos con el plato ligero, eso puede reducir algunas vibraciones.',
        'Lo que decide el sonido es, sobre todo, lo que ocurre antes: un buen máster pensado para vinilo, un corte cuidado, matrices limpias, una prensa bien ajustada y caras de duración razonable. Un gran prensado de 140 g superará siempre a uno mediocre de 180 g. Por eso pedimos un test pressing en todos los proyectos, pesen lo que pesen.',
        'El peso tiene un coste. Un disco de 180 g usa más PVC, tarda algo más en enfriarse en la prensa y cuesta más enviarlo: un doble álbum con carpeta desplegable puede hacer que un paquete pase al tramo de peso siguiente. Conviene tenerlo en cuenta al fijar el precio que pagarán tus fans.',
        'Nuestro consejo: elige 140 g para la mayoría de los lanzamientos, sobre todo singles, EP y álbumes a un precio amable. Elige 180 g cuando tu público lo espere, para una edición de lujo o una reedición, o simplemente cuando quieras que el disco sea un objeto para conservar. En cualquier caso, tu presupuesto muestra la diferencia línea a línea.',
      ],
    },
    {
      slug: 'how-a-record-is-pressed',
      publishedOn: '2025-03-04',
      title: 'Cómo se prensa un disco',
      summary: 'Del archivo máster a la funda retractilada: corte, galvanizado, prensado y test pressing, paso a paso.',
      paragraphs: [
        'Todo disco empieza con un máster: la mezcla final, preparada para vinilo por un ingeniero de masterización que controla los graves, las sibilantes y la duración de cada cara. El vinilo tiene límites físicos que el streaming no tiene. Cuanto más larga es una cara, más estrechos deben ser los surcos y más bajo el nivel de corte, así que un álbum a menudo se reparte y ordena teniendo en cuenta esos límites.',
        'Después, el máster se corta en un disco con un torno. En el corte en laca, un estilete caliente talla el surco en un disco de aluminio recubierto de laca blanda. En el DMM (Direct Metal Mastering), corta directamente una placa recubierta de cobre, lo que ahorra un paso más adelante y, según muchos, da un resultado algo más brillante y silencioso. Ambas técnicas son excelentes; la elección depende de la música y de la fábrica.',
        'Luego llega el galvanizado. El disco cortado se recubre de metal y se somete a un baño electrolítico para obtener una copia en negativo, el padre. A partir de él, la fábrica hace crecer un positivo, la madre, y de la madre salen las matrices: las placas de metal, una por cara, que darán forma a cada copia. Como una madre puede producir varios juegos de matrices, un solo máster puede alimentar una tirada larga.',
        'En la prensa, los gránulos de PVC se funden en una galleta caliente, las dos etiquetas se colocan encima y debajo, y la prensa cierra las matrices sobre la galleta con toneladas de fuerza mientras el vapor calienta los moldes. Después, el agua fría solidifica el vinilo, se recorta el borde sobrante y sale un disco nuevo, más o menos cada medio minuto. Los operarios revisan copias a simple vista y a oído durante toda la tirada.',
        'Antes de todo eso, la fábrica prensa unos cuantos test pressings. El artista los escucha en casa, en un giradiscos normal, y los aprueba o pide correcciones. Solo entonces se prensa la tirada completa, se enfunda, se embala y se envía a nuestros socios logísticos, y de ahí hasta ti.',
      ],
    },
  ],
};
