import type { Api } from '../context';

export function registerAuthRoutes(app: Api) {
  void app;
}
