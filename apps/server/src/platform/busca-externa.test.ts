import { describe, expect, it } from 'vitest';
import { enderecoInterno } from './busca-externa';

describe('enderecoInterno (the import fetcher’s SSRF guard)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'não é ip',
  ])('%s is internal', (ip) => expect(enderecoInterno(ip)).toBe(true));

  it.each(['8.8.8.8', '200.147.67.142', '172.32.0.1', '2804:14c::1', '::ffff:8.8.8.8'])(
    '%s is public',
    (ip) => expect(enderecoInterno(ip)).toBe(false),
  );
});
