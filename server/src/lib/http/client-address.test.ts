import { describe, expect, it } from 'vitest';
import { networkOf, rateLimitAddress } from './client-address.js';

describe('the address a caller is counted by', () => {
  it('is an IPv4 address itself, also written as IPv4-mapped IPv6', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::FFFF:198.51.100.1')).toBe('198.51.100.1');
    expect(rateLimitAddress('::ffff:c633:6401')).toBe('198.51.100.1');
    expect(rateLimitAddress('0:0:0:0:0:ffff:c633:6402')).toBe('198.51.100.2');
    expect(rateLimitAddress('0:0:0:0:0:FFFF:198.51.100.3')).toBe('198.51.100.3');
  });

  it('counts every address of one IPv6 /64 as one caller, however it is written', () => {
    const one = [
      '2001:db8:85a3:12::1',
      '2001:db8:85a3:12:ffff:ffff:ffff:fffe',
      '2001:0db8:85a3:0012:0000:0000:0000:0002',
      '2001:DB8:85A3:12:a::b',
    ];
    expect(new Set(one.map(rateLimitAddress))).toEqual(new Set(['2001:db8:85a3:12::/64']));
  });

  it('tells different /64s apart', () => {
    expect(rateLimitAddress('2001:db8:85a3:12::1')).not.toBe(rateLimitAddress('2001:db8:85a3:13::1'));
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('::1.2.3.4')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as it is, and names a missing address', () => {
    expect(rateLimitAddress(undefined)).toBe('unknown');
    expect(rateLimitAddress('not-an-address')).toBe('not-an-address');
  });
});

describe('the network an address belongs to', () => {
  it('is an IPv4 address’s /24', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.9')).not.toBe(networkOf('203.0.113.9'));
  });

  it('is an IPv6 address’s /48: every /64 of one site counts once, raw or as the rate limits count it', () => {
    const one = [
      '2001:db8:85a3::1',
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:ffff:1:2:3:4',
      '2001:db8:85a3:1::/64',
      rateLimitAddress('2001:db8:85a3:7::9'),
    ];
    expect(new Set(one.map(networkOf))).toEqual(new Set(['2001:db8:85a3::/48']));
    expect(networkOf('2001:db8:85a4::1')).toBe('2001:db8:85a4::/48');
  });

  it('keeps anything else as it is', () => {
    expect(networkOf(undefined)).toBe('unknown');
    expect(networkOf('not-an-address')).toBe('not-an-address');
  });
});
