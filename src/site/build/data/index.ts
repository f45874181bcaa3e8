// What each area of the public site fetches at build time, one module per area. The content
// config turns each into a collection; pages read them through tenantData().
import { fetchAgreements } from './agreements';
import { fetchHome } from './home';
import { fetchMajors } from './majors';
import { fetchNews } from './news';
import { fetchNotices } from './notices';
import { fetchProducts } from './products';
import { fetchProfile } from './profile';
import { fetchSchool } from './school';

export const areaFetchers = {
  school: fetchSchool,
  home: fetchHome,
  news: fetchNews,
  notices: fetchNotices,
  majors: fetchMajors,
  products: fetchProducts,
  profile: fetchProfile,
  agreements: fetchAgreements,
};

export type Area = keyof typeof areaFetchers;
export type AreaData<A extends Area> = Awaited<ReturnType<(typeof areaFetchers)[A]>>;
