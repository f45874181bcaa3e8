// IP location for the map proxy, answered offline. The platform forwards the call to a maps
// service; this machine has no internet, so a small built-in table stands in for it:
//   - loopback, private, link-local and shared (CGNAT) addresses, which is every visitor of a
//     local demo, are placed at the demo school's city centre (Hangzhou), so distances read
//     as a few kilometres;
//   - the three documentation ranges (RFC 5737) are placed in Beijing, Shanghai and Shenzhen,
//     so tests and demos can show other cities;
//   - any other address is unknown here.
import { isIP } from 'node:net';

export interface IpLocation {
  lat: number;
  lng: number;
  nation: string;
  province: string;
  city: string;
}

export const DEMO_CITY_CENTRE: IpLocation = { lat: 30.27415, lng: 120.15515, nation: '中国', province: '浙江省', city: '杭州市' };

const DOCUMENTATION_RANGES: [prefix: string, location: IpLocation][] = [
  ['192.0.2.', { lat: 39.90421, lng: 116.40739, nation: '中国', province: '北京市', city: '北京市' }],
  ['198.51.100.', { lat: 31.23039, lng: 121.47370, nation: '中国', province: '上海市', city: '上海市' }],
  ['203.0.113.', { lat: 22.54286, lng: 114.05956, nation: '中国', province: '广东省', city: '深圳市' }],
];

function isLocalIPv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

function isLocalIPv6(ip: string): boolean {
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is read as its IPv4 address. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip.trim());
  return mapped ? mapped[1]! : ip.trim();
}

/** The location of `ip`, or undefined when the table does not know it. */
export function locateIp(rawIp: string): IpLocation | undefined {
  const ip = normaliseIp(rawIp);
  const version = isIP(ip);
  if (version === 4) {
    if (isLocalIPv4(ip)) return DEMO_CITY_CENTRE;
    return DOCUMENTATION_RANGES.find(([prefix]) => ip.startsWith(prefix))?.[1];
  }
  if (version === 6 && isLocalIPv6(ip)) return DEMO_CITY_CENTRE;
  return undefined;
}
