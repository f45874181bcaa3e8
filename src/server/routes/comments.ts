import type { Api } from '../context';

export function registerCommentsRoutes(app: Api) {
  void app;
}
