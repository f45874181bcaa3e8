// The consult island (spec 1 §3): loaded on the first click of any [data-open-consult] (the
// floating panel, the hot-major FAQs' 'consult advisor'); data-consult-subject names what it is about.
import { createRoot } from 'react-dom/client';
import type { OnDemandIsland } from '../../site/browser/on-demand';
import { ConsultModal } from './ConsultModal';
import { openConsult } from './state';

let mounted = false;

function mountOnce() {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.dataset.island = 'consult';
  document.body.append(container);
  createRoot(container).render(<ConsultModal />);
}

const island: OnDemandIsland = {
  open(trigger) {
    mountOnce();
    openConsult(trigger.dataset.consultSubject);
  },
};

export const { open } = island;
