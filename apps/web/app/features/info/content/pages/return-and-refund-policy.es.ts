// Política de devoluciones y reembolsos, versión española (imported by return-and-refund-policy.ts).
import type { InfoPage } from '../types.ts';

export const returnPolicyPageEs: InfoPage = {
  title: 'Política de devoluciones y reembolsos',
  description:
    'Cómo devolver un artículo a Spindle, qué hacer con un disco dañado o defectuoso, reembolsos de preventas fallidas, plazos y cancelación de la vinyl box.',
  lead: 'Queremos que cada disco llegue plano, limpio y tal como se describe, y que todo sea sencillo cuando no es así. Esta página resume tus opciones con palabras claras; los detalles legales están en los apartados 8 y 9 de nuestras condiciones de venta.',
  sections: [
    {
      id: 'withdrawal-period',
      heading: '¿Has cambiado de idea? Tienes 14 días',
      paragraphs: [
        'Como consumidor, tienes 14 días desde que recibes tu pedido para cambiar de idea, sin tener que dar explicaciones. Si el pedido llega en varios paquetes, los 14 días cuentan desde el último; en una suscripción a la vinyl box, desde la primera caja.',
        'Los discos, CD y casetes precintados solo pueden devolverse por este motivo si el precinto está intacto. Una vez abierta una grabación precintada, el derecho de desistimiento deja de aplicarse: así lo establece la ley para todas las grabaciones de audio, no es una norma nuestra. Nuestra garantía para artículos dañados o defectuosos, por supuesto, sigue vigente.',
      ],
      bullets: [
        'Se pueden devolver: discos, CD y casetes con el precinto intacto; discos entregados sin precinto, en estado nuevo; merch sin usar y accesorios sin estrenar.',
        'No se pueden devolver por cambio de idea: grabaciones precintadas abiertas tras la entrega, artículos personalizados y descargas ya iniciadas.',
      ],
    },
    {
      id: 'how-to-return',
      heading: 'Cómo solicitar una devolución',
      paragraphs: [
        'Las devoluciones vuelven al socio logístico que envió tu pedido, así que no mandes paquetes a nuestra oficina de París: escríbenos antes y te diremos adónde enviarlos.',
      ],
      cta: { label: 'Solicitar una devolución en línea', href: '/refund' },
      bullets: [
        'Escríbenos en los 14 días siguientes a la entrega, desde el formulario de contacto («Mi pedido») o a support@spindle.example, con tu número de pedido y los artículos que quieres devolver. También sirve el modelo de formulario de desistimiento de nuestras condiciones.',
        'Te respondemos con la dirección de devolución del almacén que envió tu pedido.',
        'Envía los artículos en los 14 días siguientes a tu mensaje, bien embalados y con una nota con tu número de pedido dentro del paquete.',
        'Guarda el justificante de envío y el número de seguimiento hasta recibir el reembolso.',
      ],
    },
    {
      id: 'condition-of-items',
      heading: 'Estado de los artículos devueltos',
      paragraphs: [
        'Embala los discos como los recibiste: en su funda, de pie entre dos cartones rígidos y, si puedes, en una caja de envío pensada para LP. Un disco que viaja suelto en un sobre acolchado rara vez llega plano.',
        'Puedes examinar un artículo como lo harías en una tienda. Si vuelve escuchado, gastado, dañado o incompleto por haberlo manipulado más allá de eso, podemos descontar la pérdida de valor del reembolso; siempre te avisamos antes y te enviamos fotos.',
      ],
    },
    {
      id: 'damaged-or-defective',
      heading: 'Discos dañados o defectuosos',
      paragraphs: [
        'A veces un paquete llega aplastado o un disco sale de la fábrica con un defecto. La garantía legal de conformidad te cubre durante dos años desde la entrega, y estas devoluciones no te cuestan nada.',
        'Envíanos fotos en los 7 días siguientes a la entrega, desde el formulario de contacto o a support@spindle.example, con tu número de pedido. Así podemos reclamar al transportista y actuar rápido. Si notas un defecto más tarde, por ejemplo la primera vez que lo escuchas, escríbenos igualmente: tu garantía legal sigue en vigor.',
        'Conviene saberlo: un vinilo de color o splatter cambia de una copia a otra, y un disco nuevo puede crepitar un poco la primera vez que suena. Nada de eso es un defecto. Un salto, un clic que se repite o un crujido fuerte y constante, sí. En ese caso te enviamos una copia de sustitución sin coste en cuanto haya una disponible; si la edición está agotada, te devolvemos todo, gastos de envío incluidos.',
      ],
      bullets: [
        'Daños en el transporte: fotos del paquete, por fuera y por dentro, de la funda y del disco.',
        'Disco alabeado: una foto del disco apoyado en una superficie plana, tomada de perfil.',
        'Defecto de prensado: la cara, la canción y el minuto en que ocurre y, si puedes, un vídeo corto.',
        'Artículo equivocado o que falta: una foto de lo que recibiste y del albarán.',
      ],
    },
    {
      id: 'failed-projects',
      heading: 'Si una preventa no sale adelante',
      paragraphs: [
        'Si un proyecto no alcanza su objetivo en la fecha de cierre, no se prensa nada. No tienes que hacer nada: devolvemos el importe íntegro a cada comprador (artículo, envío y cargo por servicio) en su método de pago original en los 14 días siguientes al anuncio, y te avisamos por e-mail cuando sale el reembolso.',
        'Si un proyecto se envía más de 30 días después de la última fecha anunciada, puedes cancelar ese artículo y recuperar todo tu dinero, siempre que no haya salido del almacén. Si un artista decide seguir adelante con un proyecto que se quedó cerca de su objetivo, puedes cancelar antes de que empiece la producción.',
        'Una preventa que sale adelante es un pedido en firme pero, como cualquier compra, conservas tus 14 días para cambiar de idea desde que recibes el disco.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Cuándo y cómo se hace el reembolso',
      paragraphs: [
        'El reembolso incluye el precio de los artículos, el envío estándar que pagaste si devuelves el pedido completo y la parte correspondiente del cargo por servicio. Devolvemos el importe exacto en la moneda en que pagaste; si no es la de tu tarjeta, la cantidad que verás en el extracto puede variar ligeramente. Los digs obtenidos con artículos reembolsados se retiran de tu cuenta.',
      ],
      facts: [
        {
          term: 'Cambio de idea',
          detail:
            'En los 14 días siguientes a tu solicitud; podemos esperar a recibir los artículos o el justificante de envío.',
        },
        {
          term: 'Artículo dañado o defectuoso',
          detail: 'Normalmente en 5 días laborables tras confirmar el problema, si no hay sustitución disponible.',
        },
        { term: 'Proyecto fallido', detail: 'Automáticamente, en los 14 días siguientes al anuncio.' },
        { term: 'Forma', detail: 'En el medio de pago que usaste. Nunca en vales, salvo que nos lo pidas.' },
        { term: 'Plazo bancario', detail: 'El abono puede tardar de 3 a 10 días laborables en aparecer en tu cuenta.' },
      ],
    },
    {
      id: 'return-shipping',
      heading: '¿Quién paga el envío de la devolución?',
      paragraphs: [
        'Fuera de la UE, los aranceles e impuestos de importación pagados a la llegada dependen de las aduanas de tu país; te damos los documentos necesarios para reclamarlos cuando sea posible.',
      ],
      bullets: [
        'Cambio de idea: el envío de vuelta corre de tu cuenta. Usa un servicio con seguimiento: solo podemos reembolsar lo que nos llega.',
        'Artículo dañado, defectuoso, equivocado o que falta: corre de nuestra cuenta. Te enviamos una etiqueta prepagada o te reembolsamos el envío con el justificante.',
        'Paquete rechazado o no recogido: cuando vuelva a nosotros, reembolsamos los artículos descontando el envío inicial, salvo que prefieras que lo enviemos de nuevo.',
      ],
    },
    {
      id: 'vinyl-box',
      heading: 'Cancelar la suscripción a la vinyl box',
      paragraphs: [
        'Box mensual: detenla cuando quieras desde tu cuenta. Si lo haces antes del día 1, no se te vuelve a cobrar; la caja ya pagada de ese mes se envía igualmente.',
        'Box prepagada (1, 3, 6 o 12 meses): puedes detenerla en cualquier momento y las cajas aún no enviadas se reembolsan en proporción al precio pagado, en un plazo de 14 días. En los 14 días siguientes a recibir tu primera caja, también puedes desistir de toda la suscripción y devolver lo recibido.',
        'Box regalo: mientras el código no se haya canjeado, quien la compró puede cancelarla en los 14 días siguientes a la compra y recuperar todo el importe. Una vez canjeada, se detiene como una box prepagada, y cualquier reembolso va a la persona que la pagó.',
      ],
      cta: { label: 'Gestionar mi box', href: '/my-account/box' },
    },
  ],
  cta: { label: 'Contactar con atención al cliente', href: '/contact' },
};
