// Every area's routes, registered on one app. One file per area of the contract.
import type { Api } from '../context';
import { registerAuthRoutes } from './auth';
import { registerCertificateRoutes } from './certificate';
import { registerCommentsRoutes } from './comments';
import { registerContentRoutes } from './content';
import { registerDevRoutes } from './dev';
import { registerProductRoutes } from './product';
import { registerSchoolRoutes } from './school';
import { registerShortVideoRoutes } from './short-video';
import { registerTenantRoutes } from './tenant';
import { registerUserRoutes } from './user';

export function registerRoutes(app: Api) {
  registerTenantRoutes(app);
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerSchoolRoutes(app);
  registerContentRoutes(app);
  registerCommentsRoutes(app);
  registerProductRoutes(app);
  registerShortVideoRoutes(app);
  registerCertificateRoutes(app);
  registerDevRoutes(app);
}
