// Training-product display rules (spec 1 §3 Product, §9 diamonds).
import type { Message, MessageKey } from '../i18n';

export interface RatingDiamonds {
  diamonds: 2 | 3 | 4;
  label: MessageKey;
}

/** Thumbs under 1000 give 2 diamonds ('good'), 1000 to under 2000 give 3 ('great'), 2000 or more give 4 ('excellent'). */
export function ratingDiamonds(thumbs: number | string | null | undefined): RatingDiamonds {
  const n = Number(thumbs) || 0;
  if (n >= 2000) return { diamonds: 4, label: 'display.rating.excellent' };
  if (n >= 1000) return { diamonds: 3, label: 'display.rating.great' };
  return { diamonds: 2, label: 'display.rating.good' };
}

const certificateVerificationKeys: Record<number, MessageKey> = {
  0: 'display.certificateVerification.none',
  1: 'display.certificateVerification.national',
  2: 'display.certificateVerification.academic',
};

/** certificateVerificationType: 0 none, 1 national network checkable, 2 academic network checkable; undefined for any other value. */
export function certificateVerificationLabel(type: number | string | null | undefined): MessageKey | undefined {
  if (type === null || type === undefined || type === '') return undefined;
  return certificateVerificationKeys[Number(type)];
}

const classPeriodTypeKeys: Record<number, MessageKey> = {
  1: 'display.classPeriodType.training',
  2: 'display.classPeriodType.exam',
  3: 'display.classPeriodType.certification',
  4: 'display.classPeriodType.evaluation',
};

/** One onlineClassPeriodTypeList value: 1 training, 2 exam, 3 certification, 4 evaluation. */
export function classPeriodTypeLabel(type: number | string): MessageKey | undefined {
  return classPeriodTypeKeys[Number(type)];
}

/**
 * The labels of a product's onlineClassPeriodTypeList, in the list's order, unknown values and
 * repeats dropped. The list is also accepted as comma-separated text, as some platform lists arrive.
 */
export function classPeriodTypeLabels(list: readonly (number | string)[] | string | null | undefined): MessageKey[] {
  const values = typeof list === 'string' ? list.split(',') : (list ?? []);
  const labels = values.map((value) => classPeriodTypeLabel(typeof value === 'string' ? value.trim() : value));
  return [...new Set(labels.filter((label): label is MessageKey => label !== undefined))];
}

export interface CouponPrice {
  amount: number;
  /** The price is the lowest of several ('from ¥X'): the text ended with the 'from' marker 起. */
  from: boolean;
  /** The amount as the platform wrote it ('199.00'), so the display keeps its decimals. */
  text: string;
}

// 起 is how the platform marks a 'from' price ('199起'); a currency sign in front is tolerated.
const COUPON_PRICE = /^[¥￥]?\s*(\d+(?:\.\d+)?)\s*(起)?$/;

/** Parses defCouponPrice ('199', '199.00起', 88); undefined when it holds no price. */
export function parseCouponPrice(value: number | string | null | undefined): CouponPrice | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? { amount: value, from: false, text: String(value) } : undefined;
  }
  const match = COUPON_PRICE.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const text = match[1] as string;
  return { amount: Number(text), from: match[2] !== undefined, text };
}

/** '¥199' or '¥199起' ('From ¥199'); undefined when defCouponPrice holds no price. */
export function couponPriceMessage(value: number | string | null | undefined): Message | undefined {
  const price = parseCouponPrice(value);
  if (!price) return undefined;
  return { key: price.from ? 'display.price.from' : 'display.price.amount', params: { amount: price.text } };
}
