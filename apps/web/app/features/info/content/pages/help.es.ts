// Centro de ayuda, versión en español (imported by help.ts).
import type { InfoPage } from '../types.ts';

const ORDERS = 'Pedidos y pago';
const SHIPPING = 'Envíos y seguimiento';
const RETURNS = 'Devoluciones y reembolsos';
const PREORDERS = 'Preventas y ediciones financiadas por los fans';
const BOX = 'La caja de vinilos y los regalos';
const DIGITAL = 'Descargas digitales';
const ACCOUNT = 'Tu cuenta';
const PRESSING = 'Prensar tu propio disco';

export const helpPageEs: InfoPage = {
  title: 'Centro de ayuda',
  description:
    'Respuestas sobre pedidos, pagos, envíos, devoluciones, preventas, la caja de vinilos, regalos, descargas, tu cuenta y cómo prensar tu disco con Spindle.',
  lead: 'Las preguntas que más nos hacen, con una respuesta breve y un enlace a la página donde se resuelve. ¿No encuentras la tuya? Escríbenos: te contesta alguien del equipo, en un día laborable si se trata de un pedido.',
  sections: [
    {
      id: 'payment-methods',
      group: ORDERS,
      heading: '¿Cómo puedo pagar?',
      paragraphs: [
        'Con tarjeta, en una página de pago segura: los datos de tu tarjeta van directamente a nuestro proveedor de pagos y nunca pasan por nuestros servidores. Si decides guardar una tarjeta, puedes consultarla o eliminarla cuando quieras desde tu cuenta.',
        'Pagas exactamente el total que ves en el carrito antes de confirmar: los discos, el envío y nuestra tarifa de servicio (el 6 % del pedido, con un máximo de 20 €), cada uno en su línea y con el IVA incluido cuando corresponde.',
      ],
      cta: { label: 'Mis tarjetas guardadas', href: '/my-account/cards' },
    },
    {
      id: 'currencies',
      group: ORDERS,
      heading: '¿En qué monedas puedo pagar?',
      paragraphs: [
        'En euros, dólares estadounidenses, libras esterlinas, dólares australianos y canadienses, wones coreanos, yenes, yuanes y pesos filipinos. Elegimos una según el país desde el que nos visitas y puedes cambiarla en cualquier momento con el menú de monedas de la parte superior; guardamos tu elección en tu cuenta.',
      ],
    },
    {
      id: 'order-confirmation',
      group: ORDERS,
      heading: '¿Dónde encuentro mi pedido y su factura?',
      paragraphs: [
        'Nada más pagar recibes un correo de confirmación. Todos tus pedidos, su estado y sus facturas están en tu cuenta, en Mis pedidos.',
      ],
      cta: { label: 'Mis pedidos', href: '/my-account/orders' },
    },
    {
      id: 'shipping-cost',
      group: SHIPPING,
      heading: '¿Cuánto cuesta el envío y a dónde enviáis?',
      paragraphs: [
        'Enviamos a todo el mundo desde almacenes asociados en Francia, Estados Unidos, Reino Unido, Alemania, España, Canadá, Australia y Hong Kong. Cada pedido sale del almacén más cercano a ti que tenga el stock, así el paquete viaja menos.',
        'El precio depende del peso del paquete y de tu país, y lo ves exacto en el carrito antes de pagar. Los discos de proyectos que se envían juntos van en un único paquete y pagas un solo envío.',
      ],
    },
    {
      id: 'pickup-point',
      group: SHIPPING,
      heading: '¿Puedo recibir mi pedido en un punto de recogida?',
      paragraphs: [
        'Sí, si hay un servicio de puntos de recogida en tu zona: elige «punto de recogida» al pagar y escoge el que mejor te venga. Suele salir más barato que la entrega a domicilio y pasas a buscarlo cuando quieras.',
      ],
    },
    {
      id: 'tracking',
      group: SHIPPING,
      heading: '¿Cómo sigo mi paquete?',
      paragraphs: [
        'En cuanto el paquete sale del almacén, recibe un número de seguimiento: abre el pedido en Mis pedidos para seguirlo. Una preventa solo se envía cuando el disco ya está prensado; la página del proyecto muestra la fecha prevista.',
      ],
      cta: { label: 'Seguir un pedido', href: '/my-account/orders' },
    },
    {
      id: 'change-of-mind',
      group: RETURNS,
      heading: '¿Puedo devolver un disco?',
      paragraphs: [
        'Sí: tienes 14 días desde la entrega para cambiar de opinión, siempre que un disco precintado siga con su precinto. Escríbenos con tu número de pedido y devuelve los artículos en los 14 días siguientes. En nuestra página de devoluciones verás quién paga el envío de vuelta y qué se puede devolver.',
      ],
      cta: { label: 'Devoluciones y reembolsos', href: '/return-and-refund-policy' },
    },
    {
      id: 'damaged-record',
      group: RETURNS,
      heading: 'Mi disco llegó dañado o defectuoso. ¿Qué hago?',
      paragraphs: [
        'Lo sentimos mucho. Mándanos fotos del disco y del paquete en los 7 días siguientes a la entrega, con tu número de pedido, a través del formulario de contacto. Te lo cambiamos o te devolvemos el dinero, y no pagas nada por devolverlo.',
      ],
      cta: { label: 'Contactar', href: '/contact' },
    },
    {
      id: 'refund-timing',
      group: RETURNS,
      heading: '¿Cuándo veré mi reembolso?',
      paragraphs: [
        'Los reembolsos vuelven siempre a la tarjeta con la que pagaste. Una vez emitido, tu banco puede tardar de 3 a 10 días laborables en mostrarlo. Te avisamos por correo cuando está en camino.',
      ],
    },
    {
      id: 'how-pre-orders-work',
      group: PREORDERS,
      heading: '¿Cómo funciona una preventa?',
      paragraphs: [
        'Muchos discos de Spindle solo se prensan cuando suficientes fans los han pedido. Pagas al hacer el pedido; la página del proyecto muestra cuánto le falta para su objetivo y cuándo termina. Si lo alcanza, el disco se prensa, el artista aprueba una prueba de prensado y te lo enviamos.',
      ],
      cta: { label: 'Cómo funciona', href: '/how-it-works' },
    },
    {
      id: 'project-fails',
      group: PREORDERS,
      heading: '¿Qué pasa si un proyecto no llega a su objetivo?',
      paragraphs: [
        'No se prensa nada y te devolvemos todo lo que pagaste, envío y tarifa de servicio incluidos, en los 14 días siguientes al anuncio. No tienes que hacer nada.',
      ],
    },
    {
      id: 'pre-order-delay',
      group: PREORDERS,
      heading: '¿Por qué tarda tanto mi preventa?',
      paragraphs: [
        'Prensar un disco lleva su tiempo: cuando termina el proyecto vienen la prueba de prensado, la aprobación del artista, la fabricación y el envío. La página del proyecto indica la fecha de envío prevista. Si un disco sale más de 30 días después de la última fecha anunciada, puedes cancelarlo y recuperar todo tu dinero, siempre que no haya salido del almacén.',
      ],
    },
    {
      id: 'box-how',
      group: BOX,
      heading: '¿Cómo funciona la caja de vinilos?',
      paragraphs: [
        'Cada mes recibes uno o dos discos, según tu plan. Puedes pagar mes a mes o por adelantado 1, 3, 6 o 12 meses. El cobro se hace el día 1 y los discos salen poco después.',
      ],
      cta: { label: 'Descubrir la caja', href: '/vinyl-box' },
    },
    {
      id: 'box-pick',
      group: BOX,
      heading: '¿Puedo elegir mis discos?',
      paragraphs: [
        'Sí. Cada mes, elige entre la selección del mes desde tu cuenta antes del día 1; el 25 te mandamos un recordatorio. Si no eliges, lo hacemos nosotros según los géneros que te gustan, y nunca con un disco que ya hayas recibido.',
      ],
      cta: { label: 'Mi caja', href: '/my-account/box' },
    },
    {
      id: 'box-gift',
      group: BOX,
      heading: '¿Cómo regalo una caja o canjeo la que me han regalado?',
      paragraphs: [
        'Elige una caja prepagada y marca «regalo» en el carrito: recibirás un código para entregar, y la caja no empieza hasta que se canjea. Para canjearla, inicia sesión, introduce el código en la página de canje y di dónde quieres recibir los discos. Los regalos que has comprado aparecen en tu cuenta.',
      ],
      cta: { label: 'Canjear un código regalo', href: '/box' },
    },
    {
      id: 'downloads',
      group: DIGITAL,
      heading: '¿Dónde están mis descargas?',
      paragraphs: [
        'Si un disco que compraste tiene versión digital, sus pistas te esperan en tu cuenta, en Digital, desde que se confirma el pago, incluso antes de que se envíe el disco.',
        'Por seguridad, los enlaces de descarga caducan al cabo de un tiempo: si uno ya no funciona, vuelve a abrir la página y tendrás enlaces nuevos.',
      ],
      cta: { label: 'Mis descargas', href: '/my-account/digital' },
    },
    {
      id: 'password',
      group: ACCOUNT,
      heading: 'He olvidado mi contraseña',
      paragraphs: [
        'Pide un enlace para restablecerla: te lo enviamos por correo y con él eliges una contraseña nueva. ¿No te llega en unos minutos? Revisa la carpeta de spam.',
      ],
      cta: { label: 'Restablecer mi contraseña', href: '/forgot-password' },
    },
    {
      id: 'account-settings',
      group: ACCOUNT,
      heading: '¿Cómo cambio mis datos, mi idioma o los correos que recibo?',
      paragraphs: [
        'Todo está en Mi cuenta: tu nombre, tu correo, tu dirección de entrega, tu contraseña, el idioma de nuestros correos y las novedades que quieres recibir. Los menús de idioma y moneda de la parte superior cambian la web al instante.',
      ],
      cta: { label: 'Mi cuenta', href: '/my-account' },
    },
    {
      id: 'digs',
      group: ACCOUNT,
      heading: '¿Qué son los digs?',
      paragraphs: [
        'Son nuestros puntos de fidelidad: cada disco o artículo que compras te da 10 digs. Puedes ver tu saldo y su historial en tu cuenta.',
      ],
      cta: { label: 'Mis digs', href: '/my-account/digs' },
    },
    {
      id: 'pressing-quote',
      group: PRESSING,
      heading: '¿Cuánto cuesta prensar mi disco?',
      paragraphs: [
        'Nuestra herramienta de presupuestos te da un precio completo en un minuto: elige el formato, el gramaje, el color, la funda y el número de copias, desde 100, y mira cómo cambia el total con cada opción. El presupuesto es gratuito y no te compromete a nada.',
      ],
      cta: { label: 'Pedir presupuesto', href: '/quote' },
    },
    {
      id: 'test-pressing',
      group: PRESSING,
      heading: '¿Podré escuchar mi disco antes de la tirada?',
      paragraphs: [
        'Sí. Antes de fabricar ninguna copia, la planta te envía pruebas de prensado. Las escuchas en casa y las apruebas, o las rechazas y corregimos lo que falle. La tirada solo empieza cuando das tu visto bueno.',
      ],
      cta: { label: 'Prensa tu disco', href: '/pressing' },
    },
    {
      id: 'sell-on-spindle',
      group: PRESSING,
      heading: '¿Puedo vender mi disco en Spindle?',
      paragraphs: [
        'Sí: crea un proyecto, fija su precio y su objetivo y véndelo en preventa a tus fans antes de prensarlo, o vende discos que ya tengas. Nosotros nos ocupamos del cobro, el almacenaje y los envíos, y tus liquidaciones muestran cada venta.',
      ],
      cta: { label: 'Crear tu proyecto', href: '/creation/vinyl' },
    },
  ],
  cta: { label: 'Contactar con atención al cliente', href: '/contact' },
};
