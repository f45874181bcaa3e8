// Which 'not on PC yet' text a trigger asks for (spec 1 §8.2, spec 2 §1).
import type { MessageKey } from '../i18n';

/**
 * data-pc-unavailable="…" picks the text:
 *   (empty, anything else)  spec 1 §8.2: 'the PC version does not have this function yet, please open the app; coming soon, stay tuned'
 *   "study"                 spec 2 §1: 'the PC version's function is not yet open, please open the app'
 *   "soon"                  spec 2 §1: 'coming soon, stay tuned'
 */
const VARIANTS: Record<string, MessageKey> = {
  study: 'common.pcUnavailable.useApp',
  soon: 'common.pcUnavailable.comingSoon',
};

export function pcNoticeMessage(variant: string | undefined): MessageKey {
  return (variant && VARIANTS[variant]) || 'common.pcUnavailable.noFunction';
}
