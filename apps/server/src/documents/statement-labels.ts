// Statement wording (PDF and spreadsheet) in the five interface languages; every locale is complete.
import type { AppLocale, StatementCostCategory, StatementIncomeKind, StorageClass } from '@spindle/domain';

/** Every text a statement prints besides the data. */
export interface StatementLabels {
  title: string;
  period: string;
  artist: string;
  project: string;
  issuedOn: string;
  openingBalance: string;
  income: string;
  costs: string;
  payments: string;
  closingBalance: string;
  date: string;
  type: string;
  reference: string;
  item: string;
  quantity: string;
  currency: string;
  rateToEur: string;
  sales: string;
  gross: string;
  deductions: string;
  vat: string;
  fee: string;
  amount: string;
  category: string;
  description: string;
  unitPrice: string;
  total: string;
  summary: string;
  nothing: string;
  amountsNote: string;
  balanceNote: string;
  /** A payee's own part of the statement (revenue split): heading, share, paid back first, share of the rest, total. */
  payeeShare: { heading: string; percent: string; recouped: string; share: string; total: string };
  kinds: Record<StatementIncomeKind, string>;
  categories: Record<StatementCostCategory, string>;
  storageClasses: Record<StorageClass, string>;
}

/** The statement labels of each locale. */
export const STATEMENT_LABELS: Readonly<Record<AppLocale, StatementLabels>> = {
  en: {
    title: 'Artist statement',
    period: 'Period',
    artist: 'Artist',
    project: 'Project',
    issuedOn: 'Issued on',
    openingBalance: 'Opening balance',
    income: 'Income',
    costs: 'Costs',
    payments: 'Payments',
    closingBalance: 'Closing balance',
    date: 'Date',
    type: 'Type',
    reference: 'Reference',
    item: 'Item',
    quantity: 'Qty',
    currency: 'Currency',
    rateToEur: 'Rate per EUR',
    sales: 'Sales (original currency)',
    gross: 'Gross',
    deductions: 'Deductions',
    vat: 'VAT',
    fee: 'Fee',
    amount: 'Amount',
    category: 'Category',
    description: 'Description',
    unitPrice: 'Unit price',
    total: 'Total',
    summary: 'Summary',
    nothing: 'Nothing this month.',
    amountsNote: 'Amounts in EUR, excluding VAT.',
    balanceNote: 'A positive balance is owed to you by Spindle; a negative balance is carried forward.',
    payeeShare: {
      heading: 'Your share',
      percent: 'Your share of the split',
      recouped: 'Your advances paid back',
      share: 'Your share of the earnings',
      total: 'Owed to you this month',
    },
    kinds: { order: 'Order', order_refund: 'Refund', box: 'Vinyl box', retail: 'Retail' },
    categories: {
      production: 'Production',
      mechanical_rights: 'Mechanical rights',
      mastering: 'Mastering',
      marketing: 'Marketing',
      logistics: 'Logistics',
      distribution: 'Distribution',
      storage: 'Storage',
    },
    storageClasses: { vinyl: 'Vinyl', other: 'Other formats' },
  },
  fr: {
    title: 'Relevé artiste',
    period: 'Période',
    artist: 'Artiste',
    project: 'Projet',
    issuedOn: 'Émis le',
    openingBalance: 'Solde d’ouverture',
    income: 'Revenus',
    costs: 'Coûts',
    payments: 'Paiements',
    closingBalance: 'Solde de clôture',
    date: 'Date',
    type: 'Type',
    reference: 'Référence',
    item: 'Article',
    quantity: 'Qté',
    currency: 'Devise',
    rateToEur: 'Taux pour 1 EUR',
    sales: 'Ventes (devise d’origine)',
    gross: 'Brut',
    deductions: 'Déductions',
    vat: 'TVA',
    fee: 'Commission',
    amount: 'Montant',
    category: 'Catégorie',
    description: 'Libellé',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    summary: 'Résumé',
    nothing: 'Rien ce mois-ci.',
    amountsNote: 'Montants en EUR, hors TVA.',
    balanceNote: 'Un solde positif vous est dû par Spindle ; un solde négatif est reporté au mois suivant.',
    payeeShare: {
      heading: 'Votre part',
      percent: 'Votre part du partage',
      recouped: 'Vos avances remboursées',
      share: 'Votre part des gains',
      total: 'Dû pour ce mois',
    },
    kinds: { order: 'Commande', order_refund: 'Remboursement', box: 'Box vinyle', retail: 'Ventes distributeur' },
    categories: {
      production: 'Fabrication',
      mechanical_rights: 'Droits mécaniques',
      mastering: 'Mastering',
      marketing: 'Marketing',
      logistics: 'Logistique',
      distribution: 'Distribution',
      storage: 'Stockage',
    },
    storageClasses: { vinyl: 'Vinyles', other: 'Autres formats' },
  },
  es: {
    title: 'Liquidación del artista',
    period: 'Periodo',
    artist: 'Artista',
    project: 'Proyecto',
    issuedOn: 'Emitida el',
    openingBalance: 'Saldo inicial',
    income: 'Ingresos',
    costs: 'Costes',
    payments: 'Pagos',
    closingBalance: 'Saldo final',
    date: 'Fecha',
    type: 'Tipo',
    reference: 'Referencia',
    item: 'Artículo',
    quantity: 'Cant.',
    currency: 'Moneda',
    rateToEur: 'Tipo por 1 EUR',
    sales: 'Ventas (moneda original)',
    gross: 'Bruto',
    deductions: 'Deducciones',
    vat: 'IVA',
    fee: 'Comisión',
    amount: 'Importe',
    category: 'Categoría',
    description: 'Concepto',
    unitPrice: 'Precio unitario',
    total: 'Total',
    summary: 'Resumen',
    nothing: 'Nada este mes.',
    amountsNote: 'Importes en EUR, sin IVA.',
    balanceNote: 'Spindle te debe el saldo positivo; un saldo negativo pasa al mes siguiente.',
    payeeShare: {
      heading: 'Tu parte',
      percent: 'Tu parte del reparto',
      recouped: 'Tus anticipos reembolsados',
      share: 'Tu parte de las ganancias',
      total: 'Lo que se te debe este mes',
    },
    kinds: { order: 'Pedido', order_refund: 'Reembolso', box: 'Caja de vinilos', retail: 'Venta minorista' },
    categories: {
      production: 'Fabricación',
      mechanical_rights: 'Derechos mecánicos',
      mastering: 'Masterización',
      marketing: 'Marketing',
      logistics: 'Logística',
      distribution: 'Distribución',
      storage: 'Almacenamiento',
    },
    storageClasses: { vinyl: 'Vinilos', other: 'Otros formatos' },
  },
  kr: {
    title: '아티스트 정산서',
    period: '기간',
    artist: '아티스트',
    project: '프로젝트',
    issuedOn: '발행일',
    openingBalance: '기초 잔액',
    income: '수익',
    costs: '비용',
    payments: '지급액',
    closingBalance: '기말 잔액',
    date: '날짜',
    type: '구분',
    reference: '참조',
    item: '품목',
    quantity: '수량',
    currency: '통화',
    rateToEur: '1 EUR당 환율',
    sales: '판매액(원 통화)',
    gross: '총액',
    deductions: '공제',
    vat: '부가세',
    fee: '수수료',
    amount: '금액',
    category: '항목',
    description: '내역',
    unitPrice: '단가',
    total: '합계',
    summary: '요약',
    nothing: '이번 달 내역이 없습니다.',
    amountsNote: '금액은 EUR 기준이며 부가세를 제외합니다.',
    balanceNote: '잔액이 양수이면 Spindle이 지급할 금액이며, 음수이면 다음 달로 이월됩니다.',
    payeeShare: {
      heading: '내 몫',
      percent: '분배 비율',
      recouped: '상환된 선지급 비용',
      share: '수익 중 내 몫',
      total: '이번 달 지급 예정 금액',
    },
    kinds: { order: '주문', order_refund: '환불', box: '바이닐 박스', retail: '소매 판매' },
    categories: {
      production: '제작',
      mechanical_rights: '기계적 복제권',
      mastering: '마스터링',
      marketing: '마케팅',
      logistics: '물류',
      distribution: '유통',
      storage: '보관',
    },
    storageClasses: { vinyl: '바이닐', other: '기타 포맷' },
  },
  zh: {
    title: '艺人结算单',
    period: '期间',
    artist: '艺人',
    project: '项目',
    issuedOn: '出具日期',
    openingBalance: '期初余额',
    income: '收入',
    costs: '费用',
    payments: '付款',
    closingBalance: '期末余额',
    date: '日期',
    type: '类型',
    reference: '参考号',
    item: '商品',
    quantity: '数量',
    currency: '币种',
    rateToEur: '每欧元汇率',
    sales: '销售额（原币种）',
    gross: '总额',
    deductions: '扣除',
    vat: '增值税',
    fee: '平台费',
    amount: '金额',
    category: '类别',
    description: '说明',
    unitPrice: '单价',
    total: '合计',
    summary: '汇总',
    nothing: '本月无记录。',
    amountsNote: '金额以欧元计，不含增值税。',
    balanceNote: '余额为正表示 Spindle 应付给您；余额为负则结转至下月。',
    payeeShare: {
      heading: '您的分成',
      percent: '您的分成比例',
      recouped: '已偿还您的垫付',
      share: '您的收益分成',
      total: '本月应付给您',
    },
    kinds: { order: '订单', order_refund: '退款', box: '黑胶订阅盒', retail: '零售' },
    categories: {
      production: '生产',
      mechanical_rights: '机械复制权',
      mastering: '母带处理',
      marketing: '营销',
      logistics: '物流',
      distribution: '发行',
      storage: '仓储',
    },
    storageClasses: { vinyl: '黑胶', other: '其他格式' },
  },
};
