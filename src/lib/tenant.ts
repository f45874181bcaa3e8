// Which school (tenant) a navigation belongs to (spec 1 §2.2 step 2).
//
// 1. A non-empty schoolId query wins: { by: 'schoolId', tenantId }.
// 2. Otherwise the host name, lower-cased and without its port, loses the longest known domain
//    suffix that it ends with ('.localhost', '.school.example.com'; written with or without the
//    leading dot); the first label of what remains is the pre-domain:
//    'demo.localhost:4321' → { by: 'preDomain', preDomain: 'demo' },
//    'a.b.school.example.com' → 'a'.
// 3. Anything else is the default tenant: an IP address, a bare suffix ('localhost'), no host.
//    A host that matches no known suffix is handed back as `host`, so the caller may look it
//    up among the tenants' own domains before falling back to the default.

export type TenantQuery = URLSearchParams | Record<string, string | readonly string[] | null | undefined>;

export type TenantResolution =
  | { by: 'schoolId'; tenantId: string }
  | { by: 'preDomain'; preDomain: string }
  | { by: 'default'; host?: string };

export interface TenantInput {
  query?: TenantQuery | null;
  host?: string | null;
  domainSuffixes: readonly string[];
}

function schoolIdOf(query: TenantQuery | null | undefined): string {
  if (!query) return '';
  const value = query instanceof URLSearchParams ? query.get('schoolId') : query.schoolId;
  const first = typeof value === 'string' ? value : value?.[0];
  return first?.trim() ?? '';
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The host name alone: lower case, no port, no trailing dot; undefined for an IP address or nothing. */
export function normaliseHost(host: string | null | undefined): string | undefined {
  const value = host?.trim().toLowerCase() ?? '';
  // A bracketed or bare IPv6 address has several colons; it never names a tenant.
  if (value.startsWith('[') || value.split(':').length > 2) return undefined;
  const name = (value.split(':')[0] as string).replace(/\.$/, '');
  return name && !IPV4.test(name) ? name : undefined;
}

const normaliseSuffix = (suffix: string) => normaliseHost(suffix.trim().replace(/^\./, '')) ?? '';

export function resolveTenant({ query, host, domainSuffixes }: TenantInput): TenantResolution {
  const tenantId = schoolIdOf(query);
  if (tenantId) return { by: 'schoolId', tenantId };

  const name = normaliseHost(host);
  if (!name) return { by: 'default' };

  const suffixes = domainSuffixes
    .map(normaliseSuffix)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  for (const suffix of suffixes) {
    if (name === suffix) return { by: 'default' };
    if (name.endsWith(`.${suffix}`)) {
      const preDomain = name.slice(0, -(suffix.length + 1)).split('.')[0];
      return preDomain ? { by: 'preDomain', preDomain } : { by: 'default' };
    }
  }
  return { by: 'default', host: name };
}
