// plyr, its styles and its icon sprite, in a chunk of their own (./MediaPlayer.tsx): loaded when the
// media first plays (the resume's autoplay, or the poster's play button) rather than with the screen.
// Building plyr over a video is one 50–70 ms task of a phone-sized CPU (its controls, icons and
// menus, its style migration), and its module's evaluation another: both were on every classroom
// page's start-up, for a player most visits never start (issue 28's Lighthouse line).
import plyrStyles from 'plyr/dist/plyr.css?inline';
import playerPhoneStyles from './player-phone.css?inline';
// plyr's icon sprite, served with the bundle (plyr would fetch it from its CDN); its package does not export the file.
import plyrSprite from '../../../node_modules/plyr/dist/plyr.svg?url';
import Plyr from 'plyr';
import { addScreenStyles } from '../ui/screen-styles';

// plyr's styles, then the phone's, with this chunk only (../ui/screen-styles.ts).
addScreenStyles('player', plyrStyles, playerPhoneStyles);

export type PlyrOptions = NonNullable<ConstructorParameters<typeof Plyr>[1]>;

/** plyr over `media`, with its icons served from the bundle. */
export function createPlyr(media: HTMLMediaElement, options: PlyrOptions): Plyr {
  return new Plyr(media, { ...options, iconUrl: plyrSprite });
}
