import { describe, expect, it } from 'vitest';
import { clientIpKey } from './client-ip-key.ts';

describe('clientIpKey', () => {
  it('keys an IPv4 client by its address, however it is written', () => {
    expect(clientIpKey('82.64.1.1')).toBe('v4:52400101');
    expect(clientIpKey('::ffff:82.64.1.1')).toBe('v4:52400101');
  });

  it('keys an IPv6 client by its /64, which one subscriber holds whole', () => {
    expect(clientIpKey('2a01:e0a:1:2::1')).toBe('v6:2a010e0a00010002/64');
    expect(clientIpKey('2a01:e0a:1:2:ffff:ffff:ffff:ffff')).toBe(clientIpKey('2a01:e0a:1:2::1'));
    expect(clientIpKey('2a01:e0a:1:3::1')).not.toBe(clientIpKey('2a01:e0a:1:2::1'));
  });

  it('keeps something that is not an address as it is', () => {
    expect(clientIpKey(' unix-socket ')).toBe('raw:unix-socket');
  });
});
