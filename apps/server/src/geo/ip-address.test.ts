import { describe, expect, it } from 'vitest';
import { isPublicIpAddress, parseIpAddress } from './ip-address.ts';

describe('parseIpAddress', () => {
  it.each([
    ['8.8.8.8', { version: 4, value: 0x08080808 }],
    ['255.255.255.255', { version: 4, value: 0xffffffff }],
    [' 1.2.3.4 ', { version: 4, value: 0x01020304 }],
    ['::ffff:8.8.4.4', { version: 4, value: 0x08080404 }],
    ['::ffff:808:808', { version: 4, value: 0x08080808 }],
    ['::', { version: 6, value: 0n }],
    ['::1', { version: 6, value: 1n }],
    ['2001:4860:4860::8888', { version: 6, value: 0x2001_4860_4860_0000_0000_0000_0000_8888n }],
    ['2001:db8:0:0:1:0:0:1', { version: 6, value: 0x2001_0db8_0000_0000_0001_0000_0000_0001n }],
    ['fe80::1%eth0', { version: 6, value: 0xfe80_0000_0000_0000_0000_0000_0000_0001n }],
    ['64:ff9b::192.0.2.33', { version: 6, value: 0x0064_ff9b_0000_0000_0000_0000_c000_0221n }],
  ])('reads %s', (text, expected) => {
    expect(parseIpAddress(text)).toEqual(expected);
  });

  it.each(['', 'localhost', '1.2.3', '256.1.1.1', '1.2.3.4.5', '2001:::1', 'gggg::1', '12345::'])(
    'rejects %j',
    (text) => {
      expect(parseIpAddress(text)).toBeNull();
    },
  );
});

describe('isPublicIpAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['82.64.1.1', true],
    ['2001:4860:4860::8888', true],
    ['2a01:e0a::1', true],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.10', false],
    ['127.0.0.1', false],
    ['169.254.10.10', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.251', false],
    ['255.255.255.255', false],
    ['203.0.113.7', false],
    ['::ffff:192.168.0.1', false],
    ['::', false],
    ['::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
  ])('%s is public: %s', (text, expected) => {
    const address = parseIpAddress(text);
    expect(address).not.toBeNull();
    expect(address && isPublicIpAddress(address)).toBe(expected);
  });
});
