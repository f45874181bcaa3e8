// Placeholder substitution shared by every translator: `{name}` takes the param of that name.
import type { MessageParams } from './index';

export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
