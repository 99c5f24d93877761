import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'maria@example.com',
    'maria.silva@example.com.br',
    'MARIA@EXAMPLE.COM',
    'maria+obras@example.com',
    'maria_silva-2@sub.domain.example.org',
    'a@b.co',
    'joão@construtora.com.br',
    "o'neil@example.com",
    '1234@example.com',
    'user@my-company.com',
    'user@123.example.com',
    'user@[192.168.0.1]',
    'user@[0.0.0.0]',
    'user@[255.255.255.255]',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'maria',
    'maria@',
    '@example.com',
    'maria@example',
    'maria@example.c',
    'maria@example.c0m',
    'maria@example.123',
    'maria@@example.com',
    'maria@exa mple.com',
    ' maria@example.com',
    'maria@example.com ',
    'ma ria@example.com',
    '.maria@example.com',
    'maria.@example.com',
    'ma..ria@example.com',
    'maria@.example.com',
    'maria@example..com',
    'maria@example.com.',
    'maria@-example.com',
    'maria@example-.com',
    'maria@exa_mple.com',
    'ma,ria@example.com',
    'ma(ria)@example.com',
    'ma<ria>@example.com',
    'ma;ria@example.com',
    'ma:ria@example.com',
    'ma[ria]@example.com',
    'ma\\ria@example.com',
    '"maria silva"@example.com',
    'maria\n@example.com',
    'user@[256.1.1.1]',
    'user@[1.2.3]',
    'user@[1.2.3.4.5]',
    'user@[1.2.3.999]',
    'user@[a.b.c.d]',
    'user@1.2.3.4',
    'user@[1.2.3.4',
    `${'a'.repeat(65)}@example.com`,
    `maria@${'a'.repeat(64)}.com`,
    `maria@${'a.'.repeat(125)}com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
