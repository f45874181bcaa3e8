// The consult island (spec 1 §3): loaded on the first click of any [data-open-consult] (the
// floating panel, the hot-major FAQs' 'consult advisor'); data-consult-subject names what it is about.
import { mountIsland } from '../mount-island';
import { ConsultModal } from './ConsultModal';
import { openConsult } from './state';

export const { open } = mountIsland('consult', <ConsultModal />, (trigger) => openConsult(trigger.dataset.consultSubject));
