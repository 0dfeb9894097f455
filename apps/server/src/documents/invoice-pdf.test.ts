import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { anInvoice } from './document.fixtures.ts';
import { renderInvoicePdf, type InvoiceLine } from './invoice-pdf.ts';
import { pdfText } from './testing/pdf-text.ts';

describe('renderInvoicePdf', () => {
  it('writes a PDF with the order number, the lines and the total', async () => {
    const pdf = await renderInvoicePdf(anInvoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(pdf);
    for (const expected of [
      'Invoice',
      'INV-2026-000123',
      'ORD-104857',
      '14 Mar 2026',
      'Spindle SAS',
      'Jürgen Łukasiewicz',
      'Germany',
      'Midnight Grooves — LP 180 g, black 2 €25 19% €7.98 €50',
      'Shipping 19% €1.10 €6.90',
      'Service charge 19% €0.54 €3.41',
      'Total excl. VAT €50.69',
      'VAT 19% €9.62',
      'Total incl. VAT €60.31',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('can write uncompressed content streams (readable bytes for debugging)', async () => {
    const pdf = await renderInvoicePdf(anInvoice({ compress: false }));
    expect(pdf.toString('latin1')).not.toContain('/FlateDecode');
    expect((await pdfText(pdf)).text).toContain('ORD-104857');
  });

  it('speaks French: labels, dates and money', async () => {
    const { text } = await pdfText(await renderInvoicePdf(anInvoice({ locale: 'fr' })));
    for (const expected of [
      'Facture',
      'N° de commande ORD-104857',
      '14 mars 2026',
      'Allemagne',
      'Livraison',
      'Frais de service',
      'Total HT 50,69 €',
      'TVA 19 % 9,62 €',
      'Total TTC 60,31 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('speaks Spanish', async () => {
    const { text } = await pdfText(await renderInvoicePdf(anInvoice({ locale: 'es' })));
    expect(text).toContain('Factura');
    expect(text).toContain('Total con IVA 60,31 €');
  });

  it('writes Korean labels and a Korean buyer in an embedded Korean face', async () => {
    const buyer = { name: '김민준', addressLines: ['서울특별시 강남구 테헤란로 123'], countryCode: 'KR' };
    const pdf = await renderInvoicePdf(anInvoice({ locale: 'kr', buyer, vatReason: 'outside_eu' }));
    expect(pdf.toString('latin1')).toContain('NotoSansKR');
    const { text } = await pdfText(pdf);
    for (const expected of [
      '인보이스',
      '주문 번호 ORD-104857',
      '김민준',
      '서울특별시 강남구 테헤란로 123',
      '대한민국',
      '총액(부가세 포함) €60.31',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('EU 역외 수출로 부가세 면제');
  });

  it('writes Chinese labels and a Chinese buyer in an embedded Chinese face', async () => {
    const buyer = { name: '王小明', addressLines: ['北京市朝阳区建国路 88 号'], countryCode: 'CN' };
    const pdf = await renderInvoicePdf(anInvoice({ locale: 'zh', buyer, currency: 'EUR' }));
    expect(pdf.toString('latin1')).toContain('NotoSansSC');
    const { text } = await pdfText(pdf);
    for (const expected of ['发票', '订单号 ORD-104857', '王小明', '北京市朝阳区建国路 88 号', '含税总计 €60.31']) {
      expect(text).toContain(expected);
    }
  });

  it('embeds only the Latin face when no text needs another', async () => {
    const raw = (await renderInvoicePdf(anInvoice())).toString('latin1');
    expect(raw).toContain('NotoSans-Regular');
    expect(raw).not.toContain('NotoSansKR');
    expect(raw).not.toContain('NotoSansSC');
  });

  it('prints the exemption mention of an EU business buyer with a VAT number (no VAT charged)', async () => {
    const invoice = anInvoice({
      buyer: { name: 'Plattenladen GmbH', addressLines: ['Berlin'], countryCode: 'DE', vatNumber: 'DE123456789' },
      lines: [
        {
          description: 'LP',
          quantity: 2,
          unitPriceMinor: 2500,
          discountMinor: 0,
          amountMinor: 5000,
          vatRateBasisPoints: 0,
          vatMinor: 0,
        },
      ],
      shipping: { amountMinor: 690, vatRateBasisPoints: 0, vatMinor: 0 },
      serviceCharge: null,
      totalMinor: 5690,
      taxMinor: 0,
      vatReason: 'eu_reverse_charge',
    });
    const { text } = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain('VAT no. DE123456789');
    expect(text).toContain('VAT-exempt intra-Community supply');
    expect(text).toContain('Total incl. VAT €56.90');
  });

  it('shows a discount column when a line is discounted, in the order currency', async () => {
    // 2 x $29.99 = $59.98 - $6.00 promo = $53.98; exported to the US, no VAT.
    const line: InvoiceLine = {
      description: 'LP',
      quantity: 2,
      unitPriceMinor: 2999,
      discountMinor: 600,
      amountMinor: 5398,
      vatRateBasisPoints: 0,
      vatMinor: 0,
    };
    const invoice = anInvoice({
      currency: 'USD',
      lines: [line],
      shipping: null,
      serviceCharge: null,
      totalMinor: 5398,
      taxMinor: 0,
    });
    const { text } = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain('Discount');
    expect(text).toContain('LP 2 US$29.99 -US$6 0% US$0 US$53.98');
  });

  it('runs a long order over several pages and still ends on the total', async () => {
    const line: InvoiceLine = {
      description: 'Single — 7"',
      quantity: 1,
      unitPriceMinor: 800,
      discountMinor: 0,
      amountMinor: 800,
      vatRateBasisPoints: 2000,
      vatMinor: 133,
    };
    const lines = Array.from({ length: 80 }, (_, index) => ({ ...line, description: `Single ${index + 1} — 7"` }));
    const invoice = anInvoice({ lines, shipping: null, serviceCharge: null, totalMinor: 64_000, taxMinor: 10_640 });
    const { pages, text } = await pdfText(await renderInvoicePdf(invoice));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Single 80 — 7"');
    expect(text).toContain('Total incl. VAT €640');
  });

  it.each([
    ['a total that is not the sum of its parts', anInvoice({ totalMinor: 6032 })],
    ['a tax that is not the sum of its parts', anInvoice({ taxMinor: 961 })],
    [
      'a line whose amount is not quantity x price - discount',
      anInvoice({ lines: [{ ...anInvoice().lines[0]!, amountMinor: 4999 }] }),
    ],
  ])('refuses %s rather than print it', async (_name, invoice) => {
    await expect(renderInvoicePdf(invoice)).rejects.toMatchObject({ code: 'invoice_inconsistent', status: 500 });
    await expect(renderInvoicePdf(invoice)).rejects.toBeInstanceOf(AppError);
  });
});
