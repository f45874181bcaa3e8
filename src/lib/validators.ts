// The format library of spec 1 §5.2. Every validator skips an empty value and returns the
// message key of its failure, or undefined when the value passes.
import type { MessageKey } from '../i18n';

export type Validator = (value: unknown) => MessageKey | undefined;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export const MOBILE_PATTERN = /^1\d{10}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export const mobile: Validator = (value) => (isEmpty(value) || isMobile(String(value)) ? undefined : 'validation.mobile');
