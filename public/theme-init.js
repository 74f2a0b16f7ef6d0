// Applies the remembered theme before the first paint, so a dark page never flashes light. A file rather than an
// inline script because the proxy's CSP allows scripts from 'self' only. src/components/theme/theme-store.ts owns the theme
// once the app runs and keeps the same key and rule (src/components/theme/theme-store.test.ts checks they agree).
try {
  var mode = localStorage.getItem('voice-studio.theme');
  var dark = mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // no storage or no matchMedia: the light theme stays
}
