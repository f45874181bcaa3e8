import type { Api } from '../context';

export function registerSchoolRoutes(app: Api) {
  void app;
}
