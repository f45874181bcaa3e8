// The tenants manifest (tenants/manifest.json): which schools exist, how their hosts map to
// them, where their API lives and how their site looks. Parsing only: callers read the file.
import type { Locale } from '../i18n';

export interface TenantTheme {
  primary: string;
  accent: string;
}

export interface TenantEntry {
  id: string;
  name: string;
  preDomain: string;
  domains: string[];
  /** Where the site's build fetches content; the browser always calls /api on its own origin. */
  apiBase: string;
  /**
   * Where the study widget fetches and submits xskt work (spec 3's external question source); by
   * default the reference API's own /api/xskt. An http(s) URL, or a path of the site's origin.
   */
  xsktBase?: string;
  locale: Locale;
  theme: TenantTheme;
}

export interface TenantsManifest {
  /** Host suffixes stripped to find a pre-domain (spec 1 §2.2 step 2). */
  domainSuffixes: string[];
  tenants: TenantEntry[];
}

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** Checks the manifest's shape and returns it typed; throws an Error naming the faulty entry. */
export function parseManifest(raw: unknown): TenantsManifest {
  const manifest = raw as Partial<TenantsManifest> | null;
  if (!manifest || !Array.isArray(manifest.tenants) || manifest.tenants.length === 0) {
    throw new Error('tenants manifest: "tenants" must be a non-empty list');
  }
  const seen = new Set<string>();
  for (const [index, tenant] of manifest.tenants.entries()) {
    const where = `tenants manifest: tenants[${index}]`;
    if (!tenant || typeof tenant.id !== 'string' || !ID_PATTERN.test(tenant.id)) throw new Error(`${where}.id must be lower-case letters, digits and dashes`);
    if (seen.has(tenant.id)) throw new Error(`${where}.id '${tenant.id}' is listed twice`);
    seen.add(tenant.id);
    if (typeof tenant.preDomain !== 'string' || !ID_PATTERN.test(tenant.preDomain)) throw new Error(`${where}.preDomain is missing or invalid`);
    if (tenant.locale !== 'zh-CN' && tenant.locale !== 'en') throw new Error(`${where}.locale must be zh-CN or en`);
    if (typeof tenant.name !== 'string' || !tenant.name) throw new Error(`${where}.name is required`);
    if (typeof tenant.apiBase !== 'string' || !/^https?:\/\//.test(tenant.apiBase)) throw new Error(`${where}.apiBase must be an http(s) URL`);
    if (tenant.xsktBase !== undefined && (typeof tenant.xsktBase !== 'string' || !/^(https?:\/\/|\/(?![/\\]))/.test(tenant.xsktBase))) {
      throw new Error(`${where}.xsktBase must be an http(s) URL or a path starting with a single /`);
    }
    if (!Array.isArray(tenant.domains)) throw new Error(`${where}.domains must be a list`);
    if (!tenant.theme || typeof tenant.theme.primary !== 'string') throw new Error(`${where}.theme.primary is required`);
  }
  return { domainSuffixes: Array.isArray(manifest.domainSuffixes) ? manifest.domainSuffixes : [], tenants: manifest.tenants };
}
