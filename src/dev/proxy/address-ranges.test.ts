import { describe, expect, it } from 'vitest';
import { privateRange } from './address-ranges.js';

describe('privateRange', () => {
  it('names the non-public ranges, IPv4 inside IPv6 included', () => {
    expect(privateRange('127.0.0.1')).toBe('loopback');
    expect(privateRange('[::1]')).toBe('loopback');
    expect(privateRange('0.0.0.0')).toBe('unspecified');
    expect(privateRange('::')).toBe('unspecified');
    expect(privateRange('10.2.3.4')).toBe('private');
    expect(privateRange('172.31.0.1')).toBe('private');
    expect(privateRange('192.168.1.1')).toBe('private');
    expect(privateRange('100.100.0.1')).toBe('shared (CGNAT)');
    expect(privateRange('169.254.169.254')).toBe('link-local');
    expect(privateRange('fe80::1%eth0')).toBe('link-local');
    expect(privateRange('fd12:3456::1')).toBe('unique-local');
    expect(privateRange('::ffff:127.0.0.1')).toBe('loopback');
    expect(privateRange('::ffff:a9fe:a9fe')).toBe('link-local');
    expect(privateRange('64:ff9b::7f00:1')).toBe('loopback');
  });

  it('lets public addresses and host names through', () => {
    for (const a of ['93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', 'api.example.com'])
      expect(privateRange(a), a).toBeUndefined();
  });
});
