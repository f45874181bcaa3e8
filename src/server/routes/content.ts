import type { Api } from '../context';

export function registerContentRoutes(app: Api) {
  void app;
}
