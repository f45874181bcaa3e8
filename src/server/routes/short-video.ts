import type { Api } from '../context';

export function registerShortVideoRoutes(app: Api) {
  void app;
}
