// Condiciones generales de venta y uso, versión española (imported by terms.ts).
import type { InfoPage } from '../types.ts';

export const termsPageEs: InfoPage = {
  title: 'Condiciones generales de venta y uso',
  description:
    'Condiciones que se aplican al comprar en Spindle o al usarlo para prensar y vender música: pedidos, preventas, pagos, envíos, desistimiento, garantías y datos.',
  lead: 'Última actualización: 22 de noviembre de 2026. Estas condiciones regulan el uso de Spindle y todas las compras que se realizan en él. Te pedimos que las leas antes de hacer un pedido o crear un proyecto: al comprar o abrir una cuenta, las aceptas. Si compras como consumidor, nada de lo que aquí se dice limita los derechos que te reconoce la ley.',
  sections: [
    {
      id: 'parties',
      heading: '1. Quiénes somos y a quién se aplican estas condiciones',
      paragraphs: [
        'Spindle está gestionado por Spindle SAS, sociedad registrada en Francia con domicilio social en París («Spindle», «nosotros»). Puedes contactarnos mediante el formulario de contacto o en hello@spindle.example. Nuestros números de registro mercantil y de IVA figuran en todas las facturas.',
        'Spindle es a la vez una tienda en línea y un servicio de fabricación. Estas condiciones se aplican a los fans que compran discos, CD, casetes, merch, accesorios y suscripciones a la vinyl box («compradores», «tú»), y a los artistas, sellos y demás titulares de derechos que crean proyectos, prensan discos y los venden a través de Spindle, incluida su propia tienda en Spindle («artistas»). El apartado 10 se dirige especialmente a los artistas.',
        'Spindle es el vendedor de todos los productos de su tienda, incluidos los discos creados y prevendidos por artistas y los que se ofrecen en la tienda de un artista o sello: cobramos tu pago, emitimos tu factura, enviamos tu pedido y nos ocupamos de la atención posventa.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Tu cuenta, tus digs y tus reseñas',
      paragraphs: [
        'Puedes navegar, escuchar adelantos y llenar el carrito sin cuenta. Para seguir tus pedidos y preventas, gestionar una suscripción o crear un proyecto necesitas una cuenta, que puedes abrir con un e-mail o a través de Google, Facebook o SoundCloud. Debes tener al menos 18 años o contar con el permiso de tu madre, padre o tutor.',
        'No compartas tu contraseña: lo que se hace desde tu cuenta se considera hecho por ti. Avísanos enseguida si crees que otra persona la está usando. Podemos suspender o cerrar una cuenta utilizada para cometer fraude, eludir los límites de compra por cliente o que incumpla gravemente estas condiciones, tras explicarte el motivo salvo que la ley lo impida. Puedes pedirnos que cerremos tu cuenta en cualquier momento.',
        'Cada artículo que compras te da 10 digs, los puntos de fidelidad de Spindle, que puedes ver en tu cuenta. Los digs no tienen valor monetario, no pueden canjearse por dinero ni transferirse, y se anulan si el artículo se devuelve o se reembolsa.',
        'Unos 21 días después del envío de tu pedido, o al recibirlo, te invitamos a valorarlo. Solo quien ha comprado un producto puede reseñarlo. Las reseñas se revisan antes de publicarse; nunca se pagan, se publican tanto las positivas como las negativas y podemos rechazar las que sean ofensivas, no vengan al caso o no traten del producto.',
      ],
    },
    {
      id: 'orders-and-prices',
      heading: '3. Pedidos y precios',
      paragraphs: [
        'Cada ficha de producto describe sus características principales: formato, número de discos, gramaje, color, funda, tirada y, en las preventas, el periodo de envío previsto. Las fotos de vinilos de color son orientativas: cada disco de color es único y las pequeñas diferencias de tono o de dibujo no son un defecto.',
        'Los precios se muestran en la moneda que elijas: euro, dólar estadounidense, libra esterlina, dólar australiano, dólar canadiense, won, yen, yuan o peso filipino. Para entregas dentro de la Unión Europea incluyen el IVA del país de destino. Para entregas fuera de la UE, el IVA europeo se descuenta al pagar; los aranceles e impuestos de importación que se cobren al llegar a tu país, si los hay, corren de tu cuenta.',
        'Antes de pagar, el resumen muestra el precio de cada artículo, los gastos de envío, los descuentos y nuestro cargo por servicio, del 6 % del total del pedido con un máximo de 20 EUR o su equivalente en tu moneda, en una línea aparte. El total que ves es el que pagas.',
        'El pedido queda realizado cuando lo confirmas y lo pagas. Te enviamos entonces un e-mail de confirmación con el resumen, y tu factura queda disponible en tu cuenta. Podemos rechazar o anular un pedido en caso de error de precio evidente, sospecha de fraude o artículo limitado por cliente o no disponible en tu país; en ese caso te devolvemos íntegramente lo pagado.',
      ],
    },
    {
      id: 'pre-orders-and-crowdfunding',
      heading: '4. Preventas y micromecenazgo',
      paragraphs: [
        'Muchos discos se venden en Spindle antes de prensarse. Cada uno de estos proyectos muestra un objetivo (un número de copias que vender), una fecha de cierre y su avance. Cuando haces una reserva, pagas el precio completo en ese momento.',
        'Mientras el proyecto no tenga éxito, Spindle custodia el dinero de los compradores y no se abona nada al artista. Si se alcanza el objetivo en la fecha de cierre, el proyecto entra en producción y tu pedido queda confirmado. Si no se alcanza, el proyecto fracasa: no se prensa nada y cada comprador recibe el reembolso íntegro, gastos de envío y cargo por servicio incluidos, en su método de pago original en los 14 días siguientes al anuncio. Si un artista decide prensar un proyecto que se quedó cerca de su objetivo, avisamos a los compradores, que pueden cancelar y recuperar todo su dinero hasta que empiece la producción.',
        'Las fechas de envío de las preventas son estimaciones hechas de buena fe. El calendario de las fábricas, un test pressing que hay que corregir o la falta de materiales pueden retrasar la producción; publicamos novedades en la página del proyecto y avisamos por e-mail de cualquier retraso importante. Si tu disco no se ha enviado en los 30 días siguientes a la última fecha anunciada, puedes cancelar ese artículo y recibir el reembolso íntegro, siempre que no se haya enviado antes de recibir tu solicitud.',
        'Una preventa es una venta a distancia como cualquier otra: tu derecho de desistimiento (apartado 8) empieza a contar el día en que recibes el disco.',
      ],
    },
    {
      id: 'payment',
      heading: '5. Pago',
      paragraphs: [
        'Puedes pagar con tarjeta bancaria o con cualquier otro medio que se ofrezca al pagar. Los pagos los gestionan proveedores de servicios de pago autorizados; Spindle nunca ve ni guarda el número completo de tu tarjeta. Tu banco puede pedirte que confirmes el pago con autenticación reforzada. Solo guardamos una tarjeta para próximos pedidos si nos lo pides, y puedes borrarla de tu cuenta cuando quieras.',
        'El cargo se hace en la moneda mostrada al pagar, en el momento del pedido, también en las preventas. Si esa moneda es distinta de la de tu tarjeta, tu banco puede aplicar sus propias comisiones de cambio. Las suscripciones mensuales a la vinyl box se cobran el día 1 de cada mes.',
        'Los códigos promocionales se aplican en las condiciones indicadas con ellos (fechas, productos, países, importe mínimo, un uso por cliente). Solo puede usarse un código por pedido.',
      ],
    },
    {
      id: 'delivery',
      heading: '6. Entrega',
      paragraphs: [
        'Enviamos a todo el mundo, salvo a los países que aparezcan como no disponibles al pagar. Los pedidos salen del almacén de uno de nuestros socios logísticos, en Francia, Estados Unidos, Reino Unido, Alemania, España, Canadá, Australia o Hong Kong, elegido entre los que tienen el stock para reducir coste y distancia.',
        'Los gastos de envío dependen del peso, del destino y del método elegido (estándar, con seguimiento o punto de recogida) y se muestran antes de pagar. Los artículos en stock suelen salir del almacén en un plazo de cinco días laborables; las preventas se envían cuando el disco está listo. Los artículos de proyectos distintos pueden llegar en paquetes separados, salvo que se agrupen para el envío. En cuanto tu paquete tenga número de seguimiento, lo verás en tu cuenta.',
        'El riesgo de pérdida o daño se te transmite cuando tú, o la persona que designes, tomáis posesión material del paquete. Si un paquete nos vuelve porque la dirección estaba incompleta o no se recogió, te contactamos para reenviarlo a tu cargo o para reembolsarlo, descontando los gastos de envío iniciales.',
      ],
    },
    {
      id: 'vinyl-box',
      heading: '7. Suscripción a la vinyl box',
      paragraphs: [
        'La vinyl box te trae uno o dos discos al mes, según la fórmula elegida. Puedes pagar mes a mes, con un cargo el día 1 de cada mes hasta que la detengas, o pagar por adelantado 1, 3, 6 o 12 meses. Los precios incluyen IVA; el envío se añade a cada caja según su peso.',
        'Cada mes eliges tus discos entre la selección del mes, y te lo recordamos hacia el día 25. Si no has elegido en la fecha límite, elegimos por ti según tus géneros favoritos, y nunca te enviamos un disco que ya hayas recibido en tu box.',
        'Una suscripción mensual puede detenerse en cualquier momento desde tu cuenta; si la detienes antes del día 1, no se cobra el mes siguiente. Una suscripción prepagada dura hasta su última caja; si la detienes antes, las cajas aún no enviadas se reembolsan en proporción al precio pagado. Una box regalada empieza cuando la persona que la recibe canjea el código. Tu plazo de desistimiento cuenta desde la recepción de la primera caja.',
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: '8. Derecho de desistimiento',
      paragraphs: [
        'Si eres consumidor, puedes desistir de tu compra sin dar ningún motivo en los 14 días siguientes al día en que tú, o la persona que designes, recibáis los bienes. Si un mismo pedido llega en varios paquetes, el plazo cuenta desde la recepción del último.',
        'Para desistir, comunícanoslo antes de que acabe el plazo con una declaración clara, mediante el formulario de contacto, por e-mail a support@spindle.example o con el modelo de formulario que figura abajo, y devuelve los artículos en los 14 días siguientes. Te reembolsamos todos los pagos recibidos por los artículos devueltos, incluido el envío estándar y la parte correspondiente del cargo por servicio, en los 14 días siguientes a recibir tu decisión; podemos esperar a recibir los artículos o una prueba de su envío. El reembolso se hace con el mismo medio de pago que usaste. Los costes directos de la devolución corren de tu cuenta.',
        'El derecho de desistimiento no se aplica a las grabaciones sonoras o de vídeo precintadas (discos, CD, casetes) que hayas desprecintado tras la entrega, a los bienes confeccionados según tus especificaciones o claramente personalizados, ni a los contenidos digitales cuya descarga o escucha hayas iniciado tras renunciar expresamente a este derecho. Los discos entregados sin precinto pueden devolverse, pero respondes de la pérdida de valor causada por una manipulación distinta de la necesaria para comprobarlos, como reproducirlos.',
        'Modelo de formulario de desistimiento (rellénalo y envíalo solo si deseas desistir). A la atención de Spindle SAS, París, Francia, support@spindle.example. Por la presente te comunico que desisto de mi contrato de venta de los siguientes bienes: […]. Pedido el […] / recibido el […]. Número de pedido: […]. Nombre: […]. Dirección: […]. Firma (solo si se envía en papel). Fecha: […].',
      ],
    },
    {
      id: 'warranties',
      heading: '9. Garantías legales',
      paragraphs: [
        'Desistas o no, te amparan la garantía legal de conformidad (artículos L217-3 y siguientes del Código de Consumo francés) y la garantía por vicios ocultos (artículos 1641 y siguientes del Código Civil francés).',
        'Con la garantía de conformidad dispones de dos años desde la entrega para comunicar una falta de conformidad: un disco alabeado o roto, un defecto de prensado, un artículo que falta o que no es el correcto. Se presume que un defecto que aparece en esos dos años ya existía en el momento de la entrega. Puedes pedir la sustitución o la reparación sin coste; si no es posible, por ejemplo en una edición limitada agotada, tienes derecho a una rebaja del precio o al reembolso íntegro.',
        'Te pedimos que nos envíes fotos de cualquier daño en el paquete o en el disco en los 7 días siguientes a la entrega: así podemos reclamar al transportista y resolverlo antes. Este plazo no reduce en nada tus derechos legales.',
        'Las características normales del vinilo no son defectos en sí mismas: un ligero ruido de superficie entre las canciones o el dibujo único de cada disco de color, marmolado o splatter.',
      ],
    },
    {
      id: 'artists-and-labels',
      heading: '10. Artistas y sellos',
      paragraphs: [
        'Al crear un proyecto, garantizas que tienes, o has obtenido, todos los derechos necesarios para reproducirlo y venderlo: grabaciones, composiciones y letras, diseño gráfico, fotografías, nombres y logotipos, con el acuerdo de cada cotitular y las licencias necesarias para cualquier versión o sample.',
        'Los derechos de reproducción mecánica deben estar liquidados antes del prensado, ante la entidad de gestión correspondiente (en Francia, SACEM-SDRM) o directamente con las editoriales. Podemos hacer la declaración por ti por la tarifa fija indicada en tu presupuesto; los derechos que se devenguen siguen siendo responsabilidad tuya salvo que el presupuesto indique otra cosa. Un proyecto sin derechos liquidados no se prensa.',
        'Todos los proyectos se revisan antes de ponerse a la venta. Podemos rechazar o retirar un proyecto cuyo contenido sea ilícito, vulnere derechos de terceros o incite al odio o a la violencia, y siempre te explicamos el motivo. Tú apruebas el test pressing antes de prensar la tirada; una vez aprobado, la tirada se fabrica tal como se aprobó.',
        'Spindle se queda con una comisión del 25 % del precio sin IVA de cada artículo vendido, salvo acuerdo escrito distinto. Tus ingresos y costes (fabricación, derechos mecánicos, envío y almacenaje de 0,10 EUR por disco y mes a partir de 10 copias en stock) figuran en una liquidación mensual emitida el día 28, descargable en PDF o en hoja de cálculo, y se abonan en la cuenta bancaria registrada en tu perfil.',
        'Concedes a Spindle, mientras tu proyecto esté a la venta, una licencia gratuita, no exclusiva y mundial para reproducir tu diseño gráfico, textos y fragmentos de audio en la web, en nuestras newsletters y en redes sociales para promocionarlo. Te avisamos con al menos 15 días de antelación de cualquier cambio de estas condiciones que afecte a los artistas.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '11. Propiedad intelectual',
      paragraphs: [
        'El nombre y el logotipo de Spindle, así como el diseño, los textos, el software y las fotografías de la web, pertenecen a Spindle o a sus licenciantes. La música, el diseño gráfico y los nombres que aparecen en las páginas de proyecto pertenecen a sus artistas, sellos y titulares de derechos. No puedes copiarlos, extraerlos ni reutilizarlos sin permiso, más allá de verlos y escucharlos para uso privado.',
        'Los adelantos son para escucharlos solo en Spindle. Las descargas que acompañan a un disco son para tu uso privado y no pueden compartirse, revenderse ni subirse a otros sitios.',
        'Lo que publicas (reseñas, comentarios, foto de perfil) sigue siendo tuyo; autorizas a Spindle a mostrarlo en la web mientras esté publicado y garantizas que no vulnera derechos de nadie. Si crees que algo en Spindle infringe tus derechos o la ley, escribe a hello@spindle.example indicando la página y el motivo, y lo atenderemos con rapidez.',
      ],
    },
    {
      id: 'liability',
      heading: '12. Responsabilidad',
      paragraphs: [
        'Spindle responde de la correcta ejecución de tu pedido, además de las garantías legales citadas. No respondemos cuando el incumplimiento se deba a ti, al hecho imprevisible e insuperable de un tercero o a un caso de fuerza mayor en el sentido del artículo 1218 del Código Civil francés.',
        'Nada en estas condiciones limita nuestra responsabilidad por muerte o lesiones, fraude o culpa grave, ni cuando la ley no lo permita. Frente a los artistas y demás usuarios profesionales, nuestra responsabilidad se limita a los daños directos y, por proyecto, a las cantidades pagadas a Spindle por ese proyecto en los doce meses anteriores.',
        'Hacemos todo lo posible por mantener la web disponible, pero puede interrumpirse por mantenimiento o por causas ajenas a nuestra voluntad.',
      ],
    },
    {
      id: 'personal-data',
      heading: '13. Datos personales',
      paragraphs: [
        'Spindle SAS es responsable del tratamiento de los datos personales que se usan para gestionar tu cuenta, tus pedidos, tus suscripciones y tus proyectos, conforme al Reglamento General de Protección de Datos (RGPD) y a la ley francesa de protección de datos.',
        'Usamos tus datos para tramitar y entregar los pedidos, cobrar los pagos, prestar la atención posventa, prevenir el fraude, cumplir nuestras obligaciones contables y fiscales y, si lo has aceptado, enviarte nuestra newsletter. Solo los compartimos en la medida necesaria con nuestros proveedores de pago, socios logísticos y transportistas, y con el artista o sello de un proyecto que apoyas, que recibe lo que necesita para gestionar sus pedidos. Nunca vendemos tus datos.',
        'Los documentos contables se conservan diez años, como exige la ley francesa; los datos de la cuenta, hasta que la cierres; los datos de marketing, tres años desde tu última actividad. Cuando un proveedor está fuera de la UE, la transferencia se ampara en garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.',
        'Tienes derecho a acceder a tus datos, rectificarlos, suprimirlos, limitar su tratamiento y llevártelos, a oponerte a su uso y a retirar tu consentimiento cuando quieras: escribe a privacy@spindle.example. También puedes reclamar ante la CNIL, la autoridad francesa de protección de datos (www.cnil.fr).',
      ],
    },
    {
      id: 'governing-law',
      heading: '14. Ley aplicable y litigios',
      paragraphs: [
        'Estas condiciones se rigen por la ley francesa. Si eres un consumidor que vive en otro país, conservas además la protección de las normas imperativas de la ley de tu país. Estas condiciones existen en cinco idiomas; si las versiones difieren, prevalece la francesa.',
        'Si algo va mal, escríbenos primero: la mayoría de los problemas se resuelven en pocos días. Si no llegamos a un acuerdo, puedes acudir gratuitamente a un mediador de consumo, conforme a los artículos L611-1 y siguientes del Código de Consumo francés; te facilitamos sus datos junto con nuestra respuesta definitiva a tu reclamación.',
        'La plataforma europea de resolución de litigios en línea (ODR) de la Comisión Europea cerró el 20 de julio de 2025. Si vives en otro país de la UE, el Centro Europeo del Consumidor de tu país puede ayudarte gratis con un litigio transfronterizo.',
        'A falta de solución amistosa, el litigio podrá someterse a los tribunales franceses competentes o, si eres consumidor, a los del lugar donde vives. Los litigios con usuarios profesionales son competencia de los tribunales de París. Podemos actualizar estas condiciones; a cada pedido se le aplica la versión vigente el día en que se realiza.',
      ],
    },
  ],
  cta: { label: 'Contactar', href: '/contact' },
};
