// Loads the likes island as soon as a like button comes into view, so the buttons show this
// visitor's likes and the current counts without waiting for a click. Pages include it with
//   <script>import '../../islands/likes/watch';</script>
// and pages without like buttons never load the rest.
const buttons = document.querySelectorAll('[data-like]');

if (buttons.length > 0) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import('./sync').then(({ syncLikes }) => syncLikes());
    },
    { rootMargin: '200px' },
  );
  buttons.forEach((button) => observer.observe(button));
}
