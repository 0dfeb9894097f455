import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import {
  logisticianExportCsv,
  logisticianExportHeaders,
  readTrackingCsv,
  type ParcelToShip,
} from './fulfilment-files.ts';

const parcel: ParcelToShip = {
  shopOrderId: 200_017,
  orderId: 100_009,
  name: 'Zoé Martin',
  company: null,
  address: '12, rue des "Lilas"',
  address2: null,
  zipCode: '69001',
  city: 'Lyon',
  state: null,
  countryCode: 'FR',
  email: 'zoe@example.test',
  phone: '=cmd|calc',
  pickupPoint: null,
  weightGrams: 560,
  items: [
    { sku: '3760300311234', description: 'Loam Ivy - Tides (LP)', quantity: 1 },
    { sku: 'SP-ITEM-88', description: 'Tote bag', quantity: 2 },
  ],
};

describe('the export for a logistician', () => {
  it("writes Daudin's French columns with semicolons, one row per item", () => {
    const records = parseCsv(logisticianExportCsv('daudin', [parcel]), ';');
    expect(records[0]).toEqual(logisticianExportHeaders('daudin'));
    expect(records[0]?.slice(0, 3)).toEqual(['Référence commande', 'Nom', 'Société']);
    expect(records).toHaveLength(3);
    const row = Object.fromEntries((records[0] ?? []).map((header, index) => [header, records[1]?.[index]]));
    expect(row).toMatchObject({
      'Référence commande': 'SP200017',
      Nom: 'Zoé Martin',
      'Adresse 1': '12, rue des "Lilas"',
      'Code article': '3760300311234',
      Quantité: '1',
      'Poids (g)': '560',
      Téléphone: "'=cmd|calc",
    });
    expect(records[2]?.[records[0]?.indexOf('Quantité') ?? -1]).toBe('2');
  });

  it("writes Bigblue's and Whiplash's import columns, and a generic layout for the others", () => {
    expect(logisticianExportHeaders('bigblue')).toContain('Shipping Country Code');
    expect(logisticianExportHeaders('whiplash')).toEqual(logisticianExportHeaders('whiplash_uk'));
    expect(logisticianExportHeaders('whiplash')[0]).toBe('order_number');
    expect(logisticianExportHeaders('cbip')).toEqual(logisticianExportHeaders('rom_de'));
    const [header, first] = parseCsv(logisticianExportCsv('cbip', [parcel]), ',');
    expect(header?.slice(0, 2)).toEqual(['Reference', 'Order']);
    expect(first?.slice(0, 2)).toEqual(['SP200017', '100009']);
  });
});

describe('a tracking file read back', () => {
  it("takes each partner's headers, normalises the carrier and keeps going past a bad line", () => {
    const file = [
      'Référence commande;Transporteur;Numéro de suivi',
      'SP200017;COL;6A 1234 5678 901',
      'SP20001X;COL;6A000',
      '200018;Mondial Relay;12345678',
      '200019;;999',
      '200020;ups;',
    ].join('\r\n');
    expect(readTrackingCsv(file)).toEqual({
      ok: true,
      rows: [
        { line: 2, shopOrderId: 200_017, carrier: 'col', trackingNumber: '6A12345678901', partnerOrderId: null },
        { line: 4, shopOrderId: 200_018, carrier: 'mdr', trackingNumber: '12345678', partnerOrderId: null },
      ],
      problems: [
        { line: 3, code: 'tracking_reference_invalid' },
        { line: 5, code: 'tracking_carrier_missing' },
        { line: 6, code: 'tracking_number_missing' },
      ],
    });
    expect(readTrackingCsv('order_number,carrier,tracking_number\nSP7,dhl,JD0001\n')).toMatchObject({
      ok: true,
      rows: [{ shopOrderId: 7, carrier: 'dhl', trackingNumber: 'JD0001' }],
    });
  });

  it("reads the partner's own order number when the file has it, and carriers by their names", () => {
    const file =
      'Order ID,Shipping Carrier,Tracking Number,Warehouse Order ID\nSP41,Colissimo,6A41,BB-9\nSP42,La Poste,6A42,\n';
    expect(readTrackingCsv(file)).toEqual({
      ok: true,
      rows: [
        { line: 2, shopOrderId: 41, carrier: 'col', trackingNumber: '6A41', partnerOrderId: 'BB-9' },
        { line: 3, shopOrderId: 42, carrier: 'col', trackingNumber: '6A42', partnerOrderId: null },
      ],
      problems: [],
    });
  });

  it('reads back the references of its own export', () => {
    const exported = parseCsv(logisticianExportCsv('bigblue', [parcel]), ',');
    const reference = exported[1]?.[0] ?? '';
    const answer = readTrackingCsv(`Order ID,Carrier,Tracking\n${reference},ups,1Z9\n`);
    expect(answer).toMatchObject({ ok: true, rows: [{ shopOrderId: parcel.shopOrderId }] });
  });

  it('refuses a file without the three columns, or one it cannot read', () => {
    expect(readTrackingCsv('order,weight\n1,2')).toEqual({ ok: false, code: 'tracking_columns_missing' });
    expect(readTrackingCsv('')).toEqual({ ok: false, code: 'tracking_columns_missing' });
    expect(readTrackingCsv('order,carrier,tracking\n"1,col,2')).toEqual({
      ok: false,
      code: 'tracking_file_unreadable',
      line: 2,
    });
  });
});
