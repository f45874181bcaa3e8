// One collection per area of the public site; each holds one entry per tenant (src/site/build/loader.ts).
import { defineCollection } from 'astro:content';
import { areaFetchers } from './site/build/data';
import { tenantLoader } from './site/build/loader';

export const collections = {
  school: defineCollection({ loader: tenantLoader('school', areaFetchers.school) }),
  home: defineCollection({ loader: tenantLoader('home', areaFetchers.home) }),
  news: defineCollection({ loader: tenantLoader('news', areaFetchers.news) }),
  notices: defineCollection({ loader: tenantLoader('notices', areaFetchers.notices) }),
  majors: defineCollection({ loader: tenantLoader('majors', areaFetchers.majors) }),
  products: defineCollection({ loader: tenantLoader('products', areaFetchers.products) }),
  profile: defineCollection({ loader: tenantLoader('profile', areaFetchers.profile) }),
  agreements: defineCollection({ loader: tenantLoader('agreements', areaFetchers.agreements) }),
};
