/** The address of `path` on a tenant's own host (`<tenant>.localhost`), as a visitor of that school opens it. */
export const at = (baseURL: string | undefined, tenant: string, path = '/') => `${baseURL!.replace('localhost', `${tenant}.localhost`)}${path}`;
