import { computeStatement } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { marchStatement, statementMeta } from './document.fixtures.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import { pdfText } from './testing/pdf-text.ts';

describe('renderStatementPdf', () => {
  it('prints the summary, every line and the totals of the worked example', async () => {
    const pdf = await renderStatementPdf(marchStatement(), statementMeta());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(pdf);
    for (const expected of [
      'Artist statement — March 2026',
      'Artist The Night Owls',
      'Project Midnight Grooves',
      'Period 1 Mar 2026 – 31 Mar 2026',
      'Opening balance €100',
      'Income €938.35',
      'Costs -€223.50',
      'Payments -€50',
      'Closing balance €764.85',
      // 2 x 25.00 to Germany: gross 50, VAT 7.98, fee 10.51, income 31.51.
      '3 Mar 2026 Order ORD-1001 LP 2 €50 €50 €0 -€7.98 -€10.51 €31.51',
      // A February sale refunded in March is reversed.
      '5 Mar 2026 Refund ORD-0990 LP -1 -€25 -€25 €0 €4.17 €5.20 -€15.63',
      // 30.00 USD at 1.17 = 25.64 EUR, fee 20 % from 15 March.
      'ORD-1005 LP 1 US$30 €25.64 €0 €0 -€5.13 €20.51',
      'Vinyl box BOX-2026-03 March box 12 €48',
      'Retail Bigwax Bigwax 45 €1,000 €1,000 -€200 €0 €0 €800',
      'Total €1,188.64 -€205 -€17.97 -€27.32 €938.35',
      'Storage storage-2026-03-vinyl Vinyl 120 €0.10 €12',
      'Other formats 30 €0.05 €1.50',
      'Total €223.50',
      'PAY-2026-03 €50',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('speaks French', async () => {
    const { text } = await pdfText(await renderStatementPdf(marchStatement(), statementMeta({ locale: 'fr' })));
    for (const expected of [
      'Relevé artiste — mars 2026',
      'Solde de clôture 764,85 €',
      'Remboursement',
      'Stockage',
      'Vinyles',
      'Commission',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['kr', ['아티스트 정산서 — 2026년 3월', '기말 잔액 €764.85', '보관', '환불']],
    ['zh', ['艺人结算单 — 2026年3月', '期末余额 €764.85', '仓储', '退款']],
    ['es', ['Liquidación del artista — marzo de 2026', 'Saldo final 764,85 €', 'Almacenamiento']],
  ] as const)('speaks %s', async (locale, expectedTexts) => {
    const { text } = await pdfText(await renderStatementPdf(marchStatement(), statementMeta({ locale })));
    for (const expected of expectedTexts) expect(text).toContain(expected);
  });

  it('says so when a month has no lines, and carries the balance over', async () => {
    const statement = computeStatement({ period: '2026-05', openingBalanceMinor: 76_485 });
    const { text } = await pdfText(await renderStatementPdf(statement, statementMeta()));
    expect(text).toContain('Nothing this month.');
    expect(text).toContain('Closing balance €764.85');
  });

  it('names a Korean artist and project in the Korean face on an English statement', async () => {
    const meta = statementMeta({ artistName: '새벽 올빼미', projectTitle: '한밤의 그루브' });
    const { text } = await pdfText(await renderStatementPdf(marchStatement(), meta));
    expect(text).toContain('Artist 새벽 올빼미');
    expect(text).toContain('Project 한밤의 그루브');
  });
});
