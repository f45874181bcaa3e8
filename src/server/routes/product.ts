import type { Api } from '../context';

export function registerProductRoutes(app: Api) {
  void app;
}
