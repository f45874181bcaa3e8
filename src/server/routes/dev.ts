import type { Api } from '../context';

export function registerDevRoutes(app: Api) {
  void app;
}
