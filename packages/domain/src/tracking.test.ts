import { describe, expect, it } from 'vitest';
import {
  CARRIER_NAMES,
  CARRIER_TRACKING_TEMPLATES,
  TRACKING_LINK_PLACEHOLDER,
  carrierNameOf,
  isKnownCarrier,
  logisticianOrderLink,
  normaliseCarrier,
  shipmentTrackingLink,
  trackingLink,
} from './tracking.ts';

describe('trackingLink', () => {
  it.each([
    ['IMX', 'LV123', 'https://suivi.imxpostal.fr/colis/suivi/LV123/html/'],
    ['COL', '6A123', 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123'],
    ['lts', '1K456', 'https://www.laposte.fr/outils/suivre-vos-envois?code=1K456'],
    ['MDR', '999', 'https://www.mondialrelay.fr/suivi-de-colis?codeMarque=F2&nexp=999'],
    ['Mondial Relay', '999', 'https://www.mondialrelay.fr/suivi-de-colis?codeMarque=F2&nexp=999'],
    ['gls', 'AB 12 34', 'https://gls-group.eu/FR/fr/suivi-colis?match=AB1234'],
    ['dhl', '123', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=123'],
    ['ups', '1Z999', 'https://www.ups.com/track?tracknum=1Z999'],
    ['schenker', '55', 'https://www.dbschenker.com/app/tracking-public/?refNumber=55'],
    ['fedex', '77', 'https://www.fedex.com/fedextrack/?trknbr=77'],
    ['dachser', '88', 'https://elogistics.dachser.com/shp2/?search=88'],
    ['tnt', '66', 'https://www.tnt.com/express/en_gb/site/shipping-tools/tracking.html?searchType=con&cons=66'],
    ['ups', 'a&b=c', 'https://www.ups.com/track?tracknum=a%26b%3Dc'],
    ['pigeon', '123', TRACKING_LINK_PLACEHOLDER],
    ['toString', '123', TRACKING_LINK_PLACEHOLDER],
    ['ups', '  ', TRACKING_LINK_PLACEHOLDER],
    [null, '123', TRACKING_LINK_PLACEHOLDER],
  ])('%j %j links to %s', (carrier, number, expected) => {
    expect(trackingLink(carrier, number)).toBe(expected);
  });

  it('has an https template with a number slot for every carrier', () => {
    for (const template of Object.values(CARRIER_TRACKING_TEMPLATES)) {
      expect(template).toMatch(/^https:\/\//);
      expect(template).toContain('{number}');
    }
  });

  it.each([
    [
      { tracking_link: 'https://carrier.example/t/1', tracking_transporter: 'UPS', tracking_number: '9' },
      'https://carrier.example/t/1',
    ],
    [{ tracking_link: '', tracking_transporter: 'UPS', tracking_number: '9' }, 'https://www.ups.com/track?tracknum=9'],
    [{ tracking_transporter: 'XYZ', tracking_number: '9' }, '#'],
  ])('shipment %j links to %s', (shipment, expected) => {
    expect(shipmentTrackingLink(shipment)).toBe(expected);
  });
});

describe('logisticianOrderLink', () => {
  it.each([
    ['bigblue', 'IMPUS1001', 'https://app.bigblue.co/orders/IMPUS1001'],
    ['whiplash', 12345, 'https://www.getwhiplash.com/orders/12345'],
    ['daudin', 'D-1', 'https://extranet.daudin.fr/commandes/D-1'],
    ['cbip', '77', 'https://portal.cbip.com.hk/orders/77'],
    ['Whiplash', 5, 'https://www.getwhiplash.com/orders/5'],
    ['pias', '1', null],
    ['bigblue', ' ', null],
  ])('%s order %j links to %j', (logistician, orderId, expected) => {
    expect(logisticianOrderLink(logistician, orderId)).toBe(expected);
  });
});

describe('carriers as partners and staff write them', () => {
  it.each([
    ['Colissimo', 'col'],
    ['LA POSTE', 'col'],
    ['Lettre suivie', 'lts'],
    ['mondial_relay', 'mdr'],
    ['Mondial Relay', 'mdr'],
    ['DHL Express', 'dhl'],
    ['DB Schenker', 'schenker'],
    ['UPS', 'ups'],
    ['Chronopost', 'chronopost'],
    ['constructor', 'constructor'],
  ])('reads %j as %j', (written, code) => {
    expect(normaliseCarrier(written)).toBe(code);
  });

  it('knows the carriers with a tracking page, by any of their spellings', () => {
    expect(isKnownCarrier('Colissimo')).toBe(true);
    expect(isKnownCarrier('tnt')).toBe(true);
    expect(isKnownCarrier('Chronopost')).toBe(false);
    expect(isKnownCarrier('')).toBe(false);
  });

  it('names every carrier with a tracking page, and keeps an unknown one as written', () => {
    expect(Object.keys(CARRIER_NAMES).sort()).toEqual(Object.keys(CARRIER_TRACKING_TEMPLATES).sort());
    expect(carrierNameOf('col')).toBe('Colissimo');
    expect(carrierNameOf(' Chronopost ')).toBe('Chronopost');
  });
});
