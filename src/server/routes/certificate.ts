import type { Api } from '../context';

export function registerCertificateRoutes(app: Api) {
  void app;
}
