/**
 * Takes the user to a part of the page by its element id: scrolled to its top and focused (the element has
 * tabIndex -1), so keyboard and screen-reader users land there too, not only the eyes.
 */
export function bringIntoView(id: string) {
  const target = document.getElementById(id);
  target?.focus({ preventScroll: true });
  target?.scrollIntoView({ block: 'start' });
}
