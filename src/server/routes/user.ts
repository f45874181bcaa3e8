import type { Api } from '../context';

export function registerUserRoutes(app: Api) {
  void app;
}
