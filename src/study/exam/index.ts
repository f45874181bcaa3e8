// The exam area's screens (spec 3 §2), one lazy chunk for all eight routes.
export { Answering } from './Answering';
export { Finish } from './Finish';
export { Instructions } from './Instructions';
export { Review } from './Review';
