// One collection per area of the public site; each holds one entry per tenant (src/site/build/loader.ts).
import { defineCollection } from 'astro:content';
import { tenantLoader } from './site/build/loader';

export const collections = {
  school: defineCollection({ loader: tenantLoader('school') }),
  home: defineCollection({ loader: tenantLoader('home') }),
  news: defineCollection({ loader: tenantLoader('news') }),
  notices: defineCollection({ loader: tenantLoader('notices') }),
  majors: defineCollection({ loader: tenantLoader('majors') }),
  products: defineCollection({ loader: tenantLoader('products') }),
  profile: defineCollection({ loader: tenantLoader('profile') }),
  agreements: defineCollection({ loader: tenantLoader('agreements') }),
};
