import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPublicAddress, pinnedLookup, resolveOutbound } from './outbound-address';

describe('isPublicAddress (issue 25 point 5)', () => {
  it.each([
    '127.0.0.1', '127.255.255.254', '0.0.0.0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255',
    '192.168.1.10', '100.64.0.1', '100.127.255.255', '169.254.169.254', '169.254.0.1', '224.0.0.1', '239.255.255.250',
    '240.0.0.1', '255.255.255.255', '192.0.2.1', '198.18.0.1',
    '::', '::1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '2002:c0a8:0101::1', 'fc00::1', 'fd00:ec2::254', 'fe80::1', 'fe80::1%eth0', 'ff02::1',
    '2001:db8::1', '::127.0.0.1', 'localhost', 'gateway.example.com', '', '1.2.3', '300.1.1.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '172.15.255.255', '100.128.0.1', '100.63.255.255', '169.253.255.255', '192.169.0.1',
    '223.255.255.255', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:0808:0808::1'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkOutboundUrl', () => {
  it.each([
    'http://127.0.0.1:5432', 'http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://127.1/', 'http://0.0.0.0/',
    'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://[::ffff:169.254.169.254]/', 'http://169.254.169.254/latest/meta-data',
    'http://0xa9fea9fe/', 'http://10.0.0.5/', 'https://192.168.0.1/', 'http://100.100.100.200/', 'http://[fe80::1]/', 'http://[fd00::1]/',
    'http://224.0.0.251/', 'http://localhost:3000', 'http://LOCALHOST./', 'http://app.localhost/', 'http://metadata.google.internal/',
    'http://printer.local/', 'http://gateway/',
  ])('refuses %s as private', (url) => {
    expect(checkOutboundUrl(url, '')).toEqual({ ok: false, reason: 'private' });
  });

  it.each(['ftp://wa.example.com/', 'file:///etc/passwd', 'http://user:pass@wa.example.com/', 'wa.example.com', 'http://', 'javascript:alert(1)'])('refuses %s as invalid', (url) => {
    expect(checkOutboundUrl(url, '')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('takes a public host or a name, to be resolved at send time', () => {
    expect(checkOutboundUrl('https://api.wa-gateway.example.com/v1', '')).toMatchObject({ ok: true, host: 'api.wa-gateway.example.com', allowListed: false });
    expect(checkOutboundUrl('http://8.8.8.8:8080', '')).toMatchObject({ ok: true, host: '8.8.8.8', allowListed: false });
  });

  it('lets the allow-list name an on-premise gateway, that host only', () => {
    expect(checkOutboundUrl('http://192.168.10.5:3000/api', '192.168.10.5')).toMatchObject({ ok: true, allowListed: true });
    expect(checkOutboundUrl('http://WA-GATEWAY.lan:3000', 'printer.lan, wa-gateway.lan')).toMatchObject({ ok: true, host: 'wa-gateway.lan', allowListed: true });
    expect(checkOutboundUrl('http://[::1]:9000', '::1')).toMatchObject({ ok: true, allowListed: true });
    // Another private address is still refused, and so is the same address written another way than listed.
    expect(checkOutboundUrl('http://192.168.10.6:3000', '192.168.10.5')).toEqual({ ok: false, reason: 'private' });
    expect(checkOutboundUrl('http://127.0.0.1:5432', '192.168.10.5')).toEqual({ ok: false, reason: 'private' });
  });
});

describe('resolveOutbound', () => {
  const check = (url: string, allow = '') => {
    const result = checkOutboundUrl(url, allow);
    if (!result.ok) throw new Error('not ok');
    return result;
  };
  it('refuses a name that resolves to a private or metadata address, when it is sent', async () => {
    expect(await resolveOutbound(check('http://evil.example.com'), async () => [{ address: '127.0.0.1', family: 4 }])).toBeNull();
    expect(await resolveOutbound(check('http://evil.example.com'), async () => [{ address: '93.184.216.34', family: 4 }, { address: '169.254.169.254', family: 4 }])).toBeNull();
    expect(await resolveOutbound(check('http://evil.example.com'), async () => [{ address: '::1', family: 6 }])).toBeNull();
    expect(await resolveOutbound(check('http://gone.example.com'), async () => { throw new Error('ENOTFOUND'); })).toBeNull();
    expect(await resolveOutbound(check('http://wa.example.com'), async () => [{ address: '93.184.216.34', family: 4 }])).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(await resolveOutbound(check('http://wa.lan', 'wa.lan'), async () => [{ address: '192.168.1.9', family: 4 }])).toEqual([{ address: '192.168.1.9', family: 4 }]);
  });

  it('makes the request connect to the checked address only', () => {
    const lookup = pinnedLookup([{ address: '93.184.216.34', family: 4 }]);
    const answers: unknown[][] = [];
    lookup('wa.example.com', {}, (...args) => answers.push(args));
    lookup('wa.example.com', { all: true }, (...args) => answers.push(args));
    expect(answers).toEqual([[null, '93.184.216.34', 4], [null, [{ address: '93.184.216.34', family: 4 }]]]);
  });
});
