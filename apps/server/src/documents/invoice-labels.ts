// Invoice wording in the five interface languages (spec section 1). Every locale is complete: the
// embedded Noto Sans KR / SC faces draw Korean and Chinese (pdf-fonts.ts).
import type { AppLocale } from '@spindle/domain';

/** Every text an invoice prints besides the data. */
export interface InvoiceLabels {
  title: string;
  invoiceNumber: string;
  orderNumber: string;
  issuedOn: string;
  orderDate: string;
  seller: string;
  billedTo: string;
  vatNumber: string;
  registration: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  vat: string;
  total: string;
  shipping: string;
  serviceCharge: string;
  totalExclVat: string;
  /** Followed by the rate: 'VAT 20 %'. */
  vatAt: string;
  totalInclVat: string;
  /** EU business buyer with a VAT number: intra-Community supply, exempt. */
  reverseChargeMention: string;
  /** Buyer outside the EU: export, exempt. */
  exportMention: string;
}

/** The invoice labels of each locale. */
export const INVOICE_LABELS: Readonly<Record<AppLocale, InvoiceLabels>> = {
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice no.',
    orderNumber: 'Order no.',
    issuedOn: 'Invoice date',
    orderDate: 'Order date',
    seller: 'Seller',
    billedTo: 'Billed to',
    vatNumber: 'VAT no.',
    registration: 'Company reg.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vatRate: 'VAT rate',
    vat: 'VAT',
    total: 'Total',
    shipping: 'Shipping',
    serviceCharge: 'Service charge',
    totalExclVat: 'Total excl. VAT',
    vatAt: 'VAT',
    totalInclVat: 'Total incl. VAT',
    reverseChargeMention:
      'VAT-exempt intra-Community supply (Article 138, Directive 2006/112/EC); VAT is due from the customer.',
    exportMention: 'VAT exempt: export outside the European Union (Article 146, Directive 2006/112/EC).',
  },
  fr: {
    title: 'Facture',
    invoiceNumber: 'N° de facture',
    orderNumber: 'N° de commande',
    issuedOn: 'Date de facture',
    orderDate: 'Date de commande',
    seller: 'Vendeur',
    billedTo: 'Facturé à',
    vatNumber: 'N° TVA',
    registration: 'Immatriculation',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    discount: 'Remise',
    vatRate: 'Taux de TVA',
    vat: 'TVA',
    total: 'Total',
    shipping: 'Livraison',
    serviceCharge: 'Frais de service',
    totalExclVat: 'Total HT',
    vatAt: 'TVA',
    totalInclVat: 'Total TTC',
    reverseChargeMention:
      'Exonération de TVA, article 262 ter I du CGI (livraison intracommunautaire) ; TVA due par le preneur.',
    exportMention: 'Exonération de TVA, article 262 I du CGI (exportation hors de l’Union européenne).',
  },
  es: {
    title: 'Factura',
    invoiceNumber: 'N.º de factura',
    orderNumber: 'N.º de pedido',
    issuedOn: 'Fecha de factura',
    orderDate: 'Fecha del pedido',
    seller: 'Vendedor',
    billedTo: 'Facturar a',
    vatNumber: 'NIF-IVA',
    registration: 'Registro mercantil',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    discount: 'Descuento',
    vatRate: 'Tipo de IVA',
    vat: 'IVA',
    total: 'Total',
    shipping: 'Envío',
    serviceCharge: 'Gastos de servicio',
    totalExclVat: 'Total sin IVA',
    vatAt: 'IVA',
    totalInclVat: 'Total con IVA',
    reverseChargeMention:
      'Entrega intracomunitaria exenta de IVA (artículo 138 de la Directiva 2006/112/CE); IVA a cargo del destinatario.',
    exportMention: 'Exenta de IVA: exportación fuera de la Unión Europea (artículo 146 de la Directiva 2006/112/CE).',
  },
  kr: {
    title: '인보이스',
    invoiceNumber: '인보이스 번호',
    orderNumber: '주문 번호',
    issuedOn: '발행일',
    orderDate: '주문일',
    seller: '판매자',
    billedTo: '청구 대상',
    vatNumber: '부가세 번호',
    registration: '사업자 등록 번호',
    description: '품목',
    quantity: '수량',
    unitPrice: '단가',
    discount: '할인',
    vatRate: '부가세율',
    vat: '부가세',
    total: '합계',
    shipping: '배송비',
    serviceCharge: '서비스 수수료',
    totalExclVat: '공급가액(부가세 제외)',
    vatAt: '부가세',
    totalInclVat: '총액(부가세 포함)',
    reverseChargeMention: 'EU 역내 공급으로 부가세 면제(지침 2006/112/EC 제138조), 부가세는 구매자가 납부합니다.',
    exportMention: 'EU 역외 수출로 부가세 면제(지침 2006/112/EC 제146조).',
  },
  zh: {
    title: '发票',
    invoiceNumber: '发票号',
    orderNumber: '订单号',
    issuedOn: '开票日期',
    orderDate: '订单日期',
    seller: '卖方',
    billedTo: '买方',
    vatNumber: '增值税号',
    registration: '公司注册号',
    description: '商品',
    quantity: '数量',
    unitPrice: '单价',
    discount: '折扣',
    vatRate: '增值税税率',
    vat: '增值税',
    total: '金额',
    shipping: '运费',
    serviceCharge: '服务费',
    totalExclVat: '不含税合计',
    vatAt: '增值税',
    totalInclVat: '含税总计',
    reverseChargeMention: '欧盟内部供货，免征增值税（第2006/112/EC号指令第138条），增值税由买方缴纳。',
    exportMention: '出口至欧盟以外，免征增值税（第2006/112/EC号指令第146条）。',
  },
};

/** What a credit note prints instead (the rest reads as on the invoice it gives back part of). */
export const CREDIT_NOTE_LABELS: Readonly<
  Record<AppLocale, Pick<InvoiceLabels, 'title' | 'invoiceNumber' | 'issuedOn'>>
> = {
  en: { title: 'Credit note', invoiceNumber: 'Credit note no.', issuedOn: 'Credit note date' },
  fr: { title: 'Avoir', invoiceNumber: 'N° d’avoir', issuedOn: 'Date de l’avoir' },
  es: { title: 'Factura rectificativa', invoiceNumber: 'N.º de rectificativa', issuedOn: 'Fecha de rectificativa' },
  kr: { title: '크레딧 노트', invoiceNumber: '크레딧 노트 번호', issuedOn: '발행일' },
  zh: { title: '贷项通知单', invoiceNumber: '贷项通知单号', issuedOn: '开具日期' },
};
