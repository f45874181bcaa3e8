// The xskt question source's calls (spec 3 §7): its own app (src/server/xskt/app.ts), served by the
// reference API under /api/xskt, so `npm start` and `npm run api` serve it with everything else.
import type { Api } from '../context';
import { createXsktApp } from '../xskt/app';

export function registerXsktRoutes(app: Api) {
  app.route('/api/xskt', createXsktApp());
}
